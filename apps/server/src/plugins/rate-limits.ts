import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { conversationMessages, identityMessages, limitMessages } from '@elite/shared';
import type { Config } from '../config';
import {
  connectRedis,
  MemoryCounterStore,
  RedisCounterStore,
  type CounterStore,
  type CounterWindow,
} from '../lib/counters';
import { tooManyRequests } from '../lib/errors';
import { isInternalRequest } from '../lib/internal-requests';

declare module 'fastify' {
  interface FastifyInstance {
    /** Abuse counters: in this process, or in Redis when REDIS_URL is set. */
    counters: CounterStore;
  }
}

export interface Limit {
  max: number;
  windowMs: number;
}

export interface RateLimitSettings {
  /** Every request, per address. RATE_LIMIT=off lifts it (load tests); the others stay. */
  general: Limit;
  /** Sign-in attempts per address, whatever the account. */
  loginPerAddress: Limit;
  /**
   * Sign-in attempts for one e-mail from one address without a success in between, whether or
   * not an account has that e-mail (so a 429 tells nothing about who is registered). At the last
   * allowed attempt the window restarts with `lockMs`, so that address stays locked out of that
   * account that long after its last failure; other addresses are not.
   */
  loginPerAccountAndAddress: Limit & { lockMs: number };
  /**
   * The account-wide ceiling for guesses spread over many addresses: a delay, never a lock.
   * Past `max` attempts in the window (from all addresses together), the account takes one
   * attempt per delay, which grows by `stepMs` with each further attempt let through (refused
   * ones do not count) up to `maxDelayMs`; the others get a 429 whose Retry-After is the rest of
   * the delay, unless they bring a sign-in code e-mailed to the owner (`signInCode`). Addresses
   * the account has signed in from within `knownAddressMs` are not slowed down.
   */
  loginPerAccount: Limit & { stepMs: number; maxDelayMs: number; knownAddressMs: number };
  registrationsPerAddress: Limit;
  /**
   * E-mailed links and codes asked for ("Forgot password", "send the verification link again",
   * "e-mail me a sign-in code"): per address, and per e-mail or account, so that nobody's inbox
   * can be flooded.
   */
  linkMailsPerAddress: Limit;
  linkMailsPerAccount: Limit;
  /** Changes (POST, PUT, PATCH, DELETE) by one signed-in account. */
  writesPerAccount: Limit;
  /** Changes by an anonymous caller (newsletter, social sign-in exchange) per address. */
  anonymousWritesPerAddress: Limit;
  /** Messages (a new conversation or a reply) sent by one account. */
  messagesPerAccount: Limit;
  /** Viewing requests made by one account. */
  viewingRequestsPerAccount: Limit;
  /** Listing reports (CONTRACT.md section 16) by one account, or one address when signed out. */
  listingReportsPerReporter: Limit;
  /** Requests of one API client to the RESO Web API (modules/reso counts them). */
  resoPerClient: Limit;
  /** Key prefix in Redis, so that several sites (or test runs) can share one Redis. */
  redisNamespace: string;
}

const MINUTE = 60_000;

export const defaultRateLimits: RateLimitSettings = {
  general: { max: 1200, windowMs: MINUTE },
  loginPerAddress: { max: 100, windowMs: 15 * MINUTE },
  loginPerAccountAndAddress: { max: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  loginPerAccount: {
    max: 30,
    windowMs: 15 * MINUTE,
    stepMs: 1000,
    maxDelayMs: 30_000,
    knownAddressMs: 30 * 24 * 60 * MINUTE,
  },
  registrationsPerAddress: { max: 20, windowMs: 60 * MINUTE },
  linkMailsPerAddress: { max: 20, windowMs: 60 * MINUTE },
  linkMailsPerAccount: { max: 5, windowMs: 60 * MINUTE },
  writesPerAccount: { max: 120, windowMs: MINUTE },
  anonymousWritesPerAddress: { max: 60, windowMs: MINUTE },
  messagesPerAccount: { max: 30, windowMs: 10 * MINUTE },
  viewingRequestsPerAccount: { max: 10, windowMs: 60 * MINUTE },
  listingReportsPerReporter: { max: 10, windowMs: 60 * MINUTE },
  resoPerClient: { max: 600, windowMs: MINUTE },
  redisNamespace: 'elite:',
};

const LOGIN = 'POST /api/auth/login';
const REGISTER = 'POST /api/auth/register';
/** E-mailed links and codes: counted by the e-mail asked for, or by the signed-in account. */
const linkMailRoutes = new Map([
  ['POST /api/auth/password-reset', 'email'],
  ['POST /api/auth/verify-email/resend', 'account'],
  ['POST /api/auth/login-code', 'sign-in-code'],
]);
/** Calls that have limits of their own, or that only the payment processor makes (signed). */
const notCountedAsWrites = new Set([LOGIN, REGISTER, 'POST /api/payments/stripe/webhook']);
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Messages and viewing requests reach another person (and their inbox): counted per account. */
const messageRoutes = new Set(['POST /api/conversations', 'POST /api/conversations/:id/messages']);
const VIEWING_REQUEST = 'POST /api/viewings';
const LISTING_REPORT = 'POST /api/property/:id/reports';

function routeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? ''}`;
}

/**
 * Every route with a limit of its own is a POST: any other request is let through before its
 * route is looked up (`routeOptions` builds a new object on each read, on every request).
 */
const isPost = (request: FastifyRequest) => request.method === 'POST';

/**
 * Whether `code` is a live sign-in code e-mailed for `email` to the browser sending `request` (its
 * cookie); true uses the code up. The identity module's, given by app.ts (lets a sign-in past
 * the account-wide slow-down).
 */
export type SignInCodeCheck = (
  request: FastifyRequest,
  email: string,
  code: string,
) => Promise<boolean>;

/**
 * Abuse limits (OWASP API4): a generous ceiling per address on every request, and tighter limits
 * on sign-in, registration and changes. Counted in Redis when REDIS_URL is set, so that every
 * server process behind a balancer shares them; otherwise in this process.
 */
export default fp(
  async function rateLimitsPlugin(
    app: FastifyInstance,
    opts: {
      config: Config;
      settings?: Partial<RateLimitSettings>;
      signInCode?: SignInCodeCheck;
    },
  ) {
    const settings = { ...defaultRateLimits, ...opts.settings };
    const redis = opts.config.redisUrl ? await connectRedis(opts.config.redisUrl) : undefined;
    const counters: CounterStore = redis
      ? new RedisCounterStore(redis, `${settings.redisNamespace}limits:`)
      : new MemoryCounterStore();
    app.decorate('counters', counters);
    app.addHook('onClose', async () => {
      await counters.close();
      await redis?.quit();
    });

    /** One counted hit: the counter, its limit and what a refusal says. */
    interface Hit {
      key: string;
      limit: Limit;
      message: string;
      window?: CounterWindow;
    }

    /** Counts one hit; undefined when the store cannot be reached (the request goes on). */
    async function count(request: FastifyRequest, key: string, window: CounterWindow) {
      try {
        return await counters.hit(key, window);
      } catch (error) {
        request.log.error({ err: error, key }, 'rate limit store unavailable; request let through');
        return undefined;
      }
    }

    /** Counts one hit; over the limit it is a 429 with Retry-After. Redis trouble lets it pass. */
    async function take(request: FastifyRequest, reply: FastifyReply, hit: Hit) {
      const state = await count(request, hit.key, hit.window ?? hit.limit);
      if (!state || state.count <= hit.limit.max) return;
      reply.header('retry-after', Math.max(1, Math.ceil(state.resetInMs / 1000)));
      request.log.warn(
        { key: hit.key, ip: request.ip, userId: request.session?.user.id, url: request.url },
        'rate limit reached',
      );
      throw tooManyRequests(hit.message);
    }

    /**
     * A plain (not async) hook that counts the requests `pick` chooses and lets every other
     * request through at once: these hooks run on every request, and most never count.
     */
    const counting =
      (pick: (request: FastifyRequest) => Hit | undefined) =>
      (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
        const hit = pick(request);
        if (!hit) return done();
        take(request, reply, hit).then(() => done(), done);
      };

    if (opts.config.rateLimit) {
      await app.register(rateLimit, {
        global: false,
        max: settings.general.max,
        timeWindow: settings.general.windowMs,
        redis,
        nameSpace: `${settings.redisNamespace}general:`,
        skipOnError: true,
        // A page the server renders reads the API in-process: the visitor's request counted.
        allowList: (request) => isInternalRequest(request),
        errorResponseBuilder: () => tooManyRequests(limitMessages.tooManyRequests),
      });
      // A hook of its own rather than per-route: unknown URLs (404 probing) count too.
      app.addHook('onRequest', app.rateLimit());
    }

    // By address, before anything is looked up or read.
    app.addHook(
      'onRequest',
      counting((request) => {
        if (!isPost(request)) return undefined;
        const route = routeOf(request);
        if (route === LOGIN) {
          return {
            key: `login-address:${request.ip}`,
            limit: settings.loginPerAddress,
            message: limitMessages.tooManyLoginsFromAddress,
          };
        }
        if (route === REGISTER) {
          return {
            key: `register-address:${request.ip}`,
            limit: settings.registrationsPerAddress,
            message: limitMessages.tooManyRegistrations,
          };
        }
        return undefined;
      }),
    );

    // Changes (the hook below lets reads through): by account once the token is resolved and
    // the route's guard has let the caller in, still before the body is read.
    const countWrite = counting((request) => {
      if (!request.url.startsWith('/api/')) return undefined;
      if (notCountedAsWrites.has(routeOf(request))) return undefined;
      const user = request.session?.user;
      return {
        key: user ? `writes-account:${user.id}` : `writes-address:${request.ip}`,
        limit: user ? settings.writesPerAccount : settings.anonymousWritesPerAddress,
        message: limitMessages.tooManyWrites,
      };
    });

    // Messages and viewing requests, by account (the route's guard has let only accounts in);
    // listing reports by account, or by address for a visitor.
    const countMessage = counting((request) => {
      if (!isPost(request)) return undefined;
      const user = request.session?.user;
      const route = routeOf(request);
      if (route === LISTING_REPORT) {
        return {
          key: user ? `reports-account:${user.id}` : `reports-address:${request.ip}`,
          limit: settings.listingReportsPerReporter,
          message: limitMessages.tooManyListingReports,
        };
      }
      if (!user) return undefined;
      if (messageRoutes.has(route)) {
        return {
          key: `messages-account:${user.id}`,
          limit: settings.messagesPerAccount,
          message: conversationMessages.tooManyMessages,
        };
      }
      if (route === VIEWING_REQUEST) {
        return {
          key: `viewings-account:${user.id}`,
          limit: settings.viewingRequestsPerAccount,
          message: conversationMessages.tooManyMessages,
        };
      }
      return undefined;
    });
    // One hook for both, which a read passes at once (every request runs it).
    app.addHook('preParsing', (request, reply, payload, done) => {
      if (safeMethods.has(request.method)) return done(null, payload);
      countWrite(request, reply, (error) => {
        if (error) return done(error);
        countMessage(request, reply, (refused) => done(refused ?? null, payload));
      });
    });

    // Sign-in per account. Every attempt counts before the password is checked, so parallel
    // guesses cannot all pass; a success clears the count of its address.
    const perPair = settings.loginPerAccountAndAddress;
    const perAccount = settings.loginPerAccount;
    const loginKeys = (request: FastifyRequest) => {
      const email = (request.body as { email: string }).email;
      return {
        email,
        pair: `login-account-address:${email}|${request.ip}`,
        known: `login-known-address:${email}|${request.ip}`,
        account: `login-account:${email}`,
        slow: `login-account-slow:${email}`,
      };
    };

    async function limitLogin(request: FastifyRequest, reply: FastifyReply) {
      const keys = loginKeys(request);
      // This account from this address: a lock, for this address only (a sign-in code or not).
      await take(request, reply, {
        key: keys.pair,
        limit: perPair,
        message: limitMessages.tooManyLoginAttempts,
        window: { windowMs: perPair.windowMs, lockAt: perPair.max, lockMs: perPair.lockMs },
      });
      // This account from everywhere: past the ceiling, one attempt per growing delay.
      let known = false;
      try {
        known = (await counters.peek(keys.known)) > 0;
      } catch {
        // Unknown then; `count` below reports the store's trouble.
      }
      if (known) return;
      const account = await count(request, keys.account, perAccount);
      if (!account || account.count <= perAccount.max) return;
      const delayMs = Math.min(
        perAccount.stepMs * (account.count - perAccount.max),
        perAccount.maxDelayMs,
      );
      try {
        await take(request, reply, {
          key: keys.slow,
          limit: { max: 1, windowMs: delayMs },
          message: limitMessages.loginSlowedDown,
        });
      } catch (refused) {
        // The owner's e-mailed code (and the cookie of the browser that asked for it) lets the
        // attempt through, counted; a refused one is not: it must not lengthen the delay.
        if (!(await codeLetsThrough(request, keys.email))) {
          await counters.release(keys.account).catch(() => undefined);
          throw refused;
        }
        reply.removeHeader('retry-after');
      }
    }

    function codeLetsThrough(request: FastifyRequest, email: string): Promise<boolean> {
      const code = (request.body as { code?: string }).code;
      if (!code || !opts.signInCode) return Promise.resolve(false);
      return opts.signInCode(request, email, code).catch((error: unknown) => {
        request.log.error({ err: error }, 'sign-in code could not be checked');
        return false;
      });
    }

    // E-mailed links: by address, then by the e-mail asked for (or the signed-in account), whether
    // or not an account has that e-mail (a 429 tells nothing about who is registered).
    async function limitLinkMails(request: FastifyRequest, reply: FastifyReply, kind: string) {
      const { email } = (request.body ?? {}) as { email?: string };
      const who = `${kind}:${(kind === 'account' ? request.session?.user.id : email) ?? ''}`;
      const message = identityMessages.tooManyLinkRequests;
      await take(request, reply, {
        key: `link-mails-address:${request.ip}`,
        limit: settings.linkMailsPerAddress,
        message,
      });
      await take(request, reply, {
        key: `link-mails-${who}`,
        limit: settings.linkMailsPerAccount,
        message,
      });
    }

    app.addHook('preHandler', (request, reply, done) => {
      if (!isPost(request)) return done();
      const route = routeOf(request);
      if (route === LOGIN) return void limitLogin(request, reply).then(() => done(), done);
      const linkMail = linkMailRoutes.get(route);
      if (linkMail) return void limitLinkMails(request, reply, linkMail).then(() => done(), done);
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      if (!isPost(request) || routeOf(request) !== LOGIN || reply.statusCode !== 200) {
        return done();
      }
      const keys = loginKeys(request);
      Promise.all([
        counters.reset(keys.pair),
        counters.hit(keys.known, { windowMs: perAccount.knownAddressMs }),
      ])
        .catch(() => undefined)
        .then(() => done());
    });
  },
  { name: 'rate-limits' },
);

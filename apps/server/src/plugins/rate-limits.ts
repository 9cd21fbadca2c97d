import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { limitMessages } from '@elite/shared';
import type { Config } from '../config';
import {
  MemoryCounterStore,
  RedisCounterStore,
  type CounterStore,
  type CounterWindow,
} from '../lib/counters';
import { tooManyRequests } from '../lib/errors';

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
   * Sign-in attempts per e-mail without a success in between, whether or not an account has that
   * e-mail (so a 429 tells nothing about who is registered). At the last allowed attempt the
   * window restarts with `lockMs`, so a lock lasts that long after the last failure.
   */
  loginPerAccount: Limit & { lockMs: number };
  registrationsPerAddress: Limit;
  /** Changes (POST, PUT, PATCH, DELETE) by one signed-in account. */
  writesPerAccount: Limit;
  /** Changes by an anonymous caller (newsletter, social sign-in exchange) per address. */
  anonymousWritesPerAddress: Limit;
  /** Key prefix in Redis, so that several sites (or test runs) can share one Redis. */
  redisNamespace: string;
}

const MINUTE = 60_000;

export const defaultRateLimits: RateLimitSettings = {
  general: { max: 1200, windowMs: MINUTE },
  loginPerAddress: { max: 100, windowMs: 15 * MINUTE },
  loginPerAccount: { max: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  registrationsPerAddress: { max: 20, windowMs: 60 * MINUTE },
  writesPerAccount: { max: 120, windowMs: MINUTE },
  anonymousWritesPerAddress: { max: 60, windowMs: MINUTE },
  redisNamespace: 'elite:',
};

const LOGIN = 'POST /api/auth/login';
const REGISTER = 'POST /api/auth/register';
/** Calls that have limits of their own, or that only the payment processor makes (signed). */
const notCountedAsWrites = new Set([LOGIN, REGISTER, 'POST /api/payments/stripe/webhook']);
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function routeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? ''}`;
}

/** Opens the Redis connection at start-up, so a wrong REDIS_URL stops the start with a message. */
async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
  });
  redis.on('error', () => undefined); // reported per command; reconnects on its own
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot connect (${(error as Error).message})`);
  }
  return redis;
}

/**
 * Abuse limits (OWASP API4): a generous ceiling per address on every request, and tighter limits
 * on sign-in, registration and changes. Counted in Redis when REDIS_URL is set, so that every
 * server process behind a balancer shares them; otherwise in this process.
 */
export default fp(
  async function rateLimitsPlugin(
    app: FastifyInstance,
    opts: { config: Config; settings?: Partial<RateLimitSettings> },
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

    /** Counts one hit; over the limit it is a 429 with Retry-After. Redis trouble lets it pass. */
    async function take(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      limit: Limit,
      message: string,
      window: CounterWindow = limit,
    ) {
      let state;
      try {
        state = await counters.hit(key, window);
      } catch (error) {
        request.log.error({ err: error, key }, 'rate limit store unavailable; request let through');
        return;
      }
      if (state.count <= limit.max) return;
      reply.header('retry-after', Math.max(1, Math.ceil(state.resetInMs / 1000)));
      request.log.warn(
        { key, ip: request.ip, userId: request.session?.user.id, url: request.url },
        'rate limit reached',
      );
      throw tooManyRequests(message);
    }

    if (opts.config.rateLimit) {
      await app.register(rateLimit, {
        global: false,
        max: settings.general.max,
        timeWindow: settings.general.windowMs,
        redis,
        nameSpace: `${settings.redisNamespace}general:`,
        skipOnError: true,
        errorResponseBuilder: () => tooManyRequests(limitMessages.tooManyRequests),
      });
      // A hook of its own rather than per-route: unknown URLs (404 probing) count too.
      app.addHook('onRequest', app.rateLimit());
    }

    // By address, before anything is looked up or read.
    app.addHook('onRequest', async (request, reply) => {
      const route = routeOf(request);
      if (route === LOGIN) {
        await take(
          request,
          reply,
          `login-address:${request.ip}`,
          settings.loginPerAddress,
          limitMessages.tooManyLoginsFromAddress,
        );
      } else if (route === REGISTER) {
        await take(
          request,
          reply,
          `register-address:${request.ip}`,
          settings.registrationsPerAddress,
          limitMessages.tooManyRegistrations,
        );
      }
    });

    // Changes: by account once the token is resolved and the route's guard has let the caller
    // in, still before the body is read.
    app.addHook('preParsing', async (request, reply) => {
      if (safeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
      if (notCountedAsWrites.has(routeOf(request))) return;
      const user = request.session?.user;
      await take(
        request,
        reply,
        user ? `writes-account:${user.id}` : `writes-address:${request.ip}`,
        user ? settings.writesPerAccount : settings.anonymousWritesPerAddress,
        limitMessages.tooManyWrites,
      );
    });

    // Sign-in per account: every attempt counts before the password is checked, so parallel
    // guesses cannot all pass; a success clears the count.
    const loginKey = (request: FastifyRequest) =>
      `login-account:${(request.body as { email: string }).email}`;
    const { lockMs, ...loginLimit } = settings.loginPerAccount;
    app.addHook('preHandler', async (request, reply) => {
      if (routeOf(request) !== LOGIN) return;
      await take(
        request,
        reply,
        loginKey(request),
        loginLimit,
        limitMessages.tooManyLoginAttempts,
        { windowMs: loginLimit.windowMs, lockAt: loginLimit.max, lockMs },
      );
    });
    app.addHook('onResponse', async (request, reply) => {
      if (routeOf(request) !== LOGIN || reply.statusCode !== 200) return;
      await counters.reset(loginKey(request)).catch(() => undefined);
    });
  },
  { name: 'rate-limits' },
);

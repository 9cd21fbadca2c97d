import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { identityMessages, limitMessages, messages } from '@elite/shared';
import { MemoryCounterStore } from '../src/lib/counters';
import { SharedUploadQuota } from '../src/modules/images/upload-quota';
import { defaultRateLimits, type RateLimitSettings } from '../src/plugins/rate-limits';
import { createAccount, GOOD_PASSWORD, uniqueEmail } from './helpers/factories';

import { createTestApp, describeEachDatabase } from './helpers/test-app';

const realLimits = { rateLimits: defaultRateLimits };

function login(app: FastifyInstance, email: string, password: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(remoteAddress && { remoteAddress }),
  });
}

/** Sends the same request n times, one after the other; returns the status codes. */
async function repeat(app: FastifyInstance, n: number, request: () => InjectOptions) {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) codes.push((await app.inject(request())).statusCode);
  return codes;
}

describeEachDatabase(
  'sign-in limits per account',
  (ctx) => {
    it('10 failed sign-ins from one address lock that address out of the account, not the owner elsewhere', async () => {
      const { app, db } = ctx();
      const owner = await createAccount(app, db);
      const bystander = await createAccount(app, db);
      const stranger = '10.5.0.1';
      for (let i = 0; i < 10; i++) {
        const res = await login(app, owner.email, `Wrong!Pass${i}`, stranger);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: messages.passwordIncorrect });
      }
      // From the stranger's address even the right password is refused, for 15 minutes.
      const locked = await login(app, owner.email, GOOD_PASSWORD, stranger);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ message: limitMessages.tooManyLoginAttempts });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      // Case and spaces do not make it another account.
      const variant = ` ${owner.email.toUpperCase()} `;
      expect((await login(app, variant, GOOD_PASSWORD, stranger)).statusCode).toBe(429);

      // The owner, from another address, signs in at once.
      const fromHome = await login(app, owner.email, GOOD_PASSWORD, '10.5.0.2');
      expect(fromHome.statusCode).toBe(200);
      // The lock is this account's: another account signs in from the stranger's address.
      expect((await login(app, bystander.email, GOOD_PASSWORD, stranger)).statusCode).toBe(200);
      // The owner's success does not lift the stranger's lock.
      expect((await login(app, owner.email, GOOD_PASSWORD, stranger)).statusCode).toBe(429);
      // Tokens already issued keep working: the lock stops sign-ins only.
      expect((await app.inject({ url: '/api/auth/me', headers: owner.auth })).statusCode).toBe(200);
    });

    it('an unknown e-mail is counted and locked the same way, so a 429 reveals no account', async () => {
      const { app, db } = ctx();
      const known = await createAccount(app, db);
      const unknown = uniqueEmail('nobody');
      const responses = async (email: string) => {
        const seen: string[] = [];
        for (let i = 0; i < 12; i++) {
          const res = await login(app, email, 'Wrong!Pass');
          seen.push(`${res.statusCode} ${res.body}`);
        }
        return seen;
      };
      expect(await responses(unknown)).toEqual(await responses(known.email));
    });

    it('a successful sign-in clears the count of failures', async () => {
      const { app, db } = ctx();
      const account = await createAccount(app, db);
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 9; i++) await login(app, account.email, 'Wrong!Pass');
        expect((await login(app, account.email, GOOD_PASSWORD)).statusCode).toBe(200);
      }
      expect((await login(app, account.email, 'Wrong!Pass')).statusCode).toBe(401);
    });

    it('guesses sent all at once cannot slip past the count', async () => {
      const { app, db } = ctx();
      const account = await createAccount(app, db);
      const codes = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(app, account.email, `Wrong!Pass${i}`)),
      );
      const statuses = codes.map((res) => res.statusCode).sort();
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    });
  },
  {},
  realLimits,
);

describe('limits that end, and limits per address', () => {
  const settings: Partial<RateLimitSettings> = {
    ...defaultRateLimits,
    loginPerAccountAndAddress: { max: 3, windowMs: 60_000, lockMs: 700 },
    loginPerAddress: { max: 8, windowMs: 60_000 },
    loginPerAccount: {
      max: 5,
      windowMs: 60_000,
      stepMs: 1000,
      maxDelayMs: 5000,
      knownAddressMs: 60_000,
    },
  };
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp('embedded', {}, { rateLimits: settings });
  });
  afterAll(async () => t?.close());

  it('guesses spread over many addresses slow the account down, never lock it; the owner’s usual address is not slowed', async () => {
    const owner = await createAccount(t.app, t.db);
    const home = '10.4.0.1';
    expect((await login(t.app, owner.email, GOOD_PASSWORD, home)).statusCode).toBe(200);
    // The counters' clock only, so that waiting takes no time.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // With the owner's own sign-in, five attempts in the window: each gets a response.
      for (let i = 0; i < 4; i++) {
        expect((await login(t.app, owner.email, 'Wrong!Pass', `10.4.1.${i}`)).statusCode).toBe(401);
      }
      // Past the account's ceiling it takes one attempt per delay, whichever the address.
      expect((await login(t.app, owner.email, 'Wrong!Pass', '10.4.1.10')).statusCode).toBe(401);
      const slowed = await login(t.app, owner.email, 'Wrong!Pass', '10.4.1.11');
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json()).toEqual({ message: limitMessages.loginSlowedDown });
      expect(Number(slowed.headers['retry-after'])).toBe(1);

      // The owner at the usual address is not slowed down.
      expect((await login(t.app, owner.email, GOOD_PASSWORD, home)).statusCode).toBe(200);
      // Elsewhere the owner waits seconds, not a lock-out, and then signs in.
      const away = await login(t.app, owner.email, GOOD_PASSWORD, '10.4.0.2');
      expect(away.statusCode).toBe(429);
      const wait = Number(away.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(5);
      vi.setSystemTime(Date.now() + wait * 1000);
      expect((await login(t.app, owner.email, GOOD_PASSWORD, '10.4.0.2')).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('past the account’s ceiling the delay grows with each attempt let through, up to its maximum', async () => {
    const { email } = await createAccount(t.app, t.db);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 0; i < 5; i++) {
        expect((await login(t.app, email, 'Wrong!Pass', `10.6.0.${i}`)).statusCode).toBe(401);
      }
      const waits: number[] = [];
      for (let round = 0; round < 6; round++) {
        expect((await login(t.app, email, 'Wrong!Pass', `10.6.1.${round}`)).statusCode).toBe(401);
        const refused = await login(t.app, email, 'Wrong!Pass', `10.6.2.${round}`);
        expect(refused.statusCode).toBe(429);
        waits.push(Number(refused.headers['retry-after']));
        vi.setSystemTime(Date.now() + waits[round]! * 1000);
      }
      // The refused attempts in between do not count (issue 36 item 10).
      expect(waits).toEqual([1, 2, 3, 4, 5, 5]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a locked address can sign in to the account again once the lock has run out', async () => {
    const account = await createAccount(t.app, t.db);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 0; i < 3; i++) await login(t.app, account.email, 'Wrong!Pass', '10.1.0.1');
      expect((await login(t.app, account.email, GOOD_PASSWORD, '10.1.0.1')).statusCode).toBe(429);
      vi.setSystemTime(Date.now() + 800);
      expect((await login(t.app, account.email, GOOD_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('one address trying many accounts is stopped; another address is not', async () => {
    const tries = [];
    for (let i = 0; i < 9; i++) {
      tries.push((await login(t.app, uniqueEmail('spray'), 'Wrong!Pass', '10.1.0.2')).statusCode);
    }
    expect(tries).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const refused = await login(t.app, uniqueEmail('spray'), 'Wrong!Pass', '10.1.0.2');
    expect(refused.json()).toEqual({ message: limitMessages.tooManyLoginsFromAddress });
    expect((await login(t.app, uniqueEmail('other'), 'Wrong!Pass', '10.1.0.3')).statusCode).toBe(
      401,
    );
  });
});

describeEachDatabase(
  'registration, write and request limits',
  (ctx) => {
    it('one address registers at most 20 accounts an hour; the refused one is not created', async () => {
      const { app } = ctx();
      const register = (email: string, remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress,
          payload: { name: 'Many', email, password: GOOD_PASSWORD },
        });
      for (let i = 0; i < 20; i++) {
        expect((await register(uniqueEmail('bulk'), '10.2.0.1')).statusCode).toBe(201);
      }
      const email = uniqueEmail('bulk');
      const refused = await register(email, '10.2.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: limitMessages.tooManyRegistrations });
      expect((await login(app, email, GOOD_PASSWORD, '10.2.0.9')).statusCode).toBe(401);
      expect((await register(uniqueEmail('bulk'), '10.2.0.2')).statusCode).toBe(201);
    });

    it('"Forgot password" and "send the link again" e-mail one address at most 5 times an hour, registered or not', async () => {
      const { app, db } = ctx();
      const owner = await createAccount(app, db, { emailVerified: false });
      for (const email of [owner.email, uniqueEmail('nobody')]) {
        const ask = (remoteAddress: string) =>
          app.inject({
            method: 'POST',
            url: '/api/auth/password-reset',
            remoteAddress,
            payload: { email },
          });
        const codes = [];
        for (let i = 0; i < 6; i++) codes.push((await ask(`10.7.0.${i}`)).statusCode);
        expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
        const refused = await ask('10.7.1.1');
        expect(refused.json()).toEqual({ message: identityMessages.tooManyLinkRequests });
      }
      const resend = () =>
        ({
          method: 'POST',
          url: '/api/auth/verify-email/resend',
          headers: owner.auth,
        }) satisfies InjectOptions;
      expect(await repeat(app, 6, resend)).toEqual([202, 202, 202, 202, 202, 429]);
    });

    it('an account makes at most 120 changes a minute; reading and other accounts go on', async () => {
      const { app, db } = ctx();
      const [busy, calm] = [await createAccount(app, db), await createAccount(app, db)];
      const rename = (account: typeof busy) => () =>
        ({
          method: 'PATCH',
          url: '/api/auth/me',
          headers: account.auth,
          payload: { name: 'Busy Bee' },
        }) satisfies InjectOptions;
      const codes = await repeat(app, 121, rename(busy));
      expect(codes.slice(0, 120).every((code) => code === 200)).toBe(true);
      const refused = await app.inject(rename(busy)());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: limitMessages.tooManyWrites });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await app.inject({ url: '/api/auth/me', headers: busy.auth })).statusCode).toBe(200);
      expect((await app.inject(rename(calm)())).statusCode).toBe(200);
    });

    it('anonymous changes (the newsletter) are limited per address', async () => {
      const { app } = ctx();
      const subscribe = () =>
        ({
          method: 'POST',
          url: '/api/newsletter',
          remoteAddress: '10.2.0.3',
          payload: { email: uniqueEmail('news') },
        }) satisfies InjectOptions;
      const codes = await repeat(app, 61, subscribe);
      expect(codes.slice(0, 60).every((code) => code === 201)).toBe(true);
      expect(codes[60]).toBe(429);
    });

    it('every address has a generous ceiling of 1200 requests a minute', async () => {
      const { app } = ctx();
      const health = () => ({ url: '/api/health', remoteAddress: '10.2.0.4' });
      const codes = await repeat(app, 1200, health);
      expect(codes.every((code) => code === 200)).toBe(true);
      const refused = await app.inject(health());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: limitMessages.tooManyRequests });
      expect(refused.headers['retry-after']).toBeDefined();
      // Unknown URLs count too, and another address is not affected.
      expect((await app.inject({ url: '/nope', remoteAddress: '10.2.0.4' })).statusCode).toBe(429);
      expect((await app.inject({ url: '/api/health', remoteAddress: '10.2.0.5' })).statusCode).toBe(
        200,
      );
    });
  },
  {},
  realLimits,
);

describeEachDatabase(
  'RATE_LIMIT=off',
  (ctx) => {
    it('lifts the general ceiling, and only that', async () => {
      const { app, db } = ctx();
      const codes = await repeat(app, 1300, () => ({ url: '/api/health' }));
      expect(codes.every((code) => code === 200)).toBe(true);
      const account = await createAccount(app, db);
      for (let i = 0; i < 10; i++) await login(app, account.email, 'Wrong!Pass');
      expect((await login(app, account.email, GOOD_PASSWORD)).statusCode).toBe(429);
    });
  },
  { RATE_LIMIT: 'off' },
  realLimits,
);

describe('upload quota over a counter store', () => {
  it('refuses the upload past the allowance and says when to come back', async () => {
    const quota = new SharedUploadQuota(new MemoryCounterStore(), 2);
    expect((await quota.take('account:a')).allowed).toBe(true);
    expect((await quota.take('account:a')).allowed).toBe(true);
    const refused = await quota.take('account:a');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(3500);
    expect((await quota.take('account:b')).allowed).toBe(true);
  });
});

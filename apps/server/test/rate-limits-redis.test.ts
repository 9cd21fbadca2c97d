import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { RedisCounterStore } from '../src/lib/counters';
import { SharedUploadQuota } from '../src/modules/images/upload-quota';
import { defaultRateLimits } from '../src/plugins/rate-limits';
import { uniqueEmail } from './helpers/factories';
import { redisIsThere, testRedisUrl as redisUrl } from './helpers/redis';
import { createTestApp } from './helpers/test-app';

/** The abuse limits across several server processes: counted once, in Redis. */
const haveRedis = await redisIsThere();

function login(app: FastifyInstance, email: string, password: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(remoteAddress && { remoteAddress }),
  });
}

if (haveRedis)
  describe('limits shared through Redis by two server processes', () => {
    const namespace = `test-shared-${randomBytes(6).toString('hex')}:`;
    const settings = { ...defaultRateLimits, general: { max: 10, windowMs: 60_000 } };
    let a: Awaited<ReturnType<typeof createTestApp>>;
    let b: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      const options = { rateLimits: { ...settings, redisNamespace: namespace } };
      a = await createTestApp('embedded', { REDIS_URL: redisUrl }, options);
      b = await createTestApp('embedded', { REDIS_URL: redisUrl }, options);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('failed sign-ins on either server add up to the same lock', async () => {
      const email = uniqueEmail('shared');
      for (let i = 0; i < 10; i++) {
        const server = i % 2 === 0 ? a : b;
        expect((await login(server.app, email, 'Wrong!Pass', '10.3.0.1')).statusCode).toBe(401);
      }
      expect((await login(a.app, email, 'Wrong!Pass', '10.3.0.1')).statusCode).toBe(429);
      expect((await login(b.app, email, 'Wrong!Pass', '10.3.0.1')).statusCode).toBe(429);
    });

    it('the general ceiling is counted once for both servers', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const server = i % 2 === 0 ? a : b;
        codes.push(
          (await server.app.inject({ url: '/api/health', remoteAddress: '10.3.0.2' })).statusCode,
        );
      }
      expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
      expect(codes[10]).toBe(429);
    });

    it('a count can be read by every server without counting', async () => {
      const redis = new Redis(redisUrl);
      try {
        const first = new RedisCounterStore(redis, namespace);
        const second = new RedisCounterStore(redis, namespace);
        expect(await second.peek('known:x')).toBe(0);
        await first.hit('known:x', { windowMs: 60_000 });
        expect(await second.peek('known:x')).toBe(1);
        expect(await second.peek('known:x')).toBe(1);
        // A hit taken back (a sign-in the slow-down refused) keeps the window; never below 0.
        await first.hit('known:x', { windowMs: 60_000 });
        await second.release('known:x');
        expect(await first.peek('known:x')).toBe(1);
        expect(await redis.pttl(`${namespace}known:x`)).toBeGreaterThan(0);
        await second.release('known:x');
        await second.release('known:x');
        await second.release('never:hit');
        expect(await first.peek('known:x')).toBe(0);
        expect(await first.peek('never:hit')).toBe(0);
        expect(await redis.exists(`${namespace}never:hit`)).toBe(0);
      } finally {
        redis.disconnect();
      }
    });

    it('the upload quota is shared as well', async () => {
      const redis = new Redis(redisUrl);
      try {
        const store = new RedisCounterStore(redis, namespace);
        const first = new SharedUploadQuota(store, 1);
        const second = new SharedUploadQuota(store, 1);
        expect((await first.take('account:x')).allowed).toBe(true);
        expect((await second.take('account:x')).allowed).toBe(false);
      } finally {
        redis.disconnect();
      }
    });
  });

describe('REDIS_URL that cannot be reached', () => {
  it('stops the start with a message naming the variable', async () => {
    const database = await openDatabase({});
    try {
      const config = loadConfig({ SEED_DEMO: '0', REDIS_URL: 'redis://127.0.0.1:1' });
      await expect(buildApp({ config, database, logger: false })).rejects.toThrow(/REDIS_URL/);
    } finally {
      await database.close();
    }
  });
});

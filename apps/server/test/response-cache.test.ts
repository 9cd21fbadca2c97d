import zlib from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/factories';
import { addListing, addVerifiedListing } from './helpers/property-factory';
import {
  createTestApp,
  databaseKinds,
  describeEachDatabase,
  useTwoServers,
} from './helpers/test-app';

describeEachDatabase('public response cache', (ctx) => {
  const inject = (options: InjectOptions) => ctx().app.inject(options);
  let agent: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    [agent, admin] = await Promise.all([
      createAccount(ctx().app, ctx().db, { role: 'agent' }),
      createAccount(ctx().app, ctx().db, { role: 'admin' }),
    ]);
  });

  it('serves a repeated public read from memory', async () => {
    const first = await inject({ method: 'GET', url: '/api/property?sortBy=asc' });
    const second = await inject({ method: 'GET', url: '/api/property?sortBy=asc' });
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
  });

  it('parameters a route does not read, and their order, make no new entry', async () => {
    const get = (url: string) => inject({ method: 'GET', url });
    const first = await get('/api/property?sortBy=asc&limit=5');
    expect(first.headers['x-cache']).toBe('miss');
    for (const url of [
      '/api/property?limit=5&sortBy=asc',
      '/api/property?sortBy=asc&limit=5&utm_source=mail',
      `/api/property?cachebuster=${Math.random()}&sortBy=asc&limit=5`,
    ]) {
      const again = await get(url);
      expect(again.headers['x-cache'], url).toBe('hit');
      expect(again.body).toBe(first.body);
    }
    // A parameter the route reads is its own entry; a route without parameters ignores all.
    expect((await get('/api/property?sortBy=asc&limit=4')).headers['x-cache']).toBe('miss');
    await get('/api/advertiseProperty');
    expect((await get(`/api/advertiseProperty?x=${Math.random()}`)).headers['x-cache']).toBe('hit');
  });

  it("a hit carries the miss's body, type, length and headers, with Vary", async () => {
    const url = '/api/property?sortBy=desc&limit=3';
    const miss = await inject({ method: 'GET', url });
    const hit = await inject({ method: 'GET', url });
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(hit.body).toBe(miss.body);
    for (const name of [
      'content-type',
      'cache-control',
      'x-total-count',
      'content-security-policy',
      'x-content-type-options',
    ]) {
      expect(hit.headers[name], name).toBe(miss.headers[name]);
    }
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(hit.headers['content-length'])).toBe(Buffer.byteLength(hit.body));
    expect(hit.headers.vary).toBe('accept-encoding');
    expect(hit.headers['content-encoding']).toBeUndefined();
  });

  it('a write that was acknowledged is seen by the very next read', async () => {
    const location = `Cachetown ${Date.now()}`;
    const url = `/api/property?location=${encodeURIComponent(location)}`;
    expect((await inject({ method: 'GET', url })).json()).toEqual([]);
    expect((await inject({ method: 'GET', url })).headers['x-cache']).toBe('hit');

    const id = await addVerifiedListing(ctx().app, agent, admin, { location });
    const after = await inject({ method: 'GET', url });
    expect(after.json().map((p: { _id: string }) => p._id)).toEqual([id]);

    await inject({ method: 'DELETE', url: `/api/property/${id}`, headers: agent.auth });
    expect((await inject({ method: 'GET', url })).json()).toEqual([]);
  });

  it('never stores a listing that only its agent may see', async () => {
    const id = await addListing(ctx().app, agent);
    const own = await inject({ method: 'GET', url: `/api/property/${id}`, headers: agent.auth });
    expect(own.statusCode).toBe(200);
    const stranger = await inject({ method: 'GET', url: `/api/property/${id}` });
    expect(stranger.statusCode).toBe(404);
  });

  it('never stores a listing hidden because its agent is marked as fraud, whoever read it first', async () => {
    for (const firstReader of ['its agent', 'an admin'] as const) {
      const crook = await createAccount(ctx().app, ctx().db, { role: 'agent' });
      const title = `Hidden harbour flat ${firstReader}`;
      const id = await addVerifiedListing(ctx().app, crook, admin, { property_title: title });
      const marked = await inject({
        method: 'PATCH',
        url: `/api/fraudUser/${crook.email}`,
        headers: admin.auth,
        payload: { status: 'fraud' },
      });
      expect(marked.statusCode).toBe(200);

      const reader = firstReader === 'its agent' ? crook : admin;
      const seen = await inject({
        method: 'GET',
        url: `/api/property/${id}`,
        headers: reader.auth,
      });
      expect(seen.statusCode, firstReader).toBe(200);
      expect(seen.json().property_title).toBe(title);

      for (const stranger of [undefined, agent]) {
        const res = await inject({
          method: 'GET',
          url: `/api/property/${id}`,
          headers: stranger?.auth,
        });
        expect(res.statusCode, `after ${firstReader}`).toBe(404);
        expect(res.body).not.toContain(title);
      }
    }
  });

  it("public lists never show a fraud agent's listing, whoever read them first", async () => {
    const crook = await createAccount(ctx().app, ctx().db, { role: 'agent' });
    const location = `Fraudville ${Date.now()}`;
    const id = await addVerifiedListing(ctx().app, crook, admin, { location });
    await inject({
      method: 'POST',
      url: '/api/advertiseProperty',
      headers: admin.auth,
      payload: { property_id: id },
    });
    const reviewer = await createAccount(ctx().app, ctx().db);
    await inject({
      method: 'POST',
      url: '/api/review',
      headers: reviewer.auth,
      payload: { property_id: id, review_description: 'Lovely light' },
    });
    const reads = [
      `/api/property?location=${encodeURIComponent(location)}`,
      '/api/advertiseProperty',
      '/api/allReviews',
      `/api/reviews/${id}`,
    ];
    for (const url of reads) {
      expect((await inject({ method: 'GET', url })).body, url).toContain(id);
    }
    await inject({
      method: 'PATCH',
      url: `/api/fraudUser/${crook.email}`,
      headers: admin.auth,
      payload: { status: 'fraud' },
    });
    for (const url of reads) {
      for (const reader of [crook, admin, undefined]) {
        const res = await inject({ method: 'GET', url, headers: reader?.auth });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain(id);
      }
    }
  });

  it('a refused write does not empty the cache', async () => {
    await inject({ method: 'GET', url: '/api/advertiseProperty' });
    const refused = await inject({
      method: 'POST',
      url: '/api/advertiseProperty',
      headers: agent.auth,
      payload: { property_id: '00000000-0000-0000-0000-000000000000' },
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await inject({ method: 'GET', url: '/api/advertiseProperty' })).headers['x-cache'],
    ).toBe('hit');
  });
});

/** Two server instances over one database, the way several processes would run. */
for (const kind of databaseKinds) {
  describe(`public response cache across servers with Redis [${kind}]`, () => {
    const servers = useTwoServers(kind, { REDIS_URL: 'redis://127.0.0.1:6379' });

    it('a write acknowledged by one server is seen at once by the other', async () => {
      const { first, second } = servers();
      const agent = await createAccount(first.app, first.db, { role: 'agent' });
      const admin = await createAccount(first.app, first.db, { role: 'admin' });
      const location = `Twotown ${Date.now()}`;
      const url = `/api/property?location=${encodeURIComponent(location)}`;
      await second.inject({ method: 'GET', url });
      expect((await second.inject({ method: 'GET', url })).headers['x-cache']).toBe('hit');

      const id = await addVerifiedListing(first.app, agent, admin, { location });
      const seen = await second.inject({ method: 'GET', url });
      expect(seen.json().map((p: { _id: string }) => p._id)).toEqual([id]);
    });
  });
}

describe('response cache switched off', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    context = await createTestApp('embedded', { RESPONSE_CACHE: 'off' });
  });
  afterAll(() => context.close());

  it('serves every read from the database', async () => {
    await context.app.inject({ method: 'GET', url: '/api/property' });
    const again = await context.app.inject({ method: 'GET', url: '/api/property' });
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.statusCode).toBe(200);
  });
});

describe('compressed responses', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    context = await createTestApp('embedded');
    const agent = await createAccount(context.app, context.db, { role: 'agent' });
    const admin = await createAccount(context.app, context.db, { role: 'admin' });
    for (let i = 0; i < 12; i++) await addVerifiedListing(context.app, agent, admin);
  });
  afterAll(() => context.close());

  it('sends brotli or gzip to a browser, from the cache too, and the same JSON either way', async () => {
    const plain = await context.app.inject({ method: 'GET', url: '/api/property' });
    for (const encoding of ['br', 'gzip'] as const) {
      for (const round of ['miss', 'hit']) {
        const res = await context.app.inject({
          method: 'GET',
          url: '/api/property',
          headers: { 'accept-encoding': `${encoding}, deflate` },
        });
        expect(res.headers['content-encoding'], `${encoding} ${round}`).toBe(encoding);
        const body =
          encoding === 'br'
            ? zlib.brotliDecompressSync(res.rawPayload)
            : zlib.gunzipSync(res.rawPayload);
        expect(JSON.parse(body.toString())).toEqual(plain.json());
      }
    }
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, GOOD_PASSWORD, type TestAccount } from './helpers/factories';
import { callServer } from './helpers/http';
import { freshPostgresDatabase } from './helpers/postgres';
import { addVerifiedListing, moderateListing } from './helpers/property-factory';
import { redisIsThere, testRedisUrl } from './helpers/redis';
import { startServer, type RunningServer } from './helpers/spawn-server';
import { describeEachDatabase } from './helpers/test-app';

/**
 * Only what changes public data invalidates it (docs/decisions/050): a sign-in, a wishlist
 * entry, a message, a saved search or a notification read leave the cached answers and the
 * search index answering; a listing's change drops the lists and that listing's own answers,
 * not another listing's; and the index follows the change, on every process.
 */
const TOWN = `Changeton ${randomBytes(3).toString('hex')}`;
const LIST = '/api/property?sortBy=asc';
/** A search the index answers (a filter), a new URL each time so that the cache cannot. */
let fresh = 0;
const indexedSearch = () =>
  `/api/property?minPrice=1&location=${encodeURIComponent(TOWN)}&limit=${50 + ++fresh}`;
const SEARCH = `/api/property?minPrice=1&location=${encodeURIComponent(TOWN)}`;
const detail = (id: string) => `/api/property/${id}`;

describeEachDatabase('public changes', (ctx) => {
  let agent: TestAccount;
  let admin: TestAccount;
  let buyer: TestAccount;
  let first: string;
  let second: string;
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });
  const post = (who: TestAccount, url: string, payload: object) =>
    ctx().app.inject({ method: 'POST', url, headers: who.auth, payload });

  beforeAll(async () => {
    const { app, db } = ctx();
    [agent, admin, buyer] = await Promise.all([
      createAccount(app, db, { role: 'agent' }),
      createAccount(app, db, { role: 'admin' }),
      createAccount(app, db),
    ]);
    first = await addVerifiedListing(app, agent, admin, { location: `${TOWN} North` });
    second = await addVerifiedListing(app, agent, admin, { location: `${TOWN} South` });
  });

  /** The cached answers, each asked until it is a hit (the first ask keeps it). */
  const cached = () => [LIST, SEARCH, detail(first), detail(second)];
  async function cacheStates(urls = cached()) {
    return Promise.all(urls.map(async (url) => (await get(url)).headers['x-cache']));
  }
  async function warm() {
    await vi.waitFor(async () => {
      expect((await get(indexedSearch())).headers['x-search-index']).toBe('hit');
      expect(await cacheStates()).toEqual(['hit', 'hit', 'hit', 'hit']);
    });
  }

  it('a sign-in, a wishlist entry, a message, a saved search and a notification read drop nothing', async () => {
    await warm();
    const writes = [
      await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: buyer.email, password: GOOD_PASSWORD },
      }),
      await post(buyer, '/api/property/wishlist', { wish_property_id: first }),
      await post(buyer, '/api/conversations', { property_id: first, message: 'Is it sunny?' }),
      await post(buyer, '/api/saved-searches', {
        name: 'Changeton',
        frequency: 'instant',
        query: {},
      }),
      await post(buyer, '/api/notifications/read', { ids: [randomUUID()] }),
    ];
    for (const write of writes) expect(write.statusCode, write.body).toBeLessThan(300);

    expect(await cacheStates()).toEqual(['hit', 'hit', 'hit', 'hit']);
    const search = await get(indexedSearch());
    expect(search.headers['x-cache']).toBe('miss');
    expect(search.headers['x-search-index']).toBe('hit');
    expect(
      search
        .json<{ _id: string }[]>()
        .map((p) => p._id)
        .sort(),
    ).toEqual([first, second].sort());
  });

  it("a listing's change drops the searches it matched and its own answers, no other", async () => {
    const { app } = ctx();
    const doomed = await addVerifiedListing(app, agent, admin, { location: `${TOWN} East` });
    // Searches the listing never matched: elsewhere, too cheap, and a map of another place.
    const untouched = [
      `/api/property?location=${encodeURIComponent(`${TOWN} North`)}`,
      `/api/property?maxPrice=1`,
      `/api/property/map?bbox=10,10,11,11`,
    ];
    const urls = [...cached(), detail(doomed), `/api/reviews/${doomed}`];
    await warm();
    await vi.waitFor(async () =>
      expect(await cacheStates([...urls, ...untouched])).toEqual(Array(9).fill('hit')),
    );

    const deleted = await app.inject({
      method: 'DELETE',
      url: detail(doomed),
      headers: agent.auth,
    });
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    const [list, search, firstDetail, secondDetail, doomedDetail, doomedReviews] =
      await Promise.all(urls.map(get));
    expect(list!.headers['x-cache']).toBe('miss');
    expect(search!.headers['x-cache']).toBe('miss');
    expect(search!.json<{ _id: string }[]>().map((p) => p._id)).not.toContain(doomed);
    expect(doomedDetail!.statusCode).toBe(404);
    expect(doomedReviews!.headers['x-cache']).not.toBe('hit');
    expect(firstDetail!.headers['x-cache']).toBe('hit');
    expect(secondDetail!.headers['x-cache']).toBe('hit');
    expect(await cacheStates(untouched)).toEqual(['hit', 'hit', 'hit']);
    // The index was patched, not built again: it answers at once, without the listing.
    const indexed = await get(indexedSearch());
    expect(indexed.headers['x-search-index']).toBe('hit');
    expect(
      indexed
        .json<{ _id: string }[]>()
        .map((p) => p._id)
        .sort(),
    ).toEqual([first, second].sort());
  });

  it('a listing that comes to match a cached search drops it', async () => {
    const { app } = ctx();
    const moving = await addVerifiedListing(app, agent, admin, { location: `${TOWN} Hill` });
    const west = `/api/property?location=${encodeURIComponent(`${TOWN} West`)}`;
    await get(west);
    const before = await get(west);
    expect([before.headers['x-cache'], before.json()]).toEqual(['hit', []]);

    const moved = await app.inject({
      method: 'PUT',
      url: detail(moving),
      headers: agent.auth,
      payload: {
        property_title: 'Harbour view flat',
        location: `${TOWN} West`,
        property_image: 'https://example.com/a.jpg',
        price_range: { min: 250000, max: 300000 },
      },
    });
    expect(moved.json()).toEqual({ modifiedCount: 1 });
    // Public as last verified (on the Hill) until an admin verifies the change.
    expect((await get(west)).json()).toEqual([]);
    await moderateListing(app, admin, moving);
    const after = await get(west);
    expect(after.json<{ _id: string }[]>().map((p) => p._id)).toEqual([moving]);
  });

  it("a review drops that listing's answers, not the searches (they show no reviews) nor another listing's", async () => {
    await warm();
    const reviewed = await post(buyer, '/api/review', {
      property_id: first,
      review_description: 'Lovely light',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    expect(await cacheStates()).toEqual(['hit', 'hit', 'miss', 'hit']);
  });
});

const withRedis = Boolean(process.env.TEST_DATABASE_URL) && (await redisIsThere());

// Two server processes on PostgreSQL and Redis, as behind a load balancer.
if (withRedis)
  describe('a listing verified on one process (PostgreSQL + Redis)', () => {
    const ADMIN = { email: `changes-admin-${randomUUID()}@example.com`, password: 'Change!Pass1' };
    let drop: () => Promise<void>;
    let servers: RunningServer[] = [];
    let agentToken = '';
    let adminToken = '';

    beforeAll(async () => {
      const database = await freshPostgresDatabase('changes');
      drop = database.drop;
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'info',
      };
      servers = await Promise.all([startServer({ env }), startServer({ env })]);
      const [a] = servers;
      adminToken = (
        await callServer<{ token: string }>(a!, 'POST', '/api/auth/login', { body: ADMIN })
      ).body.token;
      const email = `changes-agent-${randomUUID()}@example.com`;
      const registered = await callServer<{ token: string }>(a!, 'POST', '/api/auth/register', {
        body: { name: 'Agent', email, password: ADMIN.password },
      });
      agentToken = registered.body.token;
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query('select id from users where email = $1', [email]);
      await client.end();
      const promoted = await callServer(a!, 'PATCH', `/api/user/${rows[0].id}`, {
        token: adminToken,
        body: { role: 'agent' },
      });
      expect(promoted.status).toBe(200);
    }, 300_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await drop?.();
    });

    const search = async (server: RunningServer) => {
      const res = await fetch(server.url + indexedSearch());
      const body = (await res.json()) as { _id: string }[];
      return { ids: body.map((p) => p._id), index: res.headers.get('x-search-index') };
    };
    const builds = (server: RunningServer) =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('search index built')).length;

    it('is found by a search on the other within 2 seconds, from its index, built once', async () => {
      const [a, b] = servers as [RunningServer, RunningServer];
      await vi.waitFor(async () => expect((await search(b)).index).toBe('hit'), {
        timeout: 30_000,
      });
      // Each built its index once; its log line may reach the pipe after an answer from it.
      await vi.waitFor(() => expect([builds(a), builds(b)]).toEqual([1, 1]), { timeout: 10_000 });
      const added = await callServer<{ insertedId: string }>(a, 'POST', '/api/property', {
        token: agentToken,
        body: {
          property_title: 'Two-process house',
          location: `${TOWN} West`,
          property_image: 'https://example.com/two.jpg',
          price_range: { min: 100_000, max: 120_000 },
        },
      });
      expect(added.status).toBe(201);
      const id = added.body.insertedId;
      const verified = await callServer(a, 'PATCH', `/api/property/${id}`, {
        token: adminToken,
        body: { status: 'verified' },
      });
      expect(verified.status).toBe(200);
      const at = Date.now();
      await vi.waitFor(async () => expect(await search(b)).toEqual({ ids: [id], index: 'hit' }), {
        timeout: 2000,
        interval: 50,
      });
      expect(Date.now() - at).toBeLessThan(2000);
      expect(await search(a)).toEqual({ ids: [id], index: 'hit' });
      // Patched, on both processes: neither built its index again.
      expect([builds(a), builds(b)]).toEqual([1, 1]);
    });
  });

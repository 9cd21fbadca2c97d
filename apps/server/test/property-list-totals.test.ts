import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/factories';
import { addListing, addVerifiedListing, moderateListing } from './helpers/property-factory';
import { redisIsThere, testRedisUrl } from './helpers/redis';
import { databaseKinds, describeEachDatabase, useTwoServers } from './helpers/test-app';

/**
 * The list's totals are kept per search and generation of public data, also with the response
 * cache switched off: what a client reads after an acknowledged write must count that write,
 * whatever the order and page it asks for.
 */
const haveRedis = await redisIsThere();

interface Listed {
  _id: string;
  price_range: { min: number };
}

async function list(app: FastifyInstance, query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/property?${query}` });
  expect(res.statusCode).toBe(200);
  return {
    total: Number(res.headers['x-total-count']),
    ids: res.json<Listed[]>().map((p) => p._id),
    prices: res.json<Listed[]>().map((p) => p.price_range.min),
  };
}

const tagged = () => `Totaltown${Date.now()}${Math.floor(Math.random() * 1e6)}`;

describeEachDatabase(
  'list totals without the response cache',
  (ctx) => {
    const inject = (options: InjectOptions) => ctx().app.inject(options);
    let admin: TestAccount;

    beforeAll(async () => {
      admin = await createAccount(ctx().app, ctx().db, { role: 'admin' });
    });

    it('counts every acknowledged write: verify, an update verified, delete', async () => {
      const agent = await createAccount(ctx().app, ctx().db, { role: 'agent' });
      const tag = tagged();
      const search = `location=${tag.toLowerCase()}`;
      expect(await list(ctx().app, search)).toMatchObject({ total: 0, ids: [] });

      const first = await addVerifiedListing(ctx().app, agent, admin, { location: `${tag}, Ohio` });
      expect(await list(ctx().app, `${search}&sortBy=asc`)).toMatchObject({
        total: 1,
        ids: [first],
      });
      const pending = await addListing(ctx().app, agent, { location: `${tag}, Ohio` });
      expect((await list(ctx().app, search)).total).toBe(1);
      const second = await addVerifiedListing(ctx().app, agent, admin, {
        location: `${tag}, Ohio`,
      });
      // Other orders and pages of the same search share its total.
      expect((await list(ctx().app, `${search}&sortBy=desc&limit=1&page=2`)).total).toBe(2);
      expect((await list(ctx().app, search)).ids.sort()).toEqual([first, second].sort());

      const updated = await inject({
        method: 'PUT',
        url: `/api/property/${first}`,
        headers: agent.auth,
        payload: {
          property_title: 'Back under review',
          location: `${tag}, Ohio`,
          property_image: 'https://example.com/a.jpg',
          price_range: { min: 100000, max: 120000 },
        },
      });
      expect(updated.statusCode).toBe(200);
      // Its change waits for review: the public keeps the version verified (CONTRACT.md 6).
      expect((await list(ctx().app, search)).total).toBe(2);
      expect((await list(ctx().app, search)).ids.sort()).toEqual([first, second].sort());
      await moderateListing(ctx().app, admin, first);
      expect((await list(ctx().app, `${search}&sortBy=asc`)).ids).toEqual([first, second]);
      expect((await list(ctx().app, `${search}&sortBy=desc`)).ids).toEqual([second, first]);

      const deleted = await inject({
        method: 'DELETE',
        url: `/api/property/${second}`,
        headers: agent.auth,
      });
      expect(deleted.statusCode).toBe(200);
      expect(await list(ctx().app, search)).toMatchObject({ total: 1, ids: [first] });
      expect((await list(ctx().app, `${search}&sortBy=asc`)).total).toBe(1);
      expect(pending).toBeTruthy();
    });

    it('an agent marked as fraud leaves the list, its totals and every order at once', async () => {
      const honest = await createAccount(ctx().app, ctx().db, { role: 'agent' });
      const cheat = await createAccount(ctx().app, ctx().db, { role: 'agent' });
      const tag = tagged();
      const search = `location=${tag}`;
      const kept = await addVerifiedListing(ctx().app, honest, admin, {
        location: tag,
        price_range: { min: 200000, max: 210000 },
      });
      for (const min of [100000, 300000]) {
        await addVerifiedListing(ctx().app, cheat, admin, {
          location: tag,
          price_range: { min, max: min + 1000 },
        });
      }
      for (const sort of ['', '&sortBy=asc', '&sortBy=desc']) {
        expect((await list(ctx().app, `${search}${sort}`)).total).toBe(3);
      }
      expect((await list(ctx().app, '')).ids).toContain(kept);
      const everyoneBefore = (await list(ctx().app, 'limit=100')).total;

      const marked = await inject({
        method: 'PATCH',
        url: `/api/fraudUser/${cheat.email}`,
        headers: admin.auth,
        payload: {},
      });
      expect(marked.statusCode).toBe(200);
      for (const sort of ['', '&sortBy=asc', '&sortBy=desc']) {
        expect(await list(ctx().app, `${search}${sort}`)).toMatchObject({ total: 1, ids: [kept] });
      }
      expect((await list(ctx().app, 'limit=100')).total).toBe(everyoneBefore - 2);
    });

    it("a deleted agent's listings leave the list and its totals", async () => {
      const agent = await createAccount(ctx().app, ctx().db, { role: 'agent' });
      const tag = tagged();
      await addVerifiedListing(ctx().app, agent, admin, { location: tag });
      expect((await list(ctx().app, `location=${tag}`)).total).toBe(1);
      const removed = await inject({
        method: 'DELETE',
        url: `/api/user/${agent.id}`,
        headers: admin.auth,
      });
      expect(removed.statusCode).toBe(200);
      expect(await list(ctx().app, `location=${tag}`)).toMatchObject({ total: 0, ids: [] });
    });

    it('the listed flag follows every change of status, agent and deletion, also outside the API', async () => {
      const agent = await createAccount(ctx().app, ctx().db, { role: 'agent' });
      const id = await addVerifiedListing(ctx().app, agent, admin, { location: tagged() });
      const listed = async () => {
        const [row] = await ctx()
          .db.select({ listed: properties.listed })
          .from(properties)
          .where(eq(properties.id, id));
        return row;
      };
      expect(await listed()).toEqual({ listed: true });
      await ctx().db.execute(sql`update properties set listed = false where id = ${id}`);
      expect(await listed()).toEqual({ listed: true }); // derived, whatever a statement writes
      await ctx().db.execute(sql`update users set status = 'fraud' where id = ${agent.id}`);
      expect(await listed()).toEqual({ listed: false });
      await ctx().db.execute(sql`update users set status = 'Verified' where id = ${agent.id}`);
      expect(await listed()).toEqual({ listed: true });
      await ctx().db.execute(sql`update properties set status = 'sold' where id = ${id}`);
      expect(await listed()).toEqual({ listed: false });
      await ctx().db.execute(sql`update properties set status = 'verified' where id = ${id}`);
      await ctx().db.execute(sql`update properties set deleted_at = now() where id = ${id}`);
      expect(await listed()).toEqual({ listed: false });
      await ctx().db.execute(sql`update properties set deleted_at = null where id = ${id}`);
      expect(await listed()).toEqual({ listed: true });
      await ctx().db.execute(sql`delete from users where id = ${agent.id}`);
      expect(await listed()).toEqual({ listed: false });
    });

    it('pages in a stable order with ties on price, and a page past the end is empty', async () => {
      const agent = await createAccount(ctx().app, ctx().db, { role: 'agent' });
      const tag = tagged();
      for (const min of [5000, 7000, 7000, 7000, 9000]) {
        await addVerifiedListing(ctx().app, agent, admin, {
          location: tag,
          price_range: { min, max: min + 500 },
        });
      }
      for (const sort of ['asc', 'desc', '']) {
        const whole = await list(ctx().app, `location=${tag}&sortBy=${sort}&limit=5`);
        const paged: string[] = [];
        for (let page = 1; page <= 3; page++) {
          const part = await list(ctx().app, `location=${tag}&sortBy=${sort}&limit=2&page=${page}`);
          expect(part.total).toBe(5);
          paged.push(...part.ids);
        }
        expect(paged).toEqual(whole.ids);
        if (sort === 'asc') expect(whole.prices).toEqual([5000, 7000, 7000, 7000, 9000]);
        if (sort === 'desc') expect(whole.prices).toEqual([9000, 7000, 7000, 7000, 5000]);
      }
      expect(await list(ctx().app, `location=${tag}&limit=2&page=4`)).toMatchObject({
        total: 5,
        ids: [],
      });
    });
  },
  { RESPONSE_CACHE: 'off' },
);

/** Two servers over one database, each with its own totals: a write on one counts on the other. */
if (haveRedis)
  for (const kind of databaseKinds) {
    describe(`list totals across servers with Redis, response cache off [${kind}]`, () => {
      const servers = useTwoServers(kind, { REDIS_URL: testRedisUrl, RESPONSE_CACHE: 'off' });

      it('a write acknowledged by one server is counted at once by the other', async () => {
        const { first, second } = servers();
        const agent = await createAccount(first.app, first.db, { role: 'agent' });
        const admin = await createAccount(first.app, first.db, { role: 'admin' });
        const tag = tagged();
        expect((await list(second, `location=${tag}`)).total).toBe(0);
        expect((await list(second, `location=${tag}&sortBy=asc`)).total).toBe(0);

        const id = await addVerifiedListing(first.app, agent, admin, { location: tag });
        expect(await list(second, `location=${tag}&sortBy=desc`)).toMatchObject({
          total: 1,
          ids: [id],
        });

        const marked = await first.app.inject({
          method: 'PATCH',
          url: `/api/fraudUser/${agent.email}`,
          headers: admin.auth,
          payload: {},
        });
        expect(marked.statusCode).toBe(200);
        expect(await list(second, `location=${tag}`)).toMatchObject({ total: 0, ids: [] });
      });
    });
  }

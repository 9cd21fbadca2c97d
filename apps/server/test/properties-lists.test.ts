import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { propertyCalls } from './helpers/property-calls';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('properties: the lists of listings', (ctx) => {
  const { inject, account, addListing, verify } = propertyCalls(ctx);

  it('lists verified listings only, searches location in any case, sorts by price as numbers, pages', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const tag = `Zed${Date.now()}`;
    const prices = [9000, 100000, 25000, 1500000];
    const ids: string[] = [];
    for (const min of prices) {
      const id = await addListing(agent, {
        location: `${tag} City`,
        price_range: { min, max: min * 2 },
      });
      await verify(admin, id);
      ids.push(id);
    }
    await addListing(agent, { location: `${tag} City` }); // pending: not listed

    const asc = await inject({
      method: 'GET',
      url: `/api/property?location=${tag.toLowerCase()}&sortBy=asc`,
    });
    expect(asc.statusCode).toBe(200);
    expect(asc.headers['x-total-count']).toBe('4');
    expect(asc.json().map((p: { price_range: { min: number } }) => p.price_range.min)).toEqual([
      9000, 25000, 100000, 1500000,
    ]);

    const desc = await inject({
      method: 'GET',
      url: `/api/property?location=${tag.toUpperCase()}&sortBy=desc&limit=3&page=1`,
    });
    expect(desc.json().map((p: { price_range: { min: number } }) => p.price_range.min)).toEqual([
      1500000, 100000, 25000,
    ]);
    const page2 = await inject({
      method: 'GET',
      url: `/api/property?location=${tag}&sortBy=desc&limit=3&page=2`,
    });
    expect(page2.json()).toHaveLength(1);
    expect(page2.headers['x-total-count']).toBe('4');

    const wildcard = await inject({ method: 'GET', url: `/api/property?location=%25_%25` });
    expect(wildcard.json()).toEqual([]);
  });

  it('refuses bad list queries with a 400', async () => {
    for (const query of [
      'sortBy=sideways',
      'page=0',
      'limit=101',
      'page=abc',
      `location=${'x'.repeat(101)}`,
    ]) {
      const res = await inject({ method: 'GET', url: `/api/property?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('responds 404 to malformed and unknown ids', async () => {
    const admin = await account('admin');
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' or '1'='1"]) {
      const res = await inject({
        method: 'PATCH',
        url: `/api/property/${encodeURIComponent(id)}`,
        headers: admin.auth,
        payload: { status: 'verified' },
      });
      expect(res.statusCode).toBe(404);
      expect(
        (await inject({ method: 'GET', url: `/api/property/${encodeURIComponent(id)}` }))
          .statusCode,
      ).toBe(404);
    }
  });

  it("an admin's and an agent's lists keep their order when listings listed at once are moderated", async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push(await addListing(agent, { property_title: `Twin ${i}` }));
    // Listed in the same instant, as the demo seed's listings of one day are.
    await ctx().db.execute(sql`
      update properties set created_at = now() - interval '1 day'
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
    `);
    const order = async () => {
      const all = await inject({ method: 'GET', url: '/api/allProperty', headers: admin.auth });
      const mine = await inject({
        method: 'GET',
        url: `/api/myAddedProperty/${agent.email}`,
        headers: agent.auth,
      });
      const ofTwins = (list: { _id: string }[]) =>
        list.map((p) => p._id).filter((id) => ids.includes(id));
      return { all: ofTwins(all.json()), mine: ofTwins(mine.json()) };
    };
    const before = await order();
    expect(before.mine).toEqual(before.all);
    await verify(admin, before.all[0]!);
    const res = await inject({
      method: 'PATCH',
      url: `/api/property/${before.all[2]!}`,
      headers: admin.auth,
      payload: { status: 'rejected' },
    });
    expect(res.statusCode).toBe(200);
    expect(await order()).toEqual(before);
  });

  it('an admin sees every listing; an agent sees their own; nobody else does', async () => {
    const agent = await account('agent');
    const other = await account('agent');
    const user = await account('user');
    const admin = await account('admin');
    const id = await addListing(agent);
    const all = await inject({ method: 'GET', url: '/api/allProperty', headers: admin.auth });
    expect(all.json().map((p: { _id: string }) => p._id)).toContain(id);
    expect(
      (await inject({ method: 'GET', url: '/api/allProperty', headers: agent.auth })).statusCode,
    ).toBe(403);
    const mine = await inject({
      method: 'GET',
      url: `/api/myAddedProperty/${agent.email}`,
      headers: agent.auth,
    });
    expect(mine.json().map((p: { _id: string }) => p._id)).toEqual([id]);
    const snoop = await inject({
      method: 'GET',
      url: `/api/myAddedProperty/${agent.email}`,
      headers: other.auth,
    });
    expect(snoop.statusCode).toBe(403);
    const byUser = await inject({
      method: 'GET',
      url: `/api/myAddedProperty/${user.email}`,
      headers: user.auth,
    });
    expect(byUser.statusCode).toBe(403);
  });

  it('estimates the total above 10,000 matches and says so; counts exactly below', async () => {
    const agent = await account('agent');
    await ctx().db.execute(sql`
      insert into properties (title, location, image, price_min, price_max, status, agent_id)
      select 'Bulk ' || g, 'Bulkville ' || (g % 7), 'https://example.com/b.jpg', 1000 + g, 2000 + g,
             'verified', ${agent.id}
      from generate_series(1, 12000) g`);
    await ctx().db.execute(sql`analyze properties`);
    // Written past the API: the cache and the search index are told so.
    await ctx().app.publicDataChanged();

    const all = await inject({ method: 'GET', url: '/api/property?limit=1' });
    expect(all.headers['x-total-count-estimated']).toBe('true');
    expect(Number(all.headers['x-total-count'])).toBeGreaterThan(10_000);

    const few = await inject({
      method: 'GET',
      url: '/api/property?location=bulkville%203&limit=1',
    });
    expect(few.headers['x-total-count-estimated']).toBeUndefined();
    expect(few.headers['x-total-count']).toBe(String(Math.floor(12000 / 7)));
  });

  it('pages Manage Properties with ?page=&limit=, the total in X-Total-Count; without them, every listing', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    for (let i = 0; i < 3; i += 1) await addListing(agent);
    const whole = await inject({ method: 'GET', url: '/api/allProperty', headers: admin.auth });
    const all = whole.json().map((p: { _id: string }) => p._id);
    expect(whole.headers['x-total-count']).toBe(String(all.length));
    expect(all.length).toBeGreaterThanOrEqual(3);

    const second = await inject({
      method: 'GET',
      url: '/api/allProperty?page=2&limit=2',
      headers: admin.auth,
    });
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-total-count']).toBe(String(all.length));
    expect(second.json().map((p: { _id: string }) => p._id)).toEqual(all.slice(2, 4));

    for (const query of ['page=0', 'limit=0', 'limit=101', 'page=abc']) {
      const bad = await inject({
        method: 'GET',
        url: `/api/allProperty?${query}`,
        headers: admin.auth,
      });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message, query).toMatch(/must be a whole number/);
    }
  });
});

import { expect, it, vi } from 'vitest';
import type { Notification } from '@elite/shared';
import type { TestAccount } from './helpers/factories';
import { savedSearchCalls, UNKNOWN_ID } from './helpers/saved-search-calls';
import { addVerifiedListing } from './helpers/property-factory';
import { describeEachDatabase } from './helpers/test-app';

/** The notifications of saved searches through the API (CONTRACT.md section 9): each account's own. */
describeEachDatabase('saved-search notifications', (ctx) => {
  const { account, inject, saved } = savedSearchCalls(ctx);

  it('notifications: mine newest first, an unread count, and marking some or all read', async () => {
    const { app } = ctx();
    const buyer = await account();
    const bystander = await account();
    const agent = await account('agent');
    const admin = await account('admin');
    const searchId = await saved(buyer, { name: 'Seattle', query: { location: 'seattle' } });
    await saved(bystander, { name: 'Elsewhere', query: { location: 'nowhere-town' } });
    const titles = ['First home', 'Second home', 'Third home'];
    for (const title of titles) {
      await addVerifiedListing(app, agent, admin, { property_title: title });
    }
    const list = async (who: TestAccount) => {
      const res = await inject({ method: 'GET', url: '/api/notifications', headers: who.auth });
      expect(res.statusCode).toBe(200);
      return { total: Number(res.headers['x-total-count']), items: res.json<Notification[]>() };
    };
    const unread = async (who: TestAccount) =>
      (await inject({ method: 'GET', url: '/api/notifications/unread', headers: who.auth })).json();
    await vi.waitFor(async () => expect((await list(buyer)).items).toHaveLength(3), {
      timeout: 10_000,
      interval: 20,
    });
    const { total, items } = await list(buyer);
    expect(total).toBe(3);
    expect(items.map((n) => n.property_title)).toEqual([...titles].reverse());
    expect(items[0]).toMatchObject({
      kind: 'new_listing',
      saved_search_id: searchId,
      saved_search_name: 'Seattle',
      property_location: 'Seattle, Washington',
      old_price: null,
      price: 250000,
      read: false,
    });
    expect(await list(bystander)).toEqual({ total: 0, items: [] });
    expect(await unread(buyer)).toEqual({ count: 3 });
    expect(await unread(bystander)).toEqual({ count: 0 });

    const markRead = (who: TestAccount, payload: object) =>
      inject({ method: 'POST', url: '/api/notifications/read', headers: who.auth, payload });
    // Someone else's ids, and ids that are no notification's, mark nothing.
    expect((await markRead(bystander, { ids: [items[0]!._id] })).json()).toEqual({
      modifiedCount: 0,
    });
    expect((await markRead(buyer, { ids: ['junk', UNKNOWN_ID] })).json()).toEqual({
      modifiedCount: 0,
    });
    expect((await markRead(buyer, { ids: [items[0]!._id.toUpperCase()] })).json()).toEqual({
      modifiedCount: 1,
    });
    expect(await unread(buyer)).toEqual({ count: 2 });
    expect((await list(buyer)).items.map((n) => n.read)).toEqual([true, false, false]);
    expect((await markRead(buyer, {})).json()).toEqual({ modifiedCount: 2 });
    expect(await unread(buyer)).toEqual({ count: 0 });
    expect((await markRead(buyer, {})).json()).toEqual({ modifiedCount: 0 });
    const bad = await markRead(buyer, { ids: 'all' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/ids/);
  });

  it('pages notifications: page and limit, with the total in X-Total-Count', async () => {
    const { app } = ctx();
    const buyer = await account();
    const agent = await account('agent');
    const admin = await account('admin');
    await saved(buyer, { name: 'Anything', query: {} });
    for (let i = 0; i < 3; i++)
      await addVerifiedListing(app, agent, admin, { property_title: `P${i}` });
    const page = (n: number) =>
      inject({ method: 'GET', url: `/api/notifications?limit=2&page=${n}`, headers: buyer.auth });
    await vi.waitFor(async () => expect((await page(2)).json()).toHaveLength(1), {
      timeout: 10_000,
      interval: 20,
    });
    const first = await page(1);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json<Notification[]>().map((n) => n.property_title)).toEqual(['P2', 'P1']);
    expect((await page(2)).json<Notification[]>().map((n) => n.property_title)).toEqual(['P0']);
  });
});

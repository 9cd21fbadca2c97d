import { expect, it } from 'vitest';
import type { Notification, PropertyMap } from '@elite/shared';
import { accountMaker, type TestAccount } from './helpers/factories';
import { addVerifiedListing } from './helpers/property-factory';
import { describeEachDatabase } from './helpers/test-app';

/**
 * A bbox whose west is above its east crosses the antimeridian (RFC 7946 section 5.2): the
 * list, the map, a saved search and its alerts find the listings on either side of it
 * (longitude at least west or at most east), and none elsewhere. South above north is still a
 * 400. The index's equivalence with the database on such boxes is search-index.test.ts's.
 */
describeEachDatabase('a bbox across the antimeridian', (ctx) => {
  const account = accountMaker(ctx);
  const inject = (url: string, who?: TestAccount) =>
    ctx().app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
  let agent: TestAccount;
  let admin: TestAccount;

  async function listingAt(title: string, longitude: number, latitude = -17) {
    return addVerifiedListing(ctx().app, agent, admin, {
      property_title: title,
      location: 'Pacific',
      latitude,
      longitude,
    } as never);
  }

  it('lists and maps the listings on both sides, and none elsewhere', async () => {
    agent = await account('agent');
    admin = await account('admin');
    const suva = await listingAt('Suva', 178.44);
    const apia = await listingAt('Apia', -171.77, -13.83);
    const onIt = await listingAt('On the line', -180);
    await listingAt('Greenwich', 0);
    await listingAt('Too far south', 178, -30);
    await listingAt('Honolulu', -157.86, 21.3);
    const expected = [suva, apia, onIt].sort();

    const list = await inject('/api/property?bbox=170,-20,-170,20&limit=100');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['x-total-count']).toBe('3');
    expect(
      list
        .json<{ _id: string }[]>()
        .map((p) => p._id)
        .sort(),
    ).toEqual(expected);
    // With another filter too (the server's other search path).
    const filtered = await inject('/api/property?bbox=170,-20,-170,20&minPrice=1&limit=100');
    expect(
      filtered
        .json<{ _id: string }[]>()
        .map((p) => p._id)
        .sort(),
    ).toEqual(expected);

    const map = await inject('/api/property/map?bbox=170,-20,-170,20');
    expect(map.statusCode, map.body).toBe(200);
    const answer = map.json<PropertyMap>();
    expect(answer.total).toBe(3);
    expect(answer.points.map((p) => p._id).sort()).toEqual(expected);

    const refused = await inject('/api/property?bbox=170,20,-170,-20');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'bbox: south is above north' });
  });

  it('keeps a saved search across it, and alerts its owner of a listing on either side', async () => {
    const buyer = await account();
    const saved = await ctx().app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: buyer.auth,
      payload: { name: 'Islands', query: { bbox: '170,-20,-170,20' }, frequency: 'instant' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const mine = await inject('/api/saved-searches', buyer);
    expect(mine.json<{ query: unknown }[]>()[0]!.query).toEqual({ bbox: '170,-20,-170,20' });

    const east = await listingAt('Nukualofa', -175.2, -19.1);
    const west = await listingAt('Port Vila', 170, -17.7);
    await listingAt('Lima', -77, -12);
    await listingAt('Cairns', 145.77, -16.92);
    ctx().app.alertWorker.nudge();
    await ctx().app.alertWorker.settled();
    const notified = await inject('/api/notifications?limit=100', buyer);
    expect(
      notified
        .json<Notification[]>()
        .map((n) => n.property_id)
        .sort(),
    ).toEqual([east, west].sort());
  });
});

import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Notification, Property, PropertyDetail } from '@elite/shared';
import { listing, propertyCalls } from './helpers/property-calls';
import { describeEachDatabase } from './helpers/test-app';
import type { TestAccount } from './helpers/factories';

/**
 * A change waiting for review does not hide a verified listing (CONTRACT.md section 6): its
 * agent and admins see the change as `pending`, everyone else the version last verified, until
 * an admin verifies the change (then a cut price is a price drop, section 9) or rejects it.
 */
describeEachDatabase('a verified listing while its change waits for review', (ctx) => {
  const { inject, account, addListing, verify } = propertyCalls(ctx);

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    who?: TestAccount,
    payload?: object,
  ) => {
    const res = await inject({
      method,
      url,
      headers: who?.auth,
      payload: payload as Record<string, unknown>,
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };

  const page = (id: string, who?: TestAccount): Promise<PropertyDetail> =>
    call('GET', `/api/property/${id}`, who);
  const inList = async (town: string): Promise<Property[]> =>
    call('GET', `/api/property?location=${encodeURIComponent(town)}`);
  const shown = (p: Pick<Property, 'property_title' | 'price_range' | 'status'>) =>
    `${p.property_title} ${p.price_range.min}-${p.price_range.max} ${p.status}`;

  async function setting() {
    const town = `Town ${randomBytes(4).toString('hex')}`;
    const agent = await account('agent');
    const admin = await account('admin');
    const buyer = await account();
    const id = await addListing(agent, {
      property_title: 'Old Mill',
      location: `${town}, Vermont`,
      price_range: { min: 400_000, max: 450_000 },
    });
    await verify(admin, id);
    // The buyer wishes for it and offers on it; then saves a search for cheaper homes there.
    const entry = await call('POST', '/api/property/wishlist', buyer, { wish_property_id: id });
    await call('POST', '/api/propertyOffer', buyer, {
      offer_property_id: id,
      offered_price: 420_000,
    });
    const search = await call('POST', '/api/saved-searches', buyer, {
      name: 'Cheaper mills',
      query: { location: town, maxPrice: 380_000 },
      frequency: 'instant',
    });
    // Seen once by everyone (kept in the response cache), then cut by the agent.
    expect(shown(await page(id))).toBe('Old Mill 400000-450000 verified');
    expect(shown(await page(id, agent))).toBe('Old Mill 400000-450000 verified');
    const cut = listing({
      property_title: 'Old Mill, reduced',
      location: `${town}, Vermont`,
      price_range: { min: 350_000, max: 400_000 },
      bedrooms: 3,
    });
    expect(await call('PUT', `/api/property/${id}`, agent, cut)).toEqual({ modifiedCount: 1 });
    return {
      town,
      agent,
      admin,
      buyer,
      id,
      entryId: entry.insertedId as string,
      searchId: search.insertedId as string,
    };
  }

  /** What the public and the buyer see of the listing, everywhere it shows. */
  async function publicViews({ town, buyer, id, entryId }: Awaited<ReturnType<typeof setting>>) {
    const wishlist: {
      wish_property_id: string;
      property_title: string;
      price_range: Property['price_range'];
      status: Property['status'];
    }[] = await call('GET', `/api/property/wishList/${buyer.email}`, buyer);
    const offers: { offer_property_id: string; property_title: string; status: string }[] =
      await call('GET', `/api/propertyOffer/${buyer.email}`, buyer);
    const offer = offers.find((o) => o.offer_property_id === id)!;
    return {
      list: (await inList(town)).map(shown),
      page: shown(await page(id)),
      buyersPage: shown(await page(id, buyer)),
      wishlist: wishlist.filter((w) => w.wish_property_id === id).map(shown),
      offerPage: shown(await call('GET', `/api/offerProperty/wishList/${entryId}`, buyer)),
      offer: `${offer.property_title} ${offer.status}`,
    };
  }

  async function notificationsOf(who: TestAccount): Promise<Notification[]> {
    ctx().app.alertWorker.nudge();
    await ctx().app.alertWorker.settled();
    return call('GET', '/api/notifications?limit=100', who);
  }

  it('keeps the verified version public while the agent and admins see the change as pending; verifying makes the cut public, in the price history and as a price drop', async () => {
    const s = await setting();
    const old = 'Old Mill 400000-450000 verified';
    expect(await publicViews(s)).toEqual({
      list: [old],
      page: old,
      buyersPage: old,
      wishlist: [old],
      offerPage: old,
      offer: 'Old Mill pending',
    });
    expect((await page(s.id)).bedrooms).toBeNull();

    const changed = 'Old Mill, reduced 350000-400000 pending';
    const agentsView = await page(s.id, s.agent);
    expect(shown(agentsView)).toBe(changed);
    expect(agentsView.bedrooms).toBe(3);
    expect(shown(await page(s.id, s.admin))).toBe(changed);
    const mine: Property[] = await call('GET', `/api/myAddedProperty/${s.agent.email}`, s.agent);
    expect(mine.map(shown)).toEqual([changed]);
    const all: Property[] = await call('GET', '/api/allProperty', s.admin);
    expect(all.filter((p) => p._id === s.id).map(shown)).toEqual([changed]);
    // Not yet what the public saw: no price change recorded, nobody alerted.
    expect((await page(s.id)).price_history.map((h) => h.event)).toEqual(['listed']);
    expect(await notificationsOf(s.buyer)).toEqual([]);

    // A second edit starts from the change (its bedrooms kept), still waiting.
    const again = listing({
      property_title: 'Old Mill, reduced',
      location: `${s.town}, Vermont`,
      price_range: { min: 340_000, max: 400_000 },
    });
    await call('PUT', `/api/property/${s.id}`, s.agent, again);
    expect(await page(s.id, s.agent)).toMatchObject({ bedrooms: 3, price_range: { min: 340_000 } });
    expect((await publicViews(s)).page).toBe(old);

    await verify(s.admin, s.id);
    const now = 'Old Mill, reduced 340000-400000 verified';
    expect(await publicViews(s)).toEqual({
      list: [now],
      page: now,
      buyersPage: now,
      wishlist: [now],
      offerPage: now,
      offer: 'Old Mill, reduced pending',
    });
    expect(shown(await page(s.id, s.agent))).toBe(now);
    const detail = await page(s.id);
    expect(detail.bedrooms).toBe(3);
    expect(detail.price_history.map(({ event, min, max }) => `${event} ${min}-${max}`)).toEqual([
      'listed 400000-450000',
      'price_changed 340000-400000',
    ]);
    const alerts = await notificationsOf(s.buyer);
    expect(alerts.map((n) => `${n.kind} ${n.saved_search_id} ${n.property_id}`)).toEqual([
      `price_drop ${s.searchId} ${s.id}`,
    ]);
    // Verified once: a second decision is refused.
    const twice = await inject({
      method: 'PATCH',
      url: `/api/property/${s.id}`,
      headers: s.admin.auth,
      payload: { status: 'rejected' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('a rejected change leaves the verified version public, and the agent sees it again', async () => {
    const s = await setting();
    await call('PATCH', `/api/property/${s.id}`, s.admin, { status: 'rejected' });
    const old = 'Old Mill 400000-450000 verified';
    expect(await publicViews(s)).toEqual({
      list: [old],
      page: old,
      buyersPage: old,
      wishlist: [old],
      offerPage: old,
      offer: 'Old Mill pending',
    });
    expect(shown(await page(s.id, s.agent))).toBe(old);
    expect(shown(await page(s.id, s.admin))).toBe(old);
    expect((await page(s.id)).price_history.map((h) => h.event)).toEqual(['listed']);
    expect(await notificationsOf(s.buyer)).toEqual([]);
  });

  it('a listing never verified stays hidden while pending, its edits shown to its agent', async () => {
    const town = `Town ${randomBytes(4).toString('hex')}`;
    const agent = await account('agent');
    const admin = await account('admin');
    const buyer = await account();
    const id = await addListing(agent, { location: `${town}, Vermont` });
    await call(
      'PUT',
      `/api/property/${id}`,
      agent,
      listing({ property_title: 'Renamed', location: `${town}, Vermont` }),
    );
    expect(shown(await page(id, agent))).toBe('Renamed 100000-150000 pending');
    expect(shown(await page(id, admin))).toBe('Renamed 100000-150000 pending');
    for (const who of [undefined, buyer]) {
      const res = await inject({ method: 'GET', url: `/api/property/${id}`, headers: who?.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found' });
    }
    expect(await inList(town)).toEqual([]);
    const wished = await inject({
      method: 'POST',
      url: '/api/property/wishlist',
      headers: buyer.auth,
      payload: { wish_property_id: id },
    });
    expect(wished.statusCode).toBe(409);
  });
});

import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { PropertyDetail } from '@elite/shared';
import { properties } from '../src/db/schema';
import { GOOD_CARD } from './helpers/payment-parties';
import { listing, propertyCalls } from './helpers/property-calls';
import { describeEachDatabase } from './helpers/test-app';
import type { TestAccount } from './helpers/factories';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('listing dates and price history', (ctx) => {
  const { inject, account, addListing, verify } = propertyCalls(ctx);

  async function get(id: string, who?: TestAccount): Promise<PropertyDetail> {
    const res = await inject({ method: 'GET', url: `/api/property/${id}`, headers: who?.auth });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  const update = (agent: TestAccount, id: string, overrides: Record<string, unknown>) =>
    inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: agent.auth,
      payload: listing(overrides),
    });

  const events = (p: PropertyDetail) =>
    p.price_history.map(({ event, min, max }) => ({ event, min, max }));

  it('listed_at and days_on_market are null before the first verification, set by it and kept after', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const id = await addListing(agent);
    expect(await get(id, agent)).toMatchObject({ listed_at: null, days_on_market: null });

    const before = Date.now();
    await verify(admin, id);
    const listed = await get(id);
    expect(Date.parse(listed.listed_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(listed.listed_at!)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(listed.days_on_market).toBe(0);

    // Updated (back to pending) and verified again: still listed since the first time.
    expect((await update(agent, id, { property_title: 'Renamed' })).statusCode).toBe(200);
    expect(await get(id, agent)).toMatchObject({ status: 'pending', listed_at: listed.listed_at });
    await verify(admin, id);
    expect(await get(id)).toMatchObject({ status: 'verified', listed_at: listed.listed_at });
  });

  it('days_on_market counts whole days since listed_at', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const id = await addListing(agent);
    await verify(admin, id);
    const tenDaysAndAnHourAgo = new Date(Date.now() - 10 * DAY_MS - 60 * 60 * 1000);
    await ctx()
      .db.update(properties)
      .set({ listedAt: tenDaysAndAnHourAgo })
      .where(eq(properties.id, id));
    expect(await get(id)).toMatchObject({
      listed_at: tenDaysAndAnHourAgo.toISOString(),
      days_on_market: 10,
    });
  });

  it('a rejected listing is not listed and has no history', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const id = await addListing(agent);
    const res = await inject({
      method: 'PATCH',
      url: `/api/property/${id}`,
      headers: admin.auth,
      payload: { status: 'rejected' },
    });
    expect(res.statusCode).toBe(200);
    expect(await get(id, agent)).toMatchObject({ listed_at: null, price_history: [] });
  });

  it('records the listing at its verification, and a new price only once it is verified again', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const id = await addListing(agent, { price_range: { min: 300_000, max: 320_000 } });
    expect((await get(id, agent)).price_history).toEqual([]);
    await verify(admin, id);
    const listed = await get(id);
    expect(events(listed)).toEqual([{ event: 'listed', min: 300_000, max: 320_000 }]);
    expect(listed.price_history[0]!.date).toBe(listed.listed_at);

    // A new price under review is not what the public saw: nothing yet.
    await update(agent, id, { price_range: { min: 280_000, max: 300_000 } });
    expect(events(await get(id, agent))).toEqual([{ event: 'listed', min: 300_000, max: 320_000 }]);
    await verify(admin, id);
    expect(events(await get(id))).toEqual([
      { event: 'listed', min: 300_000, max: 320_000 },
      { event: 'price_changed', min: 280_000, max: 300_000 },
    ]);

    // Verified again at the same price: nothing new.
    await update(agent, id, {
      property_title: 'Renamed',
      price_range: { min: 280_000, max: 300_000 },
    });
    await verify(admin, id);
    // Changed and changed back before a verification: the public saw no change.
    await update(agent, id, { price_range: { min: 1, max: 2 } });
    await update(agent, id, { price_range: { min: 280_000, max: 300_000 } });
    await verify(admin, id);
    const history = (await get(id)).price_history;
    expect(history.map((h) => h.event)).toEqual(['listed', 'price_changed']);
    expect(Date.parse(history[0]!.date)).toBeLessThanOrEqual(Date.parse(history[1]!.date));
  });

  it('records the sale at its price when the listing is sold', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const buyer = await account('user');
    const id = await addListing(agent, { price_range: { min: 100_000, max: 150_000 } });
    await verify(admin, id);
    const call = (method: 'POST' | 'PATCH', url: string, who: TestAccount, payload: object) =>
      inject({ method, url, headers: who.auth, payload: payload as Record<string, unknown> });

    await call('POST', '/api/property/wishlist', buyer, { wish_property_id: id });
    const offer = await call('POST', '/api/propertyOffer', buyer, {
      offer_property_id: id,
      offered_price: 125_000,
    });
    expect(offer.statusCode).toBe(201);
    const offerId = offer.json().insertedId as string;
    await call('PATCH', `/api/requestProperty/${offerId}`, agent, { status: 'accepted' });
    const intent = await call('POST', '/api/create-payment-intent', buyer, { offerId });
    expect(intent.statusCode).toBe(200);
    const paid = await call('POST', '/api/payments/sandbox/confirm', buyer, {
      clientSecret: intent.json().clientSecret,
      ...GOOD_CARD,
    });
    expect(paid.statusCode).toBe(200);
    const sold = await call('POST', '/api/soldProperty', buyer, {
      offerId,
      transactionId: paid.json().paymentIntent.id,
    });
    expect([200, 201]).toContain(sold.statusCode);
    // Listed 20 days ago and sold 5 days ago (the sale is the sold row's last change).
    await ctx()
      .db.update(properties)
      .set({
        listedAt: new Date(Date.now() - 20 * DAY_MS),
        updatedAt: new Date(Date.now() - 5 * DAY_MS),
      })
      .where(eq(properties.id, id));

    const detail = await get(id);
    expect(detail.status).toBe('sold');
    expect(events(detail)).toEqual([
      { event: 'listed', min: 100_000, max: 150_000 },
      { event: 'sold', min: 125_000, max: 125_000 },
    ]);
    // Days on market stop at the sale.
    expect(detail.days_on_market).toBe(15);
  });
});

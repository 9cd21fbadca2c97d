import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { messages, ruleMessages } from '@elite/shared';
import { properties, users, wishlistEntries } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/factories';
import { createListing } from './helpers/marketplace-factories';
import { UNKNOWN_FACTS } from './helpers/property-factory';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('wishlist', (ctx) => {
  const inject = (options: InjectOptions) => ctx().app.inject(options);
  let agent: TestAccount;
  let otherAgent: TestAccount;
  let buyer: TestAccount;
  let otherBuyer: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    const { app, db } = ctx();
    [agent, otherAgent, buyer, otherBuyer, admin] = await Promise.all([
      createAccount(app, db, { role: 'agent', name: 'Ada Agent' }),
      createAccount(app, db, { role: 'agent' }),
      createAccount(app, db, { name: 'Bob Buyer' }),
      createAccount(app, db),
      createAccount(app, db, { role: 'admin' }),
    ]);
  });

  const listing = (options: Parameters<typeof createListing>[3] = {}) =>
    createListing(ctx().app, ctx().db, agent, options);

  const wish = (who: TestAccount | undefined, propertyId: unknown) =>
    inject({
      method: 'POST',
      url: '/api/property/wishlist',
      headers: who?.auth,
      payload: { wish_property_id: propertyId },
    });

  const entriesOf = (propertyId: string) =>
    ctx().db.select().from(wishlistEntries).where(eq(wishlistEntries.propertyId, propertyId));

  it('a buyer wishlists a verified property and sees it with its current data', async () => {
    const propertyId = await listing({ title: 'Garden house', location: 'Porto' });
    // SPEC.md's client sends a copy of the property; the copy and the e-mail are ignored.
    const res = await inject({
      method: 'POST',
      url: '/api/property/wishlist',
      headers: buyer.auth,
      payload: {
        wish_property_id: propertyId,
        email: otherBuyer.email,
        property_title: 'Tampered title',
        price_range: { min: 1, max: 2 },
        status: 'sold',
      },
    });
    expect(res.statusCode).toBe(201);
    const { insertedId } = res.json();
    expect(res.json()).toEqual({ insertedId: expect.any(String) });

    await ctx()
      .db.update(properties)
      .set({ title: 'Garden house, renovated' })
      .where(eq(properties.id, propertyId));

    const list = await inject({
      method: 'GET',
      url: `/api/property/wishList/${buyer.email}`,
      headers: buyer.auth,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        _id: insertedId,
        wish_property_id: propertyId,
        email: buyer.email,
        property_title: 'Garden house, renovated',
        location: 'Porto',
        property_image: 'https://example.com/flat.jpg',
        price_range: { min: 100_000, max: 200_000 },
        status: 'verified',
        agent_name: 'Ada Agent',
        agent_email: agent.email,
        agent_image: null,
        agent_id: agent.id,
        ...UNKNOWN_FACTS,
        photos: [{ url: 'https://example.com/flat.jpg', alt: '' }],
        // Its status was set directly, not by an admin's verification.
        listed_at: null,
        updated_at: expect.any(String),
        days_on_market: null,
      },
    ]);

    const other = await inject({
      method: 'GET',
      url: `/api/property/wishList/${otherBuyer.email}`,
      headers: otherBuyer.auth,
    });
    expect(other.json()).toEqual([]);
  });

  it('refuses to wishlist the same property twice', async () => {
    const propertyId = await listing();
    expect((await wish(buyer, propertyId)).statusCode).toBe(201);
    const again = await wish(buyer, propertyId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ruleMessages.alreadyWishlisted });
    expect(await entriesOf(propertyId)).toHaveLength(1);
  });

  it('two simultaneous wishlist requests for one property store one entry', async () => {
    const propertyId = await listing();
    const results = await Promise.all([wish(buyer, propertyId), wish(buyer, propertyId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await entriesOf(propertyId)).toHaveLength(1);
  });

  it('an agent cannot wishlist their own listing', async () => {
    const propertyId = await listing();
    const res = await wish(agent, propertyId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: messages.ownProperty });
    expect(await entriesOf(propertyId)).toHaveLength(0);

    // Another agent may, like any buyer.
    expect((await wish(otherAgent, propertyId)).statusCode).toBe(201);
  });

  it('only publicly listed properties can be wishlisted', async () => {
    for (const status of ['pending', 'rejected', 'sold'] as const) {
      const propertyId = await listing({ status });
      const res = await wish(buyer, propertyId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ruleMessages.propertyNotAvailable });
      expect(await entriesOf(propertyId)).toHaveLength(0);
    }
  });

  it("a fraud agent's listing cannot be wishlisted", async () => {
    const fraud = await createAccount(ctx().app, ctx().db, { role: 'agent' });
    const propertyId = await createListing(ctx().app, ctx().db, fraud);
    await ctx().db.update(users).set({ status: 'fraud' }).where(eq(users.id, fraud.id));
    const res = await wish(buyer, propertyId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ruleMessages.propertyNotAvailable });
  });

  it('a deleted, unknown or malformed property is not found', async () => {
    const deleted = await listing();
    const del = await inject({
      method: 'DELETE',
      url: `/api/property/${deleted}`,
      headers: agent.auth,
    });
    expect(del.statusCode).toBe(200);
    for (const id of [deleted, randomUUID(), 'not-an-id', "1' or '1'='1"]) {
      const res = await wish(buyer, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Property not found');
    }
  });

  it('refuses bad input with a message, never a 500', async () => {
    const cases: unknown[] = [undefined, {}, { wish_property_id: 42 }, { wish_property_id: '' }];
    cases.push({ wish_property_id: 'x'.repeat(100_000) }, { wish_property_id: null }, 'text');
    for (const payload of cases) {
      const res = await inject({
        method: 'POST',
        url: '/api/property/wishlist',
        headers: { ...buyer.auth, 'content-type': 'application/json' },
        payload: payload === undefined ? undefined : JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)?.slice(0, 50)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('anonymous visitors cannot use the wishlist', async () => {
    const propertyId = await listing();
    expect((await wish(undefined, propertyId)).statusCode).toBe(401);
    const list = await inject({ method: 'GET', url: `/api/property/wishList/${buyer.email}` });
    expect(list.statusCode).toBe(401);
    const del = await inject({ method: 'DELETE', url: `/api/property/wishlist/${randomUUID()}` });
    expect(del.statusCode).toBe(401);
    const one = await inject({ method: 'GET', url: `/api/offerProperty/wishList/${randomUUID()}` });
    expect(one.statusCode).toBe(401);
    expect(await entriesOf(propertyId)).toHaveLength(0);
  });

  it("a user cannot read another user's wishlist; an admin can", async () => {
    const propertyId = await listing();
    expect((await wish(buyer, propertyId)).statusCode).toBe(201);

    const peek = await inject({
      method: 'GET',
      url: `/api/property/wishList/${buyer.email}`,
      headers: otherBuyer.auth,
    });
    expect(peek.statusCode).toBe(403);
    expect(peek.json()).toEqual({ message: messages.forbidden });

    const asAdmin = await inject({
      method: 'GET',
      url: `/api/property/wishList/${buyer.email.toUpperCase()}`,
      headers: admin.auth,
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().map((e: { wish_property_id: string }) => e.wish_property_id)).toContain(
      propertyId,
    );
  });

  it('the offer page loads the wishlist entry for its owner only', async () => {
    const propertyId = await listing({ title: 'Loft' });
    const entryId = (await wish(buyer, propertyId)).json().insertedId;

    const own = await inject({
      method: 'GET',
      url: `/api/offerProperty/wishList/${entryId}`,
      headers: buyer.auth,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      _id: entryId,
      wish_property_id: propertyId,
      email: buyer.email,
      property_title: 'Loft',
      agent_email: agent.email,
    });

    for (const who of [otherBuyer, agent, admin]) {
      const res = await inject({
        method: 'GET',
        url: `/api/offerProperty/wishList/${entryId}`,
        headers: who.auth,
      });
      expect(res.statusCode).toBe(403);
    }
    for (const id of [randomUUID(), 'nope']) {
      const res = await inject({
        method: 'GET',
        url: `/api/offerProperty/wishList/${id}`,
        headers: buyer.auth,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Wishlist entry not found' });
    }
  });

  it('a buyer removes their own entry; nobody else can', async () => {
    const propertyId = await listing();
    const entryId = (await wish(buyer, propertyId)).json().insertedId;

    for (const who of [otherBuyer, agent, admin]) {
      const res = await inject({
        method: 'DELETE',
        url: `/api/property/wishlist/${entryId}`,
        headers: who.auth,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.forbidden });
    }
    expect(await entriesOf(propertyId)).toHaveLength(1);

    const own = await inject({
      method: 'DELETE',
      url: `/api/property/wishlist/${entryId}`,
      headers: buyer.auth,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ deletedCount: 1 });
    expect(await entriesOf(propertyId)).toHaveLength(0);

    const again = await inject({
      method: 'DELETE',
      url: `/api/property/wishlist/${entryId}`,
      headers: buyer.auth,
    });
    expect(again.statusCode).toBe(404);
    const malformed = await inject({
      method: 'DELETE',
      url: '/api/property/wishlist/12',
      headers: buyer.auth,
    });
    expect(malformed.statusCode).toBe(404);

    // Removed, it can be wishlisted again.
    expect((await wish(buyer, propertyId)).statusCode).toBe(201);
  });
});

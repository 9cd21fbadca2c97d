import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { messages, ruleMessages } from '@elite/shared';
import { users } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/factories';
import { createListing } from './helpers/marketplace-factories';
import { offerAccounts, offerCalls } from './helpers/offer-calls';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('offers: making one, and who sees it', (ctx) => {
  let agent: TestAccount;
  let otherAgent: TestAccount;
  let buyer: TestAccount;
  let otherBuyer: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    ({ agent, otherAgent, buyer, otherBuyer, admin } = await offerAccounts(ctx()));
  });
  const { inject, listing, offer, answer, offersOn, pendingOffer } = offerCalls(ctx, () => ({
    agent,
    buyer,
  }));

  it('a buyer makes an offer within the range and sees it pending, attributed to them', async () => {
    const propertyId = await listing({ title: 'Harbour loft', location: 'Lisbon' });
    // SPEC.md's client sends a full copy; identity, status and display fields are ignored.
    const res = await inject({
      method: 'POST',
      url: '/api/propertyOffer',
      headers: buyer.auth,
      payload: {
        offer_property_id: propertyId,
        offered_price: 150_000.5,
        buyer_email: otherBuyer.email,
        buyer_name: 'Someone Else',
        agent_email: buyer.email,
        status: 'accepted',
        property_title: 'Tampered',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ insertedId: expect.any(String), message: messages.offerSaved });
    const offerId = res.json().insertedId;

    const mine = await inject({
      method: 'GET',
      url: `/api/propertyOffer/${buyer.email}`,
      headers: buyer.auth,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      {
        _id: offerId,
        offer_property_id: propertyId,
        property_title: 'Harbour loft',
        location: 'Lisbon',
        property_image: 'https://example.com/flat.jpg',
        agent_name: 'Ada Agent',
        agent_email: agent.email,
        price_range: { min: 100_000, max: 200_000 },
        offered_price: 150_000.5,
        buyer_name: 'Bob Buyer',
        buyer_email: buyer.email,
        status: 'pending',
        transactionId: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        // An offer to buy: an application's fields are null (CONTRACT.md section 12).
        listing_type: 'sale',
        rent_period: null,
        move_in: null,
        term_months: null,
        message: null,
      },
    ]);
    const [stored] = await offersOn(propertyId);
    expect(stored).toMatchObject({ buyerId: buyer.id, status: 'pending' });
  });

  it('accepts the range bounds and refuses a price outside it, storing nothing', async () => {
    const propertyId = await listing({ min: 100_000, max: 200_000 });
    for (const price of [99_999.99, 200_000.01, 1, 9_000_000]) {
      const res = await offer(buyer, propertyId, price);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: messages.priceOutOfRange });
    }
    expect(await offersOn(propertyId)).toHaveLength(0);

    expect((await offer(buyer, propertyId, 100_000)).statusCode).toBe(201);
    expect((await offer(otherBuyer, propertyId, 200_000)).statusCode).toBe(201);
  });

  it('compares prices as numbers, not as text', async () => {
    const propertyId = await listing({ min: 9, max: 100 });
    expect((await offer(buyer, propertyId, 50)).statusCode).toBe(201);
    const tooHigh = await offer(otherBuyer, propertyId, 900);
    expect(tooHigh.statusCode).toBe(400);
  });

  it('refuses a second open offer by the same buyer, and allows a new one after a rejection', async () => {
    const propertyId = await listing();
    const first = await pendingOffer(propertyId);
    const again = await offer(buyer, propertyId, 160_000);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ruleMessages.alreadyOffered });
    expect(await offersOn(propertyId)).toHaveLength(1);

    // Another buyer may still offer.
    expect((await offer(otherBuyer, propertyId)).statusCode).toBe(201);

    expect((await answer(agent, first, 'rejected')).statusCode).toBe(200);
    expect((await offer(buyer, propertyId, 170_000)).statusCode).toBe(201);
  });

  it('two simultaneous identical offers store one', async () => {
    const propertyId = await listing();
    const results = await Promise.all([offer(buyer, propertyId), offer(buyer, propertyId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await offersOn(propertyId)).toHaveLength(1);
  });

  it('an agent cannot make an offer on their own listing', async () => {
    const propertyId = await listing();
    const res = await offer(agent, propertyId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: messages.ownProperty });
    expect(await offersOn(propertyId)).toHaveLength(0);
  });

  it('only publicly listed properties take offers', async () => {
    for (const status of ['pending', 'rejected', 'sold'] as const) {
      const propertyId = await listing({ status });
      const res = await offer(buyer, propertyId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ruleMessages.propertyNotAvailable });
      expect(await offersOn(propertyId)).toHaveLength(0);
    }

    const fraud = await createAccount(ctx().app, ctx().db, { role: 'agent' });
    const fraudListing = await createListing(ctx().app, ctx().db, fraud);
    await ctx().db.update(users).set({ status: 'fraud' }).where(eq(users.id, fraud.id));
    const res = await offer(buyer, fraudListing);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ruleMessages.propertyNotAvailable });
  });

  it('an unknown, deleted or malformed property is not found', async () => {
    const deleted = await listing();
    await inject({ method: 'DELETE', url: `/api/property/${deleted}`, headers: agent.auth });
    for (const id of [deleted, randomUUID(), 'abc', '../../etc']) {
      const res = await offer(buyer, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found' });
    }
  });

  it('refuses bad offer input with a message, never a 500', async () => {
    const propertyId = await listing();
    const payloads: unknown[] = [
      {},
      { offer_property_id: propertyId },
      { offered_price: 150_000 },
      { offer_property_id: propertyId, offered_price: '15e4' },
      { offer_property_id: propertyId, offered_price: -5 },
      { offer_property_id: propertyId, offered_price: 0 },
      { offer_property_id: propertyId, offered_price: 150_000.123 },
      { offer_property_id: propertyId, offered_price: 1e300 },
      { offer_property_id: propertyId, offered_price: null },
      { offer_property_id: 12, offered_price: 150_000 },
      { offer_property_id: 'x'.repeat(50_000), offered_price: 150_000 },
      [propertyId, 150_000],
    ];
    for (const payload of payloads) {
      const bad = await inject({
        method: 'POST',
        url: '/api/propertyOffer',
        headers: buyer.auth,
        payload: payload as object,
      });
      expect(bad.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(bad.json().message).toEqual(expect.any(String));
    }
    expect(await offersOn(propertyId)).toHaveLength(0);
  });

  it('anonymous visitors get 401 on every offer call and nothing changes', async () => {
    const propertyId = await listing();
    const offerId = await pendingOffer(propertyId);
    const calls: InjectOptions[] = [
      {
        method: 'POST',
        url: '/api/propertyOffer',
        payload: { offer_property_id: propertyId, offered_price: 150_000 },
      },
      { method: 'GET', url: `/api/propertyOffer/${buyer.email}` },
      { method: 'GET', url: `/api/propertyOffer/payable/${offerId}` },
      { method: 'GET', url: `/api/requestedProperty/${agent.email}` },
      { method: 'PATCH', url: `/api/requestProperty/${offerId}`, payload: { status: 'accepted' } },
    ];
    for (const call of calls) {
      const res = await inject(call);
      expect(res.statusCode, call.url as string).toBe(401);
      expect(res.json()).toEqual({ message: messages.notSignedIn });
    }
    const rows = await offersOn(propertyId);
    expect(rows.map((r) => r.status)).toEqual(['pending']);
  });

  it("a user cannot list another buyer's offers; an admin can", async () => {
    const propertyId = await listing();
    const offerId = await pendingOffer(propertyId);
    const peek = await inject({
      method: 'GET',
      url: `/api/propertyOffer/${buyer.email}`,
      headers: otherBuyer.auth,
    });
    expect(peek.statusCode).toBe(403);
    expect(peek.json()).toEqual({ message: messages.forbidden });

    const asAdmin = await inject({
      method: 'GET',
      url: `/api/propertyOffer/${buyer.email}`,
      headers: admin.auth,
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().map((o: { _id: string }) => o._id)).toContain(offerId);
  });

  it('only the buyer loads an offer to pay', async () => {
    const propertyId = await listing();
    const offerId = await pendingOffer(propertyId);
    const own = await inject({
      method: 'GET',
      url: `/api/propertyOffer/payable/${offerId}`,
      headers: buyer.auth,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: offerId, offered_price: 150_000, status: 'pending' });

    for (const who of [otherBuyer, agent, admin]) {
      const res = await inject({
        method: 'GET',
        url: `/api/propertyOffer/payable/${offerId}`,
        headers: who.auth,
      });
      expect(res.statusCode).toBe(403);
    }
    for (const id of [randomUUID(), 'zzz']) {
      const res = await inject({
        method: 'GET',
        url: `/api/propertyOffer/payable/${id}`,
        headers: buyer.auth,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Offer not found' });
    }
  });

  it('an agent sees the offers on their own listings only', async () => {
    const mine = await listing({ title: 'Mine' });
    const theirs = await createListing(ctx().app, ctx().db, otherAgent, { title: 'Theirs' });
    const onMine = await pendingOffer(mine);
    const onTheirs = await pendingOffer(theirs);

    const res = await inject({
      method: 'GET',
      url: `/api/requestedProperty/${agent.email}`,
      headers: agent.auth,
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((o: { _id: string }) => o._id);
    expect(ids).toContain(onMine);
    expect(ids).not.toContain(onTheirs);
    expect(res.json().find((o: { _id: string }) => o._id === onMine)).toMatchObject({
      property_title: 'Mine',
      buyer_name: 'Bob Buyer',
      buyer_email: buyer.email,
      offered_price: 150_000,
      status: 'pending',
    });

    const snoop = await inject({
      method: 'GET',
      url: `/api/requestedProperty/${agent.email}`,
      headers: otherAgent.auth,
    });
    expect(snoop.statusCode).toBe(403);
    const asUser = await inject({
      method: 'GET',
      url: `/api/requestedProperty/${buyer.email}`,
      headers: buyer.auth,
    });
    expect(asUser.statusCode).toBe(403);
    const asAdmin = await inject({
      method: 'GET',
      url: `/api/requestedProperty/${agent.email}`,
      headers: admin.auth,
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().map((o: { _id: string }) => o._id)).toContain(onMine);
  });
});

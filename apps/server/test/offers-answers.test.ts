import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { messages, ruleMessages } from '@elite/shared';
import { properties } from '../src/db/schema';
import type { TestAccount } from './helpers/factories';
import { offerAccounts, offerCalls } from './helpers/offer-calls';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('offers: the listing agent’s answer', (ctx) => {
  let agent: TestAccount;
  let otherAgent: TestAccount;
  let buyer: TestAccount;
  let otherBuyer: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    ({ agent, otherAgent, buyer, otherBuyer, admin } = await offerAccounts(ctx()));
  });
  const { inject, listing, answer, offersOn, pendingOffer } = offerCalls(ctx, () => ({
    agent,
    buyer,
  }));

  it('the listing agent accepts a pending offer once, and the buyer sees it accepted', async () => {
    const propertyId = await listing();
    const offerId = await pendingOffer(propertyId);
    const res = await answer(agent, offerId, 'accepted');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });

    const payable = await inject({
      method: 'GET',
      url: `/api/propertyOffer/payable/${offerId}`,
      headers: buyer.auth,
    });
    expect(payable.json().status).toBe('accepted');

    for (const status of ['accepted', 'rejected']) {
      const again = await answer(agent, offerId, status);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: ruleMessages.offerNotPending });
    }
    expect((await offersOn(propertyId)).map((o) => o.status)).toEqual(['accepted']);
  });

  it('the listing agent rejects a pending offer once', async () => {
    const propertyId = await listing();
    const offerId = await pendingOffer(propertyId);
    const res = await answer(agent, offerId, 'rejected');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    const again = await answer(agent, offerId, 'accepted');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ruleMessages.offerNotPending });
    expect((await offersOn(propertyId)).map((o) => o.status)).toEqual(['rejected']);
  });

  it("an agent cannot answer an offer on another agent's listing", async () => {
    const propertyId = await listing();
    const offerId = await pendingOffer(propertyId);
    for (const status of ['accepted', 'rejected']) {
      const res = await answer(otherAgent, offerId, status);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.forbidden });
    }
    // Neither the buyer nor an admin answers offers.
    for (const who of [buyer, admin]) {
      expect((await answer(who, offerId, 'accepted')).statusCode).toBe(403);
    }
    expect((await offersOn(propertyId)).map((o) => o.status)).toEqual(['pending']);
  });

  it('only one offer per property can be accepted', async () => {
    const propertyId = await listing();
    const first = await pendingOffer(propertyId, buyer);
    const second = await pendingOffer(propertyId, otherBuyer);
    expect((await answer(agent, first, 'accepted')).statusCode).toBe(200);

    const res = await answer(agent, second, 'accepted');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ruleMessages.anotherOfferAccepted });
    // The other offer may still be rejected.
    expect((await answer(agent, second, 'rejected')).statusCode).toBe(200);
    expect((await offersOn(propertyId)).map((o) => o.status)).toEqual(['accepted', 'rejected']);
  });

  it('two simultaneous accepts of different offers on one property: exactly one wins', async () => {
    const propertyId = await listing();
    const first = await pendingOffer(propertyId, buyer);
    const second = await pendingOffer(propertyId, otherBuyer);
    const results = await Promise.all([
      answer(agent, first, 'accepted'),
      answer(agent, second, 'accepted'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json()).toEqual({ message: ruleMessages.anotherOfferAccepted });
    const statuses = (await offersOn(propertyId)).map((o) => o.status).sort();
    expect(statuses).toEqual(['accepted', 'pending']);
  });

  it('two simultaneous accepts of the same offer: exactly one wins', async () => {
    const propertyId = await listing();
    const offerId = await pendingOffer(propertyId);
    const results = await Promise.all([
      answer(agent, offerId, 'accepted'),
      answer(agent, offerId, 'accepted'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({
      message: ruleMessages.offerNotPending,
    });
  });

  it('an offer cannot be accepted once its listing is no longer publicly listed', async () => {
    const propertyId = await listing();
    const offerId = await pendingOffer(propertyId);
    // The agent's update sends the listing back to review.
    await ctx()
      .db.update(properties)
      .set({ status: 'pending' })
      .where(eq(properties.id, propertyId));
    const res = await answer(agent, offerId, 'accepted');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ruleMessages.propertyNotAvailable });
    expect((await offersOn(propertyId)).map((o) => o.status)).toEqual(['pending']);
    // Saying no is still possible.
    expect((await answer(agent, offerId, 'rejected')).statusCode).toBe(200);
  });

  it('refuses a bad answer or an unknown offer with a message', async () => {
    const propertyId = await listing();
    const offerId = await pendingOffer(propertyId);
    for (const status of ['bought', 'pending', '', null, 1, 'x'.repeat(10_000)]) {
      const res = await answer(agent, offerId, status);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/status must be accepted or rejected/);
    }
    const empty = await inject({
      method: 'PATCH',
      url: `/api/requestProperty/${offerId}`,
      headers: agent.auth,
    });
    expect(empty.statusCode).toBe(400);
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await answer(agent, id, 'accepted');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Offer not found' });
    }
    expect((await offersOn(propertyId)).map((o) => o.status)).toEqual(['pending']);
  });

  it("deleting a listing rejects its open offers, which stay in the buyer's list", async () => {
    const propertyId = await listing({ title: 'Gone soon' });
    const offerId = await pendingOffer(propertyId);
    await inject({ method: 'DELETE', url: `/api/property/${propertyId}`, headers: agent.auth });
    const mine = await inject({
      method: 'GET',
      url: `/api/propertyOffer/${buyer.email}`,
      headers: buyer.auth,
    });
    expect(mine.json().find((o: { _id: string }) => o._id === offerId)).toMatchObject({
      property_title: 'Gone soon',
      status: 'rejected',
    });
    expect((await answer(agent, offerId, 'accepted')).statusCode).toBe(409);
  });
});

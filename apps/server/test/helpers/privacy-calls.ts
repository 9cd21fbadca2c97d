import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { inDays } from './conversation-calls';
import { createAccount, type TestAccount } from './factories';
import { createListing, type ListingOptions } from './marketplace-factories';
import { inHours } from './open-house-calls';
import { GOOD_CARD } from './payment-parties';
import type { TestContext } from './test-app';

/** The calls the privacy tests make (CONTRACT.md section 16), and the trade they set up first. */
export function privacyCalls(ctx: () => TestContext) {
  const as = (who: TestAccount | undefined, options: InjectOptions) =>
    ctx().app.inject({ ...options, headers: { ...who?.auth, ...options.headers } });
  /** A call that must succeed: its JSON answer. */
  const ok = async (who: TestAccount, options: InjectOptions) => {
    const res = await as(who, options);
    expect(res.statusCode, `${options.method} ${options.url}: ${res.body}`).toBeLessThan(300);
    return res.body ? res.json() : undefined;
  };
  const account = (role: 'user' | 'agent' | 'admin' = 'user', name?: string) =>
    createAccount(ctx().app, ctx().db, { role, name });
  const listing = (agent: TestAccount, options: ListingOptions = {}) =>
    createListing(ctx().app, ctx().db, agent, options);

  /** The buyer's offer on the listing, accepted by its agent: the offer's id. */
  async function acceptedOffer(agent: TestAccount, buyer: TestAccount, propertyId: string) {
    const { insertedId } = await ok(buyer, {
      method: 'POST',
      url: '/api/propertyOffer',
      payload: { offer_property_id: propertyId, offered_price: 150_000 },
    });
    await ok(agent, {
      method: 'PATCH',
      url: `/api/requestProperty/${insertedId}`,
      payload: { status: 'accepted' },
    });
    return insertedId as string;
  }

  /** A new listing of the agent sold to the buyer, paid with the sandbox's good card. */
  async function sale(agent: TestAccount, buyer: TestAccount, title = 'Sold Cottage') {
    const propertyId = await listing(agent, { title });
    const offerId = await acceptedOffer(agent, buyer, propertyId);
    const { clientSecret } = await ok(buyer, {
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { offerId },
    });
    const confirmed = await ok(buyer, {
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: { clientSecret, ...GOOD_CARD },
    });
    await ok(buyer, {
      method: 'POST',
      url: '/api/soldProperty',
      payload: { offerId, transactionId: confirmed.paymentIntent.id },
    });
    return { propertyId, offerId, clientSecret: clientSecret as string };
  }

  const post = (who: TestAccount, url: string, payload?: object) =>
    ok(who, { method: 'POST', url, ...(payload && { payload }) });

  /**
   * The buyer deals with the agent about the listing every other way: a conversation with a
   * reply, a viewing the agent confirmed, an open house, a review of the agent, a saved search.
   */
  async function dealings(agent: TestAccount, buyer: TestAccount, propertyId: string) {
    const talk = await post(buyer, '/api/conversations', {
      property_id: propertyId,
      message: 'Is it quiet?',
    });
    await post(agent, `/api/conversations/${talk.insertedId}/messages`, { message: 'Very.' });
    const viewing = await post(buyer, '/api/viewings', {
      property_id: propertyId,
      start: inDays(3),
    });
    await ok(agent, {
      method: 'PATCH',
      url: `/api/viewings/${viewing.insertedId}`,
      payload: { status: 'confirmed' },
    });
    const openHouse = await post(agent, `/api/property/${propertyId}/open-houses`, {
      start: inHours(48),
      end: inHours(50),
    });
    await post(buyer, `/api/open-houses/${openHouse.insertedId}/attend`);
    await post(buyer, `/api/agents/${agent.id}/reviews`, { rating: 5, comment: 'Kind and quick.' });
    await post(buyer, '/api/saved-searches', {
      name: 'Harbour',
      frequency: 'daily',
      query: { location: 'Lisbon' },
    });
  }

  return {
    as,
    ok,
    post,
    dealings,
    account,
    listing,
    acceptedOffer,
    sale,
    exportOf: (who: TestAccount | undefined) =>
      as(who, { method: 'GET', url: '/api/auth/me/export' }),
    deletionCheck: (who: TestAccount) => as(who, { method: 'GET', url: '/api/auth/me/deletion' }),
    deleteAccount: (who: TestAccount, payload?: object) =>
      as(who, { method: 'DELETE', url: '/api/auth/me', ...(payload && { payload }) }),
    me: (who: TestAccount) => as(who, { method: 'GET', url: '/api/auth/me' }),
  };
}

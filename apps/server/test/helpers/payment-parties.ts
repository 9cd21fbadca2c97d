import type { InjectOptions } from 'fastify';
import { beforeAll } from 'vitest';
import { createAccount, type TestAccount } from './factories';
import { createListing } from './marketplace-factories';
import type { TestContext } from './test-app';

export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', exp: '12/40', cvc: '123' };

/** The parties, an accepted offer on a new listing, and the calls a buyer's browser makes. */
export function paymentParties(ctx: () => TestContext) {
  const inject = (options: InjectOptions) => ctx().app.inject(options);
  let agent: TestAccount;
  let buyer: TestAccount;
  let otherBuyer: TestAccount;

  beforeAll(async () => {
    const { app, db } = ctx();
    [agent, buyer, otherBuyer] = await Promise.all([
      createAccount(app, db, { role: 'agent', name: 'Agnes Agent' }),
      createAccount(app, db, { name: 'Bea Buyer' }),
      createAccount(app, db),
    ]);
  });

  /** A listing with the buyer's offer on it, answered by the agent (accepted by default). */
  async function offerOnNewListing(
    options: { price?: number; max?: number; answer?: 'accepted' | 'rejected' | null } = {},
  ) {
    const price = options.price ?? 150_000;
    const propertyId = await createListing(ctx().app, ctx().db, agent, {
      min: 100_000,
      max: options.max ?? 2_000_000,
    });
    await inject({
      method: 'POST',
      url: '/api/property/wishlist',
      headers: buyer.auth,
      payload: { wish_property_id: propertyId },
    });
    const offerId = (
      await inject({
        method: 'POST',
        url: '/api/propertyOffer',
        headers: buyer.auth,
        payload: { offer_property_id: propertyId, offered_price: price },
      })
    ).json().insertedId as string;
    const answer = options.answer === undefined ? 'accepted' : options.answer;
    if (answer) {
      await inject({
        method: 'PATCH',
        url: `/api/requestProperty/${offerId}`,
        headers: agent.auth,
        payload: { status: answer },
      });
    }
    return { propertyId, offerId };
  }

  return {
    inject,
    agent: () => agent,
    buyer: () => buyer,
    otherBuyer: () => otherBuyer,
    offerOnNewListing,
    payable: (offerId: string) =>
      inject({
        method: 'GET',
        url: `/api/propertyOffer/payable/${offerId}`,
        headers: buyer.auth,
      }),
    createIntent: (offerId: string, who = buyer, price?: number) =>
      inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: who.auth,
        payload: { offerId, ...(price !== undefined && { price }) },
      }),
    confirm: (clientSecret: string, card = GOOD_CARD, who = buyer) =>
      inject({
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        headers: who.auth,
        payload: { clientSecret, ...card },
      }),
    sell: (offerId: string, transactionId: string, who = buyer) =>
      inject({
        method: 'POST',
        url: '/api/soldProperty',
        headers: who.auth,
        payload: { offerId, transactionId },
      }),
    soldBy: async (offerId: string) =>
      (
        await inject({
          method: 'GET',
          url: `/api/mySoldProperty/${agent.email}`,
          headers: agent.auth,
        })
      )
        .json()
        .find((s: { offerId: string }) => s.offerId === offerId),
  };
}

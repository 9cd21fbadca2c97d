import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { paymentMessages } from '@elite/shared';
import { mailOutbox, offers, properties, sales } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/factories';
import { createListing } from './helpers/marketplace-factories';
import { GOOD_CARD } from './helpers/payment-parties';
import { describeEachDatabase } from './helpers/test-app';

/**
 * Issue 36 item 3: an offer accepted before its agent was marked as fraud is not payable.
 * The buyer is told why, the card is never charged, no sale is recorded, no "sold" e-mail.
 */
describeEachDatabase('payments refuse a listing the public may not see', (ctx) => {
  const inject = (options: InjectOptions) => ctx().app.inject(options);
  let admin: TestAccount;
  let buyer: TestAccount;

  beforeAll(async () => {
    [admin, buyer] = await Promise.all([
      createAccount(ctx().app, ctx().db, { role: 'admin' }),
      createAccount(ctx().app, ctx().db),
    ]);
  });

  /** A fresh agent's listing with the buyer's accepted offer, an intent made, then the agent marked as fraud. */
  async function acceptedThenFraud() {
    const agent = await createAccount(ctx().app, ctx().db, { role: 'agent' });
    const propertyId = await createListing(ctx().app, ctx().db, agent);
    const offerId = (
      await inject({
        method: 'POST',
        url: '/api/propertyOffer',
        headers: buyer.auth,
        payload: { offer_property_id: propertyId, offered_price: 150_000 },
      })
    ).json().insertedId as string;
    const accepted = await inject({
      method: 'PATCH',
      url: `/api/requestProperty/${offerId}`,
      headers: agent.auth,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    const intent = await inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.auth,
      payload: { offerId },
    });
    expect(intent.statusCode).toBe(200);
    const marked = await inject({
      method: 'PATCH',
      url: `/api/fraudUser/${encodeURIComponent(agent.email)}`,
      headers: admin.auth,
      payload: { status: 'fraud' },
    });
    expect(marked.statusCode).toBe(200);
    return { agent, propertyId, offerId, clientSecret: intent.json().clientSecret as string };
  }

  async function soldMailsTo(email: string) {
    const mails = await ctx().db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email));
    return mails.filter((mail) => /sold|bought/i.test(mail.subject));
  }

  it('refuses the payment page, a new intent and the card with a 409 that says why', async () => {
    const { agent, propertyId, offerId, clientSecret } = await acceptedThenFraud();

    const payable = await inject({
      method: 'GET',
      url: `/api/propertyOffer/payable/${offerId}`,
      headers: buyer.auth,
    });
    expect(payable.statusCode).toBe(409);
    expect(payable.json()).toEqual({ message: paymentMessages.listingWithdrawn });

    const intent = await inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.auth,
      payload: { offerId },
    });
    expect(intent.statusCode).toBe(409);
    expect(intent.json()).toEqual({ message: paymentMessages.listingWithdrawn });

    // The intent made before the marking is not charged either.
    const paid = await inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: buyer.auth,
      payload: { clientSecret, ...GOOD_CARD },
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ message: paymentMessages.listingWithdrawn });

    const [offer] = await ctx().db.select().from(offers).where(eq(offers.id, offerId));
    expect(offer?.status).toBe('accepted');
    const [property] = await ctx()
      .db.select()
      .from(properties)
      .where(eq(properties.id, propertyId));
    expect(property?.status).toBe('verified');
    expect(await ctx().db.select().from(sales).where(eq(sales.propertyId, propertyId))).toEqual([]);
    expect(await soldMailsTo(agent.email)).toEqual([]);
  });

  it('records no sale for a reported payment on a deleted listing', async () => {
    const agent = await createAccount(ctx().app, ctx().db, { role: 'agent' });
    const propertyId = await createListing(ctx().app, ctx().db, agent);
    const offerId = (
      await inject({
        method: 'POST',
        url: '/api/propertyOffer',
        headers: buyer.auth,
        payload: { offer_property_id: propertyId, offered_price: 150_000 },
      })
    ).json().insertedId as string;
    await inject({
      method: 'PATCH',
      url: `/api/requestProperty/${offerId}`,
      headers: agent.auth,
      payload: { status: 'accepted' },
    });
    await ctx()
      .db.update(properties)
      .set({ deletedAt: new Date() })
      .where(eq(properties.id, propertyId));
    const intent = await inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.auth,
      payload: { offerId },
    });
    expect(intent.statusCode).toBe(409);
    expect(intent.json().message).toBe(paymentMessages.listingWithdrawn);
  });
});

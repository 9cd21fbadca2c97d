import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';
import { beforeAll, expect, it } from 'vitest';
import { paymentMessages } from '@elite/shared';
import { sales } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/factories';
import { createListing } from './helpers/marketplace-factories';
import {
  markSucceeded,
  port,
  seen,
  signedEvent,
  succeededEvent,
  useFakeStripe,
  WEBHOOK_SECRET,
} from './helpers/fake-stripe';
import { describeEachDatabase } from './helpers/test-app';

useFakeStripe();

describeEachDatabase(
  'card payments (Stripe adapter)',
  (ctx) => {
    const inject = (options: InjectOptions) => ctx().app.inject(options);
    let agent: TestAccount;
    let buyer: TestAccount;

    beforeAll(async () => {
      [agent, buyer] = await Promise.all([
        createAccount(ctx().app, ctx().db, { role: 'agent' }),
        createAccount(ctx().app, ctx().db),
      ]);
    });

    async function acceptedOffer(price = 250_000.25) {
      const propertyId = await createListing(ctx().app, ctx().db, agent, {
        min: 100_000,
        max: 2_000_000,
      });
      const offerId = (
        await inject({
          method: 'POST',
          url: '/api/propertyOffer',
          headers: buyer.auth,
          payload: { offer_property_id: propertyId, offered_price: price },
        })
      ).json().insertedId as string;
      await inject({
        method: 'PATCH',
        url: `/api/requestProperty/${offerId}`,
        headers: agent.auth,
        payload: { status: 'accepted' },
      });
      return { propertyId, offerId };
    }

    async function intentFor(offerId: string) {
      const res = await inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: buyer.auth,
        payload: { offerId },
      });
      expect(res.statusCode).toBe(200);
      const clientSecret = res.json().clientSecret as string;
      return clientSecret.split('_secret_')[0]!;
    }

    const salesOf = (propertyId: string) =>
      ctx().db.select().from(sales).where(eq(sales.propertyId, propertyId));

    it('tells the web app the publishable key', async () => {
      const res = await inject({ method: 'GET', url: '/api/config' });
      expect(res.json()).toMatchObject({
        payments: 'stripe',
        stripePublishableKey: 'pk_test_stub',
      });
    });

    it('creates the PaymentIntent in cents from the stored offer, with an idempotency key', async () => {
      const { offerId } = await acceptedOffer(250_000.25);
      seen.length = 0;
      await intentFor(offerId);
      const create = seen.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
      expect(create?.form.get('amount')).toBe('25000025');
      expect(create?.form.get('currency')).toBe('usd');
      expect(create?.form.get('metadata[offerId]')).toBe(offerId);
      expect(create?.headers['idempotency-key']).toBe(`offer-${offerId}-25000025`);
      expect(create?.headers.authorization).toBe('Bearer sk_test_stub');
    });

    it('records the sale only once Stripe says the intent succeeded', async () => {
      const { propertyId, offerId } = await acceptedOffer();
      const id = await intentFor(offerId);
      const early = await inject({
        method: 'POST',
        url: '/api/soldProperty',
        headers: buyer.auth,
        payload: { offerId, transactionId: id },
      });
      expect(early.statusCode).toBe(409);
      markSucceeded(id);
      const paid = await inject({
        method: 'POST',
        url: '/api/soldProperty',
        headers: buyer.auth,
        payload: { offerId, transactionId: id },
      });
      expect(paid.statusCode).toBe(201);
      expect(await salesOf(propertyId)).toHaveLength(1);
    });

    it('a signed payment_intent.succeeded webhook records the sale; a redelivery and the browser add nothing', async () => {
      const { propertyId, offerId } = await acceptedOffer();
      const id = await intentFor(offerId);
      const event = succeededEvent(`evt_${id}`, markSucceeded(id));
      const [hook, browser, again] = await Promise.all([
        inject({
          method: 'POST',
          url: '/api/payments/stripe/webhook',
          headers: signedEvent(event),
          payload: event,
        }),
        inject({
          method: 'POST',
          url: '/api/soldProperty',
          headers: buyer.auth,
          payload: { offerId, transactionId: id },
        }),
        inject({
          method: 'POST',
          url: '/api/payments/stripe/webhook',
          headers: signedEvent(event),
          payload: event,
        }),
      ]);
      expect(hook.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect([200, 201]).toContain(browser.statusCode);
      expect(await salesOf(propertyId)).toHaveLength(1);
    });

    it('refuses a tampered body, a wrong secret and an old timestamp, and records nothing', async () => {
      const { propertyId, offerId } = await acceptedOffer();
      const id = await intentFor(offerId);
      const event = succeededEvent(`evt_t_${id}`, markSucceeded(id));
      const tampered = await inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: signedEvent(event),
        payload: event.replace('"succeeded"', '"succeeded" '),
      });
      expect(tampered.statusCode).toBe(401);
      const old = await inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: signedEvent(event, Math.floor(Date.now() / 1000) - 3600),
        payload: event,
      });
      expect(old.statusCode).toBe(401);
      const wrongSecret = Stripe.webhooks.generateTestHeaderString({
        payload: event,
        secret: 'whsec_other',
      });
      const forged = await inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': wrongSecret },
        payload: event,
      });
      expect(forged.statusCode).toBe(401);
      const unsigned = await inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: event,
      });
      expect(unsigned.statusCode).toBe(401);
      expect(await salesOf(propertyId)).toHaveLength(0);
    });

    it('above the card cap, Stripe is asked for the deposit and the sale records the full price', async () => {
      const { propertyId, offerId } = await acceptedOffer(1_200_000);
      const payable = await inject({
        method: 'GET',
        url: `/api/propertyOffer/payable/${offerId}`,
        headers: buyer.auth,
      });
      expect(payable.json()).toMatchObject({ amount_due: 120_000, deposit: true });
      seen.length = 0;
      const id = await intentFor(offerId);
      const create = seen.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
      expect(create?.form.get('amount')).toBe('12000000');
      markSucceeded(id);
      const paid = await inject({
        method: 'POST',
        url: '/api/soldProperty',
        headers: buyer.auth,
        payload: { offerId, transactionId: id },
      });
      expect(paid.statusCode).toBe(201);
      expect(await salesOf(propertyId)).toMatchObject([
        { price: 1_200_000, amountPaid: 120_000, transactionId: id },
      ]);
    });

    it('the webhook records a deposit payment, and refuses a payment of another amount', async () => {
      const deposit = await acceptedOffer(1_300_000);
      const depositId = await intentFor(deposit.offerId);
      const event = succeededEvent(`evt_${depositId}`, markSucceeded(depositId));
      const hook = await inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: signedEvent(event),
        payload: event,
      });
      expect(hook.statusCode).toBe(200);
      expect(await salesOf(deposit.propertyId)).toMatchObject([
        { price: 1_300_000, amountPaid: 130_000 },
      ]);

      // A payment of the full price is not what this offer's card payment is: nothing recorded.
      const full = await acceptedOffer(1_400_000);
      const forged = succeededEvent('evt_full_price', {
        id: 'pi_full_price',
        object: 'payment_intent',
        amount: 140_000_000,
        amount_received: 140_000_000,
        currency: 'usd',
        status: 'succeeded',
        metadata: { offerId: full.offerId },
      });
      const refused = await inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: signedEvent(forged),
        payload: forged,
      });
      expect(refused.statusCode).toBe(200);
      expect(await salesOf(full.propertyId)).toHaveLength(0);
    });

    it('records no sale for a payment on a listing whose agent was marked as fraud, and refunds it once', async () => {
      const [cheat, admin] = await Promise.all([
        createAccount(ctx().app, ctx().db, { role: 'agent' }),
        createAccount(ctx().app, ctx().db, { role: 'admin' }),
      ]);
      const propertyId = await createListing(ctx().app, ctx().db, cheat);
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
        headers: cheat.auth,
        payload: { status: 'accepted' },
      });
      const intentId = await intentFor(offerId);
      const marked = await inject({
        method: 'PATCH',
        url: `/api/fraudUser/${encodeURIComponent(cheat.email)}`,
        headers: admin.auth,
        payload: { status: 'fraud' },
      });
      expect(marked.statusCode).toBe(200);

      // Stripe charged the card (the buyer's page was open): the webhook and the browser report it.
      const event = succeededEvent(`evt_fraud_${intentId}`, markSucceeded(intentId));
      const hook = await inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: signedEvent(event),
        payload: event,
      });
      expect(hook.statusCode).toBe(200);
      const reported = await inject({
        method: 'POST',
        url: '/api/soldProperty',
        headers: buyer.auth,
        payload: { offerId, transactionId: intentId },
      });
      expect(reported.statusCode).toBe(409);
      expect(reported.json()).toEqual({ message: paymentMessages.listingWithdrawnRefunded });

      expect(await salesOf(propertyId)).toHaveLength(0);
      const refunds = seen.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
      const mine = refunds.filter((r) => r.form.get('payment_intent') === intentId);
      expect(mine.length).toBeGreaterThan(0);
      // The same refund each time (Stripe's idempotency key): the money goes back once.
      expect(new Set(mine.map((r) => r.headers['idempotency-key']))).toEqual(
        new Set([`refund-${intentId}`]),
      );
    });

    it('has no sandbox confirmation in Stripe mode', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        headers: buyer.auth,
        payload: {
          clientSecret: 'pi_x_secret_y',
          cardNumber: '4242424242424242',
          exp: '12/40',
          cvc: '123',
        },
      });
      expect(res.statusCode).toBe(404);
    });
  },
  {
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_stub',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_stub',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
  },
);

import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/factories';
import { port, seen, useFakeStripe, WEBHOOK_SECRET } from './helpers/fake-stripe';
import { createListing } from './helpers/marketplace-factories';
import { describeEachDatabase } from './helpers/test-app';

useFakeStripe();

const listing = (price_range: { min: number; max: number }) => ({
  property_title: 'Harbour view flat',
  location: 'Osaka',
  property_image: 'https://example.com/a.jpg',
  price_range,
});

describeEachDatabase(
  'prices in yen (CURRENCY=JPY)',
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

    it('tells the web app the currency', async () => {
      const res = await inject({ method: 'GET', url: '/api/config' });
      expect(res.json()).toMatchObject({ currency: 'JPY' });
    });

    it('refuses a listing price in fractions of a yen, naming the field', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/property',
        headers: agent.auth,
        payload: listing({ min: 1_500_000.5, max: 2_000_000 }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('price_range.min');
    });

    it('accepts whole yen', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/property',
        headers: agent.auth,
        payload: listing({ min: 1_500_000, max: 2_000_000 }),
      });
      expect(res.statusCode).toBe(201);
    });

    it('takes offers in whole yen only', async () => {
      const propertyId = await createListing(ctx().app, ctx().db, agent, {
        min: 1_000_000,
        max: 2_000_000,
      });
      const offer = (offered_price: number) =>
        inject({
          method: 'POST',
          url: '/api/propertyOffer',
          headers: buyer.auth,
          payload: { offer_property_id: propertyId, offered_price },
        });
      const fraction = await offer(1_500_000.5);
      expect(fraction.statusCode).toBe(400);
      expect(fraction.body).toContain('offered_price');
      expect((await offer(1_500_000)).statusCode).toBe(201);
    });
  },
  { CURRENCY: 'JPY' },
);

describeEachDatabase(
  'card payments in euros (CURRENCY=EUR)',
  (ctx) => {
    const inject = (options: InjectOptions) => ctx().app.inject(options);

    it('creates the PaymentIntent in eur, in cents', async () => {
      const [agent, buyer] = await Promise.all([
        createAccount(ctx().app, ctx().db, { role: 'agent' }),
        createAccount(ctx().app, ctx().db),
      ]);
      const propertyId = await createListing(ctx().app, ctx().db, agent, {
        min: 100_000,
        max: 2_000_000,
      });
      const offerId = (
        await inject({
          method: 'POST',
          url: '/api/propertyOffer',
          headers: buyer.auth,
          payload: { offer_property_id: propertyId, offered_price: 250_000.25 },
        })
      ).json().insertedId as string;
      await inject({
        method: 'PATCH',
        url: `/api/requestProperty/${offerId}`,
        headers: agent.auth,
        payload: { status: 'accepted' },
      });
      seen.length = 0;
      const res = await inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: buyer.auth,
        payload: { offerId },
      });
      expect(res.statusCode).toBe(200);
      const create = seen.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
      expect(create?.form.get('currency')).toBe('eur');
      expect(create?.form.get('amount')).toBe('25000025');
    });
  },
  {
    CURRENCY: 'EUR',
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_stub',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_stub',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
  },
);

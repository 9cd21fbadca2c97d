import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sales } from '../src/db/schema';
import {
  intents,
  markSucceeded,
  port,
  signedEvent,
  succeededEvent,
  useFakeStripe,
  WEBHOOK_SECRET,
} from './helpers/fake-stripe';
import { rentalParties } from './helpers/rental-parties';
import { describeEachDatabase } from './helpers/test-app';

useFakeStripe();

/** CONTRACT.md sections 5 and 12: with Stripe, the holding deposit and the let by the webhook. */
describeEachDatabase(
  'the holding deposit with Stripe',
  (ctx) => {
    const p = rentalParties(ctx);

    async function intentFor(offerId: string) {
      const res = await p.createIntent(offerId);
      expect(res.statusCode).toBe(200);
      return (res.json().clientSecret as string).split('_secret_')[0]!;
    }
    const webhook = (event: string) =>
      p.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: signedEvent(event),
        payload: event,
      });

    it('Stripe is asked for the holding deposit; its webhook and the browser at once record one let', async () => {
      const { propertyId, offerId } = await p.acceptedApplication({ rent: 1_500 });
      const id = await intentFor(offerId);
      expect(intents.get(id)).toMatchObject({ amount: 34_615 });
      const event = succeededEvent(`evt_${id}`, markSucceeded(id));
      const [hook, browser, again] = await Promise.all([
        webhook(event),
        p.sell(offerId, id),
        webhook(event),
      ]);
      expect(hook.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect([200, 201]).toContain(browser.statusCode);
      const lets = await ctx().db.select().from(sales).where(eq(sales.propertyId, propertyId));
      expect(lets).toHaveLength(1);
      expect(lets[0]).toMatchObject({
        price: 1_500,
        amountPaid: 346.15,
        listingType: 'rent',
        rentPeriod: 'month',
        termMonths: 12,
      });
      expect((await p.stateOf(offerId, propertyId)).property?.status).toBe('sold');
    });

    it('a webhook alone records the let', async () => {
      const { propertyId, offerId } = await p.acceptedApplication({
        rentPeriod: 'week',
        min: 300,
        max: 500,
        rent: 450,
      });
      const id = await intentFor(offerId);
      expect((await webhook(succeededEvent(`evt_w_${id}`, markSucceeded(id)))).statusCode).toBe(
        200,
      );
      const lets = await ctx().db.select().from(sales).where(eq(sales.propertyId, propertyId));
      expect(lets).toEqual([
        expect.objectContaining({ price: 450, amountPaid: 450, rentPeriod: 'week' }),
      ]);
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

import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { paymentMessages } from '@elite/shared';
import { mailOutbox, paymentIntents, sales } from '../src/db/schema';
import { paymentParties } from './helpers/payment-parties';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('card payments above the card cap (reservation deposit)', (ctx) => {
  const { offerOnNewListing, payable, createIntent, confirm, sell, soldBy, ...parties } =
    paymentParties(ctx);

  it('an accepted offer of $1,200,000 pays a 10% deposit of $120,000 and records the full sale', async () => {
    const { propertyId, offerId } = await offerOnNewListing({ price: 1_200_000 });
    const before = await payable(offerId);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      status: 'accepted',
      offered_price: 1_200_000,
      amount_due: 120_000,
      deposit: true,
    });

    // The browser may send the offered price (SPEC.md's client does): it names the offer, not
    // the amount charged; the deposit itself is not the offer's price.
    const intent = await createIntent(offerId, parties.buyer(), 1_200_000);
    expect(intent.statusCode).toBe(200);
    expect((await createIntent(offerId, parties.buyer(), 120_000)).json()).toEqual({
      message: paymentMessages.priceMismatch,
    });
    const paid = await confirm(intent.json().clientSecret);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().paymentIntent).toMatchObject({ status: 'succeeded', amount: 12_000_000 });

    const sale = await sell(offerId, paid.json().paymentIntent.id);
    expect(sale.statusCode).toBe(200);
    const [row] = await ctx().db.select().from(sales).where(eq(sales.propertyId, propertyId));
    expect(row).toMatchObject({ price: 1_200_000, amountPaid: 120_000 });
    expect(await soldBy(offerId)).toMatchObject({ offered_price: 1_200_000, amount_paid: 120_000 });

    // The receipt shows the payment that was made.
    expect((await payable(offerId)).json()).toMatchObject({
      status: 'bought',
      amount_due: 120_000,
      deposit: true,
    });
    // The buyer's offers say what the card paid; the e-mail says a deposit, not "You bought".
    const mine = await parties.inject({
      method: 'GET',
      url: `/api/propertyOffer/${parties.buyer().email}`,
      headers: parties.buyer().auth,
    });
    expect(mine.json().find((o: { _id: string }) => o._id === offerId)).toMatchObject({
      status: 'bought',
      amount_paid: 120_000,
    });
    const mails = await ctx()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toEmail, parties.buyer().email));
    expect(mails.map((mail) => mail.subject)).toContain(
      'Deposit paid for Sunny flat, $1,080,000 to settle with the agent',
    );
  });

  it('pays in full up to exactly $999,999.99; one cent more pays a deposit', async () => {
    const atCap = await offerOnNewListing({ price: 999_999.99 });
    expect((await payable(atCap.offerId)).json()).toMatchObject({
      amount_due: 999_999.99,
      deposit: false,
    });
    const { clientSecret } = (await createIntent(atCap.offerId)).json();
    const paid = await confirm(clientSecret);
    expect(paid.json().paymentIntent.amount).toBe(99_999_999);
    expect(await soldBy(atCap.offerId)).toMatchObject({
      offered_price: 999_999.99,
      amount_paid: 999_999.99,
    });

    const aboveCap = await offerOnNewListing({ price: 1_000_000 });
    expect((await payable(aboveCap.offerId)).json()).toMatchObject({
      amount_due: 100_000,
      deposit: true,
    });
  });

  it('a payment of any other amount than the amount due records nothing', async () => {
    const { propertyId, offerId } = await offerOnNewListing({ price: 1_200_000 });
    // A succeeded payment of the full price: not what this offer's card payment is.
    await ctx().db.insert(paymentIntents).values({
      id: 'pi_sandbox_full_price',
      clientSecret: 'pi_sandbox_full_price_secret_x',
      offerId,
      amountCents: 120_000_000,
      status: 'succeeded',
    });
    const res = await sell(offerId, 'pi_sandbox_full_price');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: paymentMessages.paymentNotVerified });
    const saleRows = await ctx().db.select().from(sales).where(eq(sales.propertyId, propertyId));
    expect(saleRows).toEqual([]);
  });

  it('an intent made for another amount due (the percent changed since) charges nothing', async () => {
    const { propertyId, offerId } = await offerOnNewListing({ price: 1_200_000 });
    const { clientSecret } = (await createIntent(offerId)).json();
    await ctx()
      .db.update(paymentIntents)
      .set({ amountCents: 24_000_000 })
      .where(eq(paymentIntents.clientSecret, clientSecret));
    const res = await confirm(clientSecret);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: paymentMessages.amountDueChanged });
    const [intent] = await ctx()
      .db.select()
      .from(paymentIntents)
      .where(eq(paymentIntents.clientSecret, clientSecret));
    expect(intent?.status).toBe('requires_payment_method');
    const saleRows = await ctx().db.select().from(sales).where(eq(sales.propertyId, propertyId));
    expect(saleRows).toEqual([]);
  });
});

describeEachDatabase(
  'card payments with RESERVATION_DEPOSIT_PERCENT=25',
  (ctx) => {
    const { offerOnNewListing, payable, createIntent, confirm, sell, soldBy } = paymentParties(ctx);

    it('the deposit is the configured percent, and the web app is told it', async () => {
      const config = await ctx().app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json()).toMatchObject({ reservationDepositPercent: 25 });

      const { offerId } = await offerOnNewListing({ price: 1_200_000 });
      expect((await payable(offerId)).json()).toMatchObject({
        amount_due: 300_000,
        deposit: true,
      });
      const { clientSecret } = (await createIntent(offerId)).json();
      const paid = await confirm(clientSecret);
      expect(paid.json().paymentIntent.amount).toBe(30_000_000);
      expect((await sell(offerId, paid.json().paymentIntent.id)).statusCode).toBe(200);
      expect(await soldBy(offerId)).toMatchObject({
        offered_price: 1_200_000,
        amount_paid: 300_000,
      });
    });

    it('an offer under the cap still pays in full', async () => {
      const { offerId } = await offerOnNewListing({ price: 400_000 });
      expect((await payable(offerId)).json()).toMatchObject({
        amount_due: 400_000,
        deposit: false,
      });
    });
  },
  { RESERVATION_DEPOSIT_PERCENT: '25' },
);

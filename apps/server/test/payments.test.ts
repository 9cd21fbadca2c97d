import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { paymentMessages } from '@elite/shared';
import { mailOutbox, offers, properties, sales, wishlistEntries } from '../src/db/schema';
import { sandboxCardMessages } from '../src/modules/payments/sandbox-cards';
import { createAccount } from './helpers/factories';
import { createListing } from './helpers/marketplace-factories';
import { GOOD_CARD, paymentParties } from './helpers/payment-parties';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('card payments (sandbox)', (ctx) => {
  const { inject, offerOnNewListing, createIntent, confirm, sell, ...parties } =
    paymentParties(ctx);
  const buyer = () => parties.buyer();
  const otherBuyer = () => parties.otherBuyer();
  const agent = () => parties.agent();

  async function stateOf(offerId: string, propertyId: string) {
    const [offer] = await ctx().db.select().from(offers).where(eq(offers.id, offerId));
    const [property] = await ctx()
      .db.select()
      .from(properties)
      .where(eq(properties.id, propertyId));
    const saleRows = await ctx().db.select().from(sales).where(eq(sales.propertyId, propertyId));
    return { offer: offer?.status, property: property?.status, sales: saleRows.length };
  }

  it('pays an accepted offer with a good card and records the sale exactly as the contract says', async () => {
    const { propertyId, offerId } = await offerOnNewListing({ price: 150_000.5 });
    const rival = (
      await inject({
        method: 'POST',
        url: '/api/propertyOffer',
        headers: otherBuyer().auth,
        payload: { offer_property_id: propertyId, offered_price: 120_000 },
      })
    ).json().insertedId as string;

    expect(
      (
        await inject({
          method: 'GET',
          url: `/api/propertyOffer/payable/${offerId}`,
          headers: buyer().auth,
        })
      ).json(),
    ).toMatchObject({ offered_price: 150_000.5, amount_due: 150_000.5, deposit: false });

    const intent = await createIntent(offerId, buyer(), 150_000.5);
    expect(intent.statusCode).toBe(200);
    const { clientSecret } = intent.json();
    expect(clientSecret).toMatch(/^pi_sandbox_\w+_secret_\w+$/);

    const paid = await confirm(clientSecret);
    expect(paid.statusCode).toBe(200);
    const { paymentIntent } = paid.json();
    expect(paymentIntent).toMatchObject({ status: 'succeeded', amount: 15_000_050 });

    const sale = await sell(offerId, paymentIntent.id);
    expect([200, 201]).toContain(sale.statusCode);
    expect(sale.json().insertedId).toBeTruthy();

    expect(await stateOf(offerId, propertyId)).toEqual({
      offer: 'bought',
      property: 'sold',
      sales: 1,
    });
    const [rivalOffer] = await ctx().db.select().from(offers).where(eq(offers.id, rival));
    expect(rivalOffer?.status).toBe('rejected');
    const wish = await ctx()
      .db.select()
      .from(wishlistEntries)
      .where(eq(wishlistEntries.propertyId, propertyId));
    expect(wish.filter((w) => w.userId === buyer().id)).toEqual([]);

    const mine = await inject({
      method: 'GET',
      url: `/api/propertyOffer/${buyer().email}`,
      headers: buyer().auth,
    });
    const bought = mine.json().find((o: { _id: string }) => o._id === offerId);
    expect(bought).toMatchObject({ status: 'bought', transactionId: paymentIntent.id });

    const sold = await inject({
      method: 'GET',
      url: `/api/mySoldProperty/${agent().email}`,
      headers: agent().auth,
    });
    expect(sold.json().find((s: { offerId: string }) => s.offerId === offerId)).toMatchObject({
      transactionId: paymentIntent.id,
      offered_price: 150_000.5,
      amount_paid: 150_000.5,
      buyer_email: buyer().email,
      status: 'bought',
    });

    const follow = await inject({
      method: 'PATCH',
      url: `/api/soldProperty/${offerId}`,
      headers: buyer().auth,
      payload: { status: 'bought', transactionId: paymentIntent.id },
    });
    expect(follow.json()).toEqual({ modifiedCount: 0 });
  });

  it.each([
    ['4000000000000002', sandboxCardMessages.declined],
    ['4000000000009995', sandboxCardMessages.insufficientFunds],
    ['4000000000000069', sandboxCardMessages.expiredCard],
    ['4242424242424241', sandboxCardMessages.invalidNumber],
  ])(
    'card %s is declined with Stripe’s message and nothing is recorded',
    async (cardNumber, message) => {
      const { propertyId, offerId } = await offerOnNewListing();
      const { clientSecret } = (await createIntent(offerId)).json();
      const res = await confirm(clientSecret, { ...GOOD_CARD, cardNumber });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ error: { message } });
      expect(await stateOf(offerId, propertyId)).toEqual({
        offer: 'accepted',
        property: 'verified',
        sales: 0,
      });
    },
  );

  it('refuses a past expiry and a bad CVC', async () => {
    const { offerId } = await offerOnNewListing();
    const { clientSecret } = (await createIntent(offerId)).json();
    expect((await confirm(clientSecret, { ...GOOD_CARD, exp: '01/20' })).json().error.message).toBe(
      sandboxCardMessages.pastExpiry,
    );
    expect((await confirm(clientSecret, { ...GOOD_CARD, cvc: '1' })).json().error.message).toBe(
      sandboxCardMessages.invalidCvc,
    );
  });

  it('a made-up transaction id records nothing', async () => {
    const { propertyId, offerId } = await offerOnNewListing();
    const res = await sell(offerId, 'pi_made_up_123');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: paymentMessages.paymentNotVerified });
    expect(await stateOf(offerId, propertyId)).toMatchObject({ offer: 'accepted', sales: 0 });
  });

  it('an unpaid intent does not count as a payment', async () => {
    const { propertyId, offerId } = await offerOnNewListing();
    const { clientSecret } = (await createIntent(offerId)).json();
    const res = await sell(offerId, clientSecret.split('_secret_')[0]);
    expect(res.statusCode).toBe(409);
    expect(await stateOf(offerId, propertyId)).toMatchObject({ offer: 'accepted', sales: 0 });
  });

  it('a transaction id paid for another offer records nothing for this one', async () => {
    const first = await offerOnNewListing();
    const second = await offerOnNewListing();
    const { clientSecret } = (await createIntent(first.offerId)).json();
    const { paymentIntent } = (await confirm(clientSecret)).json();
    const res = await sell(second.offerId, paymentIntent.id);
    expect(res.statusCode).toBe(409);
    expect(await stateOf(second.offerId, second.propertyId)).toMatchObject({
      offer: 'accepted',
      sales: 0,
    });
  });

  it('the amount always comes from the offer: a different price is refused', async () => {
    const { offerId } = await offerOnNewListing({ price: 150_000 });
    const res = await createIntent(offerId, buyer(), 1);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: paymentMessages.priceMismatch });
  });

  it('only the buyer pays, and only an accepted offer', async () => {
    const accepted = await offerOnNewListing();
    expect((await createIntent(accepted.offerId, otherBuyer())).statusCode).toBe(403);
    expect((await createIntent(accepted.offerId, agent())).statusCode).toBe(403);

    const pending = await offerOnNewListing({ answer: null });
    const pendingRes = await createIntent(pending.offerId);
    expect(pendingRes.statusCode).toBe(409);
    expect(pendingRes.json()).toEqual({ message: paymentMessages.offerNotPayable });

    const rejected = await offerOnNewListing({ answer: 'rejected' });
    expect((await createIntent(rejected.offerId)).statusCode).toBe(409);

    const { clientSecret } = (await createIntent(accepted.offerId)).json();
    expect((await confirm(clientSecret, GOOD_CARD, otherBuyer())).statusCode).toBe(403);
    expect(await stateOf(accepted.offerId, accepted.propertyId)).toMatchObject({ sales: 0 });
  });

  it('a sold property cannot be paid for again', async () => {
    const { propertyId, offerId } = await offerOnNewListing();
    const { clientSecret } = (await createIntent(offerId)).json();
    const { paymentIntent } = (await confirm(clientSecret)).json();
    expect((await createIntent(offerId)).json()).toEqual({ message: paymentMessages.alreadyPaid });
    const again = await confirm(clientSecret);
    expect(again.json().paymentIntent.id).toBe(paymentIntent.id);
    expect(await stateOf(offerId, propertyId)).toMatchObject({ sales: 1 });
  });

  it('exactly once: 20 concurrent soldProperty calls for one payment make one sale and one total', async () => {
    const soloAgent = await createAccount(ctx().app, ctx().db, { role: 'agent' });
    const propertyId = await createListing(ctx().app, ctx().db, soloAgent, {
      min: 100_000,
      max: 200_000,
    });
    const offerId = (
      await inject({
        method: 'POST',
        url: '/api/propertyOffer',
        headers: buyer().auth,
        payload: { offer_property_id: propertyId, offered_price: 123_456.78 },
      })
    ).json().insertedId as string;
    await inject({
      method: 'PATCH',
      url: `/api/requestProperty/${offerId}`,
      headers: soloAgent.auth,
      payload: { status: 'accepted' },
    });
    const { clientSecret } = (await createIntent(offerId)).json();
    const transactionId = clientSecret.split('_secret_')[0];
    const results = await Promise.all([
      confirm(clientSecret),
      ...Array.from({ length: 20 }, () => sell(offerId, transactionId)),
    ]);
    const saleIds = new Set(
      results
        .slice(1)
        .filter((r) => r.statusCode < 300)
        .map((r) => r.json().insertedId),
    );
    expect(saleIds.size).toBeLessThanOrEqual(1);
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    expect(await stateOf(offerId, propertyId)).toEqual({
      offer: 'bought',
      property: 'sold',
      sales: 1,
    });
    const total = await inject({
      method: 'GET',
      url: `/api/totalAmount/${soloAgent.email}`,
      headers: soloAgent.auth,
    });
    expect(total.json()).toEqual({ price: 123_456.78 });

    // And after the confirmation, every repeat returns the same sale.
    const repeats = await Promise.all(
      Array.from({ length: 20 }, () => sell(offerId, transactionId)),
    );
    expect(new Set(repeats.map((r) => r.json().insertedId)).size).toBe(1);
    expect(repeats.every((r) => r.statusCode === 200)).toBe(true);
  });

  it('the follow-up calls never set a status the server has not recorded', async () => {
    const { propertyId, offerId } = await offerOnNewListing();
    const patch = await inject({
      method: 'PATCH',
      url: `/api/soldProperty/${offerId}`,
      headers: buyer().auth,
      payload: { status: 'bought', transactionId: 'pi_fake' },
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json()).toEqual({ message: paymentMessages.noSaleRecorded });
    const del = await inject({
      method: 'DELETE',
      url: `/api/soldProperty/${propertyId}`,
      headers: buyer().auth,
    });
    expect(del.json()).toEqual({ deletedCount: 1 });
    expect(await stateOf(offerId, propertyId)).toEqual({
      offer: 'accepted',
      property: 'verified',
      sales: 0,
    });
  });

  it('refuses bad payment input with a 4xx and a message', async () => {
    for (const payload of [
      {},
      { offerId: 42 },
      { offerId: 'x'.repeat(500) },
      { offerId: 'nope' },
    ]) {
      const res = await inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: buyer().auth,
        payload,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toBeTruthy();
    }
    const unknown = await confirm('pi_nope_secret_nope');
    expect(unknown.statusCode).toBe(404);
  });

  it("a sale cancels the home's upcoming viewings and tells each buyer by e-mail", async () => {
    const { propertyId, offerId } = await offerOnNewListing();
    const soon = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    soon.setUTCSeconds(0, 0);
    const start = soon.toISOString().replace('.000Z', 'Z');
    const asked = async (who: ReturnType<typeof buyer>) => {
      const res = await inject({
        method: 'POST',
        url: '/api/viewings',
        headers: who.auth,
        payload: { property_id: propertyId, start },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().insertedId as string;
    };
    const requested = await asked(otherBuyer());
    const confirmed = await asked(buyer());
    const answer = await inject({
      method: 'PATCH',
      url: `/api/viewings/${confirmed}`,
      headers: agent().auth,
      payload: { status: 'confirmed' },
    });
    expect(answer.statusCode).toBe(200);

    const { clientSecret } = (await createIntent(offerId)).json();
    expect((await confirm(clientSecret)).statusCode).toBe(200);

    const statusOf = async (who: ReturnType<typeof buyer>, id: string) =>
      (await inject({ method: 'GET', url: '/api/viewings', headers: who.auth }))
        .json()
        .find((v: { _id: string }) => v._id === id)?.status;
    expect(await statusOf(otherBuyer(), requested)).toBe('cancelled');
    expect(await statusOf(buyer(), confirmed)).toBe('cancelled');
    const told = await ctx()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'viewing_sold'));
    expect(told.map((mail) => mail.toEmail).sort()).toEqual(
      [buyer().email, otherBuyer().email].sort(),
    );
    expect(told[0]!.subject).toMatch(/is sold$/);
  });
});

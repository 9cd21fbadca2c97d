import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages, paymentMessages } from '@elite/shared';
import { offers, paymentIntents, sales } from '../src/db/schema';
import { createAccount } from './helpers/factories';
import { createListing } from './helpers/marketplace-factories';
import { inDays, rentalParties } from './helpers/rental-parties';
import { describeEachDatabase } from './helpers/test-app';

/** CONTRACT.md section 12: an accepted application is secured by a holding deposit. */
describeEachDatabase('the holding deposit of an application', (ctx) => {
  const p = rentalParties(ctx);
  const { acceptedApplication, payable, createIntent, confirm, sell, stateOf } = p;

  it('a monthly rent of $1,500 pays one week of rent ($346.15) and records the let as a sale', async () => {
    const moveIn = inDays(14);
    const { propertyId, offerId } = await acceptedApplication({
      rent: 1_500,
      body: { move_in: moveIn, term_months: 12 },
    });
    // A rival application stays open until the let is agreed; then it is rejected.
    const rival = await p.apply(propertyId, { offered_price: 1_400 }, p.otherRenter());
    expect(rival.statusCode).toBe(201);

    const due = await payable(offerId);
    expect(due.statusCode).toBe(200);
    expect(due.json()).toMatchObject({
      status: 'accepted',
      offered_price: 1_500,
      listing_type: 'rent',
      rent_period: 'month',
      move_in: moveIn,
      term_months: 12,
      amount_due: 346.15,
      deposit: true,
    });

    // A `price` sent names the rent, never the deposit.
    expect((await createIntent(offerId, p.renter(), 346.15)).json()).toEqual({
      message: paymentMessages.priceMismatch,
    });
    const intent = await createIntent(offerId, p.renter(), 1_500);
    expect(intent.statusCode).toBe(200);
    const paid = await confirm(intent.json().clientSecret);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().paymentIntent).toMatchObject({ status: 'succeeded', amount: 34_615 });

    const recorded = await sell(offerId, paid.json().paymentIntent.id);
    expect(recorded.statusCode).toBe(200);
    const state = await stateOf(offerId, propertyId);
    expect(state.offer?.status).toBe('bought');
    expect(state.property?.status).toBe('sold');
    expect(state.wished.filter((w) => w.userId === p.renter().id)).toEqual([]);
    expect(state.lets).toHaveLength(1);
    expect(state.lets[0]).toMatchObject({
      price: 1_500,
      amountPaid: 346.15,
      listingType: 'rent',
      rentPeriod: 'month',
      moveIn,
      termMonths: 12,
    });
    const [rivalRow] = await ctx()
      .db.select()
      .from(offers)
      .where(eq(offers.id, rival.json().insertedId as string));
    expect(rivalRow?.status).toBe('rejected');

    // The agent's sold list and the renter's bought list show the let in its own terms.
    const sold = await p.list(`/api/mySoldProperty/${p.agent().email}`, p.agent());
    expect(sold.json().find((s: { offerId: string }) => s.offerId === offerId)).toMatchObject({
      offered_price: 1_500,
      amount_paid: 346.15,
      listing_type: 'rent',
      rent_period: 'month',
      move_in: moveIn,
      term_months: 12,
    });
    const bought = await p.list(`/api/propertyOffer/${p.renter().email}`, p.renter());
    expect(bought.json().find((o: { _id: string }) => o._id === offerId)).toMatchObject({
      status: 'bought',
      offered_price: 1_500,
      amount_paid: 346.15,
      listing_type: 'rent',
      rent_period: 'month',
      move_in: moveIn,
      term_months: 12,
    });
    // The receipt shows what was paid.
    expect((await payable(offerId)).json()).toMatchObject({
      status: 'bought',
      amount_due: 346.15,
      deposit: true,
    });
    // The home has left the public list as a sold one does.
    const page = await p.inject({ method: 'GET', url: `/api/property/${propertyId}` });
    expect(page.statusCode === 404 || page.json().status === 'sold').toBe(true);
  });

  it('a weekly rent of $400 pays $400', async () => {
    const { offerId } = await acceptedApplication({
      rentPeriod: 'week',
      min: 300,
      max: 500,
      rent: 400,
    });
    expect((await payable(offerId)).json()).toMatchObject({ amount_due: 400, deposit: true });
    const { clientSecret } = (await createIntent(offerId)).json();
    expect((await confirm(clientSecret)).json().paymentIntent.amount).toBe(40_000);
  });

  it('the agent’s total adds a let’s amount paid and a sale’s price', async () => {
    const soloAgent = await createAccount(ctx().app, ctx().db, { role: 'agent' });
    const { offerId } = await acceptedApplication({ agent: soloAgent, rent: 2_600 });
    const { clientSecret } = (await createIntent(offerId)).json();
    expect((await confirm(clientSecret)).statusCode).toBe(200);

    const saleListing = await createListing(ctx().app, ctx().db, soloAgent, {
      min: 100_000,
      max: 200_000,
    });
    const saleOffer = (
      await p.apply(saleListing, {
        offered_price: 150_000,
        move_in: undefined,
        term_months: undefined,
      })
    ).json().insertedId as string;
    await p.answer(saleOffer, 'accepted', soloAgent);
    const sale = (await createIntent(saleOffer)).json();
    expect((await confirm(sale.clientSecret)).statusCode).toBe(200);

    const total = await p.list(`/api/totalAmount/${soloAgent.email}`, soloAgent);
    // $2,600 a month: 2,600 × 12 / 52 = $600 for the let, and $150,000 for the sale.
    expect(total.json()).toEqual({ price: 150_600 });
  });

  it('only the renter pays their accepted application; a pending or rejected one is not payable', async () => {
    const { propertyId, offerId } = await acceptedApplication();
    const other = p.otherRenter();
    expect((await payable(offerId, other)).statusCode).toBe(403);
    const theirs = await createIntent(offerId, other);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ message: messages.forbidden });
    expect((await createIntent(offerId, p.agent())).statusCode).toBe(403);

    const { clientSecret } = (await createIntent(offerId)).json();
    expect((await confirm(clientSecret, other)).statusCode).toBe(403);
    const transactionId = clientSecret.split('_secret_')[0] as string;
    expect((await sell(offerId, transactionId, other)).statusCode).toBe(403);
    expect((await stateOf(offerId, propertyId)).lets).toEqual([]);

    const pendingHome = await p.rentalListing();
    const pending = (await p.apply(pendingHome, {}, other)).json().insertedId as string;
    const notYet = await createIntent(pending, other);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toEqual({ message: paymentMessages.offerNotPayable });
    await p.answer(pending, 'rejected');
    expect((await createIntent(pending, other)).statusCode).toBe(409);
  });

  it('a succeeded payment of any other amount (the whole rent) records nothing', async () => {
    const { propertyId, offerId } = await acceptedApplication({ rent: 1_500 });
    await ctx().db.insert(paymentIntents).values({
      id: 'pi_sandbox_whole_rent',
      clientSecret: 'pi_sandbox_whole_rent_secret_x',
      offerId,
      amountCents: 150_000,
      status: 'succeeded',
    });
    const res = await sell(offerId, 'pi_sandbox_whole_rent');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: paymentMessages.paymentNotVerified });
    expect((await stateOf(offerId, propertyId)).lets).toEqual([]);
  });

  it('exactly once: two succeeded holding deposits for one application, recorded at once, make one let', async () => {
    const { propertyId, offerId } = await acceptedApplication({ rent: 1_500 });
    for (const id of ['pi_sandbox_hold_a', 'pi_sandbox_hold_b']) {
      await ctx()
        .db.insert(paymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_x`,
          offerId,
          amountCents: 34_615,
          status: 'succeeded',
        });
    }
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        sell(offerId, i % 2 === 0 ? 'pi_sandbox_hold_a' : 'pi_sandbox_hold_b'),
      ),
    );
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    const recorded = results.filter((r) => r.statusCode < 300);
    expect(new Set(recorded.map((r) => r.json().insertedId)).size).toBe(1);
    // The payment that lost is refused: the let is recorded with the other.
    for (const refused of results.filter((r) => r.statusCode >= 300)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: paymentMessages.alreadySold });
    }
    const state = await stateOf(offerId, propertyId);
    expect(state.lets).toHaveLength(1);
    expect(state.offer?.status).toBe('bought');
    expect(state.property?.status).toBe('sold');
  });

  it('exactly once: the card confirmation and the recording calls at once make one let', async () => {
    const { propertyId, offerId } = await acceptedApplication({ rent: 1_500 });
    const { clientSecret } = (await createIntent(offerId)).json();
    const transactionId = clientSecret.split('_secret_')[0] as string;
    const results = await Promise.all([
      confirm(clientSecret),
      confirm(clientSecret),
      ...Array.from({ length: 8 }, () => sell(offerId, transactionId)),
    ]);
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    const lets = await ctx().db.select().from(sales).where(eq(sales.propertyId, propertyId));
    expect(lets).toHaveLength(1);
    expect(lets[0]).toMatchObject({ amountPaid: 346.15, listingType: 'rent' });
  });

  it('a second application on a let home can neither be accepted nor paid', async () => {
    const { propertyId, offerId } = await acceptedApplication();
    const second = (await p.apply(propertyId, {}, p.otherRenter())).json().insertedId as string;
    expect((await p.answer(second, 'accepted')).statusCode).toBe(409);
    const { clientSecret } = (await createIntent(offerId)).json();
    expect((await confirm(clientSecret)).statusCode).toBe(200);
    expect((await createIntent(second, p.otherRenter())).statusCode).toBe(409);
    expect((await stateOf(offerId, propertyId)).lets).toHaveLength(1);
  });
});

describeEachDatabase(
  'the holding deposit with HOLDING_DEPOSIT_WEEKS=2',
  (ctx) => {
    const p = rentalParties(ctx);

    it('pays two weeks of rent', async () => {
      const monthly = await p.acceptedApplication({ rent: 1_500 });
      expect((await p.payable(monthly.offerId)).json()).toMatchObject({
        amount_due: 692.31,
        deposit: true,
      });
      const weekly = await p.acceptedApplication({
        rentPeriod: 'week',
        min: 300,
        max: 500,
        rent: 400,
      });
      const { clientSecret } = (await p.createIntent(weekly.offerId)).json();
      const paid = await p.confirm(clientSecret);
      expect(paid.json().paymentIntent.amount).toBe(80_000);
      const lets = await ctx()
        .db.select()
        .from(sales)
        .where(eq(sales.propertyId, weekly.propertyId));
      expect(lets[0]).toMatchObject({ price: 400, amountPaid: 800, rentPeriod: 'week' });
    });

    it('a rent so high its deposit is above the card cap pays the cap', async () => {
      const { offerId } = await p.acceptedApplication({
        rentPeriod: 'week',
        min: 100_000,
        max: 900_000,
        rent: 600_000,
      });
      expect((await p.payable(offerId)).json()).toMatchObject({
        amount_due: 999_999.99,
        deposit: true,
      });
    });
  },
  { HOLDING_DEPOSIT_WEEKS: '2' },
);

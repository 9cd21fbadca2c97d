import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages, ruleMessages } from '@elite/shared';
import { offers, properties } from '../src/db/schema';
import { createAccount } from './helpers/factories';
import { createListing } from './helpers/marketplace-factories';
import { inDays, rentalParties } from './helpers/rental-parties';
import { describeEachDatabase } from './helpers/test-app';

/** CONTRACT.md section 12: an offer on a home to rent is an application. */
describeEachDatabase('applications to rent', (ctx) => {
  const { inject, apply, answer, rentalListing, ...parties } = rentalParties(ctx);
  const renter = () => parties.renter();
  const agent = () => parties.agent();

  const offersOn = (propertyId: string) =>
    ctx().db.select().from(offers).where(eq(offers.propertyId, propertyId));
  const expect400 = async (
    res: Awaited<ReturnType<typeof apply>>,
    message: string | RegExp,
    propertyId: string,
  ) => {
    expect(res.statusCode, res.body).toBe(400);
    if (typeof message === 'string') expect(res.json()).toEqual({ message });
    else expect(res.json().message).toMatch(message);
    expect(await offersOn(propertyId)).toHaveLength(0);
  };

  it('an application is stored with its terms and answered back in every offer list', async () => {
    const propertyId = await rentalListing({ title: 'Canal flat' });
    const moveIn = inDays(20);
    const made = await apply(propertyId, {
      offered_price: 1_800,
      move_in: moveIn,
      term_months: 12,
      message: '  We are two quiet teachers with a cat.  ',
    });
    expect(made.statusCode, made.body).toBe(201);
    const offerId = made.json().insertedId as string;
    const expected = {
      _id: offerId,
      offer_property_id: propertyId,
      offered_price: 1_800,
      status: 'pending',
      listing_type: 'rent',
      rent_period: 'month',
      move_in: moveIn,
      term_months: 12,
      message: 'We are two quiet teachers with a cat.',
    };
    const mine = await parties.list(`/api/propertyOffer/${renter().email}`, renter());
    expect(mine.json().find((o: { _id: string }) => o._id === offerId)).toMatchObject(expected);
    const requested = await parties.list(`/api/requestedProperty/${agent().email}`, agent());
    expect(requested.json().find((o: { _id: string }) => o._id === offerId)).toMatchObject(
      expected,
    );
    const [row] = await offersOn(propertyId);
    expect(row).toMatchObject({ rentPeriod: 'month', moveIn, termMonths: 12 });
  });

  it('a weekly rent is stored with its period; no message is null', async () => {
    const propertyId = await rentalListing({ rentPeriod: 'week', min: 300, max: 500 });
    const made = await apply(propertyId, { offered_price: 400, term_months: 3 });
    expect(made.statusCode, made.body).toBe(201);
    const mine = await parties.list(`/api/propertyOffer/${renter().email}`, renter());
    expect(
      mine.json().find((o: { _id: string }) => o._id === made.json().insertedId),
    ).toMatchObject({ listing_type: 'rent', rent_period: 'week', term_months: 3, message: null });
  });

  it('an offer to buy answers listing_type sale and nulls for the application’s fields', async () => {
    const propertyId = await createListing(ctx().app, ctx().db, agent(), {
      min: 100_000,
      max: 200_000,
    });
    const made = await inject({
      method: 'POST',
      url: '/api/propertyOffer',
      headers: renter().auth,
      payload: { offer_property_id: propertyId, offered_price: 150_000 },
    });
    expect(made.statusCode).toBe(201);
    const mine = await parties.list(`/api/propertyOffer/${renter().email}`, renter());
    expect(
      mine.json().find((o: { _id: string }) => o._id === made.json().insertedId),
    ).toMatchObject({
      listing_type: 'sale',
      rent_period: null,
      move_in: null,
      term_months: null,
      message: null,
    });
  });

  it('an application’s field sent for a sale listing is a 400 naming the field', async () => {
    const propertyId = await createListing(ctx().app, ctx().db, agent(), {
      min: 100_000,
      max: 200_000,
    });
    const offer = { offer_property_id: propertyId, offered_price: 150_000 };
    for (const [field, value] of [
      ['move_in', inDays(10)],
      ['term_months', 12],
      ['message', 'Hello'],
    ] as const) {
      const res = await inject({
        method: 'POST',
        url: '/api/propertyOffer',
        headers: renter().auth,
        payload: { ...offer, [field]: value },
      });
      await expect400(res, `${field} is only for an application on a home to rent`, propertyId);
    }
  });

  it('move_in and term_months are both required on a rental', async () => {
    const propertyId = await rentalListing();
    await expect400(
      await apply(propertyId, { move_in: undefined }),
      'move_in is required',
      propertyId,
    );
    await expect400(
      await apply(propertyId, { term_months: undefined }),
      'term_months is required',
      propertyId,
    );
    const bare = await inject({
      method: 'POST',
      url: '/api/propertyOffer',
      headers: renter().auth,
      payload: { offer_property_id: propertyId, offered_price: 1_500 },
    });
    await expect400(bare, 'move_in is required', propertyId);
  });

  it('move_in runs from today (UTC) to 365 days after today', async () => {
    const propertyId = await rentalListing();
    const range = `move_in must be from ${inDays(0)} to ${inDays(365)}`;
    await expect400(await apply(propertyId, { move_in: inDays(-1) }), range, propertyId);
    await expect400(await apply(propertyId, { move_in: inDays(366) }), range, propertyId);
    await expect400(await apply(propertyId, { move_in: '2027-02-30' }), /move_in/, propertyId);
    await expect400(await apply(propertyId, { move_in: 'next week' }), /move_in/, propertyId);
    expect((await apply(propertyId, { move_in: inDays(365) })).statusCode).toBe(201);

    const today = await rentalListing();
    expect((await apply(today, { move_in: inDays(0) })).statusCode).toBe(201);
  });

  it('move_in is not before the listing’s available_from; a past available_from means today', async () => {
    const later = await rentalListing({ availableFrom: inDays(40) });
    await expect400(
      await apply(later, { move_in: inDays(39) }),
      `move_in must be from ${inDays(40)} to ${inDays(365)}`,
      later,
    );
    expect((await apply(later, { move_in: inDays(40) })).statusCode).toBe(201);

    const past = await rentalListing({ availableFrom: inDays(-40) });
    await expect400(
      await apply(past, { move_in: inDays(-10) }),
      `move_in must be from ${inDays(0)} to ${inDays(365)}`,
      past,
    );
    expect((await apply(past, { move_in: inDays(1) })).statusCode).toBe(201);
  });

  it('term_months is at least the listing’s minimum term, and 1 to 120', async () => {
    const propertyId = await rentalListing({ minTermMonths: 6 });
    await expect400(
      await apply(propertyId, { term_months: 5 }),
      'term_months must be at least 6, the listing’s minimum',
      propertyId,
    );
    for (const term_months of [0, 121, 1.5, 'twelve']) {
      await expect400(await apply(propertyId, { term_months }), /term_months/, propertyId);
    }
    expect((await apply(propertyId, { term_months: 6 })).statusCode).toBe(201);

    const anyTerm = await rentalListing();
    expect((await apply(anyTerm, { term_months: 1 })).statusCode).toBe(201);
  });

  it('the rent is within the listing’s range, as an offer’s price', async () => {
    const propertyId = await rentalListing({ min: 1_000, max: 2_000 });
    await expect400(
      await apply(propertyId, { offered_price: 999.99 }),
      messages.priceOutOfRange,
      propertyId,
    );
    await expect400(
      await apply(propertyId, { offered_price: 2_000.01 }),
      messages.priceOutOfRange,
      propertyId,
    );
    expect((await apply(propertyId, { offered_price: 2_000 })).statusCode).toBe(201);
  });

  it('a message longer than 2000 characters is a 400 naming message', async () => {
    const propertyId = await rentalListing();
    await expect400(await apply(propertyId, { message: 'x'.repeat(2001) }), /message/, propertyId);
  });

  it('the offer rules hold for applications: one open per renter, not on one’s own listing, only verified', async () => {
    const propertyId = await rentalListing();
    expect((await apply(propertyId)).statusCode).toBe(201);
    const twice = await apply(propertyId, { term_months: 24 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: ruleMessages.alreadyOffered });

    const own = await apply(propertyId, {}, agent());
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: messages.ownProperty });

    const pending = await rentalListing();
    await ctx().db.update(properties).set({ status: 'pending' }).where(eq(properties.id, pending));
    const unverified = await apply(pending);
    expect(unverified.statusCode).toBe(409);
    expect(await offersOn(pending)).toHaveLength(0);
  });

  it('only the listing’s agent accepts or rejects an application, once; one accepted per home', async () => {
    const propertyId = await rentalListing();
    const first = (await apply(propertyId)).json().insertedId as string;
    const second = (await apply(propertyId, {}, parties.otherRenter())).json().insertedId as string;
    const otherAgent = await createAccount(ctx().app, ctx().db, { role: 'agent' });

    expect((await answer(first, 'accepted', otherAgent)).statusCode).toBe(403);
    expect((await answer(first, 'accepted', renter())).statusCode).toBe(403);
    const accepted = await answer(first, 'accepted');
    expect(accepted.json()).toEqual({ modifiedCount: 1 });
    expect((await answer(first, 'accepted')).statusCode).toBe(409);
    const another = await answer(second, 'accepted');
    expect(another.statusCode).toBe(409);
    expect(another.json()).toEqual({ message: ruleMessages.anotherOfferAccepted });
    expect((await answer(second, 'rejected')).json()).toEqual({ modifiedCount: 1 });

    const theirs = await parties.list(
      `/api/propertyOffer/${parties.otherRenter().email}`,
      parties.otherRenter(),
    );
    expect(theirs.json().find((o: { _id: string }) => o._id === second)).toMatchObject({
      status: 'rejected',
      listing_type: 'rent',
    });
  });

  it('an agent cannot apply to rent their own listing, nor accept an application as the renter', async () => {
    const propertyId = await rentalListing();
    const own = await apply(propertyId, {}, agent());
    expect(own.statusCode).toBe(409);
    const offerId = (await apply(propertyId)).json().insertedId as string;
    // The renter is no agent: the answer route is an agent's.
    expect((await answer(offerId, 'accepted', renter())).statusCode).toBe(403);
    const [row] = await offersOn(propertyId);
    expect(row?.status).toBe('pending');
  });
});

import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll } from 'vitest';
import { utcDate, type RentPeriod } from '@elite/shared';
import { offers, properties, sales, wishlistEntries } from '../../src/db/schema';
import { createAccount, type TestAccount } from './factories';
import { GOOD_CARD } from './payment-parties';
import type { TestContext } from './test-app';

/** A date `days` after today (UTC), as an application's `move_in` is written. */
export const inDays = (days: number) => utcDate(new Date(), days);

export interface RentalOptions {
  title?: string;
  min?: number;
  max?: number;
  rentPeriod?: RentPeriod;
  availableFrom?: string | null;
  minTermMonths?: number | null;
  agent?: TestAccount;
}

/**
 * The parties of renting (CONTRACT.md section 12): an agent, a renter and another renter, a home
 * to rent, and the calls a renter's browser makes to apply, to pay the holding deposit and to
 * record the let.
 */
export function rentalParties(ctx: () => TestContext) {
  const inject = (options: InjectOptions) => ctx().app.inject(options);
  let agent: TestAccount;
  let renter: TestAccount;
  let otherRenter: TestAccount;

  beforeAll(async () => {
    const { app, db } = ctx();
    [agent, renter, otherRenter] = await Promise.all([
      createAccount(app, db, { role: 'agent', name: 'Agnes Agent' }),
      createAccount(app, db, { name: 'Rita Renter' }),
      createAccount(app, db, { name: 'Otto Other' }),
    ]);
  });

  /**
   * A verified home to rent: the agent adds it through the API (POST /api/property with
   * `listing_type: 'rent'` and its terms), then it is verified as an admin's moderation would.
   */
  async function rentalListing(options: RentalOptions = {}): Promise<string> {
    const { app, db } = ctx();
    const res = await inject({
      method: 'POST',
      url: '/api/property',
      headers: (options.agent ?? agent).auth,
      payload: {
        property_title: options.title ?? 'Garden flat',
        location: 'Lisbon',
        property_image: 'https://example.com/flat.jpg',
        price_range: { min: options.min ?? 1_000, max: options.max ?? 3_000 },
        listing_type: 'rent',
        rent_period: options.rentPeriod ?? 'month',
        ...(options.availableFrom != null && { available_from: options.availableFrom }),
        ...(options.minTermMonths != null && { min_term_months: options.minTermMonths }),
      },
    });
    if (res.statusCode !== 201) throw new Error(`add rental failed: ${res.body}`);
    const id = res.json<{ insertedId: string }>().insertedId;
    await db.update(properties).set({ status: 'verified' }).where(eq(properties.id, id));
    // Written past the API: the cache and the search index are told, as a service would.
    await app.publicChanges.publish({ kind: 'listing', id });
    return id;
  }

  const apply = (propertyId: string, body: Record<string, unknown> = {}, who = renter) =>
    inject({
      method: 'POST',
      url: '/api/propertyOffer',
      headers: who.auth,
      payload: {
        offer_property_id: propertyId,
        offered_price: 1_500,
        move_in: inDays(30),
        term_months: 12,
        ...body,
      },
    });

  const answer = (offerId: string, status: 'accepted' | 'rejected', who = agent) =>
    inject({
      method: 'PATCH',
      url: `/api/requestProperty/${offerId}`,
      headers: who.auth,
      payload: { status },
    });

  /** A rental with the renter's application on it (and on their wishlist), accepted. */
  async function acceptedApplication(
    options: RentalOptions & { rent?: number; body?: Record<string, unknown> } = {},
  ) {
    const propertyId = await rentalListing(options);
    await inject({
      method: 'POST',
      url: '/api/property/wishlist',
      headers: renter.auth,
      payload: { wish_property_id: propertyId },
    });
    const made = await apply(propertyId, { offered_price: options.rent ?? 1_500, ...options.body });
    if (made.statusCode !== 201) throw new Error(`apply failed: ${made.body}`);
    const offerId = made.json().insertedId as string;
    const answered = await answer(offerId, 'accepted', options.agent ?? agent);
    if (answered.statusCode !== 200) throw new Error(`accept failed: ${answered.body}`);
    return { propertyId, offerId };
  }

  /** What the database holds of an application and its listing. */
  async function stateOf(offerId: string, propertyId: string) {
    const { db } = ctx();
    const [offer] = await db.select().from(offers).where(eq(offers.id, offerId));
    const [property] = await db.select().from(properties).where(eq(properties.id, propertyId));
    const lets = await db.select().from(sales).where(eq(sales.propertyId, propertyId));
    const wished = await db
      .select()
      .from(wishlistEntries)
      .where(eq(wishlistEntries.propertyId, propertyId));
    return { offer, property, lets, wished };
  }

  return {
    inject,
    agent: () => agent,
    renter: () => renter,
    otherRenter: () => otherRenter,
    rentalListing,
    apply,
    answer,
    acceptedApplication,
    stateOf,
    payable: (offerId: string, who = renter) =>
      inject({ method: 'GET', url: `/api/propertyOffer/payable/${offerId}`, headers: who.auth }),
    createIntent: (offerId: string, who = renter, price?: number) =>
      inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: who.auth,
        payload: { offerId, ...(price !== undefined && { price }) },
      }),
    confirm: (clientSecret: string, who = renter, card = GOOD_CARD) =>
      inject({
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        headers: who.auth,
        payload: { clientSecret, ...card },
      }),
    sell: (offerId: string, transactionId: string, who = renter) =>
      inject({
        method: 'POST',
        url: '/api/soldProperty',
        headers: who.auth,
        payload: { offerId, transactionId },
      }),
    list: (url: string, who: TestAccount) => inject({ method: 'GET', url, headers: who.auth }),
  };
}

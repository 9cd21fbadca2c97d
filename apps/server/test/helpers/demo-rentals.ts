import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { holdingDeposit, type PropertyDetail } from '@elite/shared';
import { offers, properties, sales, users } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/demo/people';
import type { TestContext } from './test-app';

/**
 * The demo's homes to rent (CONTRACT.md section 12), as the seed writes them and the API reads
 * them: checks registered inside seed.test.ts's suite, after its seed (one seed per database).
 */
export function demoRentalChecks(ctx: () => TestContext) {
  const today = new Date().toISOString().slice(0, 10);

  it('are a third of the listings, in every state, each with its rental facts', async () => {
    const rows = await ctx().db.select().from(properties);
    const rentals = rows.filter((p) => p.listingType === 'rent');
    expect(rentals.length * 3).toBeGreaterThanOrEqual(rows.length - 2);
    expect(new Set(rentals.map((p) => p.status))).toEqual(
      new Set(['pending', 'verified', 'rejected', 'sold']),
    );
    expect(rentals.filter((p) => p.rentPeriod === 'week').length).toBeGreaterThan(0);
    expect(rentals.filter((p) => p.rentPeriod === 'month').length).toBeGreaterThan(
      rentals.length / 2,
    );
    for (const p of rentals) {
      expect(p.deposit, p.title).toBeGreaterThan(0);
      expect(p.availableFrom, p.title).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.furnished, p.title).not.toBeNull();
      expect(p.minTermMonths, p.title).toBeGreaterThanOrEqual(1);
      expect(p.petsAllowed, p.title).not.toBeNull();
      expect(p.billsIncluded, p.title).not.toBeNull();
    }
    for (const p of rows.filter((row) => row.listingType === 'sale')) {
      expect([p.rentPeriod, p.deposit, p.availableFrom, p.furnished], p.title).toEqual([
        null,
        null,
        null,
        null,
      ]);
    }
  });

  it('a verified rental’s page carries its facts', async () => {
    const [row] = await ctx()
      .db.select({ id: properties.id })
      .from(properties)
      .where(eq(properties.title, 'Back Bay Brownstone Flat'));
    const res = await ctx().app.inject({ method: 'GET', url: `/api/property/${row!.id}` });
    expect(res.statusCode).toBe(200);
    const page = res.json() as PropertyDetail;
    expect(page).toMatchObject({
      status: 'verified',
      listing_type: 'rent',
      rent_period: 'month',
      price_range: { min: 3900, max: 3900 },
      deposit: 3900,
      furnished: 'furnished',
      min_term_months: 12,
    });
    expect(page.available_from! > today).toBe(true);
  });

  it('each let is a sold rental with its paid application and a sale row of type rent: the rent, the holding deposit paid', async () => {
    const { db } = ctx();
    const lets = await db.select().from(sales).where(eq(sales.listingType, 'rent'));
    expect(lets.length).toBeGreaterThanOrEqual(2);
    for (const sale of lets) {
      const [listing] = await db
        .select()
        .from(properties)
        .where(eq(properties.id, sale.propertyId));
      const [offer] = await db.select().from(offers).where(eq(offers.id, sale.offerId!));
      expect(listing).toMatchObject({ status: 'sold', listingType: 'rent' });
      expect(offer).toMatchObject({
        status: 'bought',
        offeredPrice: sale.price,
        rentPeriod: listing!.rentPeriod,
        moveIn: sale.moveIn,
        termMonths: sale.termMonths,
      });
      expect(sale.rentPeriod).toBe(listing!.rentPeriod);
      expect(sale.price).toBeGreaterThanOrEqual(listing!.priceMin);
      expect(sale.price).toBeLessThanOrEqual(listing!.priceMax);
      expect(sale.amountPaid).toBe(holdingDeposit(sale.price, sale.rentPeriod!, 1));
      expect(sale.moveIn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(sale.termMonths).toBeGreaterThanOrEqual(listing!.minTermMonths ?? 1);
    }
  });

  it('the demo user has an accepted application on a verified rental, ready to pay, and sees it', async () => {
    const { app, db } = ctx();
    const [bob] = await db.select().from(users).where(eq(users.email, 'user@eliteproperty.test'));
    const mine = await db
      .select({ offer: offers, listing: properties })
      .from(offers)
      .innerJoin(properties, eq(properties.id, offers.propertyId))
      .where(eq(offers.buyerId, bob!.id));
    const accepted = mine.filter(
      ({ offer, listing }) => offer.status === 'accepted' && listing.listingType === 'rent',
    );
    expect(accepted).toHaveLength(1);
    const { offer, listing } = accepted[0]!;
    expect(listing.status).toBe('verified');
    expect(offer.rentPeriod).toBe(listing.rentPeriod);
    expect(offer.message).toBeTruthy();
    expect(offer.termMonths).toBeGreaterThanOrEqual(listing.minTermMonths!);
    expect(offer.moveIn! >= listing.availableFrom!).toBe(true);
    expect(offer.moveIn! >= today).toBe(true);
    expect(offer.offeredPrice).toBeGreaterThanOrEqual(listing.priceMin);
    expect(offer.offeredPrice).toBeLessThanOrEqual(listing.priceMax);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'user@eliteproperty.test', password: DEMO_PASSWORD },
    });
    const auth = { authorization: `Bearer ${login.json().token as string}` };
    const res = await app.inject({
      url: '/api/propertyOffer/user@eliteproperty.test',
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const seen = (res.json() as { _id: string; status: string; offered_price: number }[]).find(
      (o) => o._id === offer.id,
    );
    expect(seen).toMatchObject({ status: 'accepted', offered_price: offer.offeredPrice });
  });
}

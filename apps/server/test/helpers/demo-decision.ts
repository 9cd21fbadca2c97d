import { expect, it } from 'vitest';
import type { Property, PropertyDetail } from '@elite/shared';
import { ENERGY_RATINGS, energyAtLeast } from '@elite/shared/listing-decision';
import { properties } from '../../src/db/schema';
import type { TestContext } from './test-app';

/**
 * What a buyer needs to decide about the demo's homes (CONTRACT.md section 13), as the seed
 * writes them and the API reads them: checks registered inside seed.test.ts's suite, after its
 * seed (one seed per database).
 */
export function demoDecisionChecks(ctx: () => TestContext) {
  it('most listings say their energy label (A to G), features and rooms; homes to rent no tenure or costs', async () => {
    const rows = await ctx().db.select().from(properties);
    const known = rows.filter((p) => p.energyRating !== null);
    expect(known.length).toBeGreaterThan(rows.length * 0.8);
    expect(new Set(known.map((p) => p.energyRating))).toEqual(new Set(ENERGY_RATINGS));
    expect(rows.filter((p) => p.accessibilityFeatures?.length).length).toBeGreaterThan(5);
    for (const p of rows.filter((row) => row.rooms !== null)) {
      expect(p.rooms!.length, p.title).toBeGreaterThanOrEqual(3);
      expect(p.rooms!.length, p.title).toBeLessThanOrEqual(8);
    }
    expect(rows.filter((p) => p.rooms === null && p.features === null).length).toBeGreaterThan(0);
    for (const p of rows.filter((row) => row.listingType === 'rent')) {
      expect([p.tenure, p.annualPropertyTax, p.monthlyHoaFee], p.title).toEqual([null, null, null]);
    }
    const sales = rows.filter((p) => p.listingType === 'sale' && p.rooms !== null);
    for (const p of sales) expect(p.annualPropertyTax, p.title).toBeGreaterThan(0);
    expect(sales.filter((p) => p.monthlyHoaFee !== null).length).toBeGreaterThan(3);
    const leaseholds = rows.filter((p) => p.tenure === 'leasehold');
    expect(leaseholds.length).toBeGreaterThan(0);
    for (const p of leaseholds) {
      expect(p.leaseYearsRemaining, p.title).toBeGreaterThan(0);
      expect(p.annualServiceCharge, p.title).toBeGreaterThan(0);
    }
  });

  it('the public list has homes for sale with energy C or better and a garden', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/property?limit=100' });
    const listed = (res.json() as Property[]).filter(
      (p) =>
        p.listing_type === 'sale' &&
        p.energy_rating !== null &&
        energyAtLeast(p.energy_rating, 'C') &&
        p.features?.includes('garden'),
    );
    expect(listed.length).toBeGreaterThanOrEqual(3);
  });

  it('a buyer reads a home’s facts on its page: label, consumption, tenure, costs, features, rooms with sizes', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/property?limit=100' });
    const home = (res.json() as Property[]).find(
      (p) => p.property_title === 'Cherry Creek Contemporary',
    )!;
    const page = await ctx().app.inject({ method: 'GET', url: `/api/property/${home._id}` });
    const detail = page.json() as PropertyDetail;
    expect(detail).toMatchObject({
      energy_rating: 'A',
      tenure: 'freehold',
      lease_years_remaining: null,
      monthly_hoa_fee: null,
      features: expect.arrayContaining(['garden', 'garage']),
      accessibility_features: expect.arrayContaining(['step_free_access']),
    });
    expect(detail.energy_consumption).toBeGreaterThan(0);
    expect(detail.annual_property_tax).toBeGreaterThan(0);
    expect(detail.rooms!.map((room) => room.type)).toEqual(
      expect.arrayContaining(['living', 'kitchen', 'bedroom', 'bathroom']),
    );
    // Sizes in feet (AREA_UNIT sqft): a living room of a few hundred square feet.
    const living = detail.rooms!.find((room) => room.type === 'living')!;
    expect(living.length * living.width).toBeGreaterThan(200);
    expect(living.length * living.width).toBeLessThan(600);
  });
}

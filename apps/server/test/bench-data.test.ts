import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { generate } from '../../../bench/generate';
import {
  CARD_PAYMENT_CAP_CENTS,
  cardCharge,
  DEFAULT_RESERVATION_DEPOSIT_PERCENT,
} from '@elite/shared/money';
import { holdingDeposit } from '@elite/shared/listing-rental';
import {
  ENERGY_RATINGS,
  energyAtLeast,
  LEASE_TENURES,
  listingDecisionInputShape,
} from '@elite/shared/listing-decision';
import { openDatabase } from '../src/db/client';
import * as schema from '../src/db/schema';
import { freshPostgresDatabase } from './helpers/postgres';
import { databaseKinds } from './helpers/test-app';
import { tempDataDir } from './helpers/spawn-server';

/** The benchmarks' data generator writes straight to the tables: it must follow the schema. */
for (const kind of databaseKinds) {
  describe(`the benchmarks' data generator [${kind}]`, () => {
    const cleanups: (() => Promise<void> | void)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('fills a migrated database whose sales record what the card paid, with listing facts', async () => {
      let where: { databaseUrl?: string; dataDir?: string };
      if (kind === 'postgres') {
        const fresh = await freshPostgresDatabase('bench');
        cleanups.push(fresh.drop);
        where = { databaseUrl: fresh.url };
      } else {
        const dataDir = tempDataDir('elite-bench-');
        cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
        where = { dataDir };
      }
      const fixture = await generate({ ...where, properties: 400, buyers: 20 });
      expect(fixture.properties).toBe(400);
      expect(fixture.listed).toBeGreaterThan(0);

      const handle = await openDatabase({
        databaseUrl: where.databaseUrl,
        embeddedDir: where.dataDir ? `${where.dataDir}/db` : undefined,
      });
      cleanups.push(() => handle.close());
      const sales = await handle.db
        .select({
          price: schema.sales.price,
          amountPaid: schema.sales.amountPaid,
          rentPeriod: schema.sales.rentPeriod,
        })
        .from(schema.sales);
      expect(sales.length).toBeGreaterThan(0);
      // A let paid its holding deposit (a week of rent, CONTRACT.md section 12); a sale the card's
      // charge of its price.
      expect(sales.some((sale) => sale.rentPeriod !== null)).toBe(true);
      for (const sale of sales) {
        const amountDue =
          sale.rentPeriod === null
            ? cardCharge(Number(sale.price), DEFAULT_RESERVATION_DEPOSIT_PERCENT).amountDue
            : holdingDeposit(Number(sale.price), sale.rentPeriod, 1);
        expect(Number(sale.amountPaid)).toBe(amountDue);
        expect(Number(sale.amountPaid) * 100).toBeLessThanOrEqual(CARD_PAYMENT_CAP_CENTS);
      }

      // Every listing has its facts; every listed one its listing date and price history.
      const rows = await handle.db.select().from(schema.properties);
      const history = await handle.db
        .select()
        .from(schema.priceHistory)
        .orderBy(schema.priceHistory.date);
      const sold = new Set(
        (await handle.db.select().from(schema.sales)).map((sale) => sale.propertyId),
      );
      for (const p of rows) {
        expect(schema.PROPERTY_TYPES).toContain(p.propertyType);
        expect(p.bedrooms).toBeGreaterThanOrEqual(0);
        expect(Number(p.bathrooms) * 2).toSatisfy(Number.isInteger);
        expect(p.livingArea).toBeGreaterThan(0);
        expect(p.yearBuilt).toBeGreaterThanOrEqual(1500);
        expect(p.description).toBeTruthy();
        expect(Math.abs(p.latitude!)).toBeLessThanOrEqual(90);
        expect(Math.abs(p.longitude!)).toBeLessThanOrEqual(180);
        expect(p.photos.length).toBeGreaterThanOrEqual(1);
        expect(p.photos.length).toBeLessThanOrEqual(5);
        expect(p.photos[0]).toEqual({ url: p.image, alt: '' });
        const listed = p.status === 'verified' || p.status === 'sold';
        expect(p.listedAt !== null).toBe(listed);
        const events = history.filter((h) => h.propertyId === p.id).map((h) => h.event);
        expect(events).toEqual(
          !listed ? [] : p.status === 'sold' && sold.has(p.id) ? ['listed', 'sold'] : ['listed'],
        );
      }

      // What a buyer needs to decide (CONTRACT.md section 13): the shared rules hold for each
      // listing, and the filters have some of each to find.
      const decisionInput = z.object(listingDecisionInputShape);
      for (const p of rows) {
        const parsed = decisionInput.safeParse({
          energy_rating: p.energyRating,
          energy_consumption: p.energyConsumption,
          tenure: p.tenure,
          lease_years_remaining: p.leaseYearsRemaining,
          annual_service_charge: p.annualServiceCharge,
          annual_property_tax: p.annualPropertyTax,
          monthly_hoa_fee: p.monthlyHoaFee,
          features: p.features,
          accessibility_features: p.accessibilityFeatures,
          rooms: p.rooms,
        });
        expect(parsed.success, parsed.error?.message).toBe(true);
        if (p.leaseYearsRemaining !== null) expect(LEASE_TENURES).toContain(p.tenure);
        if (p.listingType === 'rent') expect([p.tenure, p.annualPropertyTax]).toEqual([null, null]);
        if (p.rooms) expect(p.rooms.length).toBeGreaterThanOrEqual(3);
      }
      expect(new Set(rows.map((p) => p.energyRating))).toEqual(new Set([...ENERGY_RATINGS, null]));
      const share = (test: (p: (typeof rows)[number]) => boolean) =>
        rows.filter(test).length / rows.length;
      expect(share((p) => energyAtLeast(p.energyRating, 'C'))).toBeGreaterThan(0.3);
      expect(share((p) => !!p.features?.includes('garden'))).toBeGreaterThan(0.2);
      expect(
        share((p) => !!p.features?.includes('garden') && !!p.features.includes('parking')),
      ).toBeGreaterThan(0.03);
      expect(share((p) => !!p.accessibilityFeatures?.includes('step_free_access'))).toBeGreaterThan(
        0.05,
      );
      expect(share((p) => p.tenure === 'leasehold')).toBeGreaterThan(0.03);
      expect(share((p) => p.rooms !== null)).toBeGreaterThan(0.5);
    });
  });
}

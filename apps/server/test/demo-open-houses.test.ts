import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openHouses, properties } from '../src/db/schema';
import { BOB, DEMO_PASSWORD } from '../src/demo/people';
import { seedDemoData } from '../src/demo/seed';
import { describeEachDatabase } from './helpers/test-app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-demo-open-houses-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describeEachDatabase(
  'demo open houses',
  (ctx) => {
    it('several verified homes for sale have upcoming open houses; the demo user comes to one', async () => {
      const { app, db } = ctx();
      expect(await seedDemoData({ db, images: app.imageStorage })).toBe(true);
      await app.publicDataChanged();

      const rows = await db
        .select({
          propertyId: openHouses.propertyId,
          startAt: openHouses.startAt,
          status: properties.status,
          rentPeriod: properties.rentPeriod,
        })
        .from(openHouses)
        .innerJoin(properties, eq(properties.id, openHouses.propertyId));
      const listings = [...new Set(rows.map((r) => r.propertyId))];
      expect(listings.length).toBeGreaterThanOrEqual(4);
      for (const row of rows) {
        expect(row.status).toBe('verified');
        expect(row.rentPeriod).toBeNull();
        expect(row.startAt.getTime()).toBeGreaterThan(Date.now());
      }
      // Some within the next 7 days (the `open_house=7d` filter finds them).
      expect(rows.some((r) => r.startAt.getTime() < Date.now() + 7 * 86_400_000)).toBe(true);

      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: BOB, password: DEMO_PASSWORD },
      });
      const auth = { authorization: `Bearer ${login.json().token as string}` };
      let attending = 0;
      for (const id of listings) {
        const res = await app.inject({ url: `/api/property/${id}/open-houses`, headers: auth });
        expect(res.statusCode).toBe(200);
        expect(res.json().length).toBeGreaterThan(0);
        attending += res.json().filter((h: { attending: boolean }) => h.attending).length;
      }
      expect(attending).toBe(1);
    }, 180_000);
  },
  { DATA_DIR: dataDir },
);

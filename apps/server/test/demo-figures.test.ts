import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import type { ListingFigures, SiteFigures } from '@elite/shared';
import { advertisements, properties, users } from '../src/db/schema';
import { ADMIN, ALICE, DEMO_PASSWORD } from '../src/demo/people';
import { seedDemoData } from '../src/demo/seed';
import { describeEachDatabase } from './helpers/test-app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-demo-figures-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const DAY_MS = 86_400_000;
const dayOf = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

describeEachDatabase(
  'demo figures',
  (ctx) => {
    it('every listing buyers see has daily views for up to 90 days, the advertised more; the site has searches', async () => {
      const { app, db } = ctx();
      expect(await seedDemoData({ db, images: app.imageStorage })).toBe(true);
      const signIn = async (email: string) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: DEMO_PASSWORD },
        });
        return { authorization: `Bearer ${res.json().token as string}` };
      };
      const range = `?from=${dayOf(89)}&to=${dayOf(0)}`;

      const [alice] = await db.select({ id: users.id }).from(users).where(eq(users.email, ALICE));
      const listings = await db
        .select({ id: properties.id, listed: properties.listed })
        .from(properties)
        .where(eq(properties.agentId, alice!.id));
      const advertised = new Set(
        (await db.select({ id: advertisements.propertyId }).from(advertisements)).map((a) => a.id),
      );
      const agent = await signIn(ALICE);
      const perDay = { advertised: [] as number[], other: [] as number[] };
      for (const listing of listings) {
        const res = await app.inject({
          url: `/api/property/${listing.id}/stats${range}`,
          headers: agent,
        });
        expect(res.statusCode).toBe(200);
        const views = res.json<ListingFigures>().days.map((d) => d.views);
        const seen = views.filter((v) => v > 0);
        if (!listing.listed) {
          expect(seen).toEqual([]);
          continue;
        }
        expect(seen.length).toBeGreaterThan(0);
        // Varying from day to day (a listing of a few days may draw a few equal counts).
        if (seen.length >= 14) expect(new Set(seen).size).toBeGreaterThan(3);
        perDay[advertised.has(listing.id) ? 'advertised' : 'other'].push(
          seen.reduce((a, b) => a + b, 0) / seen.length,
        );
      }
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      if (perDay.advertised.length > 0 && perDay.other.length > 0) {
        expect(mean(perDay.advertised)).toBeGreaterThan(mean(perDay.other));
      }

      const site = await app.inject({ url: `/api/stats${range}`, headers: await signIn(ADMIN) });
      const days = site.json<SiteFigures>().days;
      expect(days).toHaveLength(90);
      expect(days.every((d) => d.searches > 0)).toBe(true);
    }, 180_000);
  },
  { DATA_DIR: dataDir },
);

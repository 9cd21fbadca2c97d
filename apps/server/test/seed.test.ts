import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { messages } from '@elite/shared';
import {
  advertisements,
  offers,
  properties,
  reviews,
  sales,
  users,
  wishlistEntries,
} from '../src/db/schema';
import { DEMO_PASSWORD, demoAccounts } from '../src/demo/people';
import { seedDemoData } from '../src/demo/seed';
import { ensureAdmin } from '../src/modules/identity/service';
import { createAccount } from './helpers/factories';
import { describeEachDatabase } from './helpers/test-app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-seed-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const storedImage = /^\/images\/([0-9a-f]{64})\.webp$/;

describeEachDatabase(
  'demo seed',
  (ctx) => {
    const seed = () => seedDemoData({ db: ctx().db, images: ctx().app.imageStorage });

    it('fills an empty database (an ADMIN_EMAIL admin aside) with a living marketplace', async () => {
      const { db } = ctx();
      await ensureAdmin(db, 'owner@example.com', 'Owner@123');
      expect(await seed()).toBe(true);

      const listings = await db.select().from(properties);
      expect(listings.length).toBeGreaterThanOrEqual(40);
      expect(new Set(listings.map((p) => p.status))).toEqual(
        new Set(['pending', 'verified', 'rejected', 'sold']),
      );
      expect(new Set(listings.map((p) => p.location.split(', ').at(-2))).size).toBeGreaterThan(6);

      const accounts = await db.select().from(users);
      const agents = accounts.filter((a) => a.role === 'agent');
      expect(agents.length).toBeGreaterThanOrEqual(4);
      expect(accounts.filter((a) => a.role === 'user').length).toBeGreaterThanOrEqual(5);
      const frauds = accounts.filter((a) => a.status === 'fraud');
      expect(frauds).toHaveLength(1);
      expect(frauds[0]!.role).toBe('agent');
      expect(listings.filter((p) => p.agentId === frauds[0]!.id).length).toBeGreaterThanOrEqual(2);

      const offerRows = await db.select().from(offers);
      expect(new Set(offerRows.map((o) => o.status))).toEqual(
        new Set(['pending', 'accepted', 'rejected', 'bought']),
      );
      for (const offer of offerRows) {
        const listing = listings.find((p) => p.id === offer.propertyId)!;
        expect(offer.offeredPrice).toBeGreaterThanOrEqual(listing.priceMin);
        expect(offer.offeredPrice).toBeLessThanOrEqual(listing.priceMax);
      }

      // Every sale is a bought offer, and every sold listing has its sale.
      const saleRows = await db.select().from(sales);
      const boughtOffers = offerRows.filter((o) => o.status === 'bought');
      expect(saleRows).toHaveLength(boughtOffers.length);
      expect(saleRows).toHaveLength(listings.filter((p) => p.status === 'sold').length);
      for (const sale of saleRows) {
        const offer = boughtOffers.find((o) => o.id === sale.offerId)!;
        expect(sale.transactionId).toMatch(/^pi_demo_/);
        expect(offer.transactionId).toBe(sale.transactionId);
        expect(sale.price).toBe(offer.offeredPrice);
        // Above the card cap the demo buyer paid the 10% reservation deposit by card.
        expect(sale.amountPaid).toBe(
          sale.price > 999_999.99 ? Math.round(sale.price * 10) / 100 : sale.price,
        );
        expect(sale.propertyId).toBe(offer.propertyId);
        expect(listings.find((p) => p.id === sale.propertyId)?.status).toBe('sold');
      }

      const reviewRows = await db.select().from(reviews);
      expect(reviewRows.length).toBeGreaterThanOrEqual(10);
      expect(new Set(reviewRows.map((r) => r.description)).size).toBe(reviewRows.length);
      expect((await db.select({ n: count() }).from(wishlistEntries))[0]!.n).toBeGreaterThan(10);
      expect(await db.select().from(advertisements)).toHaveLength(6);
    }, 120_000);

    it('the public sees verified listings of agents in good standing, and six ads', async () => {
      const { app, db } = ctx();
      const ads = await app.inject({ method: 'GET', url: '/api/advertiseProperty' });
      expect(ads.json()).toHaveLength(6);
      for (const ad of ads.json()) expect(ad.status).toBe('verified');

      const fraud = demoAccounts.find((a) => a.status === 'fraud')!;
      const list = await app.inject({ method: 'GET', url: '/api/property?limit=100' });
      const listed = list.json() as { agent_email: string; status: string }[];
      expect(listed.length).toBeGreaterThanOrEqual(20);
      expect(listed.every((p) => p.status === 'verified' && p.agent_email !== fraud.email)).toBe(
        true,
      );
      const [{ n: fraudListings } = { n: 0 }] = await db
        .select({ n: count() })
        .from(properties)
        .innerJoin(users, eq(users.id, properties.agentId))
        .where(eq(users.email, fraud.email));
      expect(fraudListings).toBeGreaterThanOrEqual(2);
      expect(Number(list.headers['x-total-count'])).toBe(listed.length);
    });

    it("All Property's search hint names places that have public listings", async () => {
      const { app } = ctx();
      const places = messages.searchLocationHint.replace(/^e\.g\. /, '').split(', ');
      expect(places.length).toBeGreaterThanOrEqual(2);
      for (const location of places) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/property?location=${encodeURIComponent(location)}`,
        });
        expect(Number(res.headers['x-total-count']), location).toBeGreaterThan(0);
      }
    });

    it('every demo account signs in with the demo password', async () => {
      const { app } = ctx();
      for (const account of demoAccounts) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: account.email, password: DEMO_PASSWORD },
        });
        expect(res.statusCode, account.email).toBe(200);
        expect(res.json().user.photoURL).toMatch(storedImage);
      }
    });

    it('generates its own pictures, stored with their narrower copies and served by the site', async () => {
      const { app, db } = ctx();
      const urls = [
        ...(await db.select({ url: properties.image }).from(properties)).map((r) => r.url),
        ...(await db.select({ url: users.photoUrl }).from(users))
          .map((r) => r.url)
          .filter((u): u is string => u !== null),
      ];
      const houses = new Set(
        (await db.select({ url: properties.image }).from(properties)).map((r) => r.url),
      );
      expect(houses.size).toBeGreaterThanOrEqual(40);
      for (const url of urls) {
        const hash = storedImage.exec(url)?.[1];
        expect(hash, url).toBeDefined();
        for (const name of [`${hash}.webp`, `${hash}-400.webp`, `${hash}-800.webp`]) {
          expect(fs.existsSync(path.join(dataDir, 'images', name)), name).toBe(true);
        }
      }
      const served = await app.inject({ method: 'GET', url: [...houses][0]! });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    });

    it('seeding again does nothing', async () => {
      const { db } = ctx();
      const before = (await db.select({ n: count() }).from(properties))[0]!.n;
      expect(await seed()).toBe(false);
      expect((await db.select({ n: count() }).from(properties))[0]!.n).toBe(before);
      expect((await db.select({ n: count() }).from(users))[0]!.n).toBe(demoAccounts.length + 1);
    });
  },
  { DATA_DIR: dataDir },
);

describeEachDatabase(
  'demo seed on a database in use',
  (ctx) => {
    it('leaves a database with registered people alone', async () => {
      const { app, db } = ctx();
      await createAccount(app, db);
      expect(await seedDemoData({ db, images: app.imageStorage })).toBe(false);
      expect((await db.select({ n: count() }).from(properties))[0]!.n).toBe(0);
    });
  },
  { DATA_DIR: dataDir },
);

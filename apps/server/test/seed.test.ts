import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { holdingDeposit, messages } from '@elite/shared';
import {
  advertisements,
  offers,
  priceHistory,
  properties,
  reviews,
  sales,
  users,
  wishlistEntries,
} from '../src/db/schema';
import { DEMO_PASSWORD, demoAccounts } from '../src/demo/people';
import { seedDemoData } from '../src/demo/seed';
import { ensureAdmin } from '../src/modules/identity/service';
import { cityCentres, kmBetween } from './helpers/demo-places';
import { demoDecisionChecks } from './helpers/demo-decision';
import { demoRentalChecks } from './helpers/demo-rentals';
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
      // Written past the API, as `npm start` seeds before the server serves: the public reads
      // (their cache, the search index) learn of it as they would of any write.
      await ctx().app.publicDataChanged();

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
        // Above the card cap the demo buyer paid the 10% reservation deposit by card; a let's
        // renter a week of rent as the holding deposit (CONTRACT.md section 12).
        expect(sale.amountPaid).toBe(
          sale.listingType === 'rent'
            ? holdingDeposit(sale.price, sale.rentPeriod!, 1)
            : sale.price > 999_999.99
              ? Math.round(sale.price * 10) / 100
              : sale.price,
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

    it("agents have buyers' questions waiting, some unread, and viewings asked for in the home's time", async () => {
      const { app } = ctx();
      const signIn = async (email: string) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: DEMO_PASSWORD },
        });
        return { authorization: `Bearer ${res.json().token as string}` };
      };
      const alice = await signIn('agent@eliteproperty.test');
      const unread = await app.inject({ url: '/api/conversations/unread', headers: alice });
      expect(unread.json()).toEqual({ count: 2 });
      const threads = await app.inject({ url: '/api/conversations', headers: alice });
      expect(threads.json()[0]).toMatchObject({
        property_title: 'Modern Glass Loft',
        other_party: { name: 'Bob Buyer' },
        unread: 2,
        last_message: { from_me: false },
      });

      const bob = await signIn('user@eliteproperty.test');
      const viewings = (await app.inject({ url: '/api/viewings', headers: bob })).json();
      expect(viewings).toEqual([
        expect.objectContaining({
          property_title: 'Modern Glass Loft',
          status: 'confirmed',
          start: expect.stringMatching(/T10:00(:00)?-05:00$/),
          agent_name: 'Alice Agent',
        }),
      ]);
      expect(Date.parse(viewings[0].start)).toBeGreaterThan(Date.now());
    });

    it('buyers have saved searches whose alerts match the listings of the last days', async () => {
      const { app } = ctx();
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'user@eliteproperty.test', password: DEMO_PASSWORD },
      });
      const bob = { authorization: `Bearer ${login.json().token as string}` };
      const searches = (await app.inject({ url: '/api/saved-searches', headers: bob })).json();
      expect(searches.map((s: { name: string }) => s.name)).toEqual([
        'Seattle, 3+ bedrooms',
        'Homes under $1M',
        'Brooklyn & Manhattan',
      ]);
      const notifications = (await app.inject({ url: '/api/notifications', headers: bob })).json();
      expect(notifications).toContainEqual(
        expect.objectContaining({
          kind: 'price_drop',
          property_title: 'Highlands Victorian',
          old_price: 935000,
          price: 890000,
        }),
      );
      const unread = (await app.inject({ url: '/api/notifications/unread', headers: bob })).json();
      expect(unread).toEqual({ count: 2 });
      // Every match is one the search itself finds today.
      for (const n of notifications) {
        const search = searches.find((s: { _id: string }) => s._id === n.saved_search_id);
        const found = await app.inject({
          url: `/api/property?${new URLSearchParams(search.query).toString()}&limit=100`,
        });
        expect(found.json().map((p: { _id: string }) => p._id)).toContain(n.property_id);
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

    it('every listing has its facts, a description, a place in its city, a gallery and a floor plan', async () => {
      const { db } = ctx();
      const listings = await db.select().from(properties);
      for (const p of listings) {
        expect(p.propertyType, p.title).not.toBeNull();
        expect(p.bedrooms, p.title).toBeGreaterThanOrEqual(0);
        expect(p.bathrooms, p.title).toBeGreaterThanOrEqual(1);
        expect(p.livingArea, p.title).toBeGreaterThan(300);
        expect(p.lotSize, p.title).toBeGreaterThan(0);
        expect(p.yearBuilt, p.title).toBeGreaterThanOrEqual(1800);
        // Several paragraphs, written for this home and its city.
        const paragraphs = p.description!.split('\n\n');
        expect(paragraphs.length, p.title).toBeGreaterThanOrEqual(3);
        expect(p.description!.length, p.title).toBeLessThanOrEqual(5000);
        const city = p.location.split(', ').at(-2)!;
        expect(p.description, p.title).toContain(p.location.split(', ')[0]);
        expect(p.description, p.title).toContain(city);
        expect(p.description, p.title).toMatch(/(?<!\d)\d+ (sq ft|m²)/);
        expect(cityCentres[city], city).toBeDefined();
        expect(kmBetween([p.latitude!, p.longitude!], cityCentres[city]!), p.title).toBeLessThan(
          50,
        );
        expect(p.photos.length, p.title).toBeGreaterThanOrEqual(5);
        expect(p.photos[0]!.url).toBe(p.image);
        expect(new Set(p.photos.map((photo) => photo.url)).size).toBe(p.photos.length);
        for (const photo of p.photos) {
          expect(photo.url).toMatch(storedImage);
          expect(photo.alt.length, photo.url).toBeGreaterThan(10);
        }
        expect(p.floorPlan).toMatch(storedImage);
      }
      // Two homes never stand on one spot, and the galleries are not all the same.
      expect(new Set(listings.map((p) => `${p.latitude},${p.longitude}`)).size).toBe(
        listings.length,
      );
      const galleries = new Set(listings.map((p) => p.photos.map((photo) => photo.url).join()));
      expect(galleries.size).toBe(listings.length);
      expect(new Set(listings.map((p) => p.photos[1]!.url)).size).toBeGreaterThanOrEqual(8);
    });

    it('listed homes have listed_at and a price history; pending and rejected ones have neither', async () => {
      const { db } = ctx();
      const listings = await db.select().from(properties);
      const history = await db.select().from(priceHistory);
      const reduced = new Set<string>();
      for (const p of listings) {
        const entries = history
          .filter((h) => h.propertyId === p.id)
          .sort((a, b) => a.date.getTime() - b.date.getTime());
        if (p.status === 'pending' || p.status === 'rejected') {
          expect(p.listedAt, p.title).toBeNull();
          expect(entries, p.title).toHaveLength(0);
          continue;
        }
        expect(p.listedAt!.getTime(), p.title).toBeGreaterThan(p.createdAt.getTime());
        expect(entries[0]!.event, p.title).toBe('listed');
        expect(entries[0]!.date.getTime()).toBe(p.listedAt!.getTime());
        const shown = entries.filter((e) => e.event !== 'sold').at(-1)!;
        expect([shown.min, shown.max], p.title).toEqual([p.priceMin, p.priceMax]);
        if (entries.some((e) => e.event === 'price_changed')) reduced.add(p.title);
        expect(entries.at(-1)!.event === 'sold', p.title).toBe(p.status === 'sold');
      }
      expect(reduced.size).toBeGreaterThan(0);
    });

    it('a buyer sees a listing with its facts, gallery, floor plan, place and price history; every picture is served', async () => {
      const { app, db } = ctx();
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'user@eliteproperty.test', password: DEMO_PASSWORD },
      });
      const auth = { authorization: `Bearer ${login.json().token}` };
      const [listing] = await db
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.title, 'Queen Anne Craftsman'));
      const res = await app.inject({
        method: 'GET',
        url: `/api/property/${listing!.id}`,
        headers: auth,
      });
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page).toMatchObject({
        property_type: 'house',
        bedrooms: 4,
        bathrooms: 2.5,
        living_area: 2600,
        year_built: 1912,
        latitude: expect.closeTo(47.638, 2),
        longitude: expect.closeTo(-122.358, 2),
        floor_plan: expect.stringMatching(storedImage),
      });
      expect(page.description).toContain('Kerry Park');
      expect(page.photos.length).toBeGreaterThanOrEqual(5);
      expect(page.days_on_market).toBeGreaterThanOrEqual(5);
      expect(page.price_history[0].event).toBe('listed');

      const urls = new Set<string>();
      for (const p of await db.select().from(properties)) {
        for (const photo of p.photos) urls.add(photo.url);
        urls.add(p.floorPlan!);
      }
      for (const url of urls) {
        const hash = storedImage.exec(url)![1];
        for (const name of [`${hash}-400.webp`, `${hash}-800.webp`]) {
          expect(fs.existsSync(path.join(dataDir, 'images', name)), name).toBe(true);
        }
        const served = await app.inject({ method: 'GET', url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
      }
    });

    // The demo's homes to rent, on the same seed.
    demoRentalChecks(ctx);
    // What a buyer needs to decide about them.
    demoDecisionChecks(ctx);

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

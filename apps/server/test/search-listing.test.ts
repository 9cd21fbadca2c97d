import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import type { Notification, Property, PropertyMap, SavedSearch } from '@elite/shared';
import { properties } from '../src/db/schema';
import { accountMaker, type TestAccount } from './helpers/factories';
import { addListing, moderateListing } from './helpers/property-factory';
import { describeEachDatabase } from './helpers/test-app';

/**
 * `listing` on the public list, the map and saved searches (CONTRACT.md section 12): `sale`
 * when it is not given (what SPEC.md's client always saw), `rent`, `all`; anything else a 400
 * naming it. Run with the search index and without it, so that both the index and the SQL
 * answer every search.
 */

interface Made {
  id: string;
  min: number;
  rent: boolean;
  placed: boolean;
}

/** Sale listings (dollars) and rentals (rent a month), in one town, some without a place. */
const LISTINGS = [
  { title: 'Sale one', min: 250_000, rent: false, placed: true },
  { title: 'Sale two', min: 410_000, rent: false, placed: true },
  { title: 'Sale three', min: 180_000, rent: false, placed: false },
  { title: 'Sale four', min: 990_000, rent: false, placed: true },
  { title: 'Rent one', min: 1_450, rent: true, placed: true },
  { title: 'Rent two', min: 2_900, rent: true, placed: true },
  { title: 'Rent three', min: 950, rent: true, placed: false },
];

function suite(index: 'on' | 'off') {
  describeEachDatabase(
    `listing filter, search index ${index}`,
    (ctx) => {
      const account = accountMaker(ctx);
      let agent: TestAccount;
      let admin: TestAccount;
      let buyer: TestAccount;
      const made: Made[] = [];

      /**
       * A listing of `LISTINGS`: added by its agent, made a rental in the table while it is
       * pending (the properties module's own calls write the type), then verified.
       */
      async function addOne(l: (typeof LISTINGS)[number], town: string): Promise<Made> {
        const { app, db } = ctx();
        const id = await addListing(app, agent, {
          property_title: l.title,
          location: `${town}, Testland`,
          price_range: { min: l.min, max: Math.round(l.min * 1.1) },
        });
        await db
          .update(properties)
          .set({
            ...(l.rent && { listingType: 'rent' as const, rentPeriod: 'month' as const }),
            ...(l.placed
              ? { longitude: 10.5 + made.length, latitude: 45.5 }
              : { longitude: null, latitude: null }),
          })
          .where(eq(properties.id, id));
        await moderateListing(app, admin, id);
        return { id, min: l.min, rent: l.rent, placed: l.placed };
      }

      beforeAll(async () => {
        [agent, admin, buyer] = await Promise.all([
          account('agent'),
          account('admin'),
          account('user'),
        ]);
        for (const l of LISTINGS) made.push(await addOne(l, 'Lettington'));
      }, 60_000);

      const get = (url: string) => ctx().app.inject({ method: 'GET', url });

      async function list(query: string) {
        const res = await get(`/api/property?${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return {
          ids: res.json<Property[]>().map((p) => p._id),
          total: Number(res.headers['x-total-count']),
          types: res.json<Property[]>().map((p) => p.listing_type),
          index: res.headers['x-search-index'],
        };
      }

      const ids = (which: (m: Made) => boolean, order: 'asc' | 'desc' = 'asc') =>
        made
          .filter(which)
          .sort((a, b) => (order === 'asc' ? a.min - b.min : b.min - a.min))
          .map((m) => m.id);
      const sale = (m: Made) => !m.rent;
      const rent = (m: Made) => m.rent;
      const any = () => true;

      if (index === 'on') {
        it('the search index answers the searches once it holds every listing', async () => {
          await vi.waitFor(
            async () => {
              const found = await list('listing=rent&minPrice=1&sortBy=asc');
              expect(found.index).toBe('hit');
              expect(found.ids).toEqual(ids(rent));
            },
            { timeout: 20_000, interval: 100 },
          );
        });
      }

      it.each([
        ['no listing: sale listings only, as SPEC.md’s client saw', 'sortBy=asc', sale],
        ['an empty listing is none', 'listing=&sortBy=asc', sale],
        ['listing=sale', 'listing=sale&sortBy=asc', sale],
        ['listing=rent', 'listing=rent&sortBy=asc', rent],
        ['listing=all', 'listing=all&sortBy=asc', any],
      ] as const)('%s, lowest price first, with its own total', async (_, query, which) => {
        const found = await list(query);
        expect(found.ids).toEqual(ids(which));
        expect(found.total).toBe(ids(which).length);
        expect(new Set(found.types)).toEqual(
          new Set(made.filter(which).map((m) => (m.rent ? 'rent' : 'sale'))),
        );
      });

      it.each([
        ['sortBy=desc', sale],
        ['listing=rent&sortBy=desc', rent],
        ['listing=all&sortBy=desc', any],
      ] as const)('%s: highest price first', async (query, which) => {
        expect((await list(query)).ids).toEqual(ids(which, 'desc'));
      });

      it.each([
        ['', sale],
        ['listing=rent&', rent],
        ['listing=all&', any],
      ] as const)('%sin the server’s order and newest first', async (prefix, which) => {
        for (const sort of ['', 'sortBy=newest']) {
          const found = await list(`${prefix}${sort}`);
          expect([...found.ids].sort()).toEqual([...ids(which)].sort());
          expect(found.total).toBe(ids(which).length);
        }
      });

      it('with filters, a location and pages, each kind counts its own total', async () => {
        const cheapRent = await list('listing=rent&maxPrice=3000&sortBy=asc');
        expect(cheapRent.ids).toEqual(ids((m) => m.rent && m.min <= 3000));
        // A rent never reaches a sale price, and a sale price is above every rent.
        expect((await list('minPrice=100000')).total).toBe(ids(sale).length);
        expect((await list('listing=rent&minPrice=100000')).total).toBe(0);
        expect((await list('listing=all&maxPrice=3000&sortBy=asc')).ids).toEqual(
          ids((m) => m.min <= 3000),
        );
        const located = await list('location=lettington&listing=rent&sortBy=asc');
        expect(located.ids).toEqual(ids(rent));
        expect((await list('location=lettington')).total).toBe(ids(sale).length);
        const second = await list('listing=all&sortBy=asc&limit=3&page=2');
        expect(second.ids).toEqual(ids(any).slice(3, 6));
        expect(second.total).toBe(made.length);
        const area = await list('listing=rent&bbox=10,45,30,46&sortBy=asc');
        expect(area.ids).toEqual(ids((m) => m.rent && m.placed));
      });

      it.each(['lease', 'SALE', 'rent,sale', 'x'.repeat(100)])(
        'refuses listing=%s on the list and the map with a 400 naming it',
        async (value) => {
          for (const path of ['/api/property', '/api/property/map']) {
            const res = await get(`${path}?listing=${encodeURIComponent(value)}`);
            expect(res.statusCode, res.body).toBe(400);
            expect(res.json<{ message: string }>().message).toMatch(/^listing\b/);
          }
        },
      );

      it.each([
        ['', sale],
        ['listing=sale', sale],
        ['listing=rent', rent],
        ['listing=all', any],
      ] as const)('the map of %s', async (query, which) => {
        const res = await get(`/api/property/map?${query}`);
        expect(res.statusCode, res.body).toBe(200);
        const map = res.json<PropertyMap>();
        const placed = made.filter((m) => which(m) && m.placed).map((m) => m.id);
        expect(map.total).toBe(placed.length);
        expect(map.points.map((p) => p._id).sort()).toEqual([...placed].sort());
        const filtered = await get(`/api/property/map?${query}&maxPrice=3000`);
        expect(filtered.json<PropertyMap>().total).toBe(
          made.filter((m) => which(m) && m.placed && m.min <= 3000).length,
        );
      });

      async function saveSearch(query: Record<string, string>, name: string) {
        const res = await ctx().app.inject({
          method: 'POST',
          url: '/api/saved-searches',
          headers: buyer.auth,
          payload: { name, query, frequency: 'instant' },
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ insertedId: string }>().insertedId;
      }

      async function notificationsOf(who: TestAccount): Promise<Notification[]> {
        ctx().app.alertWorker.nudge();
        await ctx().app.alertWorker.settled();
        const res = await ctx().app.inject({
          method: 'GET',
          url: '/api/notifications?limit=100',
          headers: who.auth,
        });
        expect(res.statusCode).toBe(200);
        return res.json<Notification[]>().filter((n) => n.saved_search_id !== null);
      }

      it('a saved search keeps its listing and answers it back; a bad one is a 400', async () => {
        const id = await saveSearch(
          { location: 'Nowhere at all', listing: 'rent', maxPrice: '2500' },
          'Cheap rentals',
        );
        const mine = await ctx().app.inject({
          method: 'GET',
          url: '/api/saved-searches',
          headers: buyer.auth,
        });
        const saved = mine.json<SavedSearch[]>().find((s) => s._id === id);
        expect(saved?.query).toEqual({
          location: 'Nowhere at all',
          maxPrice: '2500',
          listing: 'rent',
        });
        const bad = await ctx().app.inject({
          method: 'POST',
          url: '/api/saved-searches',
          headers: buyer.auth,
          payload: { name: 'Bad', query: { listing: 'buy' }, frequency: 'instant' },
        });
        expect(bad.statusCode, bad.body).toBe(400);
        expect(bad.json<{ message: string }>().message).toMatch(/listing/);
      });

      it('a new rental alerts the searches for rentals (and all), a new sale the others', async () => {
        const town = `Alertham ${index}`;
        const query = { location: town };
        const rentSearch = await saveSearch({ ...query, listing: 'rent' }, `Rent in ${town}`);
        const saleSearch = await saveSearch({ ...query }, `Buy in ${town}`);
        const allSearch = await saveSearch({ ...query, listing: 'all' }, `All in ${town}`);
        const before = new Set((await notificationsOf(buyer)).map((n) => n._id));
        const fresh = async () => (await notificationsOf(buyer)).filter((n) => !before.has(n._id));

        const rental = await addOne(
          { title: 'To let', min: 1_800, rent: true, placed: true },
          town,
        );
        const [forRental, ...more] = await fresh();
        expect(more).toEqual([]);
        expect(forRental?.property_id).toBe(rental.id);
        expect(forRental?.saved_search_id).toBe(rentSearch);
        expect([...(forRental?.saved_search_names ?? [])].sort()).toEqual(
          [`All in ${town}`, `Rent in ${town}`].sort(),
        );
        for (const n of await fresh()) before.add(n._id);

        const house = await addOne(
          { title: 'For sale', min: 300_000, rent: false, placed: true },
          town,
        );
        const [forSale, ...others] = await fresh();
        expect(others).toEqual([]);
        expect(forSale?.property_id).toBe(house.id);
        expect(forSale?.saved_search_id).toBe(saleSearch);
        expect([...(forSale?.saved_search_names ?? [])].sort()).toEqual(
          [`All in ${town}`, `Buy in ${town}`].sort(),
        );
        expect(allSearch).toBeTruthy();
      });
    },
    { SEARCH_INDEX: index },
  );
}

suite('on');
suite('off');

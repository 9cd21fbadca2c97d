import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { PROPERTY_TYPES, type Notification, type PropertyType } from '@elite/shared';
import { alertJobs, notifications } from '../src/db/schema';
import { accountMaker, type TestAccount } from './helpers/factories';
import { addListing, moderateListing } from './helpers/property-factory';
import {
  addSearchListings,
  CITIES,
  matches,
  searchQuery,
  U_SHAPE,
  type Search,
  type SearchListing,
} from './helpers/search-listings';
import { describeEachDatabase } from './helpers/test-app';

/**
 * Matching on write (CONTRACT.md section 9) against the search itself: for random saved
 * searches and a random listing verified after them, the searches that get a notification are
 * exactly those whose GET /api/property lists the listing (and the brute force agrees).
 * The explicit cases of events (first listing, price drop, rise, repeat...) are in
 * alerts-events.test.ts.
 */
const absentMostly = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 });

/** A piece of a city's name, in any case (`Testland` is in every listing's location). */
const locationArb = fc.oneof(
  fc
    .tuple(fc.constantFrom(...CITIES, 'Testland'), fc.nat(), fc.nat(), fc.boolean())
    .map(([city, a, b, upper]) => {
      const [from, to] = [a % city.length, b % city.length].sort((x, y) => x - y);
      const piece = city.slice(from!, to! + 1).trim();
      return upper ? piece.toUpperCase() : piece.toLowerCase();
    }),
  // `_` and `%` are taken literally, not as LIKE's wildcards.
  fc.constantFrom('r_F', 'Falls%', 'nowhere', 'ar f'),
);

const integerBox = fc
  .tuple(fc.integer({ min: 9, max: 20 }), fc.integer({ min: 39, max: 50 }))
  .chain(([w, s]) =>
    fc
      .tuple(fc.integer({ min: w + 1, max: 22 }), fc.integer({ min: s + 1, max: 52 }))
      .map(([e, n]) => [w, s, e, n] as [number, number, number, number]),
  );

/** Concave U shapes (opening up or down), the fixed U, and triangles: integer vertices. */
const polygonArb: fc.Arbitrary<[number, number][]> = fc.oneof(
  fc.constant(U_SHAPE),
  fc
    .tuple(integerBox, fc.nat(), fc.nat(), fc.nat(), fc.boolean())
    .filter(([[w, s, e, n]]) => e - w >= 3 && n - s >= 2)
    .map(([[w, s, e, n], a, b, c, down]) => {
      const left = w + 1 + (a % (e - w - 2));
      const right = left + 1 + (b % (e - left - 1));
      const depth = 1 + (c % (n - s - 1));
      const notch = down ? s + depth : n - depth;
      const edge = down ? s : n;
      const other = down ? n : s;
      return [
        [w, other],
        [e, other],
        [e, edge],
        [right, edge],
        [right, notch],
        [left, notch],
        [left, edge],
        [w, edge],
      ] as [number, number][];
    }),
  fc
    .array(fc.tuple(fc.integer({ min: 8, max: 22 }), fc.integer({ min: 38, max: 52 })), {
      minLength: 3,
      maxLength: 3,
    })
    .filter(
      ([p, q, r]) => (q![0] - p![0]) * (r![1] - p![1]) - (q![1] - p![1]) * (r![0] - p![0]) !== 0,
    ),
);

const kilo = (min: number, max: number) => fc.integer({ min, max }).map((k) => k * 1000);

const searchArb: fc.Arbitrary<Search> = fc
  .record({
    location: absentMostly(locationArb),
    minPrice: absentMostly(kilo(100, 1000)),
    maxPrice: absentMostly(kilo(100, 1000)),
    beds: absentMostly(fc.integer({ min: 0, max: 6 })),
    baths: absentMostly(fc.constantFrom(0, 1, 1.5, 2, 2.5, 4)),
    type: absentMostly(fc.subarray([...PROPERTY_TYPES], { minLength: 1 })),
    minArea: absentMostly(fc.integer({ min: 30, max: 420 })),
    maxArea: absentMostly(fc.integer({ min: 30, max: 450 })),
    // Now and then west above east: across the antimeridian (from west, or to east).
    bbox: absentMostly(
      fc
        .tuple(integerBox, fc.nat(3))
        .map(([[w, s, e, n], flip]): [number, number, number, number] =>
          flip === 0 ? [e, s, w, n] : [w, s, e, n],
        ),
    ),
    polygon: absentMostly(polygonArb),
  })
  .map((s) => ({ ...s, location: s.location || undefined }))
  .filter(
    (s) =>
      (s.minPrice === undefined || s.maxPrice === undefined || s.minPrice <= s.maxPrice) &&
      (s.minArea === undefined || s.maxArea === undefined || s.minArea <= s.maxArea),
  );

/** A point of the region (or far from it), never on a whole degree: off every drawn edge. */
const placeArb = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99_999 }), fc.nat(9))
  .map(([x, y, far]) => ({
    lng: (far === 0 ? -75 : 8) + Math.round(x / 0.7) / 1e4 + 0.00003,
    lat: (far === 0 ? -40 : 38) + Math.round(y / 0.7) / 1e4 + 0.00003,
  }));

const listingArb = fc.record({
  city: fc.constantFrom(...CITIES),
  min: kilo(100, 900),
  spread: kilo(0, 100),
  type: fc.option(fc.constantFrom(...PROPERTY_TYPES), { nil: null }),
  beds: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  baths: fc.option(fc.constantFrom(1, 1.5, 2, 2.5, 3, 3.5, 4), { nil: null }),
  area: fc.option(fc.integer({ min: 40, max: 400 }), { nil: null }),
  place: fc.option(placeArb, { nil: null }),
});
type NewListing = typeof listingArb extends fc.Arbitrary<infer T> ? T : never;

/** The saved query: the same parameters the search's address bar holds. */
const savedQuery = (s: Search) => Object.fromEntries(new URLSearchParams(searchQuery(s)));

describeEachDatabase('alerts match exactly what the search finds', (ctx) => {
  const account = accountMaker(ctx);
  let agent: TestAccount;
  let admin: TestAccount;
  let runs = 0;
  let notified = 0;
  let missed = 0;

  /** Lets the alert worker match every waiting listing. */
  async function drain() {
    ctx().app.alertWorker.nudge();
    await ctx().app.alertWorker.settled();
  }

  beforeAll(async () => {
    const { app, db } = ctx();
    agent = await account('agent');
    admin = await account('admin');
    // Listings already public before the searches are saved: they must not be notified.
    await addSearchListings(app, db, agent, admin, 30, 34);
    await drain();
  }, 60_000);

  async function verifyNew(l: NewListing): Promise<SearchListing> {
    const input = {
      property_title: `New home ${runs}`,
      location: `${l.city}, Testland`,
      property_image: 'https://example.com/a.jpg',
      price_range: { min: l.min, max: l.min + l.spread },
      property_type: l.type,
      bedrooms: l.beds,
      bathrooms: l.baths,
      living_area: l.area,
      latitude: l.place?.lat ?? null,
      longitude: l.place?.lng ?? null,
    };
    const id = await addListing(ctx().app, agent, input as never);
    await moderateListing(ctx().app, admin, id);
    return {
      id,
      location: input.location,
      min: l.min,
      max: l.min + l.spread,
      type: l.type as PropertyType | null,
      beds: l.beds,
      baths: l.baths,
      area: l.area,
      lng: input.longitude,
      lat: input.latitude,
      listedAt: 0n,
      createdAt: 0n,
    };
  }

  async function searchFinds(s: Search, id: string): Promise<boolean> {
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/property?${searchQuery(s)}&limit=100`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBeLessThanOrEqual(100);
    return res.json<{ _id: string }[]>().some((p) => p._id === id);
  }

  it('notifies the saved searches whose search lists the new listing, and no others', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(searchArb, { minLength: 30, maxLength: 40 }),
        listingArb,
        async (searches, newListing) => {
          runs += 1;
          // Two buyers: one account keeps at most 20 searches.
          const buyers = [await account(), await account()];
          const saved: { id: string; search: Search; buyer: TestAccount }[] = [];
          for (const [i, search] of searches.entries()) {
            const buyer = buyers[i < 20 ? 0 : 1]!;
            const res = await ctx().app.inject({
              method: 'POST',
              url: '/api/saved-searches',
              headers: buyer.auth,
              payload: { name: `Search ${i}`, query: savedQuery(search), frequency: 'instant' },
            });
            // The same search twice is refused (409); the one kept stands for both.
            if (res.statusCode === 409) continue;
            expect(res.statusCode, `${res.body} ${searchQuery(search)}`).toBe(201);
            saved.push({ id: res.json<{ insertedId: string }>().insertedId, search, buyer });
          }
          const listing = await verifyNew(newListing);
          await drain();

          // One notification per account names every search it matched (issue 36).
          const got = new Map<string, Notification>();
          for (const buyer of buyers) {
            const res = await ctx().app.inject({
              method: 'GET',
              url: '/api/notifications?limit=100',
              headers: buyer.auth,
            });
            const list = res.json<Notification[]>();
            expect(list.length).toBeLessThanOrEqual(1);
            for (const n of list) {
              // Only the new listing: the older ones were public before the searches existed.
              expect(n.property_id).toBe(listing.id);
              const [row] = await ctx()
                .db.select({ ids: notifications.savedSearchIds })
                .from(notifications)
                .where(eq(notifications.id, n._id));
              for (const id of row!.ids) {
                expect(got.has(id)).toBe(false);
                got.set(id, n);
              }
            }
          }
          for (const { id, search } of saved) {
            const found = await searchFinds(search, listing.id);
            const why = `${searchQuery(search)} / ${JSON.stringify({ ...listing, listedAt: 0, createdAt: 0 })}`;
            expect(got.has(id), why).toBe(found);
            expect(matches(listing, search), why).toBe(found);
            if (found) {
              expect(got.get(id)).toMatchObject({
                kind: 'new_listing',
                old_price: null,
                price: listing.min,
                property_title: `New home ${runs}`,
              });
            }
          }
          notified += got.size;
          missed += saved.length - got.size;
        },
      ),
      { numRuns: 15, seed: 9, endOnFailure: true },
    );
    // The runs saw both sides: searches that matched and searches that did not.
    expect(notified).toBeGreaterThan(10);
    expect(missed).toBeGreaterThan(10);
    const { db } = ctx();
    expect(await db.select().from(alertJobs).where(eq(alertJobs.kind, 'new_listing'))).toEqual([]);
  }, 60_000);
});

import { and, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { PROPERTY_TYPES, type LngLat } from '@elite/shared';
import {
  matchesSearch,
  RULE_KEYS,
  searchConditions,
  type ListingFacts,
  type SearchCriteria,
} from '../src/modules/search/filters';
import { ColumnsBuilder } from '../src/modules/search/index-repository';
import { SearchIndex } from '../src/modules/search/memory-index/search-index';
import { describeEachDatabase } from './helpers/test-app';

/**
 * Each matching rule is defined once (search/filters.ts, `holds`); the database's SQL and the
 * index in memory must each match exactly the listings the rule says, criterion by criterion:
 * for any listings (unknown facts, places on and beside the areas' edges, locations with LIKE's
 * wildcards and letters beyond ASCII) and any asked value.
 */

/** The values the areas' edges are drawn from, and listings lie on (and just beside). */
const LNGS = [-180, -170, 10, 12.5, 14.37, 17, 20, 170, 180];
const LATS = [-17, 40, 43.21, 46, 50];
const LOCATIONS = ['bulkton, testland', 'ålesund øst', '100% porto', 'o_v town', 'cedar falls'];

const maybeNull = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 1 }, { arbitrary: arb, weight: 3 });
const onOrBeside = (values: number[], low: number, high: number) =>
  fc
    .tuple(fc.constantFrom(...values), fc.constantFrom(0, 0, 1e-7, -1e-7, 0.5, -0.5))
    .map(([v, d]) => Math.min(high, Math.max(low, v + d)));

const factsArb: fc.Arbitrary<ListingFacts> = fc
  .record({
    locationSearch: fc.constantFrom(...LOCATIONS),
    priceMin: fc.constantFrom(100_000, 150_000, 400_000),
    spread: fc.constantFrom(0, 50_000, 600_000),
    bedrooms: maybeNull(fc.integer({ min: 0, max: 5 })),
    bathrooms: maybeNull(fc.constantFrom(1, 1.5, 2.5)),
    livingArea: maybeNull(fc.constantFrom(50, 120.5, 200, 400)),
    propertyType: maybeNull(fc.constantFrom(...PROPERTY_TYPES)),
    place: maybeNull(fc.tuple(onOrBeside(LNGS, -180, 180), onOrBeside(LATS, -90, 90))),
  })
  .map(({ spread, place, ...facts }) => ({
    ...facts,
    priceMax: facts.priceMin + spread,
    longitude: place?.[0] ?? null,
    latitude: place?.[1] ?? null,
  }));

const vertexArb = fc.tuple(fc.constantFrom(...LNGS.slice(2, 7)), fc.constantFrom(...LATS.slice(1)));
const sortedPair = (values: number[]) =>
  fc
    .tuple(fc.constantFrom(...values), fc.constantFrom(...values))
    .map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a]));

/** The criteria of section 13 (energy, features, ...) have their own test: search-decision-rules. */
type Criterion = Exclude<keyof SearchCriteria, 'energy' | 'features' | 'accessible' | 'open_house'>;

/** An asked value of each criterion. */
const criterionArb: { [K in Criterion]-?: fc.Arbitrary<SearchCriteria[K]> } = {
  location: fc.constantFrom('Bulkton', 'ØST', 'ton', '100%', 'o_v', '_', 'zzz'),
  minPrice: fc.constantFrom(100_000, 150_000, 400_000, 700_000),
  maxPrice: fc.constantFrom(100_000, 150_000, 400_000),
  beds: fc.integer({ min: 0, max: 5 }),
  baths: fc.constantFrom(1, 1.5, 2.5),
  type: fc.subarray([...PROPERTY_TYPES], { minLength: 1 }),
  minArea: fc.constantFrom(50, 120.5, 200),
  maxArea: fc.constantFrom(50, 120.5, 400),
  // West above east crosses the antimeridian.
  bbox: fc
    .tuple(fc.constantFrom(...LNGS), fc.constantFrom(...LNGS), sortedPair(LATS))
    .map(([west, east, [south, north]]) => ({ west, south, east, north })),
  polygon: fc.array(vertexArb, { minLength: 3, maxLength: 7 }) as fc.Arbitrary<LngLat[]>,
};

/** Listing `i`'s id: ids sort as the listings do, as the index keeps them. */
const idOf = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;

/**
 * The listings as a table named as the listings' own, so that the rules' SQL reads their
 * columns from it; the numbers of those the conditions keep.
 */
function matchingRows(listings: ListingFacts[], conditions: SQL[]): SQL {
  const rows = listings.map(
    (l, i) =>
      sql`(${i}::int, ${l.locationSearch}::text, ${l.priceMin}::numeric, ${l.priceMax}::numeric,
        ${l.bedrooms}::int, ${l.bathrooms}::numeric, ${l.livingArea}::float8,
        ${l.propertyType}::text, ${l.longitude}::float8, ${l.latitude}::float8)`,
  );
  return sql`select i from (values ${sql.join(rows, sql`, `)}) as properties (i,
    location_search, price_min, price_max, bedrooms, bathrooms, living_area, property_type,
    longitude, latitude) where ${and(...conditions)} order by i`;
}

function indexOf(listings: ListingFacts[]): Promise<SearchIndex> {
  const columns = new ColumnsBuilder();
  listings.forEach((l, i) => columns.push({ ...l, id: idOf(i), createdAt: i, listedAt: i }));
  return SearchIndex.build(columns.done());
}

describeEachDatabase('each matching rule, in SQL and in the index', (ctx) => {
  it.each(RULE_KEYS.filter((key): key is Criterion => key in criterionArb))(
    '%s: the SQL and the index match what the rule says',
    async (key) => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(factsArb, { minLength: 1, maxLength: 40 }),
          criterionArb[key] as fc.Arbitrary<unknown>,
          async (listings, value) => {
            const criteria = { [key]: value } as SearchCriteria;
            const expected = listings.flatMap((l, i) => (matchesSearch(l, criteria) ? [i] : []));
            const label = JSON.stringify(value);
            // The search's own form, and the form that walks an order's index (AreaForm).
            for (const form of ['index', 'walk'] as const) {
              const found = (await ctx().db.execute(
                matchingRows(listings, searchConditions(criteria, form)),
              )) as unknown as { rows: { i: number }[] };
              expect(
                found.rows.map((r) => Number(r.i)),
                `${form} ${label}`,
              ).toEqual(expected);
            }
            const index = await indexOf(listings);
            const { rows, total } = index.search(criteria, undefined, 1, listings.length);
            expect(total, label).toBe(expected.length);
            const ids = rows.map((row) => index.idOf(row)).sort();
            expect(ids, label).toEqual(expected.map(idOf));
          },
        ),
        { numRuns: 60, seed: 37 },
      );
    },
  );

  it('a search matches what every one of its rules matches', () => {
    const bulkton: ListingFacts = {
      locationSearch: 'bulkton, testland',
      priceMin: 150_000,
      priceMax: 200_000,
      bedrooms: 3,
      bathrooms: null,
      livingArea: 120,
      propertyType: 'house',
      longitude: 12.5,
      latitude: 43.21,
    };
    expect(matchesSearch(bulkton, {})).toBe(true);
    expect(matchesSearch(bulkton, { location: 'BULK', minPrice: 190_000, beds: 3 })).toBe(true);
    // An unknown fact matches no filter on it.
    expect(matchesSearch(bulkton, { location: 'BULK', baths: 1 })).toBe(false);
    expect(
      matchesSearch(bulkton, { bbox: { west: 170, south: 40, east: 13, north: 50 } }),
      'across the antimeridian',
    ).toBe(true);
  });
});

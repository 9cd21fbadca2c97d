import { and, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  ACCESSIBILITY_FEATURES,
  ENERGY_RATINGS,
  LISTING_FEATURES,
  PROPERTY_TYPES,
} from '@elite/shared';
import {
  matchesSearch,
  searchConditions,
  type ListingFacts,
  type SearchCriteria,
} from '../src/modules/search/filters';
import { ColumnsBuilder } from '../src/modules/search/index-repository';
import { SearchIndex } from '../src/modules/search/memory-index/search-index';
import { describeEachDatabase } from './helpers/test-app';

/**
 * The filters of what a buyer needs to decide (CONTRACT.md section 13) are rules as the others
 * (search/filters.ts, `holds`): for any listings' facts (unknown ones, empty sets, open houses
 * begun, soon, later) and any combination of filters, with the older filters among them, the
 * database's SQL and the index in memory match exactly what the rules say (as
 * search-rules.test.ts holds each older rule alone).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/**
 * Open houses' starts from now: begun, and within or beyond each window asked below, each far
 * from a window's edge (the database's now() and the index's are milliseconds apart).
 */
const STARTS = [-3 * HOUR, 2 * HOUR, 1.5 * DAY, 6.5 * DAY, 7.5 * DAY, 29.5 * DAY, 89.5 * DAY];
const LOCATIONS = ['decidham, testland', 'ålesund øst', 'cedar falls'];

const maybeNull = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 1 }, { arbitrary: arb, weight: 3 });

const factsArb: fc.Arbitrary<ListingFacts> = fc.record({
  locationSearch: fc.constantFrom(...LOCATIONS),
  priceMin: fc.constantFrom(100_000, 400_000),
  priceMax: fc.constant(500_000),
  bedrooms: maybeNull(fc.integer({ min: 0, max: 4 })),
  bathrooms: fc.constant(null),
  livingArea: fc.constant(null),
  propertyType: maybeNull(fc.constantFrom(...PROPERTY_TYPES)),
  longitude: fc.constant(null),
  latitude: fc.constant(null),
  energyRating: maybeNull(fc.constantFrom(...ENERGY_RATINGS)),
  features: maybeNull(fc.subarray([...LISTING_FEATURES], { maxLength: 5 })),
  accessibilityFeatures: maybeNull(fc.subarray([...ACCESSIBILITY_FEATURES], { maxLength: 3 })),
  openHouseStarts: fc.subarray(STARTS, { maxLength: 3 }),
});

/** A search: some of the new filters, and maybe older ones with them. */
const criteriaArb: fc.Arbitrary<SearchCriteria> = fc.record(
  {
    energy: fc.constantFrom(...ENERGY_RATINGS),
    features: fc
      .subarray([...LISTING_FEATURES.slice(0, 5)], { minLength: 1, maxLength: 2 })
      .map((f) => [...f].sort()),
    accessible: fc
      .subarray([...ACCESSIBILITY_FEATURES.slice(0, 3)], { minLength: 1, maxLength: 2 })
      .map((f) => [...f].sort()),
    open_house: fc.constantFrom(1, 7, 30, 90),
    minPrice: fc.constant(200_000),
    beds: fc.integer({ min: 0, max: 4 }),
    type: fc.subarray([...PROPERTY_TYPES], { minLength: 1 }),
    location: fc.constantFrom('Decidham', 'ØST'),
  },
  { requiredKeys: [] },
);

/** Listing `i`'s id: ids sort as the listings do, as the index keeps them. */
const idOf = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
const textArray = (values: readonly string[] | null | undefined) =>
  values ? `{${values.join(',')}}` : null;

/**
 * The listings as a table named as the listings' own and their open houses as a `with` named as
 * the open houses' own (which the table's name then means), so that the rules' SQL reads them;
 * the numbers of the listings the conditions keep.
 */
function matchingRows(listings: ListingFacts[], conditions: SQL[], now: number): SQL {
  const rows = listings.map(
    (l, i) =>
      sql`(${i}::int, ${idOf(i)}::uuid, ${l.locationSearch}::text, ${l.priceMin}::numeric,
        ${l.priceMax}::numeric, ${l.bedrooms}::int, ${l.propertyType}::text,
        ${l.energyRating ?? null}::text, ${textArray(l.features)}::text[],
        ${textArray(l.accessibilityFeatures)}::text[])`,
  );
  const starts = listings.flatMap((l, i) =>
    (l.openHouseStarts ?? []).map(
      (start) => sql`(${idOf(i)}::uuid, ${new Date(now + start).toISOString()}::timestamptz)`,
    ),
  );
  // A listing without open houses: a row that no listing's id meets keeps the `values` typed.
  starts.push(sql`(null::uuid, now())`);
  return sql`with open_houses (property_id, start_at) as (values ${sql.join(starts, sql`, `)})
    select i from (values ${sql.join(rows, sql`, `)}) as properties (i, id, location_search,
    price_min, price_max, bedrooms, property_type, energy_rating, features,
    accessibility_features) where ${and(...conditions)} order by i`;
}

function indexOf(listings: ListingFacts[], now: number): Promise<SearchIndex> {
  const columns = new ColumnsBuilder();
  const openHouses = new Map<string, number[]>();
  listings.forEach((l, i) => {
    columns.push({ ...l, id: idOf(i), createdAt: i, listedAt: i });
    const starts = (l.openHouseStarts ?? []).map((start) => now + start).sort((a, b) => a - b);
    if (starts.length > 0) openHouses.set(idOf(i), starts);
  });
  return SearchIndex.build(columns.done(openHouses));
}

describeEachDatabase('the decision filters, in SQL and in the index', (ctx) => {
  it('any combination of filters matches in SQL and in the index what the rules say', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(factsArb, { minLength: 1, maxLength: 30 }),
        criteriaArb,
        async (template, criteria) => {
          // The open houses' starts as instants from now, as they are stored.
          const now = Date.now();
          const listings = template.map((l) => ({
            ...l,
            openHouseStarts: (l.openHouseStarts ?? []).map((start) => now + start),
          }));
          const expected = listings.flatMap((l, i) => (matchesSearch(l, criteria) ? [i] : []));
          const label = JSON.stringify(criteria);
          const found = (await ctx().db.execute(
            matchingRows(template, searchConditions(criteria), now),
          )) as unknown as { rows: { i: number }[] };
          expect(
            found.rows.map((r) => Number(r.i)),
            `SQL ${label}`,
          ).toEqual(expected);
          const index = await indexOf(template, now);
          const { rows, total } = index.search(criteria, undefined, 1, listings.length);
          expect(total, `index ${label}`).toBe(expected.length);
          const ids = rows.map((row) => index.idOf(row)).sort();
          expect(ids, `index ${label}`).toEqual(expected.map(idOf));
          const map = index.map(criteria);
          expect(map.total, `map ${label}`).toBe(0);
        },
      ),
      { numRuns: 25, seed: 40 },
    );
  });

  it('a listing rated C or better, with all the features, and an open house soon', () => {
    const now = Date.now();
    const home: ListingFacts = {
      locationSearch: 'decidham, testland',
      priceMin: 150_000,
      priceMax: 200_000,
      bedrooms: 3,
      bathrooms: null,
      livingArea: 120,
      propertyType: 'house',
      longitude: null,
      latitude: null,
      energyRating: 'B',
      features: ['garden', 'parking'],
      accessibilityFeatures: [],
      openHouseStarts: [now - HOUR, now + 3 * DAY],
    };
    expect(matchesSearch(home, { energy: 'C', features: ['garden'], open_house: 7 })).toBe(true);
    expect(matchesSearch(home, { energy: 'A' })).toBe(false);
    expect(matchesSearch(home, { features: ['garden', 'pool'] })).toBe(false);
    expect(matchesSearch(home, { accessible: ['lift'] })).toBe(false);
    expect(matchesSearch(home, { open_house: 1 }), 'the begun one is not upcoming').toBe(false);
    // Facts left out are unknown: they match no filter on them.
    const unknown: ListingFacts = { ...home, energyRating: undefined, features: undefined };
    expect(matchesSearch(unknown, { energy: 'G' })).toBe(false);
    expect(matchesSearch(unknown, { features: ['garden'] })).toBe(false);
  });
});

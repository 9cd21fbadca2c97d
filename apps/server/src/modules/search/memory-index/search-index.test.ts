import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES } from '@elite/shared';
import { SearchIndex, searchColumns, type IndexedSearch, type SearchColumns } from './search-index';

/**
 * The search index over more listings than the API tests can make (their equivalence with the
 * database is test/search-index.test.ts): past 65,536 rows in a search's stretch the total is
 * estimated from a sample, as the database's is above 10,000, and the page is found by walking
 * the order. Compared here with a brute force over the same columns.
 */
const N = 120_000;

function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Lower-cased, as location_search: four in five hold an "o", one in five "braga". */
const TOWNS = ['porto', 'lisboa', 'braga', 'faro', 'évora, alentejo'];

/** Listings in id order (row i has the i-th smallest id); facts sometimes unknown (NaN). */
function columns(): SearchColumns {
  const next = random(7);
  const c = searchColumns(N, N);
  // Row i's id ends in i: ids in row order.
  for (let i = 0; i < N; i++) c.ids[i * 4 + 3] = i;
  const unknown = (value: number) => (next() < 0.1 ? NaN : value);
  for (let i = 0; i < N; i++) {
    const placed = next() > 0.05;
    c.longitude[i] = placed ? Math.round((-120 + next() * 240) * 100) / 100 : NaN;
    c.latitude[i] = placed ? Math.round((-50 + next() * 110) * 100) / 100 : NaN;
    c.priceMin[i] = 50_000 + Math.floor(next() * 400) * 5_000; // many ties
    c.priceMax[i] = c.priceMin[i]! + Math.floor(next() * 4) * 10_000;
    c.bedrooms[i] = unknown(Math.floor(next() * 6));
    c.bathrooms[i] = unknown(1 + Math.floor(next() * 6) / 2);
    c.livingArea[i] = unknown(40 + Math.floor(next() * 400));
    c.propertyType[i] = next() < 0.1 ? 0 : 1 + Math.floor(next() * PROPERTY_TYPES.length);
    c.createdAt[i] = 1.7e15 + Math.floor(next() * 1000) * 1e6; // ties too
    c.listedAt[i] = next() < 0.05 ? NaN : c.createdAt[i]! + 1e9;
    c.location[i] = Math.floor(next() * TOWNS.length);
  }
  return { ...c, locationNames: TOWNS };
}

const c = columns();
const index = await SearchIndex.build(c);
const idOf = (i: number) => `00000000-0000-0000-0000-${i.toString(16).padStart(12, '0')}`;

function matches(i: number, s: IndexedSearch): boolean {
  if (s.location && !TOWNS[c.location[i]!]!.includes(s.location.toLowerCase())) return false;
  const atLeast = (v: number, b: number | undefined) => b === undefined || v >= b;
  const atMost = (v: number, b: number | undefined) => b === undefined || v <= b;
  if (!atLeast(c.priceMax[i]!, s.minPrice) || !atMost(c.priceMin[i]!, s.maxPrice)) return false;
  if (!atLeast(c.bedrooms[i]!, s.beds) || !atLeast(c.bathrooms[i]!, s.baths)) return false;
  if (s.type && !s.type.includes(PROPERTY_TYPES[c.propertyType[i]! - 1]!)) return false;
  if (!atLeast(c.livingArea[i]!, s.minArea) || !atMost(c.livingArea[i]!, s.maxArea)) return false;
  if (s.bbox) {
    const [x, y] = [c.longitude[i]!, c.latitude[i]!];
    const b = s.bbox;
    if (!(x >= b.west && x <= b.east && y >= b.south && y <= b.north)) return false;
  }
  return true;
}

/** Null last in either direction, as PostgreSQL's `asc` and `desc nulls last`. */
const desc = (a: number, b: number) =>
  Number.isNaN(a) ? (Number.isNaN(b) ? 0 : 1) : Number.isNaN(b) ? -1 : b - a;

function bruteForce(s: IndexedSearch, sortBy: string): number[] {
  const found = Array.from({ length: N }, (_, i) => i).filter((i) => matches(i, s));
  const order: Record<string, (a: number, b: number) => number> = {
    '': (a, b) => desc(c.createdAt[a]!, c.createdAt[b]!) || a - b,
    asc: (a, b) => c.priceMin[a]! - c.priceMin[b]! || a - b,
    desc: (a, b) => c.priceMin[b]! - c.priceMin[a]! || b - a,
    newest: (a, b) => desc(c.listedAt[a]!, c.listedAt[b]!) || b - a,
  };
  return found.sort(order[sortBy]);
}

const SEARCHES: [string, IndexedSearch, boolean][] = [
  ['everything by a low price (estimated)', { minPrice: 60_000 }, true],
  ['bedrooms and types (estimated)', { beds: 2, type: ['house', 'condo', 'land'] }, true],
  [
    'a wide view (estimated)',
    { bbox: { west: -100, south: -40, east: 60, north: 50 }, minArea: 100 },
    true,
  ],
  ['a narrow price band (exact, under 20,000)', { minPrice: 300_000, maxPrice: 310_000 }, false],
  ['a small view (exact)', { bbox: { west: 0, south: 0, east: 10, north: 10 }, baths: 2 }, false],
  ['a letter of most locations (estimated)', { location: 'O', minPrice: 60_000 }, true],
  [
    'a town in a wide view (exact)',
    { location: 'Braga', bbox: { west: -100, south: -40, east: 60, north: 50 } },
    false,
  ],
  ['a location found nowhere', { location: 'zzz' }, false],
];

describe('SearchIndex past 65,536 rows', () => {
  it.each(SEARCHES)('%s: the page of the brute force, in every order', (_, search, estimated) => {
    for (const sortBy of ['', 'asc', 'desc', 'newest'] as const) {
      const expected = bruteForce(search, sortBy);
      for (const page of [1, 4]) {
        const found = index.search(search, sortBy, page, 20);
        expect(
          found.rows.map((r) => index.idOf(r)),
          `${sortBy} page ${page}`,
        ).toEqual(expected.slice((page - 1) * 20, page * 20).map(idOf));
        expect(found.estimated).toBe(estimated);
        if (estimated) {
          // From one row in 16: within 3% of the count.
          expect(Math.abs(found.total - expected.length) / expected.length).toBeLessThan(0.03);
          expect(found.total).toBeGreaterThan(10_000);
        } else {
          expect(found.total).toBe(expected.length);
        }
      }
    }
  });

  it('counts a deep page of a large search exactly rather than walk most of the rows', () => {
    const found = index.search({ minPrice: 60_000 }, 'asc', 2_000, 20);
    const expected = bruteForce({ minPrice: 60_000 }, 'asc');
    expect(found.estimated).toBe(false);
    expect(found.total).toBe(expected.length);
    expect(found.rows.map((r) => index.idOf(r))).toEqual(expected.slice(39_980, 40_000).map(idOf));
  });

  it('maps the world exactly: counts add up to every listing with a place', () => {
    const map = index.map({ beds: 1 });
    const placed = Array.from({ length: N }, (_, i) => i).filter(
      (i) => !Number.isNaN(c.latitude[i]!) && matches(i, { beds: 1 }),
    );
    expect(map.total).toBe(placed.length);
    const clustered = map.clusters.reduce((sum, cluster) => sum + cluster.count, 0);
    expect(map.points.length + clustered).toBe(placed.length);
    expect(map.points.length + map.clusters.length).toBeLessThanOrEqual(500);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { propertyListQuerySchema } from '@elite/shared';
import { polygonShare } from '../src/modules/search/filters';
import { planList } from '../src/modules/search/plan';
import { listSearchedProperties } from '../src/modules/search/repository';
import { createAccount } from './helpers/factories';
import {
  addSearchListings,
  bruteForce,
  searchQuery,
  U_SHAPE,
  type Search,
  type SearchListing,
} from './helpers/search-listings';
import { describeEachDatabase } from './helpers/test-app';

/**
 * A search's page is found by one of three scans (docs/decisions/039): the planner's (no area),
 * a walk along the order's index with the area as ranges plus the exact test (above 10,000
 * matches, which no test's data reaches through the API), or the area's matches sorted. Each
 * scan of each area search must give the brute force's page, in every order and page.
 */
const AREAS: Search[] = [
  { bbox: [12, 42, 18, 48] },
  { bbox: [-180, -90, 180, 90], minPrice: 400_000 },
  { polygon: U_SHAPE },
  { polygon: U_SHAPE, minPrice: 300_000, beds: 2 },
  { polygon: U_SHAPE, bbox: [14, 40, 20, 50], type: ['condo', 'townhouse', 'house'] },
  { bbox: [10, 40, 16, 50], minPrice: 250_000, maxPrice: 700_000 },
  { location: 'cedar', polygon: U_SHAPE, baths: 1 },
];
const SORTS = ['', 'asc', 'desc', 'newest'];

describeEachDatabase('search scans', (ctx) => {
  let all: SearchListing[];

  beforeAll(async () => {
    const { app, db } = ctx();
    const admin = await createAccount(app, db, { role: 'admin' });
    const agent = await createAccount(app, db, { role: 'agent' });
    all = await addSearchListings(app, db, agent, admin, 60, 23);
  }, 120_000);

  it.each(AREAS.map((s) => [searchQuery(s), s] as const))(
    'walks and sorts an area alike: %s',
    async (_, search) => {
      for (const sortBy of SORTS) {
        const expected = bruteForce(all, search, sortBy);
        expect(expected.length, 'the search matches some listings').toBeGreaterThan(0);
        for (const estimated of [true, false]) {
          for (const page of [1, 2]) {
            const query = propertyListQuerySchema.parse(
              Object.fromEntries(
                new URLSearchParams(`${searchQuery(search)}&sortBy=${sortBy}&limit=5&page=${page}`),
              ),
            );
            const total = { total: expected.length, estimated };
            const plan = await planList(query, {
              index: undefined,
              matching: async () => total,
              listed: async () => total,
            });
            if (plan.answer !== 'search') throw new Error(`planned ${plan.answer}`);
            const rows = await listSearchedProperties(ctx().db, query, plan);
            const { scan } = plan;
            expect(
              rows.map((r) => r.propertyId),
              `${scan} ${sortBy} page ${page}`,
            ).toEqual(expected.slice((page - 1) * 5, page * 5));
          }
        }
      }
    },
  );
});

describe('polygonShare', () => {
  it('is the share of its bounds that a drawn area covers', () => {
    expect(polygonShare({})).toBe(1);
    // A triangle is half its bounding box, in either winding.
    expect(
      polygonShare({
        polygon: [
          [0, 0],
          [4, 0],
          [4, 2],
        ],
      }),
    ).toBeCloseTo(0.5);
    expect(
      polygonShare({
        polygon: [
          [4, 2],
          [4, 0],
          [0, 0],
        ],
      }),
    ).toBeCloseTo(0.5);
    // The test's U: its box (8 x 8 degrees) less the notch (4 x 5).
    expect(polygonShare({ polygon: U_SHAPE })).toBeCloseTo((64 - 20) / 64);
    // A line covers none of its bounds; a point's bounds have no size, and count whole.
    const line: [number, number][] = [
      [0, 0],
      [1, 1],
      [2, 2],
    ];
    expect(polygonShare({ polygon: line })).toBe(0);
    const point: [number, number][] = [
      [1, 1],
      [1, 1],
      [1, 1],
    ];
    expect(polygonShare({ polygon: point })).toBe(1);
  });
});

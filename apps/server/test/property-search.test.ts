import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { PROPERTY_TYPES } from '@elite/shared';
import { createAccount } from './helpers/factories';
import {
  bruteForce,
  addSearchListings,
  searchQuery,
  U_SHAPE,
  type Search,
  type SearchListing,
} from './helpers/search-listings';
import { describeEachDatabase } from './helpers/test-app';

/**
 * GET /api/property with the search's filters (CONTRACT.md section 7), every answer compared
 * with the same search computed by brute force over the listings the test added.
 */
const SORTS = ['', 'asc', 'desc', 'newest'];

async function list(app: FastifyInstance, query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/property?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return {
    total: Number(res.headers['x-total-count']),
    ids: res.json<{ _id: string }[]>().map((p) => p._id),
  };
}

/** Every answer of a search, in each sort, is the brute force's, in order. */
async function expectSearch(app: FastifyInstance, all: SearchListing[], search: Search) {
  for (const sortBy of SORTS) {
    const query = `${searchQuery(search)}&sortBy=${sortBy}&limit=100`;
    const expected = bruteForce(all, search, sortBy);
    expect(await list(app, query), query).toEqual({ total: expected.length, ids: expected });
  }
}

const ALONE: Search[] = [
  { minPrice: 500_000 },
  { maxPrice: 400_000 },
  { minPrice: 300_000, maxPrice: 450_000 },
  { minPrice: 420_000, maxPrice: 420_000 },
  { beds: 3 },
  { beds: 0 },
  { baths: 2.5 },
  { type: ['house'] },
  { type: ['house', 'condo', 'land'] },
  { minArea: 200 },
  { maxArea: 150 },
  { minArea: 100, maxArea: 250 },
  { bbox: [12, 42, 18, 48] },
  { bbox: [-180, -90, 180, 90] },
  { bbox: [-80, -45, -60, -20] },
  { polygon: U_SHAPE },
  { location: 'brook' },
];

const COMBINED: Search[] = [
  { minPrice: 300_000, beds: 2, type: ['house', 'apartment'] },
  { location: 'alder', baths: 2, minArea: 80 },
  { bbox: [10, 40, 16, 50], maxPrice: 700_000, beds: 1 },
  { polygon: U_SHAPE, minPrice: 200_000, maxArea: 300 },
  { polygon: U_SHAPE, bbox: [14, 40, 20, 50], type: ['condo', 'townhouse', 'house'] },
  { location: 'cedar', polygon: U_SHAPE, baths: 1 },
];

describeEachDatabase('property search', (ctx) => {
  let all: SearchListing[];

  beforeAll(async () => {
    const { app, db } = ctx();
    const admin = await createAccount(app, db, { role: 'admin' });
    const agent = await createAccount(app, db, { role: 'agent' });
    all = await addSearchListings(app, db, agent, admin, 70);
  }, 120_000);

  it('has listings of every kind to search: unknown facts, no place, far away, pending', () => {
    expect(all.length).toBeGreaterThan(50);
    expect(all.some((l) => l.lat === null)).toBe(true);
    expect(all.some((l) => l.beds === null && l.lat !== null)).toBe(true);
    expect(all.some((l) => l.lng !== null && l.lng < 0)).toBe(true);
  });

  it('answers every sort of the unfiltered list as before, and newest by listing date', async () => {
    await expectSearch(ctx().app, all, {});
  });

  it.each(ALONE.map((s) => [searchQuery(s), s] as const))('filters alone: %s', async (_, s) => {
    await expectSearch(ctx().app, all, s);
  });

  it.each(COMBINED.map((s) => [searchQuery(s), s] as const))(
    'filters combined: %s',
    async (_, s) => {
      await expectSearch(ctx().app, all, s);
    },
  );

  it('leaves out listings inside the U’s bounding box but outside the U', async () => {
    const box = bruteForce(all, { bbox: [11, 41, 19, 49] }, 'asc');
    const u = bruteForce(all, { polygon: U_SHAPE }, 'asc');
    const notch = bruteForce(all, { bbox: [13, 44, 17, 49] }, 'asc');
    expect(notch.length).toBeGreaterThan(0);
    expect(u.length).toBeGreaterThan(0);
    expect(u).toEqual(box.filter((id) => !notch.includes(id)));
    expect((await list(ctx().app, `${searchQuery({ polygon: U_SHAPE })}&sortBy=asc`)).total).toBe(
      u.length,
    );
  });

  it('pages a filtered search: the pages together are the whole search, in order', async () => {
    const searches: Search[] = [{ minPrice: 250_000, baths: 1 }, { polygon: U_SHAPE }];
    for (const search of searches) {
      for (const sortBy of SORTS) {
        const expected = bruteForce(all, search, sortBy);
        const seen: string[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / 4) + 1; page++) {
          const query = `${searchQuery(search)}&sortBy=${sortBy}&limit=4&page=${page}`;
          const { total, ids } = await list(ctx().app, query);
          expect(total).toBe(expected.length);
          seen.push(...ids);
        }
        expect(seen).toEqual(expected);
      }
    }
  });

  it('accepts empty values as no filter and a polygon closed explicitly', async () => {
    expect(await list(ctx().app, 'minPrice=&beds=&type=&bbox=&sortBy=asc&limit=100')).toEqual(
      await list(ctx().app, 'sortBy=asc&limit=100'),
    );
    const closed = [...U_SHAPE, U_SHAPE[0]!].map((v) => v.join(',')).join(';');
    const expected = bruteForce(all, { polygon: U_SHAPE }, 'asc');
    expect((await list(ctx().app, `polygon=${closed}&sortBy=asc&limit=100`)).ids).toEqual(expected);
  });

  const MALFORMED: [query: string, parameter: string][] = [
    ['minPrice=600000&maxPrice=500000', 'minPrice'],
    ['minPrice=cheap', 'minPrice'],
    ['maxPrice=-5', 'maxPrice'],
    ['minArea=300&maxArea=100', 'minArea'],
    ['maxArea=big', 'maxArea'],
    ['beds=two', 'beds'],
    ['beds=2.5', 'beds'],
    ['baths=many', 'baths'],
    ['type=castle', 'type'],
    ['type=house,,condo', 'type'],
    ['bbox=1,2,3', 'bbox'],
    ['bbox=1,2,3,4,5', 'bbox'],
    ['bbox=10,50,20,40', 'bbox'],
    ['bbox=10,40,200,50', 'bbox'],
    ['bbox=10,-95,20,40', 'bbox'],
    ['bbox=a,b,c,d', 'bbox'],
    ['polygon=10,40;20,40', 'polygon'],
    ['polygon=10,40;20,x;20,50', 'polygon'],
    ['polygon=10,40;20,40;20', 'polygon'],
    ['polygon=10,40;200,40;20,50', 'polygon'],
    [
      `polygon=${Array.from({ length: 101 }, (_, i) => `${i / 10},${(i * 7) % 13}`).join(';')}`,
      'polygon',
    ],
    ['sortBy=oldest', 'sortBy'],
  ];

  it.each(MALFORMED)(
    'refuses %s with a 400 naming %s, and nothing changes',
    async (query, name) => {
      const before = await list(ctx().app, 'sortBy=asc&limit=100');
      const res = await ctx().app.inject({ method: 'GET', url: `/api/property?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(new RegExp(`^${name}\\b`));
      expect(await list(ctx().app, 'sortBy=asc&limit=100')).toEqual(before);
    },
  );

  it('agrees with the brute force on random searches', async () => {
    const bound = (min: number, max: number) =>
      fc.option(fc.integer({ min, max }), { nil: undefined });
    const searchArb = fc
      .record({
        location: fc.option(fc.constantFrom('alder', 'brook', 'falls', 'nowhere'), {
          nil: undefined,
        }),
        minPrice: bound(100_000, 900_000),
        maxPrice: bound(100_000, 1_000_000),
        beds: bound(0, 6),
        baths: fc.option(fc.constantFrom(0, 1, 1.5, 2, 3.5), { nil: undefined }),
        type: fc.option(fc.subarray([...PROPERTY_TYPES], { minLength: 1 }), { nil: undefined }),
        minArea: bound(30, 400),
        maxArea: bound(30, 450),
        bbox: fc.option(
          fc
            .tuple(fc.integer({ min: 9, max: 21 }), fc.integer({ min: 39, max: 51 }))
            .chain(([w, s]) =>
              fc
                .tuple(fc.integer({ min: w, max: 22 }), fc.integer({ min: s, max: 52 }))
                .map(([e, n]) => [w, s, e, n] as [number, number, number, number]),
            ),
          { nil: undefined },
        ),
        polygon: fc.option(fc.constant(U_SHAPE), { nil: undefined }),
        sortBy: fc.constantFrom(...SORTS),
      })
      .filter(
        (s) =>
          (s.minPrice === undefined || s.maxPrice === undefined || s.minPrice <= s.maxPrice) &&
          (s.minArea === undefined || s.maxArea === undefined || s.minArea <= s.maxArea),
      );
    await fc.assert(
      fc.asyncProperty(searchArb, async ({ sortBy, ...search }) => {
        const expected = bruteForce(all, search, sortBy);
        const query = `${searchQuery(search)}&sortBy=${sortBy}&limit=100`;
        expect(await list(ctx().app, query)).toEqual({ total: expected.length, ids: expected });
      }),
      { numRuns: 60, seed: 20 },
    );
  });
});

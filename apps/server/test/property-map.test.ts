import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAP_MAX_ITEMS, type PropertyMap } from '@elite/shared';
import { createAccount, type TestAccount } from './helpers/factories';
import {
  addSearchListings,
  bruteForce,
  searchQuery,
  U_SHAPE,
  type Box,
  type Search,
  type SearchListing,
} from './helpers/search-listings';
import { describeEachDatabase } from './helpers/test-app';

/**
 * GET /api/property/map (CONTRACT.md section 7): every matching listing with coordinates is a
 * point or counted in a cluster, never more than MAP_MAX_ITEMS items, compared with the brute
 * force over the test's own listings.
 */
async function map(app: FastifyInstance, query: string): Promise<PropertyMap> {
  const res = await app.inject({ method: 'GET', url: `/api/property/map?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PropertyMap>();
}

function expectConsistent(answer: PropertyMap) {
  const clustered = answer.clusters.reduce((sum, c) => sum + c.count, 0);
  expect(answer.points.length + clustered).toBe(answer.total);
  expect(answer.points.length + answer.clusters.length).toBeLessThanOrEqual(MAP_MAX_ITEMS);
  for (const cluster of answer.clusters) expect(cluster.count).toBeGreaterThan(1);
}

/** Listing i of the 10,000 inserted at once: where it is (the SQL below computes the same). */
const bulkLng = (i: number) => -170 + ((i * 7919) % 34000) / 100;
const bulkLat = (i: number) => -80 + ((i * 104729) % 16000) / 100;

describeEachDatabase(
  'property map',
  (ctx) => {
    let all: SearchListing[];
    let agent: TestAccount;

    beforeAll(async () => {
      const { app, db } = ctx();
      const admin = await createAccount(app, db, { role: 'admin' });
      agent = await createAccount(app, db, { role: 'agent' });
      all = await addSearchListings(app, db, agent, admin, 40, 7);
    }, 120_000);

    describe('a few listings: each one a point', () => {
      const searches: Search[] = [
        {},
        { minPrice: 400_000, beds: 2 },
        { type: ['house', 'apartment'], minArea: 100 },
        { bbox: [12, 42, 18, 48] },
        { polygon: U_SHAPE },
        { polygon: U_SHAPE, location: 'cedar', baths: 1.5 },
      ];
      it.each(searches.map((s) => [searchQuery(s) || 'no filter', s] as const))(
        '%s',
        async (_, search) => {
          const placed = all.filter((l) => l.lat !== null);
          const expected = bruteForce(placed, search, 'asc');
          const answer = await map(ctx().app, searchQuery(search));
          expectConsistent(answer);
          expect(answer.total).toBe(expected.length);
          expect(answer.clusters).toEqual([]);
          expect(answer.points.map((p) => p._id).sort()).toEqual([...expected].sort());
          for (const point of answer.points) {
            const listing = placed.find((l) => l.id === point._id)!;
            expect(point).toEqual({
              _id: listing.id,
              latitude: listing.lat,
              longitude: listing.lng,
              min: listing.min,
              max: listing.max,
            });
          }
        },
      );
    });

    it('refuses a malformed filter with a 400 naming it', async () => {
      for (const [query, name] of [
        ['bbox=1,2,3', 'bbox'],
        ['polygon=1,2;3,4', 'polygon'],
        ['minPrice=9&maxPrice=1', 'minPrice'],
        ['type=igloo', 'type'],
      ]) {
        const res = await ctx().app.inject({ method: 'GET', url: `/api/property/map?${query}` });
        expect(res.statusCode).toBe(400);
        expect(res.json<{ message: string }>().message).toMatch(new RegExp(`^${name}\\b`));
      }
    });

    describe('10,000 listings more: clusters, within 500 items', () => {
      const bulk = Array.from({ length: 10_000 }, (_, k) => ({
        lng: bulkLng(k + 1),
        lat: bulkLat(k + 1),
      }));
      const placedBefore = () => all.filter((l) => l.lat !== null);

      beforeAll(async () => {
        await ctx().db.execute(sql`
          insert into properties (title, location, image, price_min, price_max, status,
            agent_id, listed_at, property_type, bedrooms, longitude, latitude)
          select 'Bulk ' || i, 'Bulkton', 'https://example.com/a.jpg', 100000 + i, 150000 + i,
            'verified', ${agent.id}::uuid, now(), 'house', i % 5,
            -170 + ((i * 7919) % 34000) / 100.0, -80 + ((i * 104729) % 16000) / 100.0
          from generate_series(1, 10000) as i`);
        // Written past the API: the server's caches and search index hear of it this way.
        await ctx().app.publicDataChanged();
      }, 120_000);

      const boxes: (Box | undefined)[] = [
        undefined,
        [-100, -50, 100, 50],
        [0, 0, 30, 30],
        [-170, -80, -169, -79],
      ];
      it.each(boxes.map((b) => [b?.join(',') ?? 'the world', b] as const))(
        'bbox %s',
        async (_, bbox) => {
          const inside = (lng: number, lat: number) =>
            !bbox || (lng >= bbox[0] && lng <= bbox[2] && lat >= bbox[1] && lat <= bbox[3]);
          const expected =
            bulk.filter((b) => inside(b.lng, b.lat)).length +
            placedBefore().filter((l) => inside(l.lng!, l.lat!)).length;
          const answer = await map(ctx().app, bbox ? `bbox=${bbox.join(',')}` : '');
          expectConsistent(answer);
          expect(answer.total).toBe(expected);
          for (const item of [...answer.points, ...answer.clusters]) {
            expect(inside(item.longitude, item.latitude)).toBe(true);
          }
        },
      );

      it('filters the clusters too, and a polygon bounds them', async () => {
        const beds = await map(ctx().app, 'beds=3&location=bulkton');
        expectConsistent(beds);
        expect(beds.total).toBe(bulk.filter((_, k) => (k + 1) % 5 >= 3).length);
        const wide: [number, number][] = [
          [-150, -60],
          [150, -60],
          [150, 60],
          [100, 60],
          [100, -20],
          [-100, -20],
          [-100, 60],
          [-150, 60],
        ];
        const inU = await map(ctx().app, `polygon=${wide.map((v) => v.join(',')).join(';')}`);
        expectConsistent(inU);
        expect(inU.total).toBeGreaterThan(MAP_MAX_ITEMS);
        const notch = (lng: number, lat: number) => lng > -100 && lng < 100 && lat > -20;
        for (const point of inU.points) expect(notch(point.longitude, point.latitude)).toBe(false);
      });

      it('lists the 10,000 with an exact total, filtered by area', async () => {
        const res = await ctx().app.inject({
          method: 'GET',
          url: '/api/property?bbox=0,0,30,30&location=bulkton&sortBy=asc&limit=5',
        });
        const expected = bulk
          .map((b, k) => ({ ...b, k }))
          .filter((b) => b.lng >= 0 && b.lng <= 30 && b.lat >= 0 && b.lat <= 30);
        expect(Number(res.headers['x-total-count'])).toBe(expected.length);
        expect(res.json<{ property_title: string }[]>().map((p) => p.property_title)).toEqual(
          expected.slice(0, 5).map((b) => `Bulk ${b.k + 1}`),
        );
      });
    });
  },
  { RESPONSE_CACHE: 'off' },
);

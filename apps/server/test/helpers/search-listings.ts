import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PROPERTY_TYPES, type PropertyType } from '@elite/shared';
import type { Database } from '../../src/db/client';
import { matchesSearch } from '../../src/modules/search/filters';
import type { TestAccount } from './factories';
import { addListing, moderateListing } from './property-factory';

/**
 * Listings with varied facts and places for the search's tests, and the search computed by
 * brute force over them (CONTRACT.md section 7), to compare the API's answers with.
 */
export interface SearchListing {
  id: string;
  location: string;
  min: number;
  max: number;
  type: PropertyType | null;
  beds: number | null;
  baths: number | null;
  area: number | null;
  lng: number | null;
  lat: number | null;
  /** Microseconds since the epoch, as the database keeps them (a JS Date keeps milliseconds). */
  listedAt: bigint;
  createdAt: bigint;
}

export type Box = [west: number, south: number, east: number, north: number];

export interface Search {
  location?: string;
  minPrice?: number;
  maxPrice?: number;
  beds?: number;
  baths?: number;
  type?: PropertyType[];
  minArea?: number;
  maxArea?: number;
  bbox?: Box;
  polygon?: [number, number][];
}

/** A small deterministic generator (mulberry32), so that a failure replays. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const CITIES = ['Alderport', 'Brookvale', 'Cedar Falls'];

/**
 * The region most listings are in: longitudes 10..20, latitudes 40..50. Coordinates end in
 * ...03 at the fifth decimal, so none lies on a whole degree (the edges the tests draw).
 */
function coordinate(next: () => number, from: number): number {
  return Math.round((from + next() * 10) * 1e4) / 1e4 + 0.00003;
}

/** What an agent writes for listing number `i`: facts and a place, some unknown. */
export function listingInput(next: () => number, i: number) {
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const min = 100_000 + Math.floor(next() * 800) * 1000;
  const known = (value: number | string) => (next() < 0.15 ? null : value);
  const far = i % 9 === 0; // a few listings far from the region
  const placed = i % 7 !== 3; // and some without coordinates
  const lng = coordinate(next, far ? -75 : 10);
  const lat = coordinate(next, far ? -40 : 40);
  return {
    property_title: `Home ${i}`,
    location: `${pick(CITIES)}, Testland`,
    property_image: 'https://example.com/a.jpg',
    price_range: { min, max: min + Math.floor(next() * 100) * 1000 },
    property_type: known(pick(PROPERTY_TYPES)) as PropertyType | null,
    bedrooms: known(Math.floor(next() * 6)) as number | null,
    bathrooms: known(1 + Math.floor(next() * 7) / 2) as number | null,
    living_area: known(40 + Math.floor(next() * 360)) as number | null,
    latitude: placed ? lat : null,
    longitude: placed ? lng : null,
  };
}

/**
 * Adds `count` verified listings (and a few pending ones, which no search finds) through the
 * API, and reads back when each was created and listed.
 */
export async function addSearchListings(
  app: FastifyInstance,
  db: Database,
  agent: TestAccount,
  admin: TestAccount,
  count: number,
  seed = 20,
): Promise<SearchListing[]> {
  const next = random(seed);
  const listed: { id: string; input: ReturnType<typeof listingInput> }[] = [];
  for (let i = 0; i < count; i++) {
    const input = listingInput(next, i);
    const id = await addListing(app, agent, input as never);
    if (i % 10 === 4) continue; // left pending
    await moderateListing(app, admin, id);
    listed.push({ id, input });
  }
  const times = (await db.execute(sql`
    select id::text as id,
      (extract(epoch from listed_at) * 1000000)::bigint::text as listed,
      (extract(epoch from created_at) * 1000000)::bigint::text as created
    from properties`)) as unknown as { rows: { id: string; listed: string; created: string }[] };
  const timeOf = new Map(times.rows.map((r) => [r.id, r]));
  return listed.map(({ id, input }) => ({
    id,
    location: input.location,
    min: input.price_range.min,
    max: input.price_range.max,
    type: input.property_type,
    beds: input.bedrooms,
    baths: input.bathrooms,
    area: input.living_area,
    lng: input.longitude,
    lat: input.latitude,
    listedAt: BigInt(timeOf.get(id)!.listed),
    createdAt: BigInt(timeOf.get(id)!.created),
  }));
}

/**
 * Whether a listing matches the search, by the product's own definition of each rule
 * (search/filters.ts), which test/search-rules.test.ts holds the SQL and the index to.
 */
export function matches(l: SearchListing, s: Search): boolean {
  const facts = {
    locationSearch: l.location.toLowerCase(),
    priceMin: l.min,
    priceMax: l.max,
    bedrooms: l.beds,
    bathrooms: l.baths,
    livingArea: l.area,
    propertyType: l.type,
    longitude: l.lng,
    latitude: l.lat,
  };
  const { bbox, ...rest } = s;
  const criteria = bbox
    ? { ...rest, bbox: { west: bbox[0], south: bbox[1], east: bbox[2], north: bbox[3] } }
    : rest;
  return matchesSearch(facts, criteria);
}

const byId = (a: SearchListing, b: SearchListing) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byTime = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/** The ids the list answers for a search in a sort, all pages together. */
export function bruteForce(all: SearchListing[], s: Search, sortBy: string): string[] {
  const found = all.filter((l) => matches(l, s));
  found.sort((a, b) => {
    switch (sortBy) {
      case 'asc':
        return a.min - b.min || byId(a, b);
      case 'desc':
        return b.min - a.min || byId(b, a);
      case 'newest':
        return byTime(b.listedAt, a.listedAt) || byId(b, a);
      default:
        return byTime(b.createdAt, a.createdAt) || byId(a, b);
    }
  });
  return found.map((l) => l.id);
}

/** The query string of a search. */
export function searchQuery(s: Search): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(s)) {
    if (value === undefined) continue;
    if (key === 'polygon') {
      params.set(key, (value as [number, number][]).map((v) => v.join(',')).join(';'));
    } else {
      params.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
  }
  return params.toString();
}

/** A U: the bounding box 11..19 x 41..49 without the notch 13..17 x 44..49. */
export const U_SHAPE: [number, number][] = [
  [11, 41],
  [19, 41],
  [19, 49],
  [17, 49],
  [17, 44],
  [13, 44],
  [13, 49],
  [11, 49],
];

import { sql, type SQL } from 'drizzle-orm';
import {
  listingFilterOf,
  type BoundingBox,
  type ListingFilter,
  type ListingType,
  type LngLat,
} from '@elite/shared';
import { properties, savedSearches } from '../../db/schema';
import { DECISION_RULES, storedDecisionCriteria } from './decision-filters';
import type { ListedSearch, ListingFacts, Rule, SearchCriteria } from './rule';

export type { ListedSearch, ListingFacts, Rule, SearchCriteria } from './rule';
import { GEOMETRY_EPSILON, pointInRing, ringOf } from './geometry';

/**
 * What "a listing matches a search" means (CONTRACT.md section 7), one rule per criterion,
 * each written once in its two forms side by side: `holds`, the rule for one listing's facts,
 * and `test`, the same rule in SQL. The SQL is used two ways: by the search itself, with the
 * asked values as parameters (`searchConditions`), and by the saved-search alerts, matching one
 * listing against every saved search's stored criteria in one query (`savedSearchConditions`,
 * docs/decisions/034). The in-memory index (memory-index/) answers the same searches with its
 * own typed-array scans; test/search-rules.test.ts holds both the SQL and the index to `holds`.
 * A null fact fails its comparison, so a listing whose fact is unknown never matches a filter
 * on it, and one without coordinates matches no area.
 */

/**
 * A listing's place as PostgreSQL's built-in point (x = longitude, y = latitude), written
 * exactly as the GiST index properties_public_point_idx is (docs/decisions/029).
 */
const listingPoint = sql`point(${properties.longitude}, ${properties.latitude})`;

/** Above this many matches a list's total is an estimate, so counting stays fast at 1M rows. */
export const EXACT_COUNT_LIMIT = 10_000;

/** The map's grid: this many cells along each side of the area asked (at most 21 x 21 hit). */
export const GRID_CELLS = 20;
/** The area of a map without one. */
export const WORLD: BoundingBox = { west: -180, south: -90, east: 180, north: 90 };

/** `fact >= bound` as SQL compares: an unknown fact fails. */
const atLeast = (fact: number | null, bound: number) => fact !== null && fact >= bound;
const atMost = (fact: number | null, bound: number) => fact !== null && fact <= bound;

/**
 * How a search's area (`bbox`, `polygon`) is written (docs/decisions/039). PostgreSQL prices
 * `point <@ area` at a fixed 0.1% of the rows whatever the area, so a view over a region that
 * holds 15% of the listings was planned as a handful of GiST matches to sort (300 ms at 1M):
 * - `index`: the test itself, which the GiST index serves: for an area of few listings;
 * - `walk`: the area's bounds as ranges on longitude and latitude, which the planner estimates
 *   from the columns' statistics, and the exact test in a `coalesce` that no index serves and
 *   the planner takes as half the rows: for a page found by walking the order's index;
 * - `estimate`: the bounds alone, to ask the planner how many listings a search matches.
 */
export type AreaForm = 'index' | 'walk' | 'estimate';

/** `%term%` for LIKE, with the user's own % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function boxText({ west, south, east, north }: BoundingBox): string {
  return `(${east},${north}),(${west},${south})`;
}

/** Whether a bbox crosses the antimeridian (west above east, RFC 7946 section 5.2). */
export const crossesAntimeridian = (bbox: BoundingBox) => bbox.west > bbox.east;

/**
 * A bbox crossing the antimeridian as its two boxes, west of it and east of it: a listing
 * matches it when its longitude is at least `west` or at most `east`.
 */
export function antimeridianHalves(bbox: BoundingBox): [BoundingBox, BoundingBox] {
  return [
    { ...bbox, east: 180 },
    { ...bbox, west: -180 },
  ];
}

/** An area's width in degrees of longitude (across the antimeridian when west is above east). */
export function areaWidth({ west, east }: BoundingBox): number {
  return west > east ? east + 360 - west : east - west;
}

/**
 * A saved search's bbox as its stored box. One crossing the antimeridian is kept shifted
 * beyond any longitude, from west + 720 to east + 1080 (540 to 1260), where a listing's
 * longitude + 720 falls in it when it is at least `west` and its longitude + 1080 when it is at
 * most `east` (STORED_BOX_TEST), and no other box reaches (docs/decisions/043).
 */
export function storedBoxText(bbox: BoundingBox): string {
  if (!crossesAntimeridian(bbox)) return boxText(bbox);
  return boxText({ ...bbox, west: bbox.west + 720, east: bbox.east + 1080 });
}

export function polygonText(vertices: LngLat[]): string {
  return `(${vertices.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`;
}

const param = (value: number) => sql`${value}`;

function rule<K extends keyof SearchCriteria>(r: Rule<K>): Rule<K> {
  return r;
}

const RULES = [
  rule({
    key: 'location',
    operand: (term) => sql`${containsPattern(term)}`,
    stored: savedSearches.locationPattern,
    test: (pattern) => sql`${properties.locationSearch} like ${pattern}`,
    // LIKE '%term%' with the term's own % and _ taken literally (containsPattern).
    holds: (l, term) => l.locationSearch.includes(term.toLowerCase()),
  }),
  rule({
    key: 'minPrice',
    operand: param,
    stored: savedSearches.minPrice,
    test: (v) => sql`${properties.priceMax} >= ${v}`,
    // A price range reaching the minimum.
    holds: (l, v) => l.priceMax >= v,
  }),
  rule({
    key: 'maxPrice',
    operand: param,
    stored: savedSearches.maxPrice,
    test: (v) => sql`${properties.priceMin} <= ${v}`,
    holds: (l, v) => l.priceMin <= v,
  }),
  rule({
    key: 'beds',
    operand: param,
    stored: savedSearches.beds,
    test: (v) => sql`${properties.bedrooms} >= ${v}`,
    holds: (l, v) => atLeast(l.bedrooms, v),
  }),
  rule({
    key: 'baths',
    operand: param,
    stored: savedSearches.baths,
    test: (v) => sql`${properties.bathrooms} >= ${v}`,
    holds: (l, v) => atLeast(l.bathrooms, v),
  }),
  rule({
    key: 'type',
    operand: (types) =>
      sql`array[${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`,
    stored: savedSearches.types,
    test: (v) => sql`${properties.propertyType} = any(${v})`,
    holds: (l, types) => l.propertyType !== null && types.includes(l.propertyType),
  }),
  rule({
    key: 'minArea',
    operand: param,
    stored: savedSearches.minArea,
    test: (v) => sql`${properties.livingArea} >= ${v}`,
    holds: (l, v) => atLeast(l.livingArea, v),
  }),
  rule({
    key: 'maxArea',
    operand: param,
    stored: savedSearches.maxArea,
    test: (v) => sql`${properties.livingArea} <= ${v}`,
    holds: (l, v) => atMost(l.livingArea, v),
  }),
  rule({
    key: 'bbox',
    operand: (bbox) => sql`${boxText(bbox)}::box`,
    stored: savedSearches.bbox,
    test: (v) => sql`${listingPoint} <@ ${v}`,
    // A stored bbox crossing the antimeridian is shifted (storedBoxText).
    storedTest: (v) =>
      sql`(${listingPoint} <@ ${v} or point(${properties.longitude} + 720, ${properties.latitude}) <@ ${v} or point(${properties.longitude} + 1080, ${properties.latitude}) <@ ${v})`,
    bounds: (bbox) => bbox,
    // `point <@ box` compares exactly; west above east crosses the antimeridian (searchConditions).
    holds: ({ longitude: x, latitude: y }, { west, south, east, north }) =>
      x !== null &&
      y !== null &&
      y >= south &&
      y <= north &&
      (west <= east ? x >= west && x <= east : x >= west || x <= east),
  }),
  rule({
    key: 'polygon',
    operand: (vertices) => sql`${polygonText(vertices)}::polygon`,
    stored: savedSearches.polygon,
    test: (v) => sql`${listingPoint} <@ ${v}`,
    // A point within PostgreSQL's tolerance of an edge is inside: the bounds reach that far.
    bounds: (vertices) => widened(boundsOf(vertices), 2 * GEOMETRY_EPSILON),
    // `point <@ polygon` as PostgreSQL decides it, an edge and its tolerance inside (geometry.ts).
    holds: ({ longitude: x, latitude: y }, vertices) =>
      x !== null && y !== null && pointInRing(ringOf(vertices), x, y),
  }),
  // energy, features, accessible, open_house (CONTRACT.md section 13).
  ...DECISION_RULES,
] as const;

/** The smallest box holding every vertex. */
export function boundsOf(vertices: LngLat[]): BoundingBox {
  const lngs = vertices.map((v) => v[0]);
  const lats = vertices.map((v) => v[1]);
  return {
    west: Math.min(...lngs),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    north: Math.max(...lats),
  };
}

function widened(box: BoundingBox, by: number): BoundingBox {
  return { west: box.west - by, south: box.south - by, east: box.east + by, north: box.north + by };
}

function withinBounds({ west, south, east, north }: BoundingBox): SQL {
  return sql`${properties.longitude} between ${west} and ${east} and ${properties.latitude} between ${south} and ${north}`;
}

/** A bbox crossing the antimeridian in the asked form: either of its halves (see AreaForm). */
function acrossAntimeridian(bbox: BoundingBox, area: AreaForm): SQL[] {
  const [west, east] = antimeridianHalves(bbox);
  const inside = (half: BoundingBox) => sql`${listingPoint} <@ ${boxText(half)}::box`;
  const exact = sql`(${inside(west)} or ${inside(east)})`;
  if (area === 'index') return [exact];
  const bounds = sql`((${withinBounds(west)}) or (${withinBounds(east)}))`;
  return area === 'walk' ? [bounds, sql`coalesce(${exact}, false)`] : [bounds];
}

/**
 * The conditions of a search's criteria, each asked value a parameter (no condition: any),
 * the area in the asked form (see AreaForm).
 */
export function searchConditions(criteria: SearchCriteria, area: AreaForm = 'index'): SQL[] {
  const conditions: SQL[] = [];
  for (const r of RULES) {
    const value = criteria[r.key];
    if (value === undefined || value === '') continue;
    if (r.key === 'bbox' && crossesAntimeridian(value as BoundingBox)) {
      conditions.push(...acrossAntimeridian(value as BoundingBox, area));
      continue;
    }
    // Each rule's operand takes its own key's value.
    const operand = (r.operand as (v: unknown) => SQL)(value);
    const bounds = r.bounds as ((v: unknown) => BoundingBox) | undefined;
    if (!bounds || area === 'index') {
      conditions.push(r.test(operand));
      continue;
    }
    conditions.push(withinBounds(bounds(value)));
    if (area === 'walk') conditions.push(sql`coalesce(${r.test(operand)}, false)`);
  }
  return conditions;
}

/** Whether a listing matches every criterion of a search (none: any listing). */
export function matchesSearch(listing: ListingFacts, criteria: ListedSearch): boolean {
  if (!listingHolds(listing.listingType, listingFilterOf(criteria))) return false;
  return RULES.every((r) => {
    const value = criteria[r.key];
    if (value === undefined || value === '') return true;
    return (r.holds as (l: ListingFacts, v: unknown) => boolean)(listing, value);
  });
}

/**
 * `listing` (CONTRACT.md section 12), apart from RULES because it is never unset: a search
 * without it shows sale listings (listingFilterOf), and `all` tests nothing. Its SQL is
 * `listing_type = 'sale'` or `'rent'`, which the public indexes of migration 0025 lead with.
 */
export function listingCondition(listing: ListingFilter): SQL | undefined {
  return listing === 'all' ? undefined : sql`${properties.listingType} = ${listing}`;
}

/** Whether a listing of `type` (undefined: sale) is shown by the `listing` filter. */
export function listingHolds(type: ListingType | undefined, listing: ListingFilter): boolean {
  return listing === 'all' || (type ?? 'sale') === listing;
}

/**
 * A saved search's `listing`, kept in its stored query (absent: `sale`, as every search saved
 * before rentals): whether the listing in scope is one it shows.
 */
function savedListingCondition(): SQL {
  const listing = sql`coalesce(${savedSearches.query} ->> 'listing', 'sale')`;
  return sql`(${listing} = 'all' or ${listing} = ${properties.listingType})`;
}

/** Each rule's criterion, for the tests that hold the SQL and the index to the rules. */
export const RULE_KEYS = RULES.map((r) => r.key);

/**
 * The share of its bounds that a drawn area covers (shoelace formula), to scale the planner's
 * estimate of the bounds (1 without a polygon).
 */
export function polygonShare(criteria: SearchCriteria): number {
  const vertices = criteria.polygon;
  if (!vertices) return 1;
  let twice = 0;
  vertices.forEach(([x1, y1], i) => {
    const [x2, y2] = vertices[(i + 1) % vertices.length]!;
    twice += x1 * y2 - x2 * y1;
  });
  const b = boundsOf(vertices);
  const box = (b.east - b.west) * (b.north - b.south);
  return box > 0 ? Math.min(1, Math.abs(twice) / 2 / box) : 1;
}

/**
 * Whether the listing in scope matches the saved search in scope: every stored criterion is
 * either unset (null) or met, by the same tests as searchConditions.
 */
export function savedSearchConditions(): SQL[] {
  const rules = RULES.map((r) => {
    const test = 'storedTest' in r && r.storedTest ? r.storedTest : r.test;
    return sql`(${r.stored} is null or ${test(r.stored)})`;
  });
  return [savedListingCondition(), ...rules];
}

/** The stored criteria columns of a search (for saving it): null where no filter is set. */
export function storedCriteria(criteria: SearchCriteria) {
  const { location, minPrice, maxPrice, beds, baths, type, minArea, maxArea, bbox, polygon } =
    criteria;
  return {
    locationPattern: location ? containsPattern(location) : null,
    minPrice: minPrice ?? null,
    maxPrice: maxPrice ?? null,
    beds: beds ?? null,
    baths: baths ?? null,
    types: type ?? null,
    minArea: minArea ?? null,
    maxArea: maxArea ?? null,
    bbox: bbox ? storedBoxText(bbox) : null,
    polygon: polygon ? polygonText(polygon) : null,
    ...storedDecisionCriteria(criteria),
  };
}

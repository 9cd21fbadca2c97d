import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BoundingBox, LngLat, PropertySearchFilters } from '@elite/shared';
import { properties, savedSearches } from '../../db/schema';

/**
 * What "a listing matches a search" means (CONTRACT.md section 7), written once and used two
 * ways: by the search itself, with the asked values as parameters (`searchConditions`), and by
 * the saved-search alerts, matching one listing against every saved search's stored criteria
 * in one query (`savedSearchConditions`, docs/decisions/034). Each rule is a test of a listing's
 * column against one operand; a null fact fails its comparison, so a listing whose fact is
 * unknown never matches a filter on it, and one without coordinates matches no area.
 */

/**
 * A listing's place as PostgreSQL's built-in point (x = longitude, y = latitude), written
 * exactly as the GiST index properties_public_point_idx is (docs/decisions/029).
 */
const listingPoint = sql`point(${properties.longitude}, ${properties.latitude})`;

export type SearchCriteria = PropertySearchFilters & { location?: string | undefined };

interface Rule<K extends keyof SearchCriteria> {
  key: K;
  /** The asked value as an SQL operand (a parameter). */
  operand: (value: NonNullable<SearchCriteria[K]>) => SQL;
  /** The same criterion stored on a saved search. */
  stored: AnyPgColumn;
  /** Whether the listing meets the criterion `operand`. */
  test: (operand: SQL | AnyPgColumn) => SQL;
}

/** `%term%` for LIKE, with the user's own % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function boxText({ west, south, east, north }: BoundingBox): string {
  return `(${east},${north}),(${west},${south})`;
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
  }),
  rule({
    key: 'minPrice',
    operand: param,
    stored: savedSearches.minPrice,
    test: (v) => sql`${properties.priceMax} >= ${v}`,
  }),
  rule({
    key: 'maxPrice',
    operand: param,
    stored: savedSearches.maxPrice,
    test: (v) => sql`${properties.priceMin} <= ${v}`,
  }),
  rule({
    key: 'beds',
    operand: param,
    stored: savedSearches.beds,
    test: (v) => sql`${properties.bedrooms} >= ${v}`,
  }),
  rule({
    key: 'baths',
    operand: param,
    stored: savedSearches.baths,
    test: (v) => sql`${properties.bathrooms} >= ${v}`,
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
  }),
  rule({
    key: 'minArea',
    operand: param,
    stored: savedSearches.minArea,
    test: (v) => sql`${properties.livingArea} >= ${v}`,
  }),
  rule({
    key: 'maxArea',
    operand: param,
    stored: savedSearches.maxArea,
    test: (v) => sql`${properties.livingArea} <= ${v}`,
  }),
  rule({
    key: 'bbox',
    operand: (bbox) => sql`${boxText(bbox)}::box`,
    stored: savedSearches.bbox,
    test: (v) => sql`${listingPoint} <@ ${v}`,
  }),
  rule({
    key: 'polygon',
    operand: (vertices) => sql`${polygonText(vertices)}::polygon`,
    stored: savedSearches.polygon,
    test: (v) => sql`${listingPoint} <@ ${v}`,
  }),
] as const;

/** The conditions of a search's criteria, each asked value a parameter (no condition: any). */
export function searchConditions(criteria: SearchCriteria): SQL[] {
  const conditions: SQL[] = [];
  for (const r of RULES) {
    const value = criteria[r.key];
    if (value === undefined || value === '') continue;
    // Each rule's operand takes its own key's value.
    const operand = (r.operand as (v: unknown) => SQL)(value);
    conditions.push(r.test(operand));
  }
  return conditions;
}

/**
 * Whether the listing in scope matches the saved search in scope: every stored criterion is
 * either unset (null) or met, by the same tests as searchConditions.
 */
export function savedSearchConditions(): SQL[] {
  return RULES.map((r) => sql`(${r.stored} is null or ${r.test(r.stored)})`);
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
    bbox: bbox ? boxText(bbox) : null,
    polygon: polygon ? polygonText(polygon) : null,
  };
}

import {
  LISTING_TYPES,
  listingFilterOf,
  PROPERTY_TYPES,
  type BoundingBox,
  type ListingType,
  type PropertySearchFilters,
} from '@elite/shared';
import { GEOMETRY_EPSILON, pointInRing, ringOf, type Ring } from '../geometry';
import { boundsOf } from '../filters';
import { accessibilityMask, energyCode, featureMask } from './columns';
import type { TermRows } from './locations';

/** The columns the tests read, row by row (SearchIndex's, sorted by longitude). */
export interface SearchRows {
  lng: Float64Array;
  lat: Float64Array;
  priceMin: Float64Array;
  priceMax: Float64Array;
  beds: Float64Array;
  baths: Float64Array;
  area: Float64Array;
  type: Uint8Array;
  /** Each row's listing type (listingCode). */
  kind: Uint8Array;
  /** Each row's energy rating (columns.ts's energyCode: 0 unknown, 1 A ... 7 G). */
  energy: Uint8Array;
  /** Each row's features and accessibility features as bits (columns.ts). */
  features: Uint32Array;
  accessible: Uint8Array;
}

/** A listing type's code in the index: its place in LISTING_TYPES (0, sale, when not given). */
export const listingCode = (type: ListingType | undefined): number =>
  type === undefined ? 0 : LISTING_TYPES.indexOf(type);

/** The listing type of a code (listingCode). */
export const listingTypeOf = (code: number): ListingType => LISTING_TYPES[code] ?? 'sale';

/**
 * A search as tests of one row, and the stretch of rows that can pass them: the area's
 * longitudes (the rows are sorted by longitude), or every row. An unset filter is NaN and
 * not tested (an unknown fact, NaN too, would fail it).
 */
export interface RowTests {
  from: number;
  end: number;
  areaChecked: boolean;
  south: number;
  north: number;
  low: number;
  high: number;
  minBeds: number;
  minBaths: number;
  minArea: number;
  maxArea: number;
  typeCodes: Uint8Array | undefined;
  /** The listing type shown (listingCode), or -1 for both (`listing=all`). */
  kind: number;
  ring: Ring | undefined;
  /**
   * A bbox crossing the antimeridian: a row passes when its longitude is at least `west` or at
   * most `east` (the stretch then is the polygon's, or every row with a place).
   */
  across: { west: number; east: number } | undefined;
  /** The rows whose location holds the searched term, when one is searched. */
  only?: LocatedRows;
  /** The highest energy code that passes (`energy=C`: 3), or 0 for no such filter. */
  maxEnergy: number;
  /** The bits of the features (and accessibility features) a row must all have; 0: any. */
  featureBits: number;
  accessibleBits: number;
  /** With `open_house`: a mark per row, 1 for a listing with an open house in the window. */
  open?: Uint8Array;
}

/** Rows found by their location: `rows` ascending, and row `s` among them when `holds[codes[s]]`. */
export interface LocatedRows extends TermRows {
  /** Each row's location (memory-index/locations.ts). */
  codes: Uint32Array;
}

/**
 * The box that holds every row an area can match (a polygon's widened by PG's tolerance); of a
 * bbox crossing the antimeridian, its latitudes, with every longitude or the polygon's.
 */
function areaBox(
  bbox: BoundingBox | undefined,
  polygon: PropertySearchFilters['polygon'],
): BoundingBox | undefined {
  if (bbox && bbox.west > bbox.east) {
    const lngs = areaBox(undefined, polygon) ?? { west: -180, east: 180 };
    return areaBox({ ...bbox, west: lngs.west, east: lngs.east }, polygon);
  }
  if (!polygon) return bbox;
  const b = boundsOf(polygon);
  // A point within PostgreSQL's tolerance of an edge is inside: never further out than this.
  const e = 2 * GEOMETRY_EPSILON;
  const box = { west: b.west - e, south: b.south - e, east: b.east + e, north: b.north + e };
  if (!bbox) return box;
  return {
    west: Math.max(box.west, bbox.west),
    south: Math.max(box.south, bbox.south),
    east: Math.min(box.east, bbox.east),
    north: Math.min(box.north, bbox.north),
  };
}

/**
 * The tests of `search` over `rows` (`located`: rows with a place only, as the map has them).
 * `firstAtLeast` / `firstAbove` find the stretch of a longitude range.
 */
export function rowTests(
  search: PropertySearchFilters,
  located: boolean,
  count: number,
  stretch: (west: number, east: number) => [number, number],
): RowTests {
  const { minPrice, maxPrice, beds, baths, type, minArea, maxArea, bbox, polygon } = search;
  const { energy, features, accessible } = search;
  const listing = listingFilterOf(search);
  const box = areaBox(bbox, polygon);
  let [from, end] = [0, count];
  if (box) [from, end] = stretch(box.west, box.east);
  else if (located) end = stretch(-Infinity, Infinity)[1];
  let typeCodes: Uint8Array | undefined;
  if (type) {
    typeCodes = new Uint8Array(PROPERTY_TYPES.length + 1);
    for (const t of type) typeCodes[PROPERTY_TYPES.indexOf(t) + 1] = 1;
  }
  return {
    from,
    end: Math.max(from, end),
    areaChecked: box !== undefined || located,
    south: box ? box.south : -Infinity,
    north: box ? box.north : Infinity,
    low: minPrice ?? -Infinity,
    high: maxPrice ?? Infinity,
    minBeds: beds ?? NaN,
    minBaths: baths ?? NaN,
    minArea: minArea ?? NaN,
    maxArea: maxArea ?? NaN,
    typeCodes,
    kind: listing === 'all' ? -1 : listingCode(listing),
    ring: polygon && ringOf(polygon),
    across: bbox && bbox.west > bbox.east ? { west: bbox.west, east: bbox.east } : undefined,
    maxEnergy: energyCode(energy),
    featureBits: featureMask(features),
    accessibleBits: accessibilityMask(accessible),
  };
}

/** Whether row `s` passes the tests (its place in the stretch is the caller's to check). */
export function passes(rows: SearchRows, t: RowTests, s: number): boolean {
  if (t.only !== undefined && t.only.holds[t.only.codes[s]!] !== 1) return false;
  if (t.kind >= 0 && rows.kind[s] !== t.kind) return false;
  const y = rows.lat[s]!;
  if (t.areaChecked && !(y >= t.south && y <= t.north)) return false;
  if (t.across !== undefined && !(rows.lng[s]! >= t.across.west || rows.lng[s]! <= t.across.east)) {
    return false;
  }
  if (!(rows.priceMax[s]! >= t.low) || !(rows.priceMin[s]! <= t.high)) return false;
  if (!Number.isNaN(t.minBeds) && !(rows.beds[s]! >= t.minBeds)) return false;
  if (!Number.isNaN(t.minBaths) && !(rows.baths[s]! >= t.minBaths)) return false;
  if (t.typeCodes !== undefined && t.typeCodes[rows.type[s]!] !== 1) return false;
  if (!Number.isNaN(t.minArea) && !(rows.area[s]! >= t.minArea)) return false;
  if (!Number.isNaN(t.maxArea) && !(rows.area[s]! <= t.maxArea)) return false;
  if (!passesDecision(rows, t, s)) return false;
  return t.ring === undefined || pointInRing(t.ring, rows.lng[s]!, y);
}

/**
 * Every row of the stretch that passes, into `matches`; returns how many. Column at a time:
 * the stretch (by latitude when an area or a place is asked), then each filter set narrows the
 * rows kept so far, a tight loop over one column each (a third of the time of testing each row
 * in turn, measured at 851,000 rows).
 */
export function scanRows(rows: SearchRows, t: RowTests, matches: Uint32Array): number {
  let count = 0;
  if (t.only) {
    // The rows of the location, those of the stretch (and the area's latitudes) kept.
    const { lat } = rows;
    for (let i = 0; i < t.only.rows.length; i++) {
      const s = t.only.rows[i]!;
      if (s < t.from || s >= t.end) continue;
      const y = lat[s]!;
      if (!t.areaChecked || (y >= t.south && y <= t.north)) matches[count++] = s;
    }
  } else if (t.areaChecked) {
    const { lat } = rows;
    for (let s = t.from; s < t.end; s++) {
      const y = lat[s]!;
      if (y >= t.south && y <= t.north) matches[count++] = s;
    }
  } else {
    for (let s = t.from; s < t.end; s++) matches[count++] = s;
  }
  if (t.kind >= 0) {
    const { kind } = rows;
    const wanted = t.kind;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const s = matches[i]!;
      // Without a branch, as keepAtLeast.
      matches[kept] = s;
      kept += Number(kind[s] === wanted);
    }
    count = kept;
  }
  if (t.across) {
    const { lng } = rows;
    const { west, east } = t.across;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const s = matches[i]!;
      const x = lng[s]!;
      if (x >= west || x <= east) matches[kept++] = s;
    }
    count = kept;
  }
  if (t.low > -Infinity) count = keepAtLeast(matches, count, rows.priceMax, t.low);
  if (t.high < Infinity) count = keepAtMost(matches, count, rows.priceMin, t.high);
  if (!Number.isNaN(t.minBeds)) count = keepAtLeast(matches, count, rows.beds, t.minBeds);
  if (!Number.isNaN(t.minBaths)) count = keepAtLeast(matches, count, rows.baths, t.minBaths);
  if (!Number.isNaN(t.minArea)) count = keepAtLeast(matches, count, rows.area, t.minArea);
  if (!Number.isNaN(t.maxArea)) count = keepAtMost(matches, count, rows.area, t.maxArea);
  if (t.typeCodes) {
    const { type } = rows;
    const codes = t.typeCodes;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const s = matches[i]!;
      if (codes[type[s]!] === 1) matches[kept++] = s;
    }
    count = kept;
  }
  if (t.maxEnergy > 0 || t.featureBits !== 0 || t.accessibleBits !== 0 || t.open) {
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const s = matches[i]!;
      if (passesDecision(rows, t, s)) matches[kept++] = s;
    }
    count = kept;
  }
  if (t.ring) {
    const { lng, lat } = rows;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const s = matches[i]!;
      if (pointInRing(t.ring, lng[s]!, lat[s]!)) matches[kept++] = s;
    }
    count = kept;
  }
  return count;
}

/**
 * Whether row `s` passes the filters of what a buyer needs to decide: rated `maxEnergy` or
 * better (0, unknown, never), all the asked features, an open house in the window.
 */
function passesDecision(rows: SearchRows, t: RowTests, s: number): boolean {
  if (t.maxEnergy > 0 && !(rows.energy[s]! > 0 && rows.energy[s]! <= t.maxEnergy)) return false;
  if ((rows.features[s]! & t.featureBits) >>> 0 !== t.featureBits) return false;
  if ((rows.accessible[s]! & t.accessibleBits) !== t.accessibleBits) return false;
  return t.open === undefined || t.open[s] === 1;
}

/** Keeps the rows whose `column` is at least `bound` (NaN, unknown, is not). */
function keepAtLeast(matches: Uint32Array, count: number, column: Float64Array, bound: number) {
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const s = matches[i]!;
    // Written without a branch: which rows pass is as good as random to the processor.
    matches[kept] = s;
    kept += Number(column[s]! >= bound);
  }
  return kept;
}

/** Keeps the rows whose `column` is at most `bound` (NaN, unknown, is not). */
function keepAtMost(matches: Uint32Array, count: number, column: Float64Array, bound: number) {
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const s = matches[i]!;
    // Written without a branch: which rows pass is as good as random to the processor.
    matches[kept] = s;
    kept += Number(column[s]! <= bound);
  }
  return kept;
}

/** The rows a search's tests start from: its location's, or its stretch. */
export const candidates = (t: RowTests) => (t.only ? t.only.rows.length : t.end - t.from);

/** How many rows of the stretch would pass, from every `stride`-th row of it. */
export function estimateRows(rows: SearchRows, t: RowTests, stride: number): number {
  if (t.only) {
    let [found, read] = [0, 0];
    for (let i = 0; i < t.only.rows.length; i += stride) {
      read++;
      const s = t.only.rows[i]!;
      if (s >= t.from && s < t.end && passes(rows, t, s)) found++;
    }
    return read === 0 ? 0 : (found * t.only.rows.length) / read;
  }
  let passed = 0;
  let read = 0;
  for (let s = t.from; s < t.end; s += stride) {
    read++;
    if (passes(rows, t, s)) passed++;
  }
  return read === 0 ? 0 : (passed * (t.end - t.from)) / read;
}

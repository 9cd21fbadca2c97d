import {
  MAP_MAX_ITEMS,
  PROPERTY_TYPES,
  type BoundingBox,
  type PropertyListQuery,
  type PropertyMap,
  type PropertySearchFilters,
} from '@elite/shared';
import { GEOMETRY_EPSILON, pointInRing, ringOf } from './search-geometry';
import { orderRows, placesIn, rearranged } from './search-index-order';
import { boundsOf } from './search-criteria';
import { GRID_CELLS, WORLD } from './search-repository';

/**
 * The listed listings' search columns, in the order of their ids (as PostgreSQL orders uuids),
 * one entry per listing; null facts are NaN, which fails every comparison as null does in SQL.
 */
export interface SearchColumns {
  count: number;
  /** Each id's 16 bytes as four big-endian words. */
  ids: Uint32Array;
  longitude: Float64Array;
  latitude: Float64Array;
  priceMin: Float64Array;
  priceMax: Float64Array;
  bedrooms: Float64Array;
  bathrooms: Float64Array;
  livingArea: Float64Array;
  /** 0 when unknown, else 1 + its place in PROPERTY_TYPES. */
  propertyType: Uint8Array;
  /** Microseconds since 1970 (exact in a double), the orders' keys. */
  createdAt: Float64Array;
  listedAt: Float64Array;
}

type Sort = NonNullable<PropertyListQuery['sortBy']> | 'default';

/** The part of a search that the index answers: the filters (no location). */
export type IndexedSearch = PropertySearchFilters;

const hex = (word: number) => word.toString(16).padStart(8, '0');

/**
 * The public list's search in memory (docs/decisions/040): every listed listing's search
 * columns as typed arrays, sorted by longitude so that an area reads only its own stretch, and
 * each list order as a permutation. It answers a search's exact total, the rows of a page and
 * the map's points and clusters, matching listing for listing what search-criteria.ts's rules
 * match in the database; it is built for one generation of public data and never changed.
 */
export class SearchIndex {
  readonly count: number;
  private readonly ids: Uint32Array;
  private readonly lng: Float64Array;
  private readonly lat: Float64Array;
  private readonly priceMin: Float64Array;
  private readonly priceMax: Float64Array;
  private readonly beds: Float64Array;
  private readonly baths: Float64Array;
  private readonly area: Float64Array;
  private readonly type: Uint8Array;
  /** Each row's rank in id order. */
  private readonly idRank: Uint32Array;
  private readonly orders: Record<'default' | 'asc' | 'newest', Uint32Array>;
  private readonly places: Record<'default' | 'asc' | 'newest', Uint32Array>;
  /** The last search's matches (rows), and a mark per row of the search that matched it. */
  private readonly matches: Uint32Array;
  private readonly marks: Uint32Array;
  private mark = 0;

  constructor(columns: SearchColumns) {
    const n = columns.count;
    this.count = n;
    const byId = Uint32Array.from({ length: n }, (_, i) => i);
    const byLongitude = orderRows(columns.longitude, false, byId, byId);
    this.ids = rearranged(columns.ids, byLongitude, 4);
    this.lng = rearranged(columns.longitude, byLongitude);
    this.lat = rearranged(columns.latitude, byLongitude);
    this.priceMin = rearranged(columns.priceMin, byLongitude);
    this.priceMax = rearranged(columns.priceMax, byLongitude);
    this.beds = rearranged(columns.bedrooms, byLongitude);
    this.baths = rearranged(columns.bathrooms, byLongitude);
    this.area = rearranged(columns.livingArea, byLongitude);
    this.type = rearranged(columns.propertyType, byLongitude);
    this.idRank = byLongitude;
    const rowOfIdRank = placesIn(byLongitude);
    const idDescending = this.idRank.map((rank) => n - 1 - rank);
    const rowOfIdDescending = rowOfIdRank.slice().reverse();
    const created = rearranged(columns.createdAt, byLongitude);
    const listed = rearranged(columns.listedAt, byLongitude);
    this.orders = {
      // repository.listOrder: created_at desc, id asc.
      default: orderRows(created, true, this.idRank, rowOfIdRank),
      // price_min asc, id asc; `desc` is this order backwards.
      asc: orderRows(this.priceMin, false, this.idRank, rowOfIdRank),
      // listed_at desc nulls last, id desc.
      newest: orderRows(listed, true, idDescending, rowOfIdDescending),
    };
    this.places = {
      default: placesIn(this.orders.default),
      asc: placesIn(this.orders.asc),
      newest: placesIn(this.orders.newest),
    };
    this.matches = new Uint32Array(n);
    this.marks = new Uint32Array(n);
  }

  /** The id of row `s` as PostgreSQL writes a uuid. */
  idOf(s: number): string {
    const w = this.ids;
    const a = hex(w[s * 4]!);
    const b = hex(w[s * 4 + 1]!);
    const c = hex(w[s * 4 + 2]!);
    const d = hex(w[s * 4 + 3]!);
    return `${a}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${d}`;
  }

  /** The first row whose longitude is at least `value` (rows are sorted by it, NaN last). */
  private firstAtLeast(value: number): number {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      // NaN is not below any value: it stays to the right.
      if (this.lng[middle]! < value) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The first row past longitude `value` (NaN rows are past every value). */
  private firstAbove(value: number): number {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.lng[middle]! <= value) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * Finds the rows matching `search` (into `matches`, each marked with `mark`); `located`: only
   * rows with coordinates (the map). Returns how many.
   */
  private scan(search: IndexedSearch, located: boolean): number {
    const { minPrice, maxPrice, beds, baths, type, minArea, maxArea, bbox, polygon } = search;
    const ring = polygon && ringOf(polygon);
    // The rows to read: the area's stretch of longitudes (a polygon's widened by PostgreSQL's
    // tolerance: a point on its edge within it is inside), else every row, or every located one.
    let box: BoundingBox | undefined = bbox;
    if (polygon) {
      const b = boundsOf(polygon);
      const e = 2 * GEOMETRY_EPSILON;
      box = { west: b.west - e, south: b.south - e, east: b.east + e, north: b.north + e };
      if (bbox) {
        box = {
          west: Math.max(box.west, bbox.west),
          south: Math.max(box.south, bbox.south),
          east: Math.min(box.east, bbox.east),
          north: Math.min(box.north, bbox.north),
        };
      }
    }
    let [from, end] = [0, this.count];
    if (box) [from, end] = [this.firstAtLeast(box.west), this.firstAbove(box.east)];
    else if (located) end = this.firstAtLeast(Infinity); // the rows with a longitude
    end = Math.max(from, end);
    const south = box ? box.south : -Infinity;
    const north = box ? box.north : Infinity;
    const typeCodes = new Uint8Array(PROPERTY_TYPES.length + 1);
    for (const t of type ?? []) typeCodes[PROPERTY_TYPES.indexOf(t) + 1] = 1;
    const low = minPrice ?? -Infinity;
    const high = maxPrice ?? Infinity;
    const hasType = type !== undefined;
    // An unset filter is a test that every row passes (NaN, an unknown fact, included).
    const [bedsAt, bathsAt] = [beds ?? NaN, baths ?? NaN];
    const [areaFrom, areaTo] = [minArea ?? NaN, maxArea ?? NaN];
    const [hasBeds, hasBaths] = [beds !== undefined, baths !== undefined];
    const [hasMinArea, hasMaxArea] = [minArea !== undefined, maxArea !== undefined];
    const areaChecked = box !== undefined || located;
    this.mark = this.mark === 0xffffffff ? 1 : this.mark + 1;
    if (this.mark === 1) this.marks.fill(0);
    const { lat, lng, matches, marks, mark } = this;
    let count = 0;
    for (let s = from; s < end; s++) {
      const y = lat[s]!;
      if (areaChecked && !(y >= south && y <= north)) continue;
      if (!(this.priceMax[s]! >= low) || !(this.priceMin[s]! <= high)) continue;
      if (hasBeds && !(this.beds[s]! >= bedsAt)) continue;
      if (hasBaths && !(this.baths[s]! >= bathsAt)) continue;
      if (hasType && typeCodes[this.type[s]!] !== 1) continue;
      if (hasMinArea && !(this.area[s]! >= areaFrom)) continue;
      if (hasMaxArea && !(this.area[s]! <= areaTo)) continue;
      if (ring && !pointInRing(ring, lng[s]!, y)) continue;
      matches[count++] = s;
      marks[s] = mark;
    }
    return count;
  }

  /** The total of a search and the rows of one page of it, in the list's order. */
  search(
    search: IndexedSearch,
    sortBy: PropertyListQuery['sortBy'],
    page: number,
    limit: number,
  ): { total: number; rows: number[] } {
    const total = this.scan(search, false);
    const sort: Sort = sortBy || 'default';
    const order = sort === 'desc' ? this.orders.asc : this.orders[sort];
    const backwards = sort === 'desc';
    const skip = (page - 1) * limit;
    const wanted = Math.min(total, skip + limit);
    if (wanted <= skip) return { total, rows: [] };
    const rows: number[] = [];
    // Walk the order while it passes few rows per match; else sort the matches' places.
    if (wanted * (this.count / total) < total * 4) {
      const { marks, mark, count } = this;
      let found = 0;
      for (let k = 0; k < count && found < wanted; k++) {
        const s = order[backwards ? count - 1 - k : k]!;
        if (marks[s] !== mark) continue;
        if (found++ >= skip) rows.push(s);
      }
      return { total, rows };
    }
    const places = this.places[sort === 'desc' ? 'asc' : sort];
    const sorted = new Uint32Array(total);
    for (let i = 0; i < total; i++) {
      const place = places[this.matches[i]!]!;
      sorted[i] = backwards ? this.count - 1 - place : place;
    }
    sorted.sort();
    for (let i = skip; i < wanted; i++) {
      const place = sorted[i]!;
      rows.push(order[backwards ? this.count - 1 - place : place]!);
    }
    return { total, rows };
  }

  /** The map of a search, as search-repository.mapListings answers it from the database. */
  map(search: IndexedSearch): PropertyMap {
    const total = this.scan(search, true);
    const { matches, lat, lng } = this;
    if (total <= MAP_MAX_ITEMS) {
      const found = Array.from(matches.subarray(0, total)).sort(
        (a, b) => this.idRank[a]! - this.idRank[b]!,
      );
      const points = found.map((s) => ({
        _id: this.idOf(s),
        latitude: lat[s]!,
        longitude: lng[s]!,
        min: this.priceMin[s]!,
        max: this.priceMax[s]!,
      }));
      return { total, points, clusters: [] };
    }
    const area = search.bbox ?? (search.polygon ? boundsOf(search.polygon) : WORLD);
    const cellWidth = Math.max(area.east - area.west, 1e-9) / GRID_CELLS;
    const cellHeight = Math.max(area.north - area.south, 1e-9) / GRID_CELLS;
    const grid = new CellGrid(
      Math.floor(area.west / cellWidth),
      Math.floor(area.south / cellHeight),
    );
    for (let i = 0; i < total; i++) {
      const s = matches[i]!;
      const x = lng[s]!;
      const y = lat[s]!;
      grid.add(Math.floor(x / cellWidth), Math.floor(y / cellHeight), s, x, y);
    }
    const result: PropertyMap = { total, points: [], clusters: [] };
    grid.each((count, latitude, longitude, s) => {
      if (count === 1) {
        const [min, max] = [this.priceMin[s]!, this.priceMax[s]!];
        result.points.push({ _id: this.idOf(s), latitude, longitude, min, max });
      } else {
        result.clusters.push({ latitude, longitude, count });
      }
    });
    return result;
  }
}

/** Slots per side: the cells of an area, and one more on each side for points on its edges. */
const SIDE = GRID_CELLS + 4;

/** The map's cells of one search: count, sums of positions and a row of each. */
class CellGrid {
  private readonly counts = new Uint32Array(SIDE * SIDE);
  private readonly sumX = new Float64Array(SIDE * SIDE);
  private readonly sumY = new Float64Array(SIDE * SIDE);
  private readonly rows = new Uint32Array(SIDE * SIDE);
  /** Cells outside the slots, which an area's edges make possible in theory. */
  private readonly outside = new Map<string, { count: number; x: number; y: number; s: number }>();

  constructor(
    private readonly x0: number,
    private readonly y0: number,
  ) {}

  add(cx: number, cy: number, s: number, x: number, y: number) {
    const i = cx - this.x0 + 1;
    const j = cy - this.y0 + 1;
    if (i >= 0 && i < SIDE && j >= 0 && j < SIDE) {
      const slot = i * SIDE + j;
      this.counts[slot]! += 1;
      this.sumX[slot]! += x;
      this.sumY[slot]! += y;
      this.rows[slot] = s;
      return;
    }
    const key = `${cx},${cy}`;
    const cell = this.outside.get(key) ?? { count: 0, x: 0, y: 0, s };
    cell.count += 1;
    cell.x += x;
    cell.y += y;
    this.outside.set(key, cell);
  }

  each(visit: (count: number, latitude: number, longitude: number, s: number) => void) {
    for (let slot = 0; slot < this.counts.length; slot++) {
      const count = this.counts[slot]!;
      if (count > 0)
        visit(count, this.sumY[slot]! / count, this.sumX[slot]! / count, this.rows[slot]!);
    }
    for (const cell of this.outside.values()) {
      visit(cell.count, cell.y / cell.count, cell.x / cell.count, cell.s);
    }
  }
}

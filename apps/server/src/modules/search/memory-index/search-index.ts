import {
  ACCESSIBILITY_FEATURES,
  LISTING_FEATURES,
  LISTING_TYPES,
  MAP_MAX_ITEMS,
  PROPERTY_TYPES,
  type PropertyListQuery,
  type PropertyMap,
  type PropertySearchFilters,
} from '@elite/shared';
import { boundsOf, EXACT_COUNT_LIMIT, WORLD, type ListingFacts } from '../filters';
import { energyOf, isRowColumn, valuesOf, type SearchColumns } from './columns';
import { CellGrid, NO_SLOT } from './grid';
import { OpenHouseRows } from './open-house-rows';
import { Locations } from './locations';
import { identity, orderRows, placesIn, rearranged, turn } from './order';
import { idWords, rowWithId } from './ids';
import {
  candidates,
  estimateRows,
  listingTypeOf,
  passes,
  rowTests,
  scanRows,
  type RowTests,
  type SearchRows,
} from './rows';

export { searchColumns, type SearchColumns } from './columns';

/** What an index is made of: its columns sorted by longitude, the id ranks and the orders. */
export interface IndexParts {
  columns: SearchColumns;
  /** Each row's rank in id order. */
  idRank: Uint32Array;
  orders: Record<'default' | 'asc' | 'newest', Uint32Array>;
}

type Sort = 'default' | 'asc' | 'desc' | 'newest';

/** The part of a search that the index answers: the filters and the location. */
export type IndexedSearch = PropertySearchFilters & { location?: string | undefined };

const hex = (word: number) => word.toString(16).padStart(8, '0');

/**
 * A search over more rows than this first estimates its total from a sample of them (one row
 * in SAMPLE_STRIDE); a total estimated above ESTIMATED_ABOVE is answered as an estimate, as
 * the database answers totals above EXACT_COUNT_LIMIT, and the page found by walking the
 * order. The margin keeps a sample's error from passing off a total under 10,000 as estimated.
 */
const SAMPLED_FROM = 65_536;
const SAMPLE_STRIDE = 16;
const ESTIMATED_ABOVE = EXACT_COUNT_LIMIT * 2;
/** Rows per block of the lowest-price-first order whose highest maximum price is kept. */
const BLOCK = 256;

/**
 * The public list's search in memory (docs/decisions/040): every listed listing's search
 * columns as typed arrays, sorted by longitude so that an area reads only its own stretch, and
 * each list order as a permutation. It answers a search's total, the rows of a page and the
 * map's points and clusters, matching listing for listing what search/filters.ts's rules
 * match in the database. It is built once, at start; a listing's change makes a new index from
 * this one's parts (memory-index/patch.ts), with nothing sorted again (docs/decisions/050).
 */
export class SearchIndex implements SearchRows {
  readonly count: number;
  readonly lng: Float64Array;
  readonly lat: Float64Array;
  readonly priceMin: Float64Array;
  readonly priceMax: Float64Array;
  readonly beds: Float64Array;
  readonly baths: Float64Array;
  readonly area: Float64Array;
  readonly type: Uint8Array;
  readonly kind: Uint8Array;
  readonly energy: Uint8Array;
  readonly features: Uint32Array;
  readonly accessible: Uint8Array;
  /** The rows with upcoming open houses, and their starts. */
  private readonly openHouses: OpenHouseRows;
  private readonly ids: Uint32Array;
  /** Each row's rank in id order. */
  private readonly idRank: Uint32Array;
  private readonly orders: Record<'default' | 'asc' | 'newest', Uint32Array>;
  private readonly places: Record<'default' | 'asc' | 'newest', Uint32Array>;
  /** The last exact search's matching rows. */
  private readonly matches: Uint32Array;
  /** Each row's slot in the map's grid of the world (NO_SLOT without a place). */
  private readonly worldSlots: Uint16Array;
  /** Along the lowest-price-first order, the highest maximum price of each BLOCK rows. */
  private readonly blockMaxima: Float64Array;
  /**
   * Along the lowest-price-first order, the first and last place of a row of each listing type
   * (-1: none): rents sort below every sale price, so a walk for one type starts at its span.
   */
  private readonly kindFirst: Int32Array;
  private readonly kindLast: Int32Array;
  private readonly locations: Locations;
  /** The rows in id order (made when a listing's facts are first asked for). */
  private rowOfIdRank: Uint32Array | undefined;
  /** What the index is made of, for the index patched from it. */
  private readonly parts: IndexParts;

  /**
   * Builds the index of `columns`, giving the event loop a turn between its steps (each a few
   * hundred milliseconds at a million listings), so that requests are served meanwhile.
   */
  static async build(columns: SearchColumns): Promise<SearchIndex> {
    const byId = identity(columns.count);
    const byLongitude = await orderRows(columns.longitude, false, byId, byId);
    await turn();
    const sorted: SearchColumns = { ...columns };
    for (const key of Object.keys(columns) as (keyof SearchColumns)[]) {
      if (!isRowColumn(key)) continue;
      sorted[key] = rearranged(columns[key], byLongitude, key === 'ids' ? 4 : 1) as never;
      await turn();
    }
    const n = columns.count;
    const rowOfIdRank = placesIn(byLongitude);
    const idDescending = byLongitude.map((rank) => n - 1 - rank);
    const rowOfIdDescending = rowOfIdRank.slice().reverse();
    // repository.listOrder: created_at desc, id asc.
    const byCreation = await orderRows(sorted.createdAt, true, byLongitude, rowOfIdRank);
    await turn();
    // price_min asc, id asc; `desc` is this order backwards.
    const byPrice = await orderRows(sorted.priceMin, false, byLongitude, rowOfIdRank);
    await turn();
    // listed_at desc nulls last, id desc.
    const byListing = await orderRows(sorted.listedAt, true, idDescending, rowOfIdDescending);
    await turn();
    const orders = { default: byCreation, asc: byPrice, newest: byListing };
    return new SearchIndex({ columns: sorted, idRank: byLongitude, orders });
  }

  /** The index of `parts` (memory-index/patch.ts made them from another index's). */
  static of(parts: IndexParts): SearchIndex {
    return new SearchIndex(parts);
  }

  /** The columns sorted by longitude, the id ranks and the orders this index is made of. */
  get madeOf(): IndexParts {
    return this.parts;
  }

  /** `columns` sorted by longitude; `idRank`: each row's rank in id order. */
  private constructor(parts: IndexParts) {
    const { columns, idRank, orders } = parts;
    this.parts = parts;
    const n = columns.count;
    this.count = n;
    this.ids = columns.ids;
    this.lng = columns.longitude;
    this.lat = columns.latitude;
    this.priceMin = columns.priceMin;
    this.priceMax = columns.priceMax;
    this.beds = columns.bedrooms;
    this.baths = columns.bathrooms;
    this.area = columns.livingArea;
    this.type = columns.propertyType;
    this.kind = columns.listingType;
    this.energy = columns.energy;
    this.features = columns.features;
    this.accessible = columns.accessibility;
    this.idRank = idRank;
    this.orders = orders;
    this.places = {
      default: placesIn(this.orders.default),
      asc: placesIn(this.orders.asc),
      newest: placesIn(this.orders.newest),
    };
    this.matches = new Uint32Array(n);
    this.locations = new Locations(columns.locationNames, columns.location);
    const world = new CellGrid(WORLD);
    this.worldSlots = new Uint16Array(n);
    for (let s = 0; s < n; s++) {
      const [x, y] = [this.lng[s]!, this.lat[s]!];
      this.worldSlots[s] = Number.isNaN(x) ? NO_SLOT : world.slotOf(x, y);
    }
    this.openHouses = new OpenHouseRows(columns.openHouses, n, (id) => this.rowOf(id));
    this.blockMaxima = new Float64Array(Math.ceil(n / BLOCK)).fill(-Infinity);
    this.kindFirst = new Int32Array(LISTING_TYPES.length).fill(-1);
    this.kindLast = new Int32Array(LISTING_TYPES.length).fill(-1);
    this.orders.asc.forEach((s, k) => {
      const block = Math.floor(k / BLOCK);
      this.blockMaxima[block] = Math.max(this.blockMaxima[block]!, this.priceMax[s]!);
      const kind = this.kind[s]!;
      if (this.kindFirst[kind] === -1) this.kindFirst[kind] = k;
      this.kindLast[kind] = k;
    });
  }

  /**
   * What the search rules read of the listing `id` (search/filters.ts), or null when it is not
   * listed: to know which searches its change touches.
   */
  factsOf(id: string): ListingFacts | null {
    const s = this.rowOf(id);
    if (s === undefined) return null;
    const known = (value: number) => (Number.isNaN(value) ? null : value);
    const { location, locationNames } = this.parts.columns;
    return {
      locationSearch: locationNames[location[s]!]!,
      priceMin: this.priceMin[s]!,
      priceMax: this.priceMax[s]!,
      bedrooms: known(this.beds[s]!),
      bathrooms: known(this.baths[s]!),
      livingArea: known(this.area[s]!),
      propertyType: PROPERTY_TYPES[this.type[s]! - 1] ?? null,
      longitude: known(this.lng[s]!),
      latitude: known(this.lat[s]!),
      listingType: listingTypeOf(this.kind[s]!),
      energyRating: energyOf(this.energy[s]!),
      features: valuesOf(LISTING_FEATURES, this.features[s]!),
      accessibilityFeatures: valuesOf(ACCESSIBILITY_FEATURES, this.accessible[s]!),
      openHouseStarts: this.parts.columns.openHouses.get(id) ?? [],
    };
  }

  /** The row of the listing `id`, if it is listed. */
  private rowOf(id: string): number | undefined {
    this.rowOfIdRank ??= placesIn(this.idRank);
    return rowWithId(this.ids, this.rowOfIdRank, new Uint32Array(idWords(id)));
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

  /** The stretch of rows whose longitude is in west..east (rows are sorted by it, NaN last). */
  private readonly stretch = (west: number, east: number): [number, number] => {
    const first = (past: (lng: number) => boolean) => {
      let [low, high] = [0, this.count];
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (past(this.lng[middle]!)) low = middle + 1;
        else high = middle;
      }
      return low;
    };
    // NaN is neither below nor at any value: it stays to the right of both.
    return [first((lng) => lng < west), first((lng) => lng <= east)];
  };

  /**
   * The tests of a search: its filters' (memory-index/rows.ts) and the rows whose location
   * holds the term, as `location_search like '%term%'` finds them (the term lower-cased as
   * search/filters.ts lower-cases it; the text is the database's own lower-casing).
   */
  private testsOf(search: IndexedSearch, located: boolean): RowTests {
    const tests = rowTests(search, located, this.count, this.stretch);
    // The rows with an open house in the window from now: marked afresh for each search.
    if (search.open_house !== undefined) tests.open = this.openHouses.within(search.open_house);
    if (!search.location) return tests;
    const { codes } = this.locations;
    return { ...tests, only: { ...this.locations.holding(search.location.toLowerCase()), codes } };
  }

  /** The total of a search and the rows of one page of it, in the list's order. */
  search(
    search: IndexedSearch,
    sortBy: PropertyListQuery['sortBy'],
    page: number,
    limit: number,
  ): { total: number; estimated: boolean; rows: number[] } {
    const tests = this.testsOf(search, false);
    const sort: Sort = sortBy ? sortBy : 'default';
    const skip = (page - 1) * limit;
    if (candidates(tests) >= SAMPLED_FROM) {
      const estimate = estimateRows(this, tests, SAMPLE_STRIDE);
      // Walked while the page is found within a quarter of the rows, else counted exactly.
      const walked = (skip + limit) * (this.count / estimate);
      if (estimate > ESTIMATED_ABOVE && walked < this.count / 4) {
        const rows = this.walk(tests, sort, skip, skip + limit);
        return { total: Math.round(estimate), estimated: true, rows };
      }
    }
    const total = scanRows(this, tests, this.matches);
    const wanted = Math.min(total, skip + limit);
    if (wanted <= skip) return { total, estimated: false, rows: [] };
    // Walk the order while it passes few rows per match; else sort the matches' places.
    const rows =
      wanted * (this.count / total) < total * 4
        ? this.walk(tests, sort, skip, wanted)
        : this.sortedMatches(total, sort, skip, wanted);
    return { total, estimated: false, rows };
  }

  /**
   * Rows skip..wanted of the matches, found along the order. The price orders skip what their
   * own order says cannot match: lowest first, the blocks whose every range ends below the
   * minimum price, and the rest once prices start above the maximum; highest first, the
   * prices above the maximum.
   */
  private walk(tests: RowTests, sort: Sort, skip: number, wanted: number): number[] {
    const backwards = sort === 'desc';
    const order = backwards ? this.orders.asc : this.orders[sort];
    const { count, priceMin } = this;
    const ascending = sort === 'asc';
    const blocks = ascending && tests.low > -Infinity ? this.blockMaxima : undefined;
    const rows: number[] = [];
    let found = 0;
    let k = backwards && tests.high < Infinity ? count - this.placesAtMost(tests.high) : 0;
    let end = count;
    if (tests.kind >= 0 && (ascending || backwards)) {
      // Only the span of the listing type's rows along the price order.
      const [first, last] = [this.kindFirst[tests.kind]!, this.kindLast[tests.kind]!];
      if (first === -1) return rows;
      // k counts along the order, from the highest price down when backwards.
      [k, end] = ascending
        ? [Math.max(k, first), last + 1]
        : [Math.max(k, count - 1 - last), count - first];
    }
    for (; k < end && found < wanted; k++) {
      if (blocks && k % BLOCK === 0 && blocks[k / BLOCK]! < tests.low) {
        k += BLOCK - 1;
        continue;
      }
      const s = order[backwards ? count - 1 - k : k]!;
      if (ascending && priceMin[s]! > tests.high) break;
      if (s < tests.from || s >= tests.end || !passes(this, tests, s)) continue;
      if (found++ >= skip) rows.push(s);
    }
    return rows;
  }

  /** How many rows have a minimum price at most `price` (a search of the price order). */
  private placesAtMost(price: number): number {
    const order = this.orders.asc;
    let [low, high] = [0, this.count];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.priceMin[order[middle]!]! <= price) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Rows skip..wanted of the `total` matches (in `matches`), sorted by their places. */
  private sortedMatches(total: number, sort: Sort, skip: number, wanted: number): number[] {
    const backwards = sort === 'desc';
    const order = backwards ? this.orders.asc : this.orders[sort];
    const places = this.places[backwards ? 'asc' : sort];
    const last = this.count - 1;
    const sorted = new Uint32Array(total);
    for (let i = 0; i < total; i++) {
      const place = places[this.matches[i]!]!;
      sorted[i] = backwards ? last - place : place;
    }
    sorted.sort();
    const rows: number[] = [];
    for (let i = skip; i < wanted; i++) {
      const place = sorted[i]!;
      rows.push(order[backwards ? last - place : place]!);
    }
    return rows;
  }

  /** The map of a search, as map-repository.mapListings answers it from the database. */
  map(search: IndexedSearch): PropertyMap {
    const tests = this.testsOf(search, true);
    const total = scanRows(this, tests, this.matches);
    const { matches, lat, lng } = this;
    const point = (s: number) => ({
      _id: this.idOf(s),
      latitude: lat[s]!,
      longitude: lng[s]!,
      min: this.priceMin[s]!,
      max: this.priceMax[s]!,
    });
    if (total <= MAP_MAX_ITEMS) {
      const found = Array.from(matches.subarray(0, total));
      found.sort((a, b) => this.idRank[a]! - this.idRank[b]!);
      return { total, points: found.map(point), clusters: [] };
    }
    const area = search.bbox ?? (search.polygon ? boundsOf(search.polygon) : undefined);
    const grid = new CellGrid(area ?? WORLD);
    // The world's grid has each row's slot worked out when the index was built.
    grid.addAll(matches, total, lng, lat, area ? undefined : this.worldSlots);
    return grid.toMap(total, point);
  }
}

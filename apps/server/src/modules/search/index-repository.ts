import { and, asc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  PROPERTY_TYPES,
  type AccessibilityFeature,
  type EnergyRating,
  type ListingFeature,
  type ListingType,
} from '@elite/shared';
import type { Database } from '../../db/client';
import { openHouses, properties } from '../../db/schema';
import { isListedRow } from '../properties/view';
import {
  accessibilityMask,
  energyCode,
  featureMask,
  isRowColumn,
  searchColumns,
  type SearchColumns,
} from './memory-index/columns';
import { listingCode } from './memory-index/rows';

/** Rows read per query while the search index loads: a bounded slice of memory at a time. */
const LOAD_CHUNK = 25_000;
const microseconds = (column: SQL | AnyPgColumn) =>
  sql<number | null>`(extract(epoch from ${column}) * 1000000)::float8`;
const nullable = (value: number | null) => value ?? NaN;

/**
 * The search columns of every listed listing (memory-index/search-index.ts), read in id order a chunk at a
 * time; `signal` stops it between chunks (the server is closing).
 */
/** What the index keeps of a listing. */
const searchFields = {
  id: properties.id,
  longitude: properties.longitude,
  latitude: properties.latitude,
  priceMin: properties.priceMin,
  priceMax: properties.priceMax,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  livingArea: properties.livingArea,
  propertyType: properties.propertyType,
  listingType: properties.listingType,
  locationSearch: properties.locationSearch,
  createdAt: microseconds(properties.createdAt),
  listedAt: microseconds(properties.listedAt),
  energyRating: properties.energyRating,
  features: properties.features,
  accessibilityFeatures: properties.accessibilityFeatures,
};

/**
 * The upcoming open houses' starts (milliseconds since 1970, soonest first) of the listings of
 * `ids`, or of every listing: what the `open_house` filter reads (CONTRACT.md section 13).
 */
async function loadOpenHouses(db: Database, ids?: string[]): Promise<Map<string, number[]>> {
  const rows = await db
    .select({
      id: openHouses.propertyId,
      start: sql<number>`(extract(epoch from ${openHouses.startAt}) * 1000)::float8`,
    })
    .from(openHouses)
    .where(
      and(
        gte(openHouses.startAt, sql`now()`),
        ids ? inArray(openHouses.propertyId, ids) : undefined,
      ),
    )
    .orderBy(asc(openHouses.propertyId), asc(openHouses.startAt));
  const starts = new Map<string, number[]>();
  for (const row of rows) {
    const list = starts.get(row.id);
    if (list) list.push(Number(row.start));
    else starts.set(row.id, [Number(row.start)]);
  }
  return starts;
}

export async function loadSearchColumns(db: Database, signal: AbortSignal): Promise<SearchColumns> {
  const columns = new ColumnsBuilder();
  let after: string | undefined;
  for (;;) {
    signal.throwIfAborted();
    const rows = await db
      .select(searchFields)
      .from(properties)
      .where(after === undefined ? isListedRow : and(isListedRow, gt(properties.id, after)))
      .orderBy(asc(properties.id))
      .limit(LOAD_CHUNK);
    for (const row of rows) columns.push(row);
    if (rows.length < LOAD_CHUNK) return columns.done(await loadOpenHouses(db));
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * What a public change asks the index to read again (docs/decisions/050): the listings of
 * `ids` and, with `agentId`, every listing of that agent (`ids` then holds them all), with the
 * search columns of those that are listed now.
 */
export async function loadChangedListings(
  db: Database,
  which: { ids: string[]; agentId?: string | undefined },
): Promise<{ ids: string[]; columns: SearchColumns }> {
  let ids = which.ids;
  if (which.agentId) {
    const own = await db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.agentId, which.agentId));
    ids = [...new Set([...ids, ...own.map((row) => row.id)])];
  }
  const columns = new ColumnsBuilder();
  for (let from = 0; from < ids.length; from += LOAD_CHUNK) {
    const rows = await db
      .select(searchFields)
      .from(properties)
      .where(and(isListedRow, inArray(properties.id, ids.slice(from, from + LOAD_CHUNK))));
    for (const row of rows) columns.push(row);
  }
  const starts = new Map<string, number[]>();
  for (let from = 0; from < ids.length; from += LOAD_CHUNK) {
    const chunk = await loadOpenHouses(db, ids.slice(from, from + LOAD_CHUNK));
    for (const [id, list] of chunk) starts.set(id, list);
  }
  return { ids, columns: columns.done(starts) };
}

/** A listing's search fields as the database answers them. */
export type LoadedRow = {
  id: string;
  longitude: number | null;
  latitude: number | null;
  priceMin: number;
  priceMax: number;
  bedrooms: number | null;
  bathrooms: number | null;
  livingArea: number | null;
  propertyType: (typeof PROPERTY_TYPES)[number] | null;
  /** For sale (also when not given) or to rent. */
  listingType?: ListingType | undefined;
  locationSearch: string;
  createdAt: number | null;
  listedAt: number | null;
  /** What a buyer needs to decide (left out: unknown). */
  energyRating?: EnergyRating | null | undefined;
  features?: ListingFeature[] | null | undefined;
  accessibilityFeatures?: AccessibilityFeature[] | null | undefined;
};

/** Typed arrays filled row by row (in id order), grown as needed. */
export class ColumnsBuilder {
  private count = 0;
  private capacity = 1024;
  private columns = searchColumns(this.capacity);
  /** Each distinct location's code (its place in columns.locationNames). */
  private readonly locationCodes = new Map<string, number>();

  push(row: LoadedRow) {
    if (this.count === this.capacity) this.resize(this.capacity * 2);
    const c = this.columns;
    const i = this.count++;
    const hex = row.id.replaceAll('-', '');
    for (let w = 0; w < 4; w++) c.ids[i * 4 + w] = parseInt(hex.slice(w * 8, w * 8 + 8), 16);
    c.longitude[i] = nullable(row.longitude);
    c.latitude[i] = nullable(row.latitude);
    c.priceMin[i] = Number(row.priceMin);
    c.priceMax[i] = Number(row.priceMax);
    c.bedrooms[i] = nullable(row.bedrooms);
    c.bathrooms[i] = nullable(row.bathrooms === null ? null : Number(row.bathrooms));
    c.livingArea[i] = nullable(row.livingArea);
    c.propertyType[i] = row.propertyType ? PROPERTY_TYPES.indexOf(row.propertyType) + 1 : 0;
    c.listingType[i] = listingCode(row.listingType);
    c.createdAt[i] = nullable(row.createdAt === null ? null : Number(row.createdAt));
    c.listedAt[i] = nullable(row.listedAt === null ? null : Number(row.listedAt));
    c.energy[i] = energyCode(row.energyRating);
    c.features[i] = featureMask(row.features);
    c.accessibility[i] = accessibilityMask(row.accessibilityFeatures);
    let code = this.locationCodes.get(row.locationSearch);
    if (code === undefined) {
      code = c.locationNames.push(row.locationSearch) - 1;
      this.locationCodes.set(row.locationSearch, code);
    }
    c.location[i] = code;
  }

  private resize(capacity: number) {
    const next = searchColumns(capacity);
    for (const key of Object.keys(next) as (keyof SearchColumns)[]) {
      if (isRowColumn(key))
        next[key].set(this.columns[key].subarray(0, this.count * (key === 'ids' ? 4 : 1)));
    }
    next.locationNames = this.columns.locationNames;
    this.columns = next;
    this.capacity = capacity;
  }

  /** The columns, with the upcoming open houses' starts of the listings that have any. */
  done(openHouseStarts = new Map<string, number[]>()): SearchColumns {
    this.resize(this.count);
    return { ...this.columns, count: this.count, openHouses: openHouseStarts };
  }
}

import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  MAP_MAX_ITEMS,
  PROPERTY_TYPES,
  type PropertyListQuery,
  type PropertyMap,
} from '@elite/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import {
  areaWidth,
  boundsOf,
  GRID_CELLS,
  searchConditions,
  WORLD,
  type AreaForm,
  type SearchCriteria,
} from './search-criteria';
import type { ListTotal } from './totals-cache';
import { searchColumns, type SearchColumns } from './search-index';
import { agentJoin, agents, isListedRow, propertyColumns, type PropertyRow } from './view';

export type SearchQuery = SearchCriteria;

/** Listed rows matching the whole search, its area in the asked form. */
export function searchWhere(query: SearchQuery, area: AreaForm = 'index'): SQL {
  return and(isListedRow, ...searchConditions(query, area)) as SQL;
}

/** The order of a searched list; `fenced`: the same order, which no index gives. */
function searchOrder(sortBy: PropertyListQuery['sortBy'], fenced = false): SQL[] {
  const price = fenced ? sql`${properties.priceMin} + 0` : sql`${properties.priceMin}`;
  const fence = fenced ? sql` + interval '0 s'` : sql``;
  switch (sortBy) {
    case 'asc':
      return [sql`${price} asc`, asc(properties.id)];
    case 'desc':
      return [sql`${price} desc`, desc(properties.id)];
    case 'newest':
      return [
        sql`${properties.listedAt}${fence} desc nulls last`,
        sql`${properties.id} desc nulls last`,
      ];
    default:
      // The server's order, as the unfiltered list has it (repository.listOrder).
      return [sql`${properties.createdAt}${fence} desc nulls last`, asc(properties.id)];
  }
}

/**
 * How the page of a search is found. `planner`: no area, the planner chooses from its
 * estimates. `walk`: along the order's index, testing each entry (an area of many listings).
 * `matches`: every listing in the area from the GiST index, then sorted (an area of few).
 */
type SearchScan = 'planner' | 'walk' | 'matches';

/**
 * An area's page: walk the order's index while the search has more matches than are counted
 * exactly (the walk passes about listed / matching entries per row of the page, under 100 at
 * 1M), else sort the matches, which the GiST index gives with every column the filters and the
 * orders read (an index-only scan, migration 0016): a walk reads a table page per entry.
 */
function chooseSearchScan(query: PropertyListQuery, matching: ListTotal): SearchScan {
  if (!query.bbox && !query.polygon) return 'planner';
  return matching.estimated ? 'walk' : 'matches';
}

/**
 * The page's ids of a search sorted by price from the lowest with a minimum price, which walks
 * the price index from its start past every listing whose whole range is below the minimum
 * (345,000 entries for 500,000 at 1M). A range at most 25% wide (`max * 0.8 <= min`, nearly
 * every listing) that reaches the minimum starts at 80% of it or above, so the walk starts
 * there; the wider ranges have an index of their own (properties_public_wide_price_idx), walked
 * from its start; the two walks, each in the list's order, are merged.
 */
function lowestPriceFirstPage(query: PropertyListQuery, where: SQL, minPrice: number) {
  const enough = query.page * query.limit;
  const walk = (part: SQL) =>
    sql`(select ${properties.id} as page_id, ${properties.priceMin} as page_price
        from ${properties} where ${where} and ${part}
        order by ${properties.priceMin}, ${properties.id} limit ${enough})`;
  const narrow = walk(
    sql`${properties.priceMax} * 0.8 <= ${properties.priceMin} and ${properties.priceMin} >= ${minPrice} * 0.8`,
  );
  const wide = walk(sql`${properties.priceMax} * 0.8 > ${properties.priceMin}`);
  return sql`(select page_id from (${narrow} union all ${wide}) as parts
    order by page_price, page_id limit ${query.limit} offset ${(query.page - 1) * query.limit}) as page`;
}

/**
 * One page of a list with filters (or sorted by `newest`): the page's ids from the properties
 * table alone, found by the scan chosen above; then only the page's rows joined to their agents.
 */
export async function listSearchedProperties(
  db: Database,
  query: PropertyListQuery,
  matching: ListTotal,
): Promise<PropertyRow[]> {
  const scan = chooseSearchScan(query, matching);
  const where = searchWhere(query, scan === 'walk' ? 'walk' : 'index');
  const order = searchOrder(query.sortBy);
  const pageId = sql<string>`page.page_id`;
  let page: SQL;
  if (scan !== 'matches' && query.sortBy === 'asc' && query.minPrice !== undefined) {
    page = lowestPriceFirstPage(query, where, query.minPrice);
  } else {
    const ids = db
      .select({ pageId: sql<string>`${properties.id}`.as('page_id') })
      .from(properties)
      .where(where)
      .orderBy(...searchOrder(query.sortBy, scan === 'matches'))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    page = sql`(${ids}) as page`;
  }
  const rows = await db
    .select(propertyColumns)
    .from(properties)
    .innerJoin(page, eq(properties.id, pageId))
    .leftJoin(agents, agentJoin)
    .orderBy(...order);
  return rows as PropertyRow[];
}

/**
 * The map of a search: every matching listing with coordinates, as itself when there are at
 * most MAP_MAX_ITEMS, else grouped on a grid over the area asked (the bbox, the polygon's
 * bounds, or the world): GRID_CELLS cells a side, aligned on multiples of the cell's size so
 * that panning keeps the groups, so at most (GRID_CELLS + 1)^2 = 441 cells hold listings. A
 * cell of one listing is a point, the others clusters at their listings' mean position.
 */
export async function mapListings(db: Database, query: SearchQuery): Promise<PropertyMap> {
  const where = and(searchWhere(query), sql`${properties.latitude} is not null`);
  const listings = await db
    .select({
      id: properties.id,
      latitude: properties.latitude,
      longitude: properties.longitude,
      min: properties.priceMin,
      max: properties.priceMax,
    })
    .from(properties)
    .where(where)
    // Any MAP_MAX_ITEMS + 1 tell that there are too many; all of fewer are sorted below.
    .limit(MAP_MAX_ITEMS + 1);
  if (listings.length <= MAP_MAX_ITEMS) {
    const points = listings.map((l) => ({
      _id: l.id,
      latitude: l.latitude!,
      longitude: l.longitude!,
      min: Number(l.min),
      max: Number(l.max),
    }));
    points.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    return { total: points.length, points, clusters: [] };
  }
  const area = query.bbox ?? (query.polygon ? boundsOf(query.polygon) : WORLD);
  // A degenerate area (a line, a point) still has cells of some size.
  const cellWidth = Math.max(areaWidth(area), 1e-9) / GRID_CELLS;
  const cellHeight = Math.max(area.north - area.south, 1e-9) / GRID_CELLS;
  const cells = await db
    .select({
      count: sql<number>`count(*)::int`,
      latitude: sql<number>`avg(${properties.latitude})::float8`,
      longitude: sql<number>`avg(${properties.longitude})::float8`,
      id: sql<string>`min(${properties.id}::text)`,
      min: sql<string>`min(${properties.priceMin})`,
      max: sql<string>`max(${properties.priceMax})`,
    })
    .from(properties)
    .where(where)
    .groupBy(
      sql`floor(${properties.longitude} / ${cellWidth}::float8)`,
      sql`floor(${properties.latitude} / ${cellHeight}::float8)`,
    );
  const result: PropertyMap = { total: 0, points: [], clusters: [] };
  for (const cell of cells) {
    const count = Number(cell.count);
    result.total += count;
    // Literals without a spread: fields after a spread are added one by one at run time.
    const latitude = Number(cell.latitude);
    const longitude = Number(cell.longitude);
    if (count === 1) {
      const [min, max] = [Number(cell.min), Number(cell.max)];
      result.points.push({ _id: cell.id, latitude, longitude, min, max });
    } else {
      result.clusters.push({ latitude, longitude, count });
    }
  }
  return result;
}

function buildListedRowsQuery(db: Database) {
  return db
    .select(propertyColumns)
    .from(properties)
    .leftJoin(agents, agentJoin)
    .where(and(isListedRow, sql`${properties.id} = any(${sql.placeholder('ids')}::uuid[])`))
    .prepare('listed_rows_by_id');
}

/** Each database's query of findListedRows, its SQL built once (as repository.ts's pages). */
const listedRowsQueries = new WeakMap<Database, ReturnType<typeof buildListedRowsQuery>>();

/** The listed rows with these ids, in the order given (a page that the search index found). */
export async function findListedRows(db: Database, ids: string[]): Promise<PropertyRow[]> {
  if (ids.length === 0) return [];
  let query = listedRowsQueries.get(db);
  if (!query) listedRowsQueries.set(db, (query = buildListedRowsQuery(db)));
  const rows = (await query.execute({ ids })) as PropertyRow[];
  const byId = new Map(rows.map((row) => [row.propertyId, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Rows read per query while the search index loads: a bounded slice of memory at a time. */
const LOAD_CHUNK = 25_000;
const microseconds = (column: SQL | AnyPgColumn) =>
  sql<number | null>`(extract(epoch from ${column}) * 1000000)::float8`;
const nullable = (value: number | null) => value ?? NaN;

/**
 * The search columns of every listed listing (search-index.ts), read in id order a chunk at a
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
  locationSearch: properties.locationSearch,
  createdAt: microseconds(properties.createdAt),
  listedAt: microseconds(properties.listedAt),
};

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
    if (rows.length < LOAD_CHUNK) return columns.done();
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
  return { ids, columns: columns.done() };
}

type LoadedRow = {
  id: string;
  longitude: number | null;
  latitude: number | null;
  priceMin: number;
  priceMax: number;
  bedrooms: number | null;
  bathrooms: number | null;
  livingArea: number | null;
  propertyType: (typeof PROPERTY_TYPES)[number] | null;
  locationSearch: string;
  createdAt: number | null;
  listedAt: number | null;
};

/** Typed arrays filled row by row, grown as needed. */
class ColumnsBuilder {
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
    c.createdAt[i] = nullable(row.createdAt === null ? null : Number(row.createdAt));
    c.listedAt[i] = nullable(row.listedAt === null ? null : Number(row.listedAt));
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
      if (key !== 'count' && key !== 'locationNames')
        next[key].set(this.columns[key].subarray(0, this.count * (key === 'ids' ? 4 : 1)));
    }
    next.locationNames = this.columns.locationNames;
    this.columns = next;
    this.capacity = capacity;
  }

  done(): SearchColumns {
    this.resize(this.count);
    return { ...this.columns, count: this.count };
  }
}

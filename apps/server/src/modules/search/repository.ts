import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { listingFilterOf, type PropertyListQuery } from '@elite/shared';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import {
  agentJoin,
  agents,
  isListedRow,
  propertyColumns,
  type PropertyRow,
} from '../properties/view';
import {
  containsPattern,
  EXACT_COUNT_LIMIT,
  listingCondition,
  polygonShare,
  searchConditions,
  type AreaForm,
  type ListedSearch,
} from './filters';
import type { ListScan, SearchScan } from './plan';
import type { ListTotal } from './totals-cache';

/**
 * The public list in the database: its totals and its pages, each found by the scan that
 * plan.ts chose (docs/decisions/010, 039).
 */

/** Listed rows of the kind shown matching the whole search, its area in the asked form. */
export function searchWhere(query: ListedSearch, area: AreaForm = 'index'): SQL {
  const listing = listingCondition(listingFilterOf(query));
  return and(isListedRow, listing, ...searchConditions(query, area)) as SQL;
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
 * table alone, found by the scan plan.ts chose; then only the page's rows joined to their agents.
 */
export async function listSearchedProperties(
  db: Database,
  query: PropertyListQuery,
  { scan, lowestPriceFirst }: { scan: SearchScan; lowestPriceFirst: boolean },
): Promise<PropertyRow[]> {
  const where = searchWhere(query, scan === 'walk' ? 'walk' : 'index');
  const order = searchOrder(query.sortBy);
  const pageId = sql<string>`page.page_id`;
  let page: SQL;
  if (lowestPriceFirst && query.minPrice !== undefined) {
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

interface ExplainRow {
  'QUERY PLAN': { Plan: { 'Plan Rows': number } }[];
}

/**
 * The number of listed rows matching the search (`location` and the filters): exact up to
 * EXACT_COUNT_LIMIT, estimated above it.
 */
export async function countListed(db: Database, search: ListedSearch): Promise<ListTotal> {
  // The area as ranges of longitude and latitude, which the planner estimates well (AreaForm).
  const estimating = db
    .select({ one: sql`1` })
    .from(properties)
    .where(searchWhere(search, 'estimate'));
  const explained = (await db.execute(sql`explain (format json) ${estimating}`)) as unknown as {
    rows: ExplainRow[];
  };
  const bounded = explained.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
  const estimate = bounded * polygonShare(search);
  if (estimate > EXACT_COUNT_LIMIT) return { total: Math.round(estimate), estimated: true };
  const [row] = await db.select({ total: count() }).from(properties).where(searchWhere(search));
  return { total: row?.total ?? 0, estimated: false };
}

/** The order of the list; `+ 0` on a column keeps the value and the order, but no index gives it. */
function listOrder(
  sortBy: PropertyListQuery['sortBy'],
  priceMin: SQL | typeof properties.priceMin,
  createdAt: SQL | typeof properties.createdAt,
) {
  return sortBy === 'asc'
    ? [asc(priceMin), asc(properties.id)]
    : sortBy === 'desc'
      ? [desc(priceMin), desc(properties.id)]
      : // Newest first, in the exact order of properties_public_created_idx.
        [sql`${createdAt} desc nulls last`, asc(properties.id)];
}

function buildPageQuery(
  db: Database,
  sortBy: PropertyListQuery['sortBy'],
  search: boolean,
  scan: ListScan,
  oneKind: boolean,
) {
  const fence = scan === 'matches';
  const pageOrder = listOrder(
    sortBy,
    fence ? sql`${properties.priceMin} + 0` : properties.priceMin,
    fence ? sql`${properties.createdAt} + interval '0 s'` : properties.createdAt,
  );
  // One kind of listings (`sale` or `rent`) walks the public indexes that lead with it
  // (migration 0025); `all` walks those of every listed listing.
  const where = and(
    isListedRow,
    oneKind ? sql`${properties.listingType} = ${sql.placeholder('listingType')}` : undefined,
    search ? sql`${properties.locationSearch} like ${sql.placeholder('pattern')}` : undefined,
  );
  const page = db
    .select({ pageId: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...pageOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const rowOrder = listOrder(sortBy, properties.priceMin, properties.createdAt);
  return db
    .select(propertyColumns)
    .from(page)
    .innerJoin(properties, eq(properties.id, page.pageId))
    .leftJoin(agents, agentJoin)
    .orderBy(...rowOrder)
    .prepare(
      `list_page_${sortBy ?? 'newest'}_${search ? 'search' : 'all'}_${scan}_${oneKind ? 'kind' : 'every'}`,
    );
}

type PageQuery = ReturnType<typeof buildPageQuery>;
/**
 * The page queries of each database, built once: 3 orders x search or not x 2 scans x one kind
 * of listings or both.
 */
const pageQueries = new WeakMap<Database, Map<string, PageQuery>>();

/**
 * One page of the public list. The page's ids are found on the properties table alone
 * (the scan plan.ts chose), from the index when it walks one (an index-only scan); only the page's rows are
 * then read and joined to their agents. The statements are prepared once per connection
 * (PostgreSQL then skips parsing them again) and their SQL is built once per process.
 */
export async function listVerifiedProperties(
  db: Database,
  query: PropertyListQuery,
  scan: ListScan,
): Promise<PropertyRow[]> {
  let queries = pageQueries.get(db);
  if (!queries) pageQueries.set(db, (queries = new Map()));
  const listing = listingFilterOf(query);
  const oneKind = listing !== 'all';
  const key = `${query.sortBy ?? ''}|${Boolean(query.location)}|${scan}|${oneKind}`;
  let prepared = queries.get(key);
  if (!prepared) {
    prepared = buildPageQuery(db, query.sortBy, Boolean(query.location), scan, oneKind);
    queries.set(key, prepared);
  }
  const rows = await prepared.execute({
    listingType: oneKind ? listing : undefined,
    pattern: query.location ? containsPattern(query.location) : undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return rows as PropertyRow[];
}

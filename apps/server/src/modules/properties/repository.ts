import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PropertyInput, PropertyListQuery } from '@elite/shared';
import type { Database, Tx } from '../../db/client';
import { advertisements, offers, priceHistory, properties, wishlistEntries } from '../../db/schema';
import { createdPhotos, factValues, pictureValues } from './values';
import {
  agentJoin,
  agents,
  isListedRow,
  isLive,
  isPubliclyListed,
  propertyColumns,
  type PropertyRow,
} from './view';
import type { ListTotal } from './totals-cache';
import { containsPattern, EXACT_COUNT_LIMIT, polygonShare } from './search-criteria';
import { searchWhere, type SearchQuery } from './search-repository';

function selectProperties(db: Database) {
  return db.select(propertyColumns).from(properties).leftJoin(agents, agentJoin);
}

interface ExplainRow {
  'QUERY PLAN': { Plan: { 'Plan Rows': number } }[];
}

/**
 * The number of listed rows matching the search (`location` and the filters): exact up to
 * EXACT_COUNT_LIMIT, estimated above it.
 */
export async function countListed(
  db: Database,
  search: SearchQuery,
): Promise<{ total: number; estimated: boolean }> {
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

/**
 * How a page's ids are found. `walk`: along the index of the order, testing the search on each
 * entry, which is fastest while the page is near the start or the search matches many rows.
 * `matches`: every match of the search first (trigram index), then sorted, which is fastest for
 * a deep page of a search that matches few rows. The planner would mostly choose right from
 * its estimates, but it takes testing the search on an index entry to be nearly free (on
 * PGlite it is not); the totals say which (docs/decisions/010).
 */
type PageScan = 'walk' | 'matches';

/**
 * A deep page of a search that matches few listings is found faster by sorting the matches
 * than by walking an index past the rows that do not match: past this many index entries
 * walked per match (measured on PGlite and PostgreSQL, docs/decisions/010).
 */
const WALK_PER_MATCH = 10;

/** What the scan is chosen from: the search's total, and (asked only when needed) all listings'. */
export interface PageTotals {
  matching: ListTotal;
  listed: () => Promise<ListTotal>;
}

async function choosePageScan(query: PropertyListQuery, totals: PageTotals): Promise<PageScan> {
  const { matching } = totals;
  if (!query.location || matching.estimated || matching.total === 0) return 'walk';
  // Index entries a walk would pass to reach the page: the matches are spread over all.
  const skipped = (query.page - 1) * query.limit;
  const walked = ((skipped + query.limit) * (await totals.listed()).total) / matching.total;
  return walked > WALK_PER_MATCH * matching.total ? 'matches' : 'walk';
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
  scan: PageScan,
) {
  const fence = scan === 'matches';
  const pageOrder = listOrder(
    sortBy,
    fence ? sql`${properties.priceMin} + 0` : properties.priceMin,
    fence ? sql`${properties.createdAt} + interval '0 s'` : properties.createdAt,
  );
  const where = search
    ? and(isListedRow, sql`${properties.locationSearch} like ${sql.placeholder('pattern')}`)
    : isListedRow;
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
    .prepare(`list_page_${sortBy ?? 'newest'}_${search ? 'search' : 'all'}_${scan}`);
}

type PageQuery = ReturnType<typeof buildPageQuery>;
/** The page queries of each database, built once: 3 orders x search or not x 2 scans. */
const pageQueries = new WeakMap<Database, Map<string, PageQuery>>();

/**
 * One page of the public list. The page's ids are found on the properties table alone
 * (the scan the totals choose), from the index when it walks one (an index-only scan); only the page's rows are
 * then read and joined to their agents. The statements are prepared once per connection
 * (PostgreSQL then skips parsing them again) and their SQL is built once per process.
 */
export async function listVerifiedProperties(
  db: Database,
  query: PropertyListQuery,
  totals: PageTotals,
): Promise<PropertyRow[]> {
  const scan = await choosePageScan(query, totals);
  let queries = pageQueries.get(db);
  if (!queries) pageQueries.set(db, (queries = new Map()));
  const key = `${query.sortBy ?? ''}|${Boolean(query.location)}|${scan}`;
  let prepared = queries.get(key);
  if (!prepared) {
    prepared = buildPageQuery(db, query.sortBy, Boolean(query.location), scan);
    queries.set(key, prepared);
  }
  const rows = await prepared.execute({
    pattern: query.location ? containsPattern(query.location) : undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return rows as PropertyRow[];
}

export async function findProperty(db: Database, id: string): Promise<PropertyRow | undefined> {
  const [row] = await selectProperties(db)
    .where(and(eq(properties.id, id), isLive))
    .limit(1);
  return row as PropertyRow | undefined;
}

/** A property that the public may see and act on (wishlist, offer, advertise), or undefined. */
export async function findListedProperty(
  db: Database,
  id: string,
): Promise<PropertyRow | undefined> {
  const [row] = await selectProperties(db)
    .where(and(eq(properties.id, id), isPubliclyListed))
    .limit(1);
  return row as PropertyRow | undefined;
}

/**
 * Newest first, the id breaking ties (the demo seed's listings share creation times): an admin's
 * or agent's table keeps its rows in place when one of them is verified, rejected or updated.
 */
const newestFirst = [desc(properties.createdAt), desc(properties.id)];

export async function listAllProperties(db: Database): Promise<PropertyRow[]> {
  return (await selectProperties(db)
    .where(isLive)
    .orderBy(...newestFirst)) as PropertyRow[];
}

export async function listAgentProperties(
  db: Database,
  agentEmail: string,
): Promise<PropertyRow[]> {
  return (await selectProperties(db)
    .where(and(isLive, eq(agents.email, agentEmail)))
    .orderBy(...newestFirst)) as PropertyRow[];
}

export async function insertProperty(
  db: Database,
  agentId: string,
  input: PropertyInput,
): Promise<string> {
  // The cover is photos[0] when a gallery is sent; else the picture is the whole gallery.
  const photos = createdPhotos(input);
  const [row] = await db
    .insert(properties)
    .values({
      agentId,
      title: input.property_title,
      location: input.location,
      image: photos[0]!.url,
      photos,
      priceMin: input.price_range.min,
      priceMax: input.price_range.max,
      ...factValues(input),
      status: 'pending',
    })
    .returning({ id: properties.id });
  return row!.id;
}

/**
 * Updates the agent's own listing if it may still change; it goes back to pending. A fact left
 * out keeps its value, null clears it.
 */
export async function updateOwnProperty(
  db: Database,
  id: string,
  agentId: string,
  input: PropertyInput,
): Promise<number> {
  const rows = await db
    .update(properties)
    .set({
      title: input.property_title,
      location: input.location,
      priceMin: input.price_range.min,
      priceMax: input.price_range.max,
      ...pictureValues(input),
      ...factValues(input),
      status: 'pending',
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(properties.id, id),
        eq(properties.agentId, agentId),
        inArray(properties.status, ['pending', 'verified']),
        isLive,
      ),
    )
    .returning({ id: properties.id });
  return rows.length;
}

/** Takes a listing off the home page (its advertisement, if any). */
export async function deleteAdvertisement(db: Database, propertyId: string): Promise<void> {
  await db.delete(advertisements).where(eq(advertisements.propertyId, propertyId));
}

/** pending -> verified | rejected, once: the condition on status makes two admins at once safe. */
export async function moderateProperty(
  db: Database,
  id: string,
  status: 'verified' | 'rejected',
): Promise<number> {
  const rows = await db
    .update(properties)
    .set({
      status,
      updatedAt: sql`now()`,
      // Listed when an admin first verifies it; a later verification keeps the date.
      ...(status === 'verified' ? { listedAt: sql`coalesce(${properties.listedAt}, now())` } : {}),
    })
    .where(and(eq(properties.id, id), eq(properties.status, 'pending'), isLive))
    .returning({ id: properties.id });
  return rows.length;
}

/** The price event a verification recorded: its price_history row, and the price the public saw before. */
export interface VerifiedPrice {
  eventId: string;
  event: 'listed' | 'price_changed';
  min: number;
  /** The minimum price of the previous event (null when first listed). */
  previousMin: number | null;
}

/**
 * Records the price the public now sees of a listing just verified: `listed` the first time,
 * `price_changed` when it differs from the last price recorded, nothing when it is the same.
 */
export async function recordVerifiedPrice(tx: Tx, id: string): Promise<VerifiedPrice | undefined> {
  const result = (await tx.execute(sql`
    insert into ${priceHistory} (property_id, event, min, max)
    select p.id, case when last.id is null then 'listed' else 'price_changed' end,
      p.price_min, p.price_max
    from ${properties} as p
    left join lateral (
      select h.id, h.min, h.max from ${priceHistory} as h
      where h.property_id = p.id order by h.date desc, h.id desc limit 1
    ) as last on true
    where p.id = ${id} and (last.id is null or last.min <> p.price_min or last.max <> p.price_max)
    returning id, event, min,
      (select h.min from ${priceHistory} as h where h.property_id = ${id}
       order by h.date desc, h.id desc limit 1) as previous_min`)) as unknown as {
    rows: {
      id: string;
      event: 'listed' | 'price_changed';
      min: string;
      previous_min: string | null;
    }[];
  };
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    eventId: row.id,
    event: row.event,
    min: Number(row.min),
    previousMin:
      row.event === 'listed' || row.previous_min === null ? null : Number(row.previous_min),
  };
}

/** A listing's price history, oldest first. */
export async function listPriceHistory(db: Database, id: string) {
  return db
    .select({
      date: priceHistory.date,
      event: priceHistory.event,
      min: priceHistory.min,
      max: priceHistory.max,
    })
    .from(priceHistory)
    .where(eq(priceHistory.propertyId, id))
    .orderBy(asc(priceHistory.date), asc(priceHistory.id));
}

/**
 * Locks a publicly listed property for the rest of the caller's transaction (`update` to
 * change what depends on it, `share` to only keep it listed); false when it is not listed.
 */
export async function lockListedProperty(
  tx: Tx,
  id: string,
  mode: 'update' | 'share',
): Promise<boolean> {
  const rows = await tx
    .select({ id: properties.id })
    .from(properties)
    .leftJoin(agents, agentJoin)
    .where(and(eq(properties.id, id), isPubliclyListed))
    .for(mode, { of: properties });
  return rows.length > 0;
}

/** Locks a live (not deleted) property for the rest of the caller's transaction. */
export async function lockLiveProperty(
  tx: Tx,
  id: string,
): Promise<{ agentId: string | null; status: string } | undefined> {
  const [row] = await tx
    .select({ agentId: properties.agentId, status: properties.status })
    .from(properties)
    .where(and(eq(properties.id, id), isLive))
    .for('update');
  return row;
}

/**
 * Retires listings (locked by the caller): they are kept for the record (offers, reviews),
 * their wishlist entries and advertisements go, and their open offers are rejected.
 */
export async function retireProperties(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(properties)
    .set({ deletedAt: sql`now()` })
    .where(inArray(properties.id, ids));
  await tx.delete(wishlistEntries).where(inArray(wishlistEntries.propertyId, ids));
  await tx.delete(advertisements).where(inArray(advertisements.propertyId, ids));
  await tx
    .update(offers)
    .set({ status: 'rejected', updatedAt: sql`now()` })
    .where(and(inArray(offers.propertyId, ids), inArray(offers.status, ['pending', 'accepted'])));
}

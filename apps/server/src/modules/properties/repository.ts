import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PropertyInput, PropertyListQuery } from '@elite/shared';
import type { Database } from '../../db/client';
import { advertisements, offers, properties, wishlistEntries } from '../../db/schema';
import {
  agentJoin,
  agents,
  isListedRow,
  isLive,
  isPubliclyListed,
  propertyColumns,
  type PropertyRow,
} from './view';

function selectProperties(db: Database) {
  return db.select(propertyColumns).from(properties).leftJoin(agents, agentJoin);
}

/** `%term%` for LIKE, with the user's own % and _ taken literally. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Above this many matches the total is the planner's estimate, so counting stays fast at 1M rows. */
export const EXACT_COUNT_LIMIT = 10_000;

interface ExplainRow {
  'QUERY PLAN': { Plan: { 'Plan Rows': number } }[];
}

/** Listed rows matching the location term (any case, a part of the location), if any. */
function listedMatching(location: string | undefined): SQL {
  return (
    location
      ? and(isListedRow, sql`${properties.locationSearch} like ${containsPattern(location)}`)
      : isListedRow
  ) as SQL;
}

/** The number of listed rows matching `location`: exact up to EXACT_COUNT_LIMIT, estimated above it. */
export async function countListed(
  db: Database,
  location: string | undefined,
): Promise<{ total: number; estimated: boolean }> {
  const where = listedMatching(location);
  const matching = db
    .select({ one: sql`1` })
    .from(properties)
    .where(where);
  const explained = (await db.execute(sql`explain (format json) ${matching}`)) as unknown as {
    rows: ExplainRow[];
  };
  const estimate = explained.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
  if (estimate > EXACT_COUNT_LIMIT) return { total: Math.round(estimate), estimated: true };
  const [row] = await db.select({ total: count() }).from(properties).where(where);
  return { total: row?.total ?? 0, estimated: false };
}

/**
 * How a page's ids are found. `walk`: along the index of the order, testing the search on each
 * entry, which is fastest while the page is near the start or the search matches many rows.
 * `matches`: every match of the search first (trigram index), then sorted, which is fastest for
 * a deep page of a search that matches few rows. The planner would mostly choose right from
 * its estimates, but it takes testing the search on an index entry to be nearly free (on
 * PGlite it is not); the caller knows the totals and says which (docs/decisions/010).
 */
export type PageScan = 'walk' | 'matches';

function buildPageQuery(
  db: Database,
  sortBy: PropertyListQuery['sortBy'],
  search: boolean,
  scan: PageScan,
) {
  // `+ 0` (or `+ interval '0 s'`) keeps the value and the order, but no index gives that order.
  const fence = scan === 'matches';
  const priceMin = fence ? sql`${properties.priceMin} + 0` : properties.priceMin;
  const createdAt = fence ? sql`${properties.createdAt} + interval '0 s'` : properties.createdAt;
  const pageOrder =
    sortBy === 'asc'
      ? [asc(priceMin), asc(properties.id)]
      : sortBy === 'desc'
        ? [desc(priceMin), desc(properties.id)]
        : // Newest first, in the exact order of properties_public_created_idx.
          [sql`${createdAt} desc nulls last`, asc(properties.id)];
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
  const rowOrder =
    sortBy === 'asc'
      ? [asc(properties.priceMin), asc(properties.id)]
      : sortBy === 'desc'
        ? [desc(properties.priceMin), desc(properties.id)]
        : [sql`${properties.createdAt} desc nulls last`, asc(properties.id)];
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
 * (`scan`), from the index when it walks one (an index-only scan); only the page's rows are
 * then read and joined to their agents. The statements are prepared once per connection
 * (PostgreSQL then skips parsing them again) and their SQL is built once per process.
 */
export async function listVerifiedProperties(
  db: Database,
  query: PropertyListQuery,
  scan: PageScan = 'walk',
): Promise<PropertyRow[]> {
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
  const [row] = await db
    .insert(properties)
    .values({
      agentId,
      title: input.property_title,
      location: input.location,
      image: input.property_image,
      priceMin: input.price_range.min,
      priceMax: input.price_range.max,
      status: 'pending',
    })
    .returning({ id: properties.id });
  return row!.id;
}

/** Updates the agent's own listing if it may still change; it goes back to pending. */
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
      image: input.property_image,
      priceMin: input.price_range.min,
      priceMax: input.price_range.max,
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
  if (rows.length > 0) {
    // A listing back under review leaves the home page until it is verified again.
    await db.delete(advertisements).where(eq(advertisements.propertyId, id));
  }
  return rows.length;
}

/** pending -> verified | rejected, once: the condition on status makes two admins at once safe. */
export async function moderateProperty(
  db: Database,
  id: string,
  status: 'verified' | 'rejected',
): Promise<number> {
  const rows = await db
    .update(properties)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(properties.id, id), eq(properties.status, 'pending'), isLive))
    .returning({ id: properties.id });
  return rows.length;
}

/**
 * Deletes a listing that is not sold: it is kept for the record (offers, reviews), its
 * wishlist entries and advertisement go, and its open offers are rejected. Runs in one
 * transaction with the row locked, so a sale cannot slip in between.
 */
export async function deleteProperty(
  db: Database,
  id: string,
  canDelete: (row: { agentId: string | null; status: string }) => void,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ agentId: properties.agentId, status: properties.status })
      .from(properties)
      .where(and(eq(properties.id, id), isLive))
      .for('update');
    if (!row) return 0;
    canDelete(row);
    await tx
      .update(properties)
      .set({ deletedAt: sql`now()` })
      .where(eq(properties.id, id));
    await tx.delete(wishlistEntries).where(eq(wishlistEntries.propertyId, id));
    await tx.delete(advertisements).where(eq(advertisements.propertyId, id));
    await tx
      .update(offers)
      .set({ status: 'rejected', updatedAt: sql`now()` })
      .where(and(eq(offers.propertyId, id), inArray(offers.status, ['pending', 'accepted'])));
    return 1;
  });
}

import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PropertyInput, PropertyListQuery } from '@elite/shared';
import type { Database, Tx } from '../../db/client';
import type { ListingVersion, PendingChange } from '../../db/listing-version';
import { advertisements, offers, properties, wishlistEntries } from '../../db/schema';
import { createdPhotos, factValues } from './values';
import {
  agentJoin,
  agents,
  isListedRow,
  isLive,
  isPubliclyListed,
  propertyColumns,
  staffPropertyColumns,
  type PropertyRow,
  type StaffPropertyRow,
} from './view';
import type { ListTotal } from './totals-cache';
import { containsPattern, EXACT_COUNT_LIMIT, polygonShare } from './search-criteria';
import { searchWhere, type SearchQuery } from './search-repository';

function selectProperties(db: Database) {
  return db.select(propertyColumns).from(properties).leftJoin(agents, agentJoin);
}

/** As selectProperties, with the change waiting for review (for its agent and admins). */
function selectStaffProperties(db: Database) {
  return db.select(staffPropertyColumns).from(properties).leftJoin(agents, agentJoin);
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

/** A live listing as stored: its verified version and the change waiting for review, if any. */
export async function findProperty(
  db: Database,
  id: string,
): Promise<StaffPropertyRow | undefined> {
  const [row] = await selectStaffProperties(db)
    .where(and(eq(properties.id, id), isLive))
    .limit(1);
  return row as StaffPropertyRow | undefined;
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

export async function listAllProperties(db: Database): Promise<StaffPropertyRow[]> {
  return (await selectStaffProperties(db)
    .where(isLive)
    .orderBy(...newestFirst)) as StaffPropertyRow[];
}

export async function listAgentProperties(
  db: Database,
  agentEmail: string,
): Promise<StaffPropertyRow[]> {
  return (await selectStaffProperties(db)
    .where(and(isLive, eq(agents.email, agentEmail)))
    .orderBy(...newestFirst)) as StaffPropertyRow[];
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

/** The columns of a listing's version (ListingVersion), for a select. */
const versionColumns = {
  title: properties.title,
  location: properties.location,
  image: properties.image,
  photos: properties.photos,
  priceMin: properties.priceMin,
  priceMax: properties.priceMax,
  propertyType: properties.propertyType,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  livingArea: properties.livingArea,
  lotSize: properties.lotSize,
  yearBuilt: properties.yearBuilt,
  description: properties.description,
  latitude: properties.latitude,
  longitude: properties.longitude,
  floorPlan: properties.floorPlan,
  tourUrl: properties.tourUrl,
};

/** The agent's own listing that may still change (pending or verified), locked for the update. */
export async function lockChangeableProperty(
  tx: Tx,
  id: string,
  agentId: string,
): Promise<
  | (ListingVersion & { status: 'pending' | 'verified'; pendingChange: PendingChange | null })
  | undefined
> {
  const [row] = await tx
    .select({
      ...versionColumns,
      status: properties.status,
      pendingChange: properties.pendingChange,
    })
    .from(properties)
    .where(
      and(
        eq(properties.id, id),
        eq(properties.agentId, agentId),
        inArray(properties.status, ['pending', 'verified']),
        isLive,
      ),
    )
    .for('update');
  return row as
    | (ListingVersion & { status: 'pending' | 'verified'; pendingChange: PendingChange | null })
    | undefined;
}

/** Writes a version over a listing that the public does not see (never verified yet). */
export async function writeVersion(tx: Tx, id: string, version: ListingVersion): Promise<void> {
  await tx
    .update(properties)
    .set({ ...version, status: 'pending', updatedAt: sql`now()` })
    .where(eq(properties.id, id));
}

/**
 * Keeps a version of a verified listing for an admin to review: the row's own columns, which
 * the public sees, stay as they are (docs/decisions/047).
 */
export async function proposeChange(tx: Tx, id: string, version: ListingVersion): Promise<void> {
  // Made at the database's time, as every other date of the row.
  const change = sql<PendingChange>`${JSON.stringify(version)}::jsonb || jsonb_build_object('updatedAt', now())`;
  await tx.update(properties).set({ pendingChange: change }).where(eq(properties.id, id));
}

/** A listing that waits for an admin: never verified yet, or verified with a change to review. */
const awaitsReview = sql`(${properties.status} = 'pending' or (${properties.status} = 'verified' and ${properties.pendingChange} is not null))`;

/**
 * pending -> verified | rejected, once: the lock and the condition on status make two admins at
 * once safe. A change to a verified listing is applied when verified (the public then sees it),
 * dropped when rejected (the public keeps the version it saw, and so does the agent).
 */
export async function moderateProperty(
  tx: Tx,
  id: string,
  status: 'verified' | 'rejected',
): Promise<number> {
  const [row] = await tx
    .select({ status: properties.status, pendingChange: properties.pendingChange })
    .from(properties)
    .where(and(eq(properties.id, id), awaitsReview, isLive))
    .for('update');
  if (!row) return 0;
  const change = row.status === 'verified' ? row.pendingChange : null;
  if (change && status === 'rejected') {
    await tx.update(properties).set({ pendingChange: null }).where(eq(properties.id, id));
    return 1;
  }
  const version: Partial<ListingVersion> = {};
  if (change) {
    const { updatedAt: _proposedAt, ...proposed } = change;
    Object.assign(version, proposed);
  }
  await tx
    .update(properties)
    .set({
      ...version,
      status,
      pendingChange: null,
      updatedAt: sql`now()`,
      // Listed when an admin first verifies it; a later verification keeps the date.
      ...(status === 'verified' ? { listedAt: sql`coalesce(${properties.listedAt}, now())` } : {}),
    })
    .where(eq(properties.id, id));
  return 1;
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

import { randomBytes } from 'node:crypto';
import { and, eq, gte, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import {
  conversations,
  listingDailyViews,
  listingVisitors,
  offers,
  properties,
  sales,
  siteDailyFigures,
  users,
  viewings,
  visitorKeys,
  wishlistEntries,
} from '../../db/schema';

/** A view waiting to be written: a visitor of a listing on a day, hashed with that day's key. */
export interface PendingView {
  day: string;
  propertyId: string;
  visitor: Buffer;
  /** The signed-in agent who saw it: not counted if the listing is theirs. */
  viewerId: string | null;
}

/** The day's key of the visitor hash, the same for every process (the first one makes it). */
export async function visitorKeyOf(db: Database, day: string): Promise<Buffer> {
  await db
    .insert(visitorKeys)
    .values({ day, key: randomBytes(32) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ key: visitorKeys.key })
    .from(visitorKeys)
    .where(eq(visitorKeys.day, day));
  return row!.key;
}

/** Forgets the visitors and keys of the days before `today`: nothing about a visitor outlives it. */
export async function forgetVisitorsBefore(tx: Tx, today: string): Promise<void> {
  await tx.delete(listingVisitors).where(lt(listingVisitors.day, today));
  await tx.delete(visitorKeys).where(lt(visitorKeys.day, today));
}

/** Adds each day's searches to the site's. */
export async function addSearches(tx: Tx, searches: ReadonlyMap<string, number>): Promise<void> {
  for (const [day, count] of searches) {
    await tx
      .insert(siteDailyFigures)
      .values({ day, searches: count })
      .onConflictDoUpdate({
        target: siteDailyFigures.day,
        set: { searches: sql`${siteDailyFigures.searches} + excluded.searches` },
      });
  }
}

/**
 * Each visitor not yet seen that day adds a view to a listing buyers may see (not to the
 * agent's own).
 */
export async function writeViews(tx: Tx, views: readonly PendingView[]) {
  // One statement with the batch as one JSON parameter: thousands of rows' parameters cost the
  // embedded database more than the writes themselves.
  const batch = JSON.stringify(
    views.map((view) => ({
      day: view.day,
      property_id: view.propertyId,
      visitor: view.visitor.toString('hex'),
      viewer: view.viewerId,
    })),
  );
  await tx.execute(sql`
    with batch as (
      select v.day::date as day, v.property_id::uuid as property_id,
             decode(v.visitor, 'hex') as visitor, v.viewer::uuid as viewer
      from json_to_recordset(${batch}::json) as v(day text, property_id text, visitor text, viewer text)
    ), fresh as (
      insert into ${listingVisitors} (day, property_id, visitor)
      select b.day, b.property_id, b.visitor
      from batch b join ${properties} p on p.id = b.property_id
      where p.listed and (b.viewer is null or p.agent_id is distinct from b.viewer)
      on conflict do nothing
      returning day, property_id
    )
    insert into ${listingDailyViews} (property_id, day, views)
    select property_id, day, count(*)::int from fresh group by property_id, day
    on conflict (property_id, day) do update
      set views = ${listingDailyViews}.views + excluded.views`);
}

/** A listing's agent, if the listing exists (not deleted); undefined when it does not. */
export async function listingOwner(
  db: Database,
  id: string,
): Promise<{ agentId: string | null } | undefined> {
  const [row] = await db
    .select({ agentId: properties.agentId })
    .from(properties)
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)));
  return row;
}

/** A UTC range of days as instants: from the first day's start to the day after the last. */
export interface DayRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

const dayOf = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Rows of `table` made on each day of the range (by `column`), `where` them: day -> count. */
async function countByDay(
  db: Database,
  table: PgTable,
  column: AnyColumn,
  range: DayRange,
  where?: SQL,
): Promise<Map<string, number>> {
  const day = dayOf(column);
  const rows = await db
    .select({ day, count: sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(and(gte(column, range.start), lt(column, range.end), where))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.count]));
}

/** A listing's figures of each day of the range that has any, by kind. */
export async function listingFigures(db: Database, id: string, range: DayRange) {
  const [views, wishlisted, contacts, viewingRequests, offersMade] = await Promise.all([
    db
      .select({
        day: sql<string>`to_char(${listingDailyViews.day}, 'YYYY-MM-DD')`,
        views: listingDailyViews.views,
      })
      .from(listingDailyViews)
      .where(
        and(
          eq(listingDailyViews.propertyId, id),
          gte(listingDailyViews.day, range.from),
          sql`${listingDailyViews.day} <= ${range.to}`,
        ),
      ),
    countByDay(
      db,
      wishlistEntries,
      wishlistEntries.createdAt,
      range,
      eq(wishlistEntries.propertyId, id),
    ),
    countByDay(db, conversations, conversations.createdAt, range, eq(conversations.propertyId, id)),
    countByDay(db, viewings, viewings.createdAt, range, eq(viewings.propertyId, id)),
    countByDay(db, offers, offers.createdAt, range, eq(offers.propertyId, id)),
  ]);
  return {
    views: new Map(views.map((row) => [row.day, row.views])),
    wishlisted,
    contacts,
    viewings: viewingRequests,
    offers: offersMade,
  };
}

/** The site's figures of each day of the range that has any, by kind. */
export async function siteFigures(db: Database, range: DayRange) {
  // What a sale brought, as the agents' dashboard counts it (modules/sales): a sale's price,
  // a let's holding deposit paid.
  const amount = sql`case when ${sales.listingType} = 'rent' then ${sales.amountPaid} else ${sales.price} end`;
  const soldDay = dayOf(sales.soldAt);
  const [newListings, newUsers, searchRows, offersMade, soldRows] = await Promise.all([
    countByDay(db, properties, properties.createdAt, range),
    countByDay(db, users, users.createdAt, range),
    db
      .select({
        day: sql<string>`to_char(${siteDailyFigures.day}, 'YYYY-MM-DD')`,
        searches: siteDailyFigures.searches,
      })
      .from(siteDailyFigures)
      .where(
        and(gte(siteDailyFigures.day, range.from), sql`${siteDailyFigures.day} <= ${range.to}`),
      ),
    countByDay(db, offers, offers.createdAt, range),
    db
      .select({
        day: soldDay,
        sales: sql<number>`count(*)`.mapWith(Number),
        amount: sql<number>`coalesce(sum(${amount}), 0)`.mapWith(Number),
      })
      .from(sales)
      .where(and(gte(sales.soldAt, range.start), lt(sales.soldAt, range.end)))
      .groupBy(soldDay),
  ]);
  return {
    newListings,
    newUsers,
    searches: new Map(searchRows.map((row) => [row.day, row.searches])),
    offers: offersMade,
    sales: new Map(soldRows.map((row) => [row.day, row])),
  };
}

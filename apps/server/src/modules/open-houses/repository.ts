import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  notifications,
  openHouseAttendees,
  openHouses,
  properties,
  savedSearches,
} from '../../db/schema';
import { rowsOf } from '../conversations/repository';
import { savedSearchConditions } from '../search/filters';
import { agentJoin, agents, isListedRow, isPubliclyShown } from '../properties/view';

/** A listing as the open house rules read it: its agent, status and whether the public sees it. */
export interface OpenHouseListing {
  id: string;
  agentId: string | null;
  status: string;
  isPublic: boolean;
}

const listingColumns = {
  id: properties.id,
  agentId: properties.agentId,
  status: properties.status,
  isPublic: sql<boolean>`coalesce(${isPubliclyShown}, false)`,
};

/** The listing (not deleted), or undefined. */
export async function findListing(db: Database, id: string): Promise<OpenHouseListing | undefined> {
  const [row] = await db
    .select(listingColumns)
    .from(properties)
    .leftJoin(agents, agentJoin)
    .where(and(eq(properties.id, id), sql`${properties.deletedAt} is null`));
  return row;
}

/** Locks the listing's row for the transaction: two additions at once count one after the other. */
export async function lockListing(tx: Tx, id: string): Promise<void> {
  await tx.execute(sql`select 1 from ${properties} where ${properties.id} = ${id} for update`);
}

/** The listing's open houses not yet over. */
export async function countUpcoming(tx: Tx, propertyId: string, now: Date): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${openHouses}
      where ${openHouses.propertyId} = ${propertyId} and ${openHouses.endAt} > ${now.toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}

export async function insertOpenHouse(
  tx: Tx,
  values: { propertyId: string; startAt: Date; endAt: Date; note: string | null },
): Promise<string> {
  const [row] = await tx.insert(openHouses).values(values).returning({ id: openHouses.id });
  return row!.id;
}

export interface OpenHouseRow {
  id: string;
  propertyId: string;
  start: string;
  end: string;
  note: string | null;
  attending: boolean;
}

const iso = (column: SQL | typeof openHouses.startAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The listing's open houses not yet over, soonest first, with whether `userId` comes. */
export async function listUpcoming(
  db: Database,
  propertyId: string,
  userId: string | undefined,
  now: Date,
): Promise<OpenHouseRow[]> {
  return rowsOf<OpenHouseRow>(
    db,
    sql`select o.id, o.property_id as "propertyId", ${iso(sql`o.start_at`)} as start,
        ${iso(sql`o.end_at`)} as "end", o.note,
        exists (select 1 from ${openHouseAttendees} a
          where a.open_house_id = o.id and a.user_id = ${userId ?? null}::uuid) as attending
      from ${openHouses} o
      where o.property_id = ${propertyId} and o.end_at > ${now.toISOString()}::timestamptz
      order by o.start_at, o.id`,
  );
}

/** One open house with its listing's facts for the calendar file and the rules. */
export interface OpenHouseDetail {
  id: string;
  propertyId: string;
  startAt: Date;
  endAt: Date;
  note: string | null;
  title: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  agentId: string | null;
  agentName: string | null;
  agentEmail: string | null;
  status: string;
  isPublic: boolean;
}

export async function findOpenHouse(
  db: Database,
  id: string,
): Promise<OpenHouseDetail | undefined> {
  const [row] = await db
    .select({
      id: openHouses.id,
      propertyId: openHouses.propertyId,
      startAt: openHouses.startAt,
      endAt: openHouses.endAt,
      note: openHouses.note,
      title: properties.title,
      location: properties.location,
      latitude: properties.latitude,
      longitude: properties.longitude,
      agentId: properties.agentId,
      agentName: agents.name,
      agentEmail: agents.email,
      status: properties.status,
      isPublic: sql<boolean>`coalesce(${isPubliclyShown}, false)`,
    })
    .from(openHouses)
    .innerJoin(properties, eq(properties.id, openHouses.propertyId))
    .leftJoin(agents, agentJoin)
    .where(and(eq(openHouses.id, id), sql`${properties.deletedAt} is null`));
  return row;
}

/** A listing's open houses not yet over. */
export async function unfinishedIds(tx: Tx, propertyId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .select({ id: openHouses.id })
    .from(openHouses)
    .where(and(eq(openHouses.propertyId, propertyId), gt(openHouses.endAt, now)));
  return rows.map((r) => r.id);
}

/** Those who said they come to the open house. */
export async function attendeeIds(tx: Tx, openHouseId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: openHouseAttendees.userId })
    .from(openHouseAttendees)
    .where(eq(openHouseAttendees.openHouseId, openHouseId));
  return rows.map((r) => r.userId);
}

export async function deleteOpenHouse(tx: Tx, id: string): Promise<number> {
  const rows = await tx
    .delete(openHouses)
    .where(eq(openHouses.id, id))
    .returning({ id: openHouses.id });
  return rows.length;
}

/** 1 when the user now comes, 0 when they already did. */
export async function addAttendee(tx: Tx, openHouseId: string, userId: string): Promise<number> {
  const rows = await tx
    .insert(openHouseAttendees)
    .values({ openHouseId, userId })
    .onConflictDoNothing()
    .returning({ userId: openHouseAttendees.userId });
  return rows.length;
}

export async function removeAttendee(db: Database, openHouseId: string, userId: string) {
  const rows = await db
    .delete(openHouseAttendees)
    .where(
      and(eq(openHouseAttendees.openHouseId, openHouseId), eq(openHouseAttendees.userId, userId)),
    )
    .returning({ userId: openHouseAttendees.userId });
  return rows.length;
}

/**
 * The `open_house` alerts of a new open house (CONTRACT.md section 13): one notification per
 * account whose `instant` saved searches the listing, still listed, matches (the same rules as
 * the other alerts, search/filters.ts), never its own agent's. Answers their ids.
 */
export async function recordOpenHouseAlerts(
  tx: Tx,
  openHouse: { id: string; propertyId: string },
  now: Date,
): Promise<string[]> {
  const matches = and(
    eq(savedSearches.frequency, 'instant'),
    sql`${savedSearches.userId} is distinct from ${properties.agentId}`,
    ...savedSearchConditions(),
  ) as SQL;
  const oldestFirst = sql`order by ${savedSearches.createdAt}, ${savedSearches.id}`;
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`insert into ${notifications}
      (user_id, saved_search_id, saved_search_ids, property_id, open_house_id, kind, price,
       delivery, created_at)
    select ${savedSearches.userId}, (array_agg(${savedSearches.id} ${oldestFirst}))[1],
      array_agg(${savedSearches.id} ${oldestFirst}), ${properties.id}, ${openHouse.id}::uuid,
      'open_house', ${properties.priceMin}, 'instant', ${now.toISOString()}::timestamptz
    from ${properties}
    join ${savedSearches} on ${matches}
    where ${properties.id} = ${openHouse.propertyId} and ${isListedRow}
    group by ${savedSearches.userId}, ${properties.id}, ${properties.priceMin}
    on conflict (user_id, open_house_id) where open_house_id is not null do nothing
    returning id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Takes the reminders due at `now` (CONTRACT.md section 13): attendees of an open house of a
 * listed home starting within a day, who said they come more than a day before it and have no
 * reminder yet. `reminded_at` is set by this one conditional UPDATE, in the caller's
 * transaction that queues the e-mails: of two servers at once, only one takes each row.
 */
export async function claimDueReminders(
  tx: Tx,
  now: Date,
  limit = 100,
): Promise<{ openHouseId: string; userId: string }[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return rowsOf(
    tx,
    sql`update ${openHouseAttendees} a set reminded_at = ${at}
    where (a.open_house_id, a.user_id) in (
      select a2.open_house_id, a2.user_id from ${openHouseAttendees} a2
      join ${openHouses} o on o.id = a2.open_house_id
      join ${properties} p on p.id = o.property_id
      where a2.reminded_at is null and p.listed
        and o.start_at > ${at} and o.start_at <= ${at} + interval '1 day'
        and a2.created_at <= o.start_at - interval '1 day'
      order by o.start_at
      limit ${limit}
      for update of a2 skip locked)
    and a.reminded_at is null
    returning a.open_house_id as "openHouseId", a.user_id as "userId"`,
  );
}

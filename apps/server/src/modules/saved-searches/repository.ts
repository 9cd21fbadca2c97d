import { and, asc, count, desc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  AGENT_NOTICE_KINDS,
  ALERT_KINDS,
  type SavedQuery,
  type SavedSearchFrequency,
} from '@elite/shared';
import type { Database, Tx } from '../../db/client';
import {
  alertJobs,
  digestRuns,
  notifications,
  notificationSearchNames,
  properties,
  savedSearches,
  serverSecrets,
  users,
} from '../../db/schema';
import { savedSearchConditions, storedCriteria, type SearchCriteria } from '../search/filters';
import { agentJoin, agents, isListedRow, isLive, isPubliclyShown } from '../properties/view';

export type SavedSearchRow = Pick<
  typeof savedSearches.$inferSelect,
  'id' | 'name' | 'query' | 'frequency' | 'createdAt'
>;

const savedSearchColumns = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  frequency: savedSearches.frequency,
  createdAt: savedSearches.createdAt,
};

/** Locks the account's row: two saves at once count one after the other. */
export async function lockAccount(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countSavedSearches(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

/** The name of the account's search with this very query, if it has one. */
export async function findSameSearch(
  db: Database,
  userId: string,
  query: SavedQuery,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: savedSearches.name })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.userId, userId),
        sql`${savedSearches.query} = ${JSON.stringify(query)}::jsonb`,
      ),
    )
    .limit(1);
  return row?.name;
}

export async function insertSavedSearch(
  db: Database,
  userId: string,
  search: {
    name: string;
    query: SavedQuery;
    criteria: SearchCriteria;
    frequency: SavedSearchFrequency;
  },
): Promise<string> {
  const [row] = await db
    .insert(savedSearches)
    .values({
      userId,
      name: search.name,
      query: search.query,
      frequency: search.frequency,
      ...storedCriteria(search.criteria),
    })
    .returning({ id: savedSearches.id });
  return row!.id;
}

export async function listSavedSearches(db: Database, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select(savedSearchColumns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

export async function updateSavedSearch(
  db: Database,
  userId: string,
  id: string,
  changes: { name?: string | undefined; frequency?: SavedSearchFrequency | undefined },
): Promise<number> {
  const rows = await db
    .update(savedSearches)
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.frequency !== undefined && { frequency: changes.frequency }),
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length;
}

export async function deleteSavedSearch(db: Database, userId: string, id: string) {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length;
}

/** Turns the alerts of these searches off (an unsubscribe link): their names, for the page. */
/** The names of these saved searches (those that still exist). */
export async function savedSearchNames(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ name: savedSearches.name })
    .from(savedSearches)
    .where(inArray(savedSearches.id, ids));
  return rows.map((r) => r.name);
}

export async function turnAlertsOff(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(savedSearches)
    .set({ frequency: 'off' })
    .where(inArray(savedSearches.id, ids))
    .returning({ name: savedSearches.name });
  return rows.map((r) => r.name);
}

/* ---------- matching on write ---------- */

export async function insertAlertJob(
  db: Database,
  job: typeof alertJobs.$inferInsert,
): Promise<void> {
  await db.insert(alertJobs).values(job).onConflictDoNothing();
}

/** The oldest waiting job, locked for this transaction; another server skips it. */
export async function lockNextAlertJob(tx: Tx) {
  const [job] = await tx
    .select()
    .from(alertJobs)
    .orderBy(asc(alertJobs.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return job;
}

export async function deleteAlertJob(tx: Tx, eventId: string): Promise<void> {
  await tx.delete(alertJobs).where(eq(alertJobs.eventId, eventId));
}

/**
 * The percolation (docs/decisions/034): one INSERT ... SELECT that joins the listing, if it is
 * still listed, to every saved search with alerts whose stored criteria it meets (the same
 * rules as the search, search/filters.ts), never the listing's own agent's, and records one
 * notification per account naming all its matching searches (the oldest first; instant if
 * any of them is); one already recorded for that account and event is left as it is.
 * Answers the notifications it recorded.
 */
export async function recordMatches(
  tx: Tx,
  job: typeof alertJobs.$inferSelect,
  now: Date,
): Promise<{ id: string; delivery: 'instant' | 'daily' }[]> {
  const matches = and(
    ne(savedSearches.frequency, 'off'),
    sql`${savedSearches.userId} is distinct from ${properties.agentId}`,
    ...savedSearchConditions(),
  ) as SQL;
  const oldestFirst = sql`order by ${savedSearches.createdAt}, ${savedSearches.id}`;
  const result = (await tx.execute(sql`
    insert into ${notifications}
      (user_id, saved_search_id, saved_search_ids, property_id, event_id, kind, old_price, price,
       delivery, created_at)
    select ${savedSearches.userId}, (array_agg(${savedSearches.id} ${oldestFirst}))[1],
      array_agg(${savedSearches.id} ${oldestFirst}), ${properties.id}, ${job.eventId}::uuid,
      ${job.kind}, ${job.oldPrice}::numeric, ${properties.priceMin},
      case when bool_or(${savedSearches.frequency} = 'instant') then 'instant' else 'daily' end,
      ${now.toISOString()}::timestamptz
    from ${properties}
    join ${savedSearches} on ${matches}
    where ${properties.id} = ${job.propertyId} and ${isListedRow}
    group by ${savedSearches.userId}, ${properties.id}, ${properties.priceMin}
    on conflict (user_id, event_id) where event_id is not null do nothing
    returning id, delivery`)) as unknown as {
    rows: { id: string; delivery: 'instant' | 'daily' }[];
  };
  return result.rows;
}

/* ---------- notifications ---------- */

/*
 * An account's notifications, newest first: alerts only of listings the public may see (not
 * deleted, not withdrawn, not by an agent marked as fraud), as when they were sent; an agent's
 * notices (docs/decisions/048) of their listings while not deleted, and of their account.
 */
const isShown = or(
  and(inArray(notifications.kind, [...ALERT_KINDS]), isPubliclyShown),
  and(inArray(notifications.kind, [...AGENT_NOTICE_KINDS]), or(isNull(properties.id), isLive)),
);

export async function listNotifications(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      propertyId: notifications.propertyId,
      title: properties.title,
      image: properties.image,
      location: properties.location,
      savedSearchId: notifications.savedSearchId,
      savedSearchName: savedSearches.name,
      savedSearchNames: notificationSearchNames,
      oldPrice: notifications.oldPrice,
      price: notifications.price,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .leftJoin(properties, eq(properties.id, notifications.propertyId))
    .leftJoin(agents, agentJoin)
    .leftJoin(savedSearches, eq(savedSearches.id, notifications.savedSearchId))
    .where(and(eq(notifications.userId, userId), isShown))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** A notification not shown (an alert of a listing the public may not see) is not counted. */
export async function countNotifications(db: Database, userId: string, unreadOnly: boolean) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .leftJoin(properties, eq(properties.id, notifications.propertyId))
    .leftJoin(agents, agentJoin)
    .where(
      and(
        eq(notifications.userId, userId),
        isShown,
        unreadOnly ? isNull(notifications.readAt) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function markNotificationsRead(
  db: Database,
  userId: string,
  ids: string[] | undefined,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/* ---------- daily digests ---------- */

/** Accounts with daily matches recorded before `cutoff` and not yet in a digest. */
export async function accountsWithDigestDue(db: Database, cutoff: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        eq(notifications.delivery, 'daily'),
        isNull(notifications.digestedAt),
        lt(notifications.createdAt, cutoff),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Claims the account's digest of `day`: false when a digest of that day exists already. */
export async function claimDigest(tx: Tx, userId: string, day: string, now: Date) {
  const rows = await tx
    .insert(digestRuns)
    .values({ userId, day, sentAt: now })
    .onConflictDoNothing()
    .returning({ userId: digestRuns.userId });
  return rows.length > 0;
}

/** Marks the account's waiting daily matches (before `cutoff`) as digested: their ids, oldest first. */
export async function takeDigestNotifications(
  tx: Tx,
  userId: string,
  cutoff: Date,
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .update(notifications)
    .set({ digestedAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.delivery, 'daily'),
        isNull(notifications.digestedAt),
        lt(notifications.createdAt, cutoff),
      ),
    )
    .returning({ id: notifications.id, createdAt: notifications.createdAt });
  return rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
    .map((r) => r.id);
}

/** Of these notifications, those whose listing is still listed (what a digest may show), in order. */
export async function stillListed(tx: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .innerJoin(properties, eq(properties.id, notifications.propertyId))
    .where(and(inArray(notifications.id, ids), isListedRow));
  const listed = new Set(rows.map((row) => row.id));
  return ids.filter((id) => listed.has(id));
}

/* ---------- the signing key ---------- */

/** The named secret, made from `candidate` by the first server that asks. */
export async function readOrCreateSecret(
  db: Database,
  name: string,
  candidate: string,
): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return row!.value;
}

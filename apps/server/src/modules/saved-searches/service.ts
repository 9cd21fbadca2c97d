import type { savedQuerySchema } from '@elite/shared';
import {
  MAX_SAVED_SEARCHES,
  SAVED_QUERY_KEYS,
  savedQueryOf,
  savedSearchMessages,
  type Notification,
  type SavedQuery,
  type SavedSearch,
  type SavedSearchFrequency,
} from '@elite/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { Notifier } from '../mail/notifier';
import type { ListingEvents } from '../properties/service';
import * as repo from './repository';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** Saved searches (CONTRACT.md section 9): an account's own, at most MAX_SAVED_SEARCHES. */

export async function createSavedSearch(
  db: Database,
  userId: string,
  search: {
    name: string;
    query: z.output<typeof savedQuerySchema>;
    frequency: SavedSearchFrequency;
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    // Two saves at once: the second counts after the first commits.
    await repo.lockAccount(tx, userId);
    if ((await repo.countSavedSearches(tx, userId)) >= MAX_SAVED_SEARCHES) {
      throw conflict(savedSearchMessages.tooMany);
    }
    const query = savedQueryOf(search.query);
    // The same search twice would only ring twice: 409, naming the one kept.
    const same = await repo.findSameSearch(tx, userId, query);
    if (same !== undefined) throw conflict(savedSearchMessages.alreadySaved(same));
    return repo.insertSavedSearch(tx, userId, {
      name: search.name,
      query,
      criteria: search.query,
      frequency: search.frequency,
    });
  });
}

/**
 * A stored query with its keys in the order the address bar writes them (SAVED_QUERY_KEYS):
 * PostgreSQL's jsonb keeps an object's keys shortest first.
 */
function inAddressBarOrder(stored: SavedQuery): SavedQuery {
  const query: SavedQuery = {};
  for (const key of SAVED_QUERY_KEYS) {
    const value = stored[key];
    if (value !== undefined) query[key] = value;
  }
  return query;
}

export async function listSavedSearches(db: Database, userId: string): Promise<SavedSearch[]> {
  return (await repo.listSavedSearches(db, userId)).map((row) => ({
    _id: row.id,
    name: row.name,
    query: inAddressBarOrder(row.query as SavedQuery),
    frequency: row.frequency,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Someone else's saved search is as unknown as a missing one. */
export async function updateSavedSearch(
  db: Database,
  userId: string,
  id: string,
  changes: { name?: string | undefined; frequency?: SavedSearchFrequency | undefined },
): Promise<number> {
  const modified = await repo.updateSavedSearch(db, userId, id, changes);
  if (modified === 0) throw notFound(savedSearchMessages.notFound);
  return modified;
}

export async function deleteSavedSearch(db: Database, userId: string, id: string) {
  const deleted = await repo.deleteSavedSearch(db, userId, id);
  if (deleted === 0) throw notFound(savedSearchMessages.notFound);
  return deleted;
}

/**
 * What an unsubscribe link would turn off, changing nothing (the link opened: a GET, which
 * mail scanners make too): the searches' names, or undefined for a bad token.
 */
export async function unsubscribeTargets(
  db: Database,
  tokens: UnsubscribeTokens,
  token: string,
): Promise<string[] | undefined> {
  const ids = await tokens.verify(token);
  if (!ids) return undefined;
  return repo.savedSearchNames(db, ids);
}

/** An unsubscribe link confirmed (a POST): the names of the searches now off, or undefined. */
export async function unsubscribe(
  db: Database,
  tokens: UnsubscribeTokens,
  token: string,
): Promise<string[] | undefined> {
  const ids = await tokens.verify(token);
  if (!ids) return undefined;
  return repo.turnAlertsOff(db, ids);
}

/* ---------- notifications ---------- */

export async function listNotifications(
  db: Database,
  userId: string,
  page: { page: number; limit: number },
): Promise<{ total: number; notifications: Notification[] }> {
  const [rows, total] = await Promise.all([
    repo.listNotifications(db, userId, {
      limit: page.limit,
      offset: (page.page - 1) * page.limit,
    }),
    repo.countNotifications(db, userId, false),
  ]);
  return {
    total,
    notifications: rows.map((row) => ({
      _id: row.id,
      kind: row.kind,
      property_id: row.propertyId,
      property_title: row.title,
      property_image: row.image,
      property_location: row.location,
      saved_search_id: row.savedSearchId,
      saved_search_name: row.savedSearchName,
      saved_search_names: row.savedSearchNames,
      old_price: row.oldPrice === null ? null : Number(row.oldPrice),
      price: row.price === null ? null : Number(row.price),
      created_at: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
  };
}

export const countUnread = (db: Database, userId: string) =>
  repo.countNotifications(db, userId, true);

export const markRead = repo.markNotificationsRead;

/* ---------- matching on write and delivery (the alert worker) ---------- */

/** The alert queue as the properties service hears of it: a job in the same transaction. */
export function alertQueue(queued: () => void): ListingEvents {
  return {
    async listingAlert(tx, event) {
      await repo.insertAlertJob(tx, event);
      queued();
    },
  };
}

/**
 * Matches the oldest waiting listing against the saved searches, records the notifications and
 * queues the instant e-mails, then drops the job: all in one transaction that holds the job
 * (SKIP LOCKED), so another server takes another job or none, and a crash leaves the job to
 * do again. False when no job was waiting.
 */
export async function matchNextListing(
  db: Database,
  notify: Notifier,
  now: Date,
): Promise<{ done: boolean; mailed: number }> {
  return db.transaction(async (tx) => {
    const job = await repo.lockNextAlertJob(tx);
    if (!job) return { done: false, mailed: 0 };
    const recorded = await repo.recordMatches(tx, job, now);
    const instant = recorded.filter((n) => n.delivery === 'instant').map((n) => n.id);
    if (instant.length > 0) await notify.listingAlerts(tx, { notificationIds: instant });
    await repo.deleteAlertJob(tx, job.eventId);
    return { done: true, mailed: instant.length };
  });
}

/**
 * The most recent digest time at or before `now`: today at `hour` UTC, or yesterday's. Its
 * date names the digest; matches recorded before it go in it.
 */
export function digestCutoff(now: Date, hour: number): { cutoff: Date; day: string } {
  const cutoff = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour),
  );
  if (cutoff > now) cutoff.setUTCDate(cutoff.getUTCDate() - 1);
  return { cutoff, day: cutoff.toISOString().slice(0, 10) };
}

/**
 * Sends each account's digest of the day once (CONTRACT.md section 9): the daily matches
 * recorded before the last digest time and not yet sent. The day's row in digest_runs is the
 * claim, so a second server, or a second pass, sends nothing more that day.
 */
export async function sendDueDigests(
  db: Database,
  notify: Notifier,
  now: Date,
  digestHour: number,
): Promise<number> {
  const { cutoff, day } = digestCutoff(now, digestHour);
  let sent = 0;
  for (const userId of await repo.accountsWithDigestDue(db, cutoff)) {
    sent += await db.transaction(async (tx) => {
      if (!(await repo.claimDigest(tx, userId, day, now))) return 0;
      // Every waiting match is taken, but only listings still listed are sent (a listing
      // withdrawn or its agent marked as fraud since the match is left out).
      const taken = await repo.takeDigestNotifications(tx, userId, cutoff, now);
      const ids = await repo.stillListed(tx, taken);
      if (ids.length === 0) return 0;
      await notify.digest(tx, { userId, notificationIds: ids });
      return 1;
    });
  }
  return sent;
}

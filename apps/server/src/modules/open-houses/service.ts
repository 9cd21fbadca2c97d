import {
  checkOpenHouseTimes,
  OPEN_HOUSES_PER_LISTING,
  type OpenHouse,
  type OpenHouseInput,
} from '@elite/shared';
import type { Database, Tx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { messages } from '@elite/shared';
import type { AuthUser } from '../identity/service';
import type { Notifier } from '../mail/notifier';
import { openHouseCalendar } from './calendar';
import type { CalendarPlace } from '../viewings/calendar';
import { openHouseMessages } from './messages';
import * as repo from './repository';

/*
 * Open houses (CONTRACT.md section 13). Only the listing's agent adds and cancels them, and
 * only on a verified listing (a sold one is a 409: nobody visits a home already sold; a
 * listing not verified is a 409 too, its agent may add them once it is). Everyone sees them as
 * they see the listing; a signed-in visitor says they come (their e-mails: a confirmation with
 * the calendar file, the reminder the day before, a cancellation).
 */

/**
 * The listing as `user` may act on its open houses: unknown, or not public and not theirs, is a
 * 404; public but another's (an admin's too) a 403.
 */
async function agentsListing(db: Database, user: AuthUser, propertyId: string) {
  const listing = await repo.findListing(db, propertyId);
  if (!listing) throw notFound(openHouseMessages.listingNotFound);
  if (listing.agentId !== user.id) {
    if (!listing.isPublic) throw notFound(openHouseMessages.listingNotFound);
    throw forbidden(messages.forbidden);
  }
  if (listing.status !== 'verified' || !listing.isPublic) {
    throw conflict(openHouseMessages.onlyVerified);
  }
  return listing;
}

/** The first broken rule of the times as a 400 naming its field. */
function checkTimes(input: OpenHouseInput, now: Date) {
  const broken = checkOpenHouseTimes(input.start, input.end, now);
  if (broken) throw badRequest(broken[1]);
}

/**
 * The listing's agent adds an open house. The listing's row is locked for the count and the
 * insert, so two additions at once never make more than OPEN_HOUSES_PER_LISTING upcoming. The
 * instant saved searches the listing matches get their `open_house` alert in that transaction.
 */
export async function addOpenHouse(
  db: Database,
  notify: Notifier,
  agent: AuthUser,
  propertyId: string,
  input: OpenHouseInput,
  now = new Date(),
): Promise<string> {
  await agentsListing(db, agent, propertyId);
  checkTimes(input, now);
  return db.transaction(async (tx) => {
    await repo.lockListing(tx, propertyId);
    if ((await repo.countUpcoming(tx, propertyId, now)) >= OPEN_HOUSES_PER_LISTING) {
      throw conflict(openHouseMessages.tooMany);
    }
    const id = await repo.insertOpenHouse(tx, {
      propertyId,
      startAt: input.start,
      endAt: input.end,
      note: input.note,
    });
    const alerts = await repo.recordOpenHouseAlerts(tx, { id, propertyId }, now);
    if (alerts.length > 0) await notify.listingAlerts(tx, { notificationIds: alerts });
    return id;
  });
}

/** The listing's open houses not yet over, soonest first, as `viewer` may see the listing. */
export async function listOpenHouses(
  db: Database,
  viewer: AuthUser | undefined,
  propertyId: string,
  now = new Date(),
): Promise<OpenHouse[]> {
  const listing = await repo.findListing(db, propertyId);
  const privileged = viewer && (viewer.role === 'admin' || viewer.id === listing?.agentId);
  if (!listing || (!listing.isPublic && !privileged)) {
    throw notFound(openHouseMessages.listingNotFound);
  }
  const rows = await repo.listUpcoming(db, propertyId, viewer?.id, now);
  return rows.map((r) => ({
    _id: r.id,
    start: r.start,
    end: r.end,
    note: r.note,
    attending: r.attending,
  }));
}

/** The open house as `viewer` may see it: of a listing they may not see, it does not exist. */
async function visibleOpenHouse(db: Database, viewer: AuthUser | undefined, id: string) {
  const row = await repo.findOpenHouse(db, id);
  const privileged = viewer && (viewer.role === 'admin' || viewer.id === row?.agentId);
  if (!row || (!row.isPublic && !privileged)) throw notFound(openHouseMessages.notFound);
  return row;
}

/** The listing's agent cancels an open house; those who said they come get an e-mail. */
export async function deleteOpenHouse(
  db: Database,
  notify: Notifier,
  agent: AuthUser,
  id: string,
  now = new Date(),
): Promise<{ deletedCount: number; propertyId: string }> {
  const row = await visibleOpenHouse(db, agent, id);
  if (row.agentId !== agent.id) throw forbidden(messages.forbidden);
  const deletedCount = await db.transaction(async (tx) => {
    const attendees = await repo.attendeeIds(tx, id);
    // Read before the row goes; an open house already over cancels nothing.
    if (attendees.length > 0 && row.endAt > now) {
      await notify.openHouse(tx, { openHouseId: id, userIds: attendees, event: 'cancelled' });
    }
    return repo.deleteOpenHouse(tx, id);
  });
  return { deletedCount, propertyId: row.propertyId };
}

/**
 * A home sold or let has no more open houses: in the sale's transaction, those not yet over are
 * removed and whoever said they come is told why.
 */
export async function callOffOpenHousesOfSold(
  tx: Tx,
  notify: Notifier,
  propertyId: string,
  now = new Date(),
): Promise<void> {
  for (const id of await repo.unfinishedIds(tx, propertyId, now)) {
    const attendees = await repo.attendeeIds(tx, id);
    if (attendees.length > 0) {
      await notify.openHouse(tx, { openHouseId: id, userIds: attendees, event: 'sold' });
    }
    await repo.deleteOpenHouse(tx, id);
  }
}

/** A signed-in visitor says they come: 1, with a confirmation e-mail; 0 if they already did. */
export async function attend(
  db: Database,
  notify: Notifier,
  user: AuthUser,
  id: string,
  now = new Date(),
): Promise<number> {
  const row = await visibleOpenHouse(db, user, id);
  if (row.agentId === user.id) throw conflict(openHouseMessages.ownListing);
  if (row.endAt <= now) throw conflict(openHouseMessages.over);
  if (row.status !== 'verified' || !row.isPublic) throw conflict(openHouseMessages.onlyVerified);
  return db.transaction(async (tx) => {
    const added = await repo.addAttendee(tx, id, user.id);
    if (added > 0) {
      await notify.openHouse(tx, { openHouseId: id, userIds: [user.id], event: 'attending' });
    }
    return added;
  });
}

/** They no longer come: 1, or 0 if they had not said they would. */
export async function unattend(db: Database, user: AuthUser, id: string): Promise<number> {
  await visibleOpenHouse(db, user, id);
  return repo.removeAttendee(db, id, user.id);
}

/** The open house as an RFC 5545 file, for anyone who may see its listing. */
export async function openHouseCalendarFile(
  db: Database,
  viewer: AuthUser | undefined,
  id: string,
  publicUrl: string,
  place?: CalendarPlace,
): Promise<string> {
  return openHouseCalendar(await visibleOpenHouse(db, viewer, id), publicUrl, place);
}

/**
 * Queues the reminders due at `now` (the day before), batch by batch, each batch's claim and
 * e-mails in one transaction (repo.claimDueReminders): once, whatever the number of servers.
 * Answers how many were queued.
 */
export async function queueOpenHouseReminders(
  db: Database,
  notify: Notifier,
  now: Date,
): Promise<number> {
  let queued = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const due = await repo.claimDueReminders(tx, now);
      const byOpenHouse = new Map<string, string[]>();
      for (const { openHouseId, userId } of due) {
        byOpenHouse.set(openHouseId, [...(byOpenHouse.get(openHouseId) ?? []), userId]);
      }
      for (const [openHouseId, userIds] of byOpenHouse) {
        await notify.openHouse(tx, { openHouseId, userIds, event: 'reminder' });
      }
      return due.length;
    });
    queued += taken;
    if (taken < 100) return queued;
  }
}

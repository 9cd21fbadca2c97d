import { conversationMessages, type Viewing, type ViewingStatus } from '@elite/shared';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { listingOpenToContact } from '../conversations/service';
import type { AuthUser } from '../identity/service';
import type { Notifier } from '../mail/notifier';
import * as repo from './repository';
import { viewingCalendar, type CalendarPlace } from './calendar';
import { checkViewingWindow, formatViewingStart, parseViewingStart } from './start';

export function toViewing(row: repo.ViewingRow, me: string): Viewing {
  return {
    _id: row.id,
    property_id: row.propertyId,
    property_title: row.title,
    start: formatViewingStart(row.startAt, row.startOffsetMinutes),
    status: row.status,
    note: row.note,
    buyer_name: row.buyerName,
    buyer_email: row.buyerEmail,
    agent_name: row.agentName,
    i_am_buyer: row.buyerId === me,
  };
}

/** A buyer asks the listing's agent for a viewing at `start` (their own clock, with offset). */
export async function requestViewing(
  db: Database,
  notify: Notifier,
  buyer: AuthUser,
  request: { propertyId: string; start: string; note?: string },
  now = new Date(),
): Promise<string> {
  const start = parseViewingStart(request.start);
  checkViewingWindow(start.at, now);
  return db.transaction(async (tx) => {
    const listing = await listingOpenToContact(tx, buyer, request.propertyId);
    const id = await repo.insertViewing(tx, {
      propertyId: request.propertyId,
      buyerId: buyer.id,
      agentId: listing.agentId,
      startAt: start.at,
      startOffsetMinutes: start.offsetMinutes,
      note: request.note ?? '',
    });
    await notify.viewing(tx, { viewingId: id, event: 'requested' });
    return id;
  });
}

export async function listViewings(db: Database, user: AuthUser): Promise<Viewing[]> {
  return (await repo.listViewings(db, user.id)).map((row) => toViewing(row, user.id));
}

/** The viewing if the caller is its buyer or agent; to anyone else it does not exist. */
export async function ownViewing(db: Database, user: AuthUser, id: string) {
  const row = await repo.findViewing(db, id);
  if (!row || (row.buyerId !== user.id && row.agentId !== user.id)) {
    throw notFound(conversationMessages.viewingNotFound);
  }
  return row;
}

type Move = 'confirmed' | 'declined' | 'cancelled';

/** From which statuses each party may make each move. */
const movesFrom: Record<'agent' | 'buyer', Partial<Record<Move, ViewingStatus[]>>> = {
  agent: { confirmed: ['requested'], declined: ['requested'] },
  buyer: { cancelled: ['requested', 'confirmed'] },
};

/**
 * The agent confirms or declines a requested viewing; the buyer cancels a requested or confirmed
 * one. Any other move is a 409; of two concurrent moves only the first finds its status.
 */
export async function moveViewing(
  db: Database,
  notify: Notifier,
  user: AuthUser,
  id: string,
  to: Move,
): Promise<number> {
  const viewing = await ownViewing(db, user, id);
  const from = movesFrom[viewing.agentId === user.id ? 'agent' : 'buyer'][to];
  if (!from) throw conflict(conversationMessages.viewingMoveNotAllowed);
  return db.transaction(async (tx) => {
    const moved = await repo.moveViewing(tx, id, from, to);
    if (moved === 0) throw conflict(conversationMessages.viewingMoveNotAllowed);
    await notify.viewing(tx, { viewingId: id, event: to });
    return moved;
  });
}

/** The viewing as a calendar file, for its buyer or agent. */
export async function viewingCalendarFile(
  db: Database,
  user: AuthUser,
  id: string,
  publicUrl: string,
  place?: CalendarPlace,
): Promise<string> {
  return viewingCalendar(await ownViewing(db, user, id), publicUrl, place);
}

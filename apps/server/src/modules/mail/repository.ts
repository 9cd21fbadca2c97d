import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import {
  conversationMessages,
  conversations,
  mailOutbox,
  messageMailState,
  notifications,
  notificationSearchNames,
  offers,
  properties,
  sales,
  savedSearches,
  users,
  viewings,
} from '../../db/schema';
import { isAgentNotice } from '@elite/shared';
import type { Letter } from './templates';

const buyers = alias(users, 'mail_buyer');
const agents = alias(users, 'mail_agent');

/** A conversation, its listing, both participants and the sender's latest message. */
export async function findMessageMailFacts(db: Database, conversationId: string, senderId: string) {
  const [conversation] = await db
    .select({
      id: conversations.id,
      buyerId: conversations.buyerId,
      agentId: conversations.agentId,
      title: properties.title,
      buyer: { name: buyers.name, email: buyers.email },
      agent: { name: agents.name, email: agents.email },
      buyerLocale: buyers.locale,
      agentLocale: agents.locale,
    })
    .from(conversations)
    .innerJoin(properties, eq(properties.id, conversations.propertyId))
    .innerJoin(buyers, eq(buyers.id, conversations.buyerId))
    .innerJoin(agents, eq(agents.id, conversations.agentId))
    .where(eq(conversations.id, conversationId));
  if (!conversation) return undefined;
  const [latest] = await db
    .select({ body: conversationMessages.body })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        eq(conversationMessages.senderId, senderId),
      ),
    )
    .orderBy(desc(conversationMessages.sentAt), desc(conversationMessages.id))
    .limit(1);
  return { ...conversation, body: latest?.body ?? '' };
}

/**
 * Takes the right to e-mail `recipientId` about a conversation: true when no message e-mail
 * went to them since they last read it, or the last one is more than 10 minutes old. One
 * statement, so that of two messages sent at once only one wins (the other waits on the row).
 */
export async function claimMessageMail(
  db: Database,
  conversationId: string,
  recipientId: string,
): Promise<boolean> {
  const rows = await db
    .insert(messageMailState)
    .values({ conversationId, recipientId, lastMailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [messageMailState.conversationId, messageMailState.recipientId],
      set: { lastMailedAt: sql`now()` },
      setWhere: sql`${messageMailState.lastMailedAt} < now() - interval '10 minutes'`,
    })
    .returning({ conversationId: messageMailState.conversationId });
  return rows.length > 0;
}

/** The reader read the conversation: their next message e-mail goes out at once. */
export async function clearMessageMail(db: Database, conversationId: string, readerId: string) {
  await db
    .delete(messageMailState)
    .where(
      and(
        eq(messageMailState.conversationId, conversationId),
        eq(messageMailState.recipientId, readerId),
      ),
    );
}

export async function findViewingMailFacts(db: Database, viewingId: string) {
  const [row] = await db
    .select({
      title: properties.title,
      location: properties.location,
      latitude: properties.latitude,
      longitude: properties.longitude,
      startAt: viewings.startAt,
      offsetMinutes: viewings.startOffsetMinutes,
      note: viewings.note,
      buyer: { name: buyers.name, email: buyers.email },
      agent: { name: agents.name, email: agents.email },
      buyerLocale: buyers.locale,
      agentLocale: agents.locale,
    })
    .from(viewings)
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .innerJoin(buyers, eq(buyers.id, viewings.buyerId))
    .innerJoin(agents, eq(agents.id, viewings.agentId))
    .where(eq(viewings.id, viewingId));
  return row;
}

/** An offer with its listing, its buyer and the listing's agent (none when it has none). */
export async function findOfferMailFacts(db: Database, offerId: string) {
  const [row] = await db
    .select({
      title: properties.title,
      price: offers.offeredPrice,
      // An application's (CONTRACT.md section 12); null on an offer to buy.
      rentPeriod: offers.rentPeriod,
      moveIn: offers.moveIn,
      termMonths: offers.termMonths,
      message: offers.message,
      buyer: { name: buyers.name, email: buyers.email },
      agentName: agents.name,
      agentEmail: agents.email,
      buyerLocale: buyers.locale,
      agentLocale: agents.locale,
    })
    .from(offers)
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .innerJoin(buyers, eq(buyers.id, offers.buyerId))
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .where(eq(offers.id, offerId));
  return row;
}

/** A sale with its people as they are now (the sale's copies when an account is gone). */
export async function findSaleMailFacts(db: Database, saleId: string) {
  const [row] = await db
    .select({
      title: sales.propertyTitle,
      price: sales.price,
      amountPaid: sales.amountPaid,
      rentPeriod: sales.rentPeriod,
      moveIn: sales.moveIn,
      termMonths: sales.termMonths,
      buyerName: sql<string>`coalesce(${buyers.name}, ${sales.buyerName})`,
      buyerEmail: sql<string>`coalesce(${buyers.email}, ${sales.buyerEmail})`,
      agentName: sql<string>`coalesce(${agents.name}, ${sales.agentName})`,
      agentEmail: sql<string>`coalesce(${agents.email}, ${sales.agentEmail})`,
      /** The accounts' languages (none when an account is gone: the site's default). */
      buyerLocale: buyers.locale,
      agentLocale: agents.locale,
    })
    .from(sales)
    .leftJoin(buyers, eq(buyers.id, sales.buyerId))
    .leftJoin(agents, eq(agents.id, sales.agentId))
    .where(eq(sales.id, saleId));
  return row;
}

/** Queues e-mails; they are due at once. */
export async function insertMail(db: Database, letters: Letter[]): Promise<void> {
  if (letters.length === 0) return;
  await db.insert(mailOutbox).values(letters);
}

/** Drops the e-mails to `email` not sent yet (its account is deleted: its e-mails stop). */
export async function deleteUnsentMailTo(tx: Tx, email: string): Promise<void> {
  await tx.delete(mailOutbox).where(and(eq(mailOutbox.toEmail, email), isNull(mailOutbox.sentAt)));
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Up to `limit` due e-mails, locked for the caller's transaction; rows another worker holds
 * are skipped, not waited for.
 */
export async function lockDueMail(tx: Tx, limit: number): Promise<OutboxRow[]> {
  return tx
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Pushes the e-mails' next attempt `leaseMs` ahead: no other worker takes them meanwhile. */
export async function leaseMail(tx: Tx, ids: string[], leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(inArray(mailOutbox.id, ids));
}

export async function markMailSent(db: Database, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A failed attempt: counted, its error kept, the next one `delayMs` later. */
export async function markMailFailed(
  db: Database,
  id: string,
  error: string,
  delayMs: number,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error.slice(0, 1000),
      nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
    })
    .where(eq(mailOutbox.id, id));
}

/**
 * What alert e-mails show of these notifications (CONTRACT.md section 9): the listing's cover,
 * price and key facts, the search's name, and who gets it; in the order of `ids`.
 */
export async function findAlertMailFacts(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      savedSearchId: savedSearches.id,
      searchName: savedSearches.name,
      /** Every search of the account the listing matched (one notification names them all). */
      savedSearchIds: notifications.savedSearchIds,
      searchNames: notificationSearchNames,
      kind: notifications.kind,
      price: notifications.price,
      oldPrice: notifications.oldPrice,
      propertyId: properties.id,
      title: properties.title,
      location: properties.location,
      image: properties.image,
      propertyType: properties.propertyType,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      livingArea: properties.livingArea,
      toName: users.name,
      toEmail: users.email,
      toLocale: users.locale,
    })
    .from(notifications)
    .innerJoin(savedSearches, eq(savedSearches.id, notifications.savedSearchId))
    .innerJoin(properties, eq(properties.id, notifications.propertyId))
    .innerJoin(users, eq(users.id, notifications.userId))
    // An address nobody proved gets no alert or digest (CONTRACT.md section 3): it may be a
    // stranger's. The notifications stay in the app.
    .where(and(inArray(notifications.id, ids), isNotNull(users.emailVerifiedAt)));
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/**
 * What an agent's notice e-mail says (docs/decisions/048): its kind, the agent, and the
 * listing's title and status (none for the fraud mark). Unlike alerts, it goes to an address
 * not yet proven too, as offer and viewing e-mails do: it is about the agent's own account.
 */
export async function findAgentNoticeMailFacts(db: Database, id: string) {
  const [row] = await db
    .select({
      kind: notifications.kind,
      propertyId: notifications.propertyId,
      title: properties.title,
      status: properties.status,
      toName: users.name,
      toEmail: users.email,
      toLocale: users.locale,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(properties, eq(properties.id, notifications.propertyId))
    .where(eq(notifications.id, id));
  if (!row || !isAgentNotice(row.kind)) return undefined;
  return { ...row, kind: row.kind };
}

/** The language of the account with this address (`users.locale`; none for no such account). */
export async function findAccountLocale(db: Database, email: string): Promise<string | null> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row?.locale ?? null;
}

import { and, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import {
  agentReviews,
  auditLog,
  conversationMessages,
  conversations,
  digestRuns,
  mailOutbox,
  messagingBlocks,
  newsletterSubscribers,
  notifications,
  openHouseAttendees,
  openHouses,
  properties,
  savedSearches,
  users,
  viewings,
} from '../../db/schema';
import { after, type ExportCaller, type SectionQuery } from './repository';

/*
 * The export's queries about what the caller did on the site and what it sent them, a page at a
 * time as in repository.ts. The other person of a conversation, a viewing or a block is named
 * as the app names them (never by their e-mail).
 */

const buyer = alias(users, 'export_buyer');
const agent = alias(users, 'export_agent');

/** Rows where the caller is the buyer or the agent: their side, and the other one's name. */
function sides(buyerId: PgColumn, agentId: PgColumn, me: ExportCaller) {
  return {
    role: sql<'buyer' | 'agent'>`case when ${buyerId} = ${me.id} then 'buyer' else 'agent' end`,
    other_party_name: sql<
      string | null
    >`case when ${buyerId} = ${me.id} then ${agent.name} else ${buyer.name} end`,
  };
}

export const conversationsOf: SectionQuery = (db, me, page) =>
  db
    .select({
      _id: conversations.id,
      property_id: conversations.propertyId,
      property_title: properties.title,
      ...sides(conversations.buyerId, conversations.agentId, me),
      created_at: conversations.createdAt,
      last_message_at: conversations.lastMessageAt,
      reported_at: conversations.reportedAt,
      reported_by_me: sql<boolean>`coalesce(${conversations.reportedBy} = ${me.id}, false)`,
    })
    .from(conversations)
    .leftJoin(properties, eq(properties.id, conversations.propertyId))
    .leftJoin(buyer, eq(buyer.id, conversations.buyerId))
    .leftJoin(agent, eq(agent.id, conversations.agentId))
    .where(
      and(
        or(eq(conversations.buyerId, me.id), eq(conversations.agentId, me.id)),
        after(conversations.id, page),
      ),
    )
    .orderBy(conversations.id)
    .limit(page.limit);

/** Every message of the caller's conversations, both sides' (both read them in the app). */
export const messagesOf: SectionQuery = (db, me, page) => {
  const mine = db
    .select({ id: conversations.id })
    .from(conversations)
    .where(or(eq(conversations.buyerId, me.id), eq(conversations.agentId, me.id)));
  return db
    .select({
      _id: conversationMessages.id,
      conversation_id: conversationMessages.conversationId,
      from_me: sql<boolean>`${conversationMessages.senderId} = ${me.id}`,
      body: conversationMessages.body,
      sent_at: conversationMessages.sentAt,
      read_at: conversationMessages.readAt,
    })
    .from(conversationMessages)
    .where(
      and(inArray(conversationMessages.conversationId, mine), after(conversationMessages.id, page)),
    )
    .orderBy(conversationMessages.id)
    .limit(page.limit);
};

export const viewingsOf: SectionQuery = (db, me, page) =>
  db
    .select({
      _id: viewings.id,
      property_id: viewings.propertyId,
      property_title: properties.title,
      ...sides(viewings.buyerId, viewings.agentId, me),
      start_at: viewings.startAt,
      start_offset_minutes: viewings.startOffsetMinutes,
      note: viewings.note,
      status: viewings.status,
      created_at: viewings.createdAt,
      updated_at: viewings.updatedAt,
    })
    .from(viewings)
    .leftJoin(properties, eq(properties.id, viewings.propertyId))
    .leftJoin(buyer, eq(buyer.id, viewings.buyerId))
    .leftJoin(agent, eq(agent.id, viewings.agentId))
    .where(
      and(or(eq(viewings.buyerId, me.id), eq(viewings.agentId, me.id)), after(viewings.id, page)),
    )
    .orderBy(viewings.id)
    .limit(page.limit);

/** Blocks an agent made, and blocks of the caller by an agent. */
export const blocksOf: SectionQuery = (db, me, page) => {
  const key = sql<string>`${messagingBlocks.agentId}::text || ':' || ${messagingBlocks.buyerId}::text`;
  return db
    .select({
      _id: key,
      ...sides(messagingBlocks.buyerId, messagingBlocks.agentId, me),
      blocked_at: messagingBlocks.createdAt,
    })
    .from(messagingBlocks)
    .leftJoin(buyer, eq(buyer.id, messagingBlocks.buyerId))
    .leftJoin(agent, eq(agent.id, messagingBlocks.agentId))
    .where(
      and(
        or(eq(messagingBlocks.buyerId, me.id), eq(messagingBlocks.agentId, me.id)),
        after(key, page),
      ),
    )
    .orderBy(key)
    .limit(page.limit);
};

export const savedSearchesOf: SectionQuery = (db, me, page) =>
  db
    .select({
      _id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      created_at: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, me.id), after(savedSearches.id, page)))
    .orderBy(savedSearches.id)
    .limit(page.limit);

export const notificationsOf: SectionQuery = (db, me, page) =>
  db
    .select({
      _id: notifications.id,
      kind: notifications.kind,
      property_id: notifications.propertyId,
      old_price: notifications.oldPrice,
      price: notifications.price,
      delivery: notifications.delivery,
      created_at: notifications.createdAt,
      read_at: notifications.readAt,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, me.id), after(notifications.id, page)))
    .orderBy(notifications.id)
    .limit(page.limit);

/** Every stored field of a listing by its column's name, but the ones the database derives. */
const { listed: _listed, locationSearch: _search, ...listingFields } = getTableColumns(properties);
const listingColumns = Object.fromEntries(
  Object.values(listingFields).map((column) => [column.name, column]),
) as Record<string, PgColumn>;

/** An agent's listings: live, withdrawn, sold and deleted ones. */
export const listingsOf: SectionQuery = async (db, me, page) => {
  const rows = await db
    .select(listingColumns)
    .from(properties)
    .where(and(eq(properties.agentId, me.id), after(properties.id, page)))
    .orderBy(properties.id)
    .limit(page.limit);
  return rows.map(({ id, ...fields }) => ({ _id: String(id), ...fields }));
};

export const agentReviewsWritten: SectionQuery = (db, me, page) =>
  db
    .select({
      _id: agentReviews.id,
      agent_id: agentReviews.agentId,
      agent_name: agent.name,
      rating: agentReviews.rating,
      comment: agentReviews.comment,
      created_at: agentReviews.createdAt,
    })
    .from(agentReviews)
    .innerJoin(agent, eq(agent.id, agentReviews.agentId))
    .where(and(eq(agentReviews.reviewerId, me.id), after(agentReviews.id, page)))
    .orderBy(agentReviews.id)
    .limit(page.limit);

/** Reviews of an agent, with the reviewer's name as their public page shows it. */
export const agentReviewsReceived: SectionQuery = (db, me, page) =>
  db
    .select({
      _id: agentReviews.id,
      reviewer_name: buyer.name,
      rating: agentReviews.rating,
      comment: agentReviews.comment,
      created_at: agentReviews.createdAt,
    })
    .from(agentReviews)
    .innerJoin(buyer, eq(buyer.id, agentReviews.reviewerId))
    .where(and(eq(agentReviews.agentId, me.id), after(agentReviews.id, page)))
    .orderBy(agentReviews.id)
    .limit(page.limit);

export const openHouseAttendances: SectionQuery = (db, me, page) =>
  db
    .select({
      _id: openHouseAttendees.openHouseId,
      property_id: openHouses.propertyId,
      property_title: properties.title,
      start_at: openHouses.startAt,
      end_at: openHouses.endAt,
      said_at: openHouseAttendees.createdAt,
      reminded_at: openHouseAttendees.remindedAt,
    })
    .from(openHouseAttendees)
    .innerJoin(openHouses, eq(openHouses.id, openHouseAttendees.openHouseId))
    .leftJoin(properties, eq(properties.id, openHouses.propertyId))
    .where(and(eq(openHouseAttendees.userId, me.id), after(openHouseAttendees.openHouseId, page)))
    .orderBy(openHouseAttendees.openHouseId)
    .limit(page.limit);

/** E-mails to the caller's address: what and when, not their texts (which hold one-time links). */
export const emailsTo: SectionQuery = (db, me, page) =>
  db
    .select({
      _id: mailOutbox.id,
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      created_at: mailOutbox.createdAt,
      sent_at: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toEmail, me.email), after(mailOutbox.id, page)))
    .orderBy(mailOutbox.id)
    .limit(page.limit);

export const digestsOf: SectionQuery = (db, me, page) => {
  const day = sql<string>`${digestRuns.day}::text`;
  return db
    .select({ _id: day, sent_at: digestRuns.sentAt })
    .from(digestRuns)
    .where(and(eq(digestRuns.userId, me.id), after(day, page)))
    .orderBy(day)
    .limit(page.limit);
};

export const newsletterOf: SectionQuery = (db, me, page) =>
  db
    .select({ _id: newsletterSubscribers.email, subscribed_at: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.email, me.email), after(newsletterSubscribers.email, page)))
    .orderBy(newsletterSubscribers.email)
    .limit(page.limit);

/** Admin actions by the caller, or to their account; not who did them, nor from where. */
export const auditEntriesOf: SectionQuery = (db, me, page) =>
  db
    .select({
      _id: auditLog.id,
      action: auditLog.action,
      target_type: auditLog.targetType,
      target_id: auditLog.targetId,
      by_me: sql<boolean>`coalesce(${auditLog.actorId} = ${me.id}, false)`,
      created_at: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      and(
        or(
          eq(auditLog.actorId, me.id),
          and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, me.id)),
        ),
        after(auditLog.id, page),
      ),
    )
    .orderBy(auditLog.id)
    .limit(page.limit);

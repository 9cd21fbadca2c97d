import {
  conversationMessages,
  messages,
  type ConversationMessage,
  type ConversationSummary,
  type ReportedConversation,
} from '@elite/shared';
import type { Database, Tx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../identity/service';
import type { Notifier } from '../mail/notifier';
import { findListedProperty } from '../properties/repository';
import type { PropertyRow } from '../properties/view';
import * as repo from './repository';

const CONVERSATION_NOT_FOUND = conversationMessages.conversationNotFound;

/**
 * The public listing a buyer wants to contact the agent of (messages, viewings): not public
 * (pending, rejected, deleted, a fraud agent's, unknown) is a 404, the caller's own a 409, and a
 * buyer the agent has blocked a 403.
 */
export async function listingOpenToContact(
  db: Database,
  buyer: AuthUser,
  propertyId: string,
): Promise<PropertyRow & { agentId: string }> {
  const listing = await findListedProperty(db, propertyId);
  if (!listing || !listing.agentId) throw notFound('Property not found');
  if (listing.agentId === buyer.id) throw conflict(messages.ownProperty);
  if (await repo.isBlocked(db, listing.agentId, buyer.id)) {
    throw forbidden(conversationMessages.blocked);
  }
  return listing as PropertyRow & { agentId: string };
}

/**
 * Sends the buyer's message to the listing's agent in the one conversation of this buyer and
 * listing, starting it when there is none (not for an account marked as fraud).
 */
export async function startConversation(
  db: Database,
  notify: Notifier,
  buyer: AuthUser,
  propertyId: string,
  body: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const listing = await listingOpenToContact(tx, buyer, propertyId);
    let conversationId: string | undefined;
    if (buyer.status === 'fraud') {
      conversationId = await repo.findConversationOf(tx, propertyId, buyer.id);
      if (!conversationId) throw forbidden(conversationMessages.fraudCannotMessage);
    } else {
      conversationId = await repo.ensureConversation(tx, {
        propertyId,
        buyerId: buyer.id,
        agentId: listing.agentId,
      });
    }
    await addMessage(tx, notify, conversationId, buyer.id, body);
    return conversationId;
  });
}

async function addMessage(
  tx: Tx,
  notify: Notifier,
  conversationId: string,
  senderId: string,
  body: string,
): Promise<string> {
  const id = await repo.insertMessage(tx, conversationId, senderId, body);
  await notify.message(tx, { conversationId, senderId });
  return id;
}

/** The conversation if the caller takes part in it; to anyone else it does not exist. */
async function ownConversation(db: Database, user: AuthUser, id: string) {
  const conversation = await repo.findConversation(db, id);
  if (!conversation || (conversation.buyerId !== user.id && conversation.agentId !== user.id)) {
    throw notFound(CONVERSATION_NOT_FOUND);
  }
  return conversation;
}

/** A reply by either participant; a buyer the agent has blocked cannot send one. */
export async function reply(
  db: Database,
  notify: Notifier,
  user: AuthUser,
  conversationId: string,
  body: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const conversation = await ownConversation(tx, user, conversationId);
    if (
      conversation.buyerId === user.id &&
      (await repo.isBlocked(tx, conversation.agentId, conversation.buyerId))
    ) {
      throw forbidden(conversationMessages.blocked);
    }
    return addMessage(tx, notify, conversationId, user.id, body);
  });
}

/** The thread, oldest first; the messages addressed to the reader become read. */
export async function readThread(
  db: Database,
  notify: Notifier,
  user: AuthUser,
  conversationId: string,
): Promise<ConversationMessage[]> {
  const rows = await db.transaction(async (tx) => {
    await ownConversation(tx, user, conversationId);
    await repo.markRead(tx, conversationId, user.id);
    await notify.conversationRead(tx, { conversationId, readerId: user.id });
    return repo.listMessages(tx, [conversationId]);
  });
  return rows.map((row) => ({
    _id: row.id,
    body: row.body,
    sent_at: row.sentAt,
    from_me: row.senderId === user.id,
    sender_name: row.senderName,
  }));
}

export async function listConversations(
  db: Database,
  user: AuthUser,
): Promise<ConversationSummary[]> {
  const rows = await repo.listConversations(db, user.id);
  return rows.map((row) => ({
    _id: row.id,
    property_id: row.propertyId,
    property_title: row.title,
    property_image: row.image,
    i_am_buyer: row.buyerId === user.id,
    other_party: { name: row.otherName, image: row.otherImage },
    last_message: {
      body: row.lastBody ?? '',
      sent_at: row.lastSentAt ?? '',
      from_me: row.lastSenderId === user.id,
    },
    unread: row.unread,
    blocked: row.blocked,
    reported: row.reported,
  }));
}

export async function countUnread(db: Database, user: AuthUser): Promise<number> {
  return repo.countUnread(db, user.id);
}

/** The conversation's agent blocks (or unblocks) its buyer from messaging them. */
export async function setBlocked(
  db: Database,
  user: AuthUser,
  conversationId: string,
  blocked: boolean,
): Promise<number> {
  const conversation = await ownConversation(db, user, conversationId);
  if (conversation.agentId !== user.id) throw forbidden(messages.forbidden);
  return repo.setBlocked(db, conversation.agentId, conversation.buyerId, blocked);
}

/** Either participant reports the conversation to the admins, once. */
export async function report(db: Database, user: AuthUser, conversationId: string) {
  await ownConversation(db, user, conversationId);
  const modified = await repo.markReported(db, conversationId, user.id);
  if (modified === 0) throw conflict(conversationMessages.alreadyReported);
  return modified;
}

/** Reported conversations with all their messages, the newest report first (admins). */
export async function listReported(db: Database): Promise<ReportedConversation[]> {
  const reported = await repo.listReported(db);
  const all = await repo.listMessages(
    db,
    reported.map((row) => row.id),
  );
  return reported.map((row) => ({
    _id: row.id,
    property_id: row.propertyId,
    property_title: row.title,
    buyer_name: row.buyerName,
    buyer_email: row.buyerEmail,
    agent_name: row.agentName,
    agent_email: row.agentEmail,
    reported_at: row.reportedAt,
    reported_by: row.reportedBy,
    messages: all
      .filter((message) => message.conversationId === row.id)
      .map((message) => ({
        _id: message.id,
        body: message.body,
        sent_at: message.sentAt,
        sender_name: message.senderName,
      })),
  }));
}

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { VIEWING_STATUSES } from '@elite/shared';
import { properties, users } from './core-tables';
import { at } from './columns';

/**
 * A buyer's conversation with a listing's agent (CONTRACT.md section 8): one per buyer and
 * listing. The agent is copied from the listing when it starts (a listing keeps its agent).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The latest message's time: the Messages list's order. */
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    /** Set when a participant reports the conversation to the admins. */
    reportedAt: at('reported_at'),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('conversations_buyer_property_unique').on(t.propertyId, t.buyerId),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt),
    index('conversations_agent_idx').on(t.agentId, t.lastMessageAt),
    index('conversations_reported_idx')
      .on(t.reportedAt)
      .where(sql`${t.reportedAt} is not null`),
  ],
);

/** A message: plain text, never rendered as HTML. `read_at` is set when its addressee reads it. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
    readAt: at('read_at'),
  },
  (t) => [
    check('conversation_messages_body_check', sql`char_length(${t.body}) between 1 and 2000`),
    index('conversation_messages_thread_idx').on(t.conversationId, t.sentAt, t.id),
    // Unread counts: only the unread rows are indexed.
    index('conversation_messages_unread_idx')
      .on(t.conversationId, t.senderId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** An agent's block: the buyer can no longer message them (any listing). */
export const messagingBlocks = pgTable(
  'messaging_blocks',
  {
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.buyerId] })],
);

/**
 * A viewing request. `start_at` is the instant; `start_offset_minutes` the offset the buyer gave
 * it in, so that it is answered as it was asked (10:00+01:00, not 09:00Z).
 */
export const viewings = pgTable(
  'viewings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startAt: at('start_at').notNull(),
    startOffsetMinutes: integer('start_offset_minutes').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: VIEWING_STATUSES }).notNull().default('requested'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'viewings_status_check',
      sql`${t.status} in ('requested', 'confirmed', 'declined', 'cancelled')`,
    ),
    check('viewings_offset_check', sql`${t.startOffsetMinutes} between -1080 and 1080`),
    check('viewings_note_check', sql`char_length(${t.note}) <= 500`),
    index('viewings_buyer_idx').on(t.buyerId, t.startAt),
    index('viewings_agent_idx').on(t.agentId, t.startAt),
  ],
);

/**
 * E-mail waiting to be sent (CONTRACT.md section 8): written in the transaction of the event
 * that causes it, sent by the mail worker with retries; `sent_at` set once it is handed over.
 */
/** A file an e-mail carries: its name, media type and text content. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What caused it (message, viewing_requested, offer_made, sale_recorded, ...). */
    kind: text('kind').notNull(),
    toEmail: text('to_email').notNull(),
    toName: text('to_name').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers (an alert's List-Unsubscribe), or null. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files sent with it (an open house's calendar file, migration 0028), or null. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    createdAt: at('created_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time: the next try after a failure (backoff), or a worker's lease. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * The message e-mails of a conversation to one recipient: at most one per 10 minutes while the
 * conversation stays unread; reading the conversation starts the count again (clears the row).
 */
export const messageMailState = pgTable(
  'message_mail_state',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMailedAt: at('last_mailed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.recipientId] })],
);

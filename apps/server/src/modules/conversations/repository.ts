import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  conversationMessages as messagesTable,
  conversations,
  messagingBlocks,
} from '../../db/schema';

/** A timestamp as ISO-8601 in UTC, the same text from either driver. */
export const isoText = (column: SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The rows of a raw query, whichever driver ran it. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface ConversationParties {
  id: string;
  propertyId: string;
  buyerId: string;
  agentId: string;
  reportedAt: Date | null;
}

export async function findConversation(
  db: Database,
  id: string,
): Promise<ConversationParties | undefined> {
  const [row] = await db
    .select({
      id: conversations.id,
      propertyId: conversations.propertyId,
      buyerId: conversations.buyerId,
      agentId: conversations.agentId,
      reportedAt: conversations.reportedAt,
    })
    .from(conversations)
    .where(eq(conversations.id, id))
    .limit(1);
  return row;
}

export async function findConversationOf(
  db: Database,
  propertyId: string,
  buyerId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.propertyId, propertyId), eq(conversations.buyerId, buyerId)))
    .limit(1);
  return row?.id;
}

/**
 * The one conversation of this buyer about this listing: created when there is none. Two
 * concurrent first calls meet at the unique index; the loser finds the winner's row.
 */
export async function ensureConversation(
  tx: Tx,
  values: { propertyId: string; buyerId: string; agentId: string },
): Promise<string> {
  const [inserted] = await tx
    .insert(conversations)
    .values(values)
    .onConflictDoNothing({ target: [conversations.propertyId, conversations.buyerId] })
    .returning({ id: conversations.id });
  if (inserted) return inserted.id;
  const existing = await findConversationOf(tx, values.propertyId, values.buyerId);
  if (!existing) throw new Error('conversation vanished between insert and select');
  return existing;
}

/** Adds a message and moves the conversation to the top of both parties' lists. */
export async function insertMessage(
  tx: Tx,
  conversationId: string,
  senderId: string,
  body: string,
): Promise<string> {
  const [row] = await tx
    .insert(messagesTable)
    .values({ conversationId, senderId, body })
    .returning({ id: messagesTable.id, sentAt: messagesTable.sentAt });
  await tx
    .update(conversations)
    .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${row!.sentAt})` })
    .where(eq(conversations.id, conversationId));
  return row!.id;
}

export async function isBlocked(db: Database, agentId: string, buyerId: string) {
  const [row] = await db
    .select({ agentId: messagingBlocks.agentId })
    .from(messagingBlocks)
    .where(and(eq(messagingBlocks.agentId, agentId), eq(messagingBlocks.buyerId, buyerId)))
    .limit(1);
  return Boolean(row);
}

/** Sets or clears the block; the number of rows that changed. */
export async function setBlocked(
  db: Database,
  agentId: string,
  buyerId: string,
  blocked: boolean,
): Promise<number> {
  const rows = blocked
    ? await db
        .insert(messagingBlocks)
        .values({ agentId, buyerId })
        .onConflictDoNothing()
        .returning({ agentId: messagingBlocks.agentId })
    : await db
        .delete(messagingBlocks)
        .where(and(eq(messagingBlocks.agentId, agentId), eq(messagingBlocks.buyerId, buyerId)))
        .returning({ agentId: messagingBlocks.agentId });
  return rows.length;
}

/** Reports the conversation once: 0 when it was already reported. */
export async function markReported(db: Database, id: string, reporterId: string) {
  const rows = await db
    .update(conversations)
    .set({ reportedAt: sql`now()`, reportedBy: reporterId })
    .where(and(eq(conversations.id, id), isNull(conversations.reportedAt)))
    .returning({ id: conversations.id });
  return rows.length;
}

/** Marks the messages addressed to the reader read. */
export async function markRead(tx: Tx, conversationId: string, readerId: string) {
  await tx
    .update(messagesTable)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(messagesTable.conversationId, conversationId),
        ne(messagesTable.senderId, readerId),
        isNull(messagesTable.readAt),
      ),
    );
}

export interface MessageRow {
  id: string;
  conversationId: string;
  body: string;
  sentAt: string;
  senderId: string;
  senderName: string;
}

/** The messages of some conversations, oldest first. */
export async function listMessages(db: Database, conversationIds: string[]): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  const ids = sql.join(
    conversationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return rowsOf<MessageRow>(
    db,
    sql`select m.id, m.conversation_id as "conversationId", m.body,
          ${isoText(sql`m.sent_at`)} as "sentAt", m.sender_id as "senderId",
          u.name as "senderName"
        from conversation_messages m join users u on u.id = m.sender_id
        where m.conversation_id in (${ids})
        order by m.sent_at, m.id`,
  );
}

export interface SummaryRow {
  id: string;
  propertyId: string;
  title: string;
  image: string;
  buyerId: string;
  agentId: string;
  otherName: string;
  otherImage: string | null;
  lastBody: string | null;
  lastSentAt: string | null;
  lastSenderId: string | null;
  unread: number;
  blocked: boolean;
  reported: boolean;
}

/** My conversations as buyer or agent, the latest activity first. */
export async function listConversations(db: Database, me: string): Promise<SummaryRow[]> {
  return rowsOf<SummaryRow>(
    db,
    sql`select c.id, c.property_id as "propertyId", p.title, p.image,
          c.buyer_id as "buyerId", c.agent_id as "agentId",
          other.name as "otherName", other.photo_url as "otherImage",
          last.body as "lastBody", ${isoText(sql`last.sent_at`)} as "lastSentAt",
          last.sender_id as "lastSenderId",
          (select count(*)::int from conversation_messages u
            where u.conversation_id = c.id and u.sender_id <> ${me} and u.read_at is null
          ) as unread,
          exists (select 1 from messaging_blocks b
            where b.agent_id = c.agent_id and b.buyer_id = c.buyer_id) as blocked,
          c.reported_at is not null as reported
        from conversations c
        join properties p on p.id = c.property_id
        join users other on other.id = case when c.buyer_id = ${me} then c.agent_id else c.buyer_id end
        left join lateral (
          select m.body, m.sent_at, m.sender_id from conversation_messages m
          where m.conversation_id = c.id order by m.sent_at desc, m.id desc limit 1
        ) last on true
        where c.buyer_id = ${me} or c.agent_id = ${me}
        order by c.last_message_at desc, c.id desc`,
  );
}

/**
 * Unread messages addressed to me in all my conversations: one query on the partial index of
 * unread messages, reached from my conversations through their buyer and agent indexes.
 */
export async function countUnread(db: Database, me: string): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from conversation_messages m
        where m.read_at is null and m.sender_id <> ${me}
          and m.conversation_id in (
            select id from conversations where buyer_id = ${me}
            union all
            select id from conversations where agent_id = ${me})`,
  );
  return row?.count ?? 0;
}

export interface ReportedRow {
  id: string;
  propertyId: string;
  title: string;
  buyerName: string;
  buyerEmail: string;
  agentName: string;
  agentEmail: string;
  reportedAt: string;
  reportedBy: string;
}

/** Reported conversations, the newest report first. */
export async function listReported(db: Database): Promise<ReportedRow[]> {
  return rowsOf<ReportedRow>(
    db,
    sql`select c.id, c.property_id as "propertyId", p.title,
          b.name as "buyerName", b.email as "buyerEmail",
          a.name as "agentName", a.email as "agentEmail",
          ${isoText(sql`c.reported_at`)} as "reportedAt",
          coalesce(r.email, '') as "reportedBy"
        from conversations c
        join properties p on p.id = c.property_id
        join users b on b.id = c.buyer_id
        join users a on a.id = c.agent_id
        left join users r on r.id = c.reported_by
        where c.reported_at is not null
        order by c.reported_at desc, c.id desc`,
  );
}

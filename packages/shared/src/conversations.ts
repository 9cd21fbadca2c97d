import { z } from 'zod';

/*
 * Talking to the agent (CONTRACT.md section 8): conversations between a buyer and a listing's
 * agent, viewing requests, and the texts both the server and the web app show about them.
 */

export const MESSAGE_MAX_LENGTH = 2000;
export const VIEWING_NOTE_MAX_LENGTH = 500;
/** A viewing is requested for a time in the future, at most this many days ahead. */
export const VIEWING_MAX_DAYS_AHEAD = 90;

export const conversationMessages = {
  messageEmpty: 'Write a message first',
  messageTooLong: `A message is at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  messageSent: 'Your message is sent',
  conversationNotFound: 'Conversation not found',
  blocked: 'This agent does not accept messages from you',
  fraudCannotMessage: 'Your account is marked as fraud: you cannot start new conversations',
  buyerBlocked: 'This buyer can no longer message you',
  buyerUnblocked: 'This buyer can message you again',
  reported: 'Thanks: an admin will look at this conversation',
  alreadyReported: 'This conversation has already been reported',
  viewingNotFound: 'Viewing not found',
  viewingStartInvalid: 'Give the date and time with its offset, such as 2026-12-01T10:00:00+01:00',
  viewingStartPast: 'Choose a time in the future',
  viewingStartTooFar: `Choose a time within ${VIEWING_MAX_DAYS_AHEAD} days`,
  viewingNoteTooLong: `A note is at most ${VIEWING_NOTE_MAX_LENGTH} characters`,
  viewingRequested: 'Your viewing request is sent to the agent',
  viewingMoveNotAllowed: 'This viewing can no longer be changed that way',
  viewingConfirmed: 'The viewing is confirmed',
  viewingDeclined: 'The viewing is declined',
  viewingCancelled: 'The viewing is cancelled',
  tooManyMessages: 'You have sent many messages in a short time. Please try again later.',
} as const;

/** A message's text: trimmed, 1 to 2,000 characters, shown as plain text everywhere. */
export const messageTextSchema = z
  .string({ error: conversationMessages.messageEmpty })
  .trim()
  .min(1, conversationMessages.messageEmpty)
  .max(MESSAGE_MAX_LENGTH, conversationMessages.messageTooLong);

export const startConversationSchema = z.object({
  property_id: z.string().min(1),
  message: messageTextSchema,
});
export type StartConversation = z.infer<typeof startConversationSchema>;

export const sendMessageSchema = z.object({ message: messageTextSchema });
export type SendMessage = z.infer<typeof sendMessageSchema>;

/** One of my conversations in the Messages list (GET /api/conversations). */
export const conversationSummarySchema = z.object({
  _id: z.string(),
  property_id: z.string(),
  property_title: z.string(),
  property_image: z.string(),
  /** Whether I am the buyer (false: I am the listing's agent). */
  i_am_buyer: z.boolean(),
  other_party: z.object({ name: z.string(), image: z.string().nullable() }),
  last_message: z.object({ body: z.string(), sent_at: z.string(), from_me: z.boolean() }),
  /** How many messages addressed to me in it are unread. */
  unread: z.number().int().nonnegative(),
  /** The agent has blocked the buyer from messaging them. */
  blocked: z.boolean(),
  reported: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationMessageSchema = z.object({
  _id: z.string(),
  body: z.string(),
  sent_at: z.string(),
  from_me: z.boolean(),
  sender_name: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** `blocked`: the agent's switch on a conversation's buyer (POST /api/conversations/{id}/block). */
export const blockBodySchema = z.object({ blocked: z.boolean() });

/** A reported conversation as the admin sees it (GET /api/admin/conversations). */
export const reportedConversationSchema = z.object({
  _id: z.string(),
  property_id: z.string(),
  property_title: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  agent_name: z.string(),
  agent_email: z.string(),
  reported_at: z.string(),
  reported_by: z.string(),
  messages: z.array(
    z.object({ _id: z.string(), body: z.string(), sent_at: z.string(), sender_name: z.string() }),
  ),
});
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;

export const VIEWING_STATUSES = ['requested', 'confirmed', 'declined', 'cancelled'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

/** ISO-8601 with an explicit offset (`Z` or `+01:00`): the visitor's own clock time is kept. */
export const VIEWING_START_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A viewing request. The start's shape is checked here; that it lies in the future and within
 * 90 days is checked by the server against its own clock (and by the form, for comfort).
 */
export const viewingRequestSchema = z.object({
  property_id: z.string().min(1),
  start: z
    .string({ error: conversationMessages.viewingStartInvalid })
    .max(40, { error: conversationMessages.viewingStartInvalid, abort: true })
    .regex(VIEWING_START_PATTERN, conversationMessages.viewingStartInvalid)
    .refine((v) => !Number.isNaN(Date.parse(v)), conversationMessages.viewingStartInvalid),
  note: z
    .string()
    .trim()
    .max(VIEWING_NOTE_MAX_LENGTH, conversationMessages.viewingNoteTooLong)
    .optional(),
});
export type ViewingRequest = z.infer<typeof viewingRequestSchema>;

export const viewingSchema = z.object({
  _id: z.string(),
  property_id: z.string(),
  property_title: z.string(),
  /** As requested: ISO-8601 with the offset the buyer gave. */
  start: z.string(),
  status: z.enum(VIEWING_STATUSES),
  note: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  agent_name: z.string(),
  /** Whether I am the buyer (false: I am the listing's agent). */
  i_am_buyer: z.boolean(),
});
export type Viewing = z.infer<typeof viewingSchema>;

export const viewingMoveSchema = z.object({
  status: z.enum(['confirmed', 'declined', 'cancelled'], {
    error: 'status must be confirmed, declined or cancelled',
  }),
});
export type ViewingMove = z.infer<typeof viewingMoveSchema>;

/** The question a buyer's first message starts from (editable in the Contact agent form). */
export const firstMessageDraft = (propertyTitle: string) =>
  `Hello, I am interested in "${propertyTitle}". Is it still available, and when could I see it?`;

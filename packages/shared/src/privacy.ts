import { z } from 'zod';
import { stringError } from './form-input';

/*
 * "Take my data and leave" (CONTRACT.md section 16): the signed-in person downloads everything
 * the site holds about them as one JSON file, and deletes their account.
 */

/** How recent a sign-in must be for an account without a password to delete itself. */
export const FRESH_SIGN_IN_MINUTES = 10;

/** The export file's name on a day (`YYYY-MM-DD`, UTC). */
export const exportFileName = (day: string) => `elite-property-data-${day}.json`;

/**
 * `DELETE /api/auth/me`: the account's password; an account that signs in only with Google or
 * Facebook sends none (a sign-in within FRESH_SIGN_IN_MINUTES stands for it).
 */
export const accountDeletionBodySchema = z.object({
  password: z
    .string({ error: stringError('password') })
    .max(256, 'password is too long')
    .optional(),
});
export type AccountDeletionBody = z.infer<typeof accountDeletionBodySchema>;

/** `GET /api/auth/me/deletion`: what deleting the signed-in account asks for. */
export const accountDeletionCheckSchema = z.object({
  /** The account has a password: deleting it asks for it. */
  password_required: z.boolean(),
  /** The current sign-in is at most FRESH_SIGN_IN_MINUTES old (what a password-less account needs). */
  recent_sign_in: z.boolean(),
});
export type AccountDeletionCheck = z.infer<typeof accountDeletionCheckSchema>;

const id = z.string();
const time = z.string();
const optionalTime = time.nullable();
const text = z.string().nullable();
const amount = z.number().nullable();
/** What the other person in a conversation, a viewing or a block is shown as in the app. */
const otherParty = { role: z.enum(['buyer', 'agent']), other_party_name: z.string().nullable() };
const property = { property_id: id.nullable(), property_title: text };

/** The account itself (never its password's hash). */
const exportAccountSchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  photo_url: text,
  role: z.string(),
  status: z.string(),
  locale: text,
  created_at: time,
  email_verified_at: optionalTime,
  has_password: z.boolean(),
  agency: z.object({ _id: id, name: z.string() }).nullable(),
  bio: text,
  phone: text,
  languages: z.array(z.string()).nullable(),
});

const tradeTerms = {
  listing_type: z.string(),
  rent_period: text,
  move_in: text,
  term_months: z.number().nullable(),
};

/**
 * The export's sections, each a list of records keyed `_id`. A new section is one line here and
 * one in the server's list (modules/privacy/export-sections.ts).
 */
export const exportSectionSchemas = {
  signInProviders: z.array(
    z.object({ _id: id, provider: z.string(), subject: z.string(), linked_at: time }),
  ),
  sessions: z.array(
    z.object({
      _id: id,
      signed_in_at: time,
      last_used_at: time,
      expires_at: time,
      current: z.boolean(),
    }),
  ),
  wishlist: z.array(z.object({ _id: id, ...property, added_at: time })),
  reviews: z.array(z.object({ _id: id, ...property, description: z.string(), created_at: time })),
  offers: z.array(
    z.object({
      _id: id,
      ...property,
      offered_price: z.number(),
      status: z.string(),
      transaction_id: text,
      message: text,
      ...tradeTerms,
      created_at: time,
      updated_at: time,
    }),
  ),
  /** Card payments of the person's offers: amounts and outcomes, never a client secret or card. */
  payments: z.array(
    z.object({
      _id: id,
      offer_id: id,
      amount: z.number(),
      status: z.string(),
      last_error: text,
      created_at: time,
      updated_at: time,
    }),
  ),
  purchases: z.array(
    z.object({
      _id: id,
      ...property,
      location: z.string(),
      price: z.number(),
      amount_paid: z.number(),
      transaction_id: z.string(),
      agent_name: z.string(),
      agent_email: z.string(),
      ...tradeTerms,
      sold_at: time,
    }),
  ),
  sales: z.array(
    z.object({
      _id: id,
      ...property,
      location: z.string(),
      price: z.number(),
      amount_paid: z.number(),
      transaction_id: z.string(),
      buyer_name: z.string(),
      buyer_email: z.string(),
      ...tradeTerms,
      sold_at: time,
    }),
  ),
  conversations: z.array(
    z.object({
      _id: id,
      ...property,
      ...otherParty,
      created_at: time,
      last_message_at: time,
      reported_at: optionalTime,
      reported_by_me: z.boolean(),
    }),
  ),
  messages: z.array(
    z.object({
      _id: id,
      conversation_id: id,
      from_me: z.boolean(),
      body: z.string(),
      sent_at: time,
      read_at: optionalTime,
    }),
  ),
  viewings: z.array(
    z.object({
      _id: id,
      ...property,
      ...otherParty,
      start_at: time,
      start_offset_minutes: z.number(),
      note: z.string(),
      status: z.string(),
      created_at: time,
      updated_at: time,
    }),
  ),
  messagingBlocks: z.array(z.object({ _id: id, ...otherParty, blocked_at: time })),
  savedSearches: z.array(
    z.object({
      _id: id,
      name: z.string(),
      query: z.record(z.string(), z.unknown()),
      frequency: z.string(),
      created_at: time,
    }),
  ),
  notifications: z.array(
    z.object({
      _id: id,
      kind: z.string(),
      property_id: id.nullable(),
      old_price: amount,
      price: amount,
      delivery: z.string(),
      created_at: time,
      read_at: optionalTime,
    }),
  ),
  /** An agent's listings: every stored field, by its column's name. */
  listings: z.array(z.record(z.string(), z.unknown())),
  agentReviewsWritten: z.array(
    z.object({
      _id: id,
      agent_id: id,
      agent_name: z.string(),
      rating: z.number(),
      comment: z.string(),
      created_at: time,
    }),
  ),
  agentReviewsReceived: z.array(
    z.object({
      _id: id,
      reviewer_name: z.string(),
      rating: z.number(),
      comment: z.string(),
      created_at: time,
    }),
  ),
  openHouseAttendances: z.array(
    z.object({
      _id: id,
      ...property,
      start_at: time,
      end_at: time,
      said_at: time,
      reminded_at: optionalTime,
    }),
  ),
  /** E-mails written to the person: what and when (the texts, which hold one-time links, are not kept here). */
  emails: z.array(
    z.object({
      _id: id,
      kind: z.string(),
      subject: z.string(),
      created_at: time,
      sent_at: optionalTime,
    }),
  ),
  digests: z.array(z.object({ _id: z.string(), sent_at: time })),
  newsletter: z.array(z.object({ _id: z.string(), subscribed_at: time })),
  /** Admin actions done by the person, or to their account (who did it is not theirs to know). */
  auditEntries: z.array(
    z.object({
      _id: id,
      action: z.string(),
      target_type: z.string(),
      target_id: z.string(),
      by_me: z.boolean(),
      created_at: time,
    }),
  ),
  /** Listings the person reported (signed in, or signed out with their address), and outcomes. */
  listingReports: z.array(
    z.object({
      _id: id,
      property_id: id,
      property_title: z.string(),
      reason: z.string(),
      details: z.string(),
      status: z.string(),
      note: text,
      created_at: time,
      resolved_at: time.nullable(),
    }),
  ),
};
export type ExportSectionName = keyof typeof exportSectionSchemas;

/** `GET /api/auth/me/export`: the whole file. */
export const accountExportSchema = z.object({
  format: z.literal('elite-property-export/1'),
  exported_at: time,
  account: exportAccountSchema,
  ...exportSectionSchemas,
});
export type AccountExport = z.infer<typeof accountExportSchema>;

// Account tokens: e-mailed links and sign-in codes, and the sessions (bearer tokens) of signed-in accounts.
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './core-tables';
import { at } from './columns';

export const ACCOUNT_TOKEN_PURPOSES = ['verify-email', 'password-reset', 'sign-in-code'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * The secret of an e-mailed link (decision 044): e-mail verification (24 hours) or password
 * reset (1 hour), single use. Only the SHA-256 hash of its 256 random bits is stored. A sign-in
 * code (15 minutes, single use, decision 052) is stored as the hash of its browser's nonce and
 * the code (migration 0021).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    /** The address the link was sent to: a link proves only that address. */
    email: text('email').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'account_tokens_purpose_check',
      sql`${t.purpose} in ('verify-email', 'password-reset', 'sign-in-code')`,
    ),
    index('account_tokens_user_idx').on(t.userId),
    index('account_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** A bearer token. Only its SHA-256 hash is stored, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

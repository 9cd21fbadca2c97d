import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core-tables';
import { at } from './columns';

const createdAt = () => at('created_at').notNull().defaultNow();

// Social sign-in (Google, Facebook; decision 015): the flows under way and the accounts linked.

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;

/**
 * A social sign-in in progress: the `state` sent to the provider, with the PKCE verifier and
 * nonce that only this server knows. Deleted when the provider sends the browser back (single use).
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** Where the web app goes after a full-page sign-in: a path on this site. */
    returnTo: text('return_to').notNull().default('/'),
    /** Started in a popup: the popup hands the result to the page that opened it. */
    popup: boolean('popup').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_states_created_idx').on(t.createdAt)],
);

/** The one-time code that ends a social sign-in (60 s, single use). Only its hash is stored. */
export const oauthCodes = pgTable(
  'oauth_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /**
     * The hash of the secret the browser that started the sign-in holds in a cookie: only that
     * browser may trade the code (login CSRF, issue 36).
     */
    browserHash: text('browser_hash').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_codes_expires_idx').on(t.expiresAt)],
);

/** An account's identity at a provider: the provider's stable subject, never the e-mail. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('oauth_accounts_provider_check', sql`${t.provider} in ('google', 'facebook')`),
    uniqueIndex('oauth_accounts_provider_subject_unique').on(t.provider, t.subject),
    index('oauth_accounts_user_idx').on(t.userId),
  ],
);

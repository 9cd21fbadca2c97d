// API clients of the RESO Web API (CONTRACT.md section 15, migration 0034): OAuth2 client
// credentials an admin creates, and the access tokens they take at /reso/token.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './core-tables';

/** A client. Only the SHA-256 hash of its secret (256 random bits) is stored. */
export const apiClients = pgTable(
  'api_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** The admin who created it; null once that account is deleted. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Set when an admin revokes it: its tokens stop at once, and it takes no new one. */
    revokedAt: at('revoked_at'),
  },
  (t) => [check('api_clients_name_check', sql`char_length(${t.name}) between 1 and 100`)],
);

/** An access token (an hour); only its SHA-256 hash is stored, like a session's. */
export const apiClientTokens = pgTable(
  'api_client_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('api_client_tokens_client_idx').on(t.clientId),
    index('api_client_tokens_expires_idx').on(t.expiresAt),
  ],
);

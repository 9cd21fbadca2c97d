import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    /** argon2id hash; null for accounts that only sign in through a social provider. */
    passwordHash: text('password_hash'),
    photoUrl: text('photo_url'),
    role: text('role', { enum: ['user', 'agent', 'admin'] })
      .notNull()
      .default('user'),
    status: text('status', { enum: ['Verified', 'fraud'] })
      .notNull()
      .default('Verified'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'agent', 'admin')`),
    check('users_status_check', sql`${t.status} in ('Verified', 'fraud')`),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

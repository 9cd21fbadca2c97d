// Listing reports (CONTRACT.md section 16, migration 0032): anyone's report of a public listing,
// which an admin resolves with a note.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { properties, users } from './core-tables';

export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Listings are only ever soft-deleted (deleted_at): a report outlives its listing's removal.
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The account that reported; null for a visitor, and once that account is deleted. */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** The visitor's address, or the account's when it reported: kept for the record. */
    reporterEmail: text('reporter_email').notNull(),
    /** Whether an account reported (a null reporter_id then means it was deleted since). */
    fromAccount: boolean('from_account').notNull(),
    /** The request's locale when it reported: a visitor's outcome e-mail is written in it. */
    locale: text('locale').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    note: text('note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: at('resolved_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'listing_reports_reason_check',
      sql`${t.reason} in ('misleading', 'fraud', 'discriminatory', 'duplicate', 'other')`,
    ),
    check('listing_reports_status_check', sql`${t.status} in ('open', 'resolved')`),
    check('listing_reports_locale_check', sql`${t.locale} in ('en', 'es', 'fr', 'de', 'ar')`),
    check(
      'listing_reports_texts_check',
      sql`char_length(${t.details}) <= 2000 and char_length(${t.note}) between 1 and 2000
        and char_length(${t.reporterEmail}) between 3 and 254`,
    ),
    check(
      'listing_reports_resolved_check',
      sql`(${t.status} = 'resolved') = (${t.resolvedAt} is not null and ${t.note} is not null)`,
    ),
    uniqueIndex('listing_reports_open_reporter_idx')
      .on(t.propertyId, t.reporterEmail)
      .where(sql`${t.status} = 'open'`),
    index('listing_reports_queue_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('listing_reports_reporter_idx')
      .on(t.reporterId)
      .where(sql`${t.reporterId} is not null`),
  ],
);

// Listing imports (CONTRACT.md section 15, migration 0033): a file of listings an agent (or an
// admin, for any agent) hands in, kept with its rows so that a restarted server carries on.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { users } from './core-tables';

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** A row that failed: its 1-based data row, the field at fault and why. */
export interface FailedImportRow {
  row: number;
  field: string;
  message: string;
}

export const listingImports = pgTable(
  'listing_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who started it: only they (and admins) may read it; gone with their account. */
    startedBy: uuid('started_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('queued'),
    dryRun: boolean('dry_run').notNull().default(false),
    rows: integer('rows').notNull(),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    failedRows: jsonb('failed_rows').$type<FailedImportRow[]>().notNull().default([]),
    /** The file's rows, each a record of column to text: the worker resumes at `processed`. */
    data: jsonb('data').$type<Record<string, string>[]>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    check(
      'listing_imports_status_check',
      sql`${t.status} in ('queued', 'running', 'done', 'failed')`,
    ),
    check(
      'listing_imports_counts_check',
      sql`${t.processed} between 0 and ${t.rows} and ${t.rows} <= 5000`,
    ),
    // The worker's queue: the oldest unfinished first.
    index('listing_imports_queue_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/** A photo an import fetched by URL (migration 0035): the address and the image it became. */
export const importedPhotos = pgTable('imported_photos', {
  sourceUrl: text('source_url').primaryKey(),
  imageUrl: text('image_url').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

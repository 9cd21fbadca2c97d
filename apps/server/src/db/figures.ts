// Listing figures (CONTRACT.md section 14, migration 0031): views a listing and day, today's
// visitors (a keyed hash, nothing else), the hash's key of the day, and the site's searches a day.
import { sql } from 'drizzle-orm';
import { check, customType, date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { properties } from './core-tables';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const day = () => date('day', { mode: 'string' }).notNull();

/** How many visitors saw a listing on a day (UTC). */
export const listingDailyViews = pgTable(
  'listing_daily_views',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: day(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.day] }),
    check('listing_daily_views_check', sql`${t.views} >= 0`),
  ],
);

/** Who saw a listing today: a hash keyed with the day's key; yesterday's rows are deleted. */
export const listingVisitors = pgTable(
  'listing_visitors',
  {
    day: day(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    visitor: bytea('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.propertyId, t.visitor] })],
);

/** The visitor hash's random key of a day, the same for every server process; gone with its day. */
export const visitorKeys = pgTable('visitor_keys', {
  day: date('day', { mode: 'string' }).primaryKey(),
  key: bytea('key').notNull(),
});

/** The site's figures of a day that no other table holds. */
export const siteDailyFigures = pgTable(
  'site_daily_figures',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    searches: integer('searches').notNull().default(0),
  },
  (t) => [check('site_daily_figures_check', sql`${t.searches} >= 0`)],
);

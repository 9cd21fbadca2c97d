import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AccessibilityFeature,
  EnergyRating,
  ListingFeature,
} from '@elite/shared/listing-decision';
import {
  ALERT_KINDS,
  NOTIFICATION_KINDS,
  SAVED_SEARCH_FREQUENCIES,
  type SavedQuery,
} from '@elite/shared';
import { priceHistory } from './price-history';
import { properties, users } from './core-tables';
import { openHouses } from './open-houses';
import { at, money } from './columns';

/** PostgreSQL's built-in geometric types, written and read as their text form. */
const box = customType<{ data: string; driverData: string }>({ dataType: () => 'box' });
const polygon = customType<{ data: string; driverData: string }>({ dataType: () => 'polygon' });

/**
 * A search kept under a name (CONTRACT.md section 9). `query` is what the user saved, as the
 * address bar holds it; the columns after it are the same search ready for matching on write
 * (modules/search/filters.ts): null is "no such filter". `location_pattern` is the
 * LIKE pattern the search itself uses on `properties.location_search`.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<SavedQuery>().notNull(),
    frequency: text('frequency', { enum: SAVED_SEARCH_FREQUENCIES }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    locationPattern: text('location_pattern'),
    minPrice: money('min_price'),
    maxPrice: money('max_price'),
    beds: integer('beds'),
    baths: numeric('baths', { precision: 4, scale: 1, mode: 'number' }),
    types: text('types').array(),
    minArea: doublePrecision('min_area'),
    maxArea: doublePrecision('max_area'),
    bbox: box('bbox'),
    polygon: polygon('polygon'),
    // What a buyer needs to decide (CONTRACT.md section 13, migration 0027).
    energy: text('energy').$type<EnergyRating>(),
    features: text('features').array().$type<ListingFeature[]>(),
    accessible: text('accessible').array().$type<AccessibilityFeature[]>(),
    openHouseDays: integer('open_house_days'),
  },
  (t) => [
    check('saved_searches_frequency_check', sql`${t.frequency} in ('instant', 'daily', 'off')`),
    check('saved_searches_energy_check', sql`${t.energy} in ('A', 'B', 'C', 'D', 'E', 'F', 'G')`),
    check('saved_searches_open_house_days_check', sql`${t.openHouseDays} between 1 and 90`),
    index('saved_searches_user_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/**
 * One per saved search and event: a listing verified for the first time (`new_listing`) or
 * verified again cheaper (`price_drop`). `event_id` is the price_history row of that event, so
 * the unique index makes a repeat (a second server, a retried job) a no-op. `delivery` is the
 * search's frequency when it matched: `instant` e-mails go at once, `daily` ones wait for the
 * account's digest (`digested_at`).
 * Or an agent's notice (migration 0020, docs/decisions/048): a listing verified or rejected
 * (`property_id`, no search, event or price), or the account marked as fraud (no listing
 * either); its e-mail is queued with it, so its `delivery` is `instant`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first (oldest) of the account's searches the listing matched. */
    savedSearchId: uuid('saved_search_id').references(() => savedSearches.id, {
      onDelete: 'cascade',
    }),
    /** Every search of the account the listing matched (migration 0018): one notification names them all. */
    savedSearchIds: uuid('saved_search_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => priceHistory.id, { onDelete: 'cascade' }),
    /** An `open_house` alert's open house (migration 0028): gone when the agent cancels it. */
    openHouseId: uuid('open_house_id').references(() => openHouses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    oldPrice: money('old_price'),
    price: money('price'),
    delivery: text('delivery', { enum: ['instant', 'daily'] }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
    digestedAt: at('digested_at'),
  },
  (t) => [
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('new_listing', 'price_drop', 'open_house', 'listing_verified', 'listing_rejected', 'account_marked_fraud')`,
    ),
    // An alert has its search, event, listing and price; a notice no search or event (0020).
    check(
      'notifications_shape_check',
      sql`CASE
    WHEN ${t.kind} in ('new_listing', 'price_drop') THEN
      ${t.savedSearchId} is not null and ${t.eventId} is not null
      and ${t.propertyId} is not null and ${t.price} is not null
    WHEN ${t.kind} = 'open_house' THEN
      ${t.savedSearchId} is not null and ${t.eventId} is null
      and ${t.propertyId} is not null and ${t.price} is not null
      and ${t.openHouseId} is not null
    WHEN ${t.kind} = 'account_marked_fraud' THEN
      ${t.savedSearchId} is null and ${t.eventId} is null
      and ${t.propertyId} is null
    ELSE
      ${t.savedSearchId} is null and ${t.eventId} is null
      and ${t.propertyId} is not null
  END`,
    ),
    check('notifications_delivery_check', sql`${t.delivery} in ('instant', 'daily')`),
    // One per account and event, naming every matching search (migration 0018).
    uniqueIndex('notifications_user_event_idx')
      .on(t.userId, t.eventId)
      .where(sql`${t.eventId} is not null`),
    // One per account and open house (migration 0028).
    uniqueIndex('notifications_user_open_house_idx')
      .on(t.userId, t.openHouseId)
      .where(sql`${t.openHouseId} is not null`),
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_digest_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.delivery} = 'daily' and ${t.digestedAt} is null`),
  ],
);

/** In a query of `notifications`: the names of the row's saved searches, oldest search first. */
export const notificationSearchNames = sql<string[]>`array(
  select ${savedSearches.name} from ${savedSearches}
  where ${savedSearches.id} = any(${notifications.savedSearchIds})
  order by ${savedSearches.createdAt}, ${savedSearches.id})`;

/**
 * Listings waiting to be matched against the saved searches: written in the transaction that
 * verifies them (one row per price_history event), taken by the alert worker with
 * `FOR UPDATE SKIP LOCKED` and deleted in the transaction that records the notifications.
 */
export const alertJobs = pgTable('alert_jobs', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => priceHistory.id, { onDelete: 'cascade' }),
  propertyId: uuid('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ALERT_KINDS }).notNull(),
  oldPrice: money('old_price'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The daily digests sent: one per account and day, whatever the number of servers. */
export const digestRuns = pgTable(
  'digest_runs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Keys the server makes once and every server shares (the unsubscribe links' signing key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

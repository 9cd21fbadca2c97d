// The accounts', listings' and trade's tables; schema.ts re-exports them with the other areas'.
import { sql, type SQL } from 'drizzle-orm';
import { PROPERTY_TYPES } from '@elite/shared/listing-labels';
import type { ListingTranslations } from '@elite/shared/listing-address';
import type { Furnishing, ListingType, RentPeriod } from '@elite/shared/listing-rental';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agentProfileChecks, agentProfileColumns } from './agencies';
import { at, money } from './columns';
import { decisionFactChecks, decisionFactColumns } from './decision-facts';
import type { PendingChange } from './listing-version';

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
    createdAt: at('created_at').notNull().defaultNow(),
    /** When the owner proved the address (an e-mailed link, a provider); null: not yet. */
    emailVerifiedAt: at('email_verified_at'),
    /** The account's language (one of the shipped locales); null: the site's default locale. */
    locale: text('locale'),
    ...agentProfileColumns(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'agent', 'admin')`),
    check('users_status_check', sql`${t.status} in ('Verified', 'fraud')`),
    check('users_locale_check', sql`${t.locale} in ('en', 'es', 'fr', 'de', 'ar')`),
    ...agentProfileChecks(t),
  ],
);

const createdAt = () => at('created_at').notNull().defaultNow();

export const PROPERTY_STATUSES = ['pending', 'verified', 'rejected', 'sold'] as const;
/** The shared package's list (db/ imports no module; the shared package is not one). */
export { PROPERTY_TYPES };
export interface ListingPhoto {
  url: string;
  alt: string;
}
export const OFFER_STATUSES = ['pending', 'accepted', 'rejected', 'bought'] as const;

/**
 * A listing. Agent fields are read live from `users`; a deleted property is kept
 * (deleted_at) because offers, reviews and sales still point at it.
 */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    location: text('location').notNull(),
    image: text('image').notNull(),
    priceMin: money('price_min').notNull(),
    priceMax: money('price_max').notNull(),
    status: text('status', { enum: PROPERTY_STATUSES }).notNull().default('pending'),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
    /** The agency's own key of the listing, for imports (CONTRACT.md section 15, migration 0033). */
    externalId: text('external_id'),
    /**
     * `lower(location)`, kept by the database, for the location search: computing lower() for
     * every row a search looks at costs more than the rest of the scan (mostly on PGlite).
     */
    /**
     * Publicly listed: verified, not deleted, and the agent is set and not marked as fraud.
     * Kept by triggers (migration 0009) on every write to a property and on every change of a
     * user's status, in the same transaction, so that the public list reads one table.
     */
    listed: boolean('listed').notNull().default(false),
    /** With the city and postal code (migration 0023): the location search matches them too. */
    locationSearch: text('location_search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${properties.location} || coalesce(' ' || ${properties.city}, '') || coalesce(' ' || ${properties.postalCode}, ''))`,
      ),
    // Address parts and languages (CONTRACT.md 11, migration 0023): `translations` of its text.
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    region: text('region'),
    country: text('country'),
    language: text('language').notNull().default('en'),
    translations: jsonb('translations').$type<ListingTranslations>().notNull().default({}),
    // The listing's facts (CONTRACT.md section 6, RESO names), null when unknown; the checks
    // mirror packages/shared/src/listing-facts.ts (migration 0011).
    propertyType: text('property_type', { enum: PROPERTY_TYPES }),
    bedrooms: integer('bedrooms'),
    bathrooms: numeric('bathrooms', { precision: 3, scale: 1, mode: 'number' }),
    livingArea: doublePrecision('living_area'),
    lotSize: doublePrecision('lot_size'),
    yearBuilt: integer('year_built'),
    description: text('description'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * The gallery in order, the first the cover (= `image`). A row written without it (`[]`)
     * is answered with its one image as the gallery.
     */
    photos: jsonb('photos').$type<ListingPhoto[]>().notNull().default([]),
    floorPlan: text('floor_plan'),
    tourUrl: text('tour_url'),
    // Sale or rent; a rental's facts, null on a sale listing (CONTRACT.md 12, migration 0024).
    listingType: text('listing_type').$type<ListingType>().notNull().default('sale'),
    rentPeriod: text('rent_period').$type<RentPeriod>(),
    deposit: money('deposit'),
    availableFrom: date('available_from', { mode: 'string' }),
    furnished: text('furnished').$type<Furnishing>(),
    minTermMonths: integer('min_term_months'),
    petsAllowed: boolean('pets_allowed'),
    billsIncluded: boolean('bills_included'),
    ...decisionFactColumns(),
    /** When an admin first verified it. */
    listedAt: at('listed_at'),
    /**
     * An agent's change to a verified listing, waiting for an admin (migration 0019): the columns
     * above stay the last verified version, which the public sees (docs/decisions/047).
     */
    pendingChange: jsonb('pending_change').$type<PendingChange>(),
  },
  (t) => [
    check(
      'properties_property_type_check',
      sql`${t.propertyType} in ('house', 'apartment', 'condo', 'townhouse', 'land', 'commercial')`,
    ),
    check('properties_bedrooms_check', sql`${t.bedrooms} between 0 and 50`),
    check(
      'properties_bathrooms_check',
      sql`${t.bathrooms} between 0 and 50 and ${t.bathrooms} * 2 = trunc(${t.bathrooms} * 2)`,
    ),
    check('properties_living_area_check', sql`${t.livingArea} > 0 and ${t.livingArea} <= 10000000`),
    check('properties_lot_size_check', sql`${t.lotSize} > 0 and ${t.lotSize} <= 10000000`),
    // The upper bound (the current year + 5) moves with time: the API checks it.
    check('properties_year_built_check', sql`${t.yearBuilt} >= 1500`),
    check('properties_description_check', sql`char_length(${t.description}) <= 5000`),
    check(
      'properties_coordinates_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
    check(
      'properties_photos_check',
      sql`jsonb_typeof(${t.photos}) = 'array' and jsonb_array_length(${t.photos}) <= 30`,
    ),
    check('properties_tour_url_check', sql`${t.tourUrl} like 'https://%'`),
    ...decisionFactChecks(t),
    check('properties_pending_change_check', sql`jsonb_typeof(${t.pendingChange}) = 'object'`),
    check(
      'properties_status_check',
      sql`${t.status} in ('pending', 'verified', 'rejected', 'sold')`,
    ),
    check('properties_price_check', sql`${t.priceMin} > 0 and ${t.priceMin} <= ${t.priceMax}`),
    // Location search (`like '%term%'`). Its column's statistics target is raised in migration
    // 0008, so that the planner's estimate of a search's matches is close (docs/decisions/010).
    index('properties_search_trgm_idx').using('gin', t.locationSearch.op('gin_trgm_ops')),
    // The public list in each of its orders. The search column is in the index so that a page
    // is found from the index alone (an index-only scan); the rows are read only for the page
    // itself (docs/decisions/010).
    index('properties_public_price_idx')
      .on(t.priceMin, t.id, t.locationSearch)
      .where(sql`${t.listed}`),
    index('properties_public_created_idx')
      .on(t.createdAt.desc(), t.id, t.locationSearch)
      .where(sql`${t.listed}`),
    // Newest listed first; a map's view or drawn area (PostgreSQL's point and GiST, the queries
    // writing the same expression); a rare type; a band of living area (docs/decisions/029).
    // Migration 0016 gives the GiST index INCLUDE columns (the filters', the orders' and the
    // map's), which drizzle-kit cannot write, for index-only scans (docs/decisions/039).
    ...[
      index('properties_public_listed_idx').on(t.listedAt.desc().nullsLast(), t.id.desc()),
      index('properties_public_point_idx').using('gist', sql`point(${t.longitude}, ${t.latitude})`),
      index('properties_public_type_idx').on(t.propertyType),
      index('properties_public_area_idx').on(t.livingArea),
    ].map((partial) => partial.where(sql`${t.listed}`)),
    // The few listings whose price range is over 25% wide, in price order: a search sorted by
    // price from the lowest with a minimum price walks them apart (docs/decisions/039).
    index('properties_public_wide_price_idx')
      .on(t.priceMin, t.id)
      .where(sql`${t.listed} and ${t.priceMax} * 0.8 > ${t.priceMin}`),
    index('properties_agent_idx').on(t.agentId),
    uniqueIndex('properties_agent_external_id_idx')
      .on(t.agentId, t.externalId)
      .where(sql`${t.externalId} is not null and ${t.deletedAt} is null`),
  ],
);

export const wishlistEntries = pgTable(
  'wishlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_user_property_unique').on(t.userId, t.propertyId),
    index('wishlist_property_idx').on(t.propertyId),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offeredPrice: money('offered_price').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    transactionId: text('transaction_id'),
    // An application on a home to rent (CONTRACT.md section 12, migration 0024): null on an offer
    // to buy; `rent_period` is the listing's when the renter applied, which the holding deposit
    // is reckoned from.
    moveIn: date('move_in', { mode: 'string' }),
    termMonths: integer('term_months'),
    message: text('message'),
    rentPeriod: text('rent_period').$type<RentPeriod>(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('offers_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected', 'bought')`),
    check('offers_price_check', sql`${t.offeredPrice} > 0`),
    // One open offer per buyer and property; one accepted offer per property.
    uniqueIndex('offers_open_unique')
      .on(t.propertyId, t.buyerId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    uniqueIndex('offers_accepted_unique')
      .on(t.propertyId)
      .where(sql`${t.status} in ('accepted', 'bought')`),
    index('offers_buyer_idx').on(t.buyerId),
  ],
);

/** A completed sale. Display fields are copied: a receipt must not change afterwards. */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .unique()
      .references(() => offers.id, { onDelete: 'set null' }),
    propertyId: uuid('property_id')
      .notNull()
      .unique()
      .references(() => properties.id),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    transactionId: text('transaction_id').notNull().unique(),
    price: money('price').notNull(),
    /** What the card paid: the price, or a reservation deposit above the card cap. */
    amountPaid: money('amount_paid').notNull(),
    propertyTitle: text('property_title').notNull(),
    location: text('location').notNull(),
    propertyImage: text('property_image').notNull(),
    agentName: text('agent_name').notNull(),
    agentEmail: text('agent_email').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    soldAt: at('sold_at').notNull().defaultNow(),
    // A let (CONTRACT.md section 12, migration 0024): `price` is the rent per `rent_period`.
    listingType: text('listing_type').$type<ListingType>().notNull().default('sale'),
    rentPeriod: text('rent_period').$type<RentPeriod>(),
    moveIn: date('move_in', { mode: 'string' }),
    termMonths: integer('term_months'),
  },
  (t) => [index('sales_agent_idx').on(t.agentId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_property_idx').on(t.propertyId),
    // One review per person and listing (migration 0018).
    uniqueIndex('reviews_property_reviewer_idx').on(t.propertyId, t.reviewerId),
    index('reviews_reviewer_idx').on(t.reviewerId),
    index('reviews_created_idx').on(t.createdAt),
  ],
);

export const advertisements = pgTable('advertisements', {
  id: uuid('id').primaryKey().defaultRandom(),
  propertyId: uuid('property_id')
    .notNull()
    .unique()
    .references(() => properties.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

export const PAYMENT_INTENT_STATUSES = ['requires_payment_method', 'succeeded'] as const;

/**
 * The sandbox card processor's payment intents (PAYMENTS=sandbox). Stored so that a restart
 * loses nothing; Stripe keeps its own.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: PAYMENT_INTENT_STATUSES })
      .notNull()
      .default('requires_payment_method'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payment_intents_offer_idx').on(t.offerId)],
);

/** Stripe webhook events already handled, so a redelivered event records nothing twice. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/**
 * Admin actions kept for the record: who (an id and the e-mail at the time, since accounts can be
 * deleted), what, to which record, from where and when. Rows are only ever inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

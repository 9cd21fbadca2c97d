import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { listingFactsShape, Property, PropertyType } from '@elite/shared';
import type { listingAddressShape, listingTextShape } from '@elite/shared/listing-address';
import type { listingDecisionShape } from '@elite/shared/listing-decision';
import type { listingRentalShape } from '@elite/shared/listing-rental';
import type {
  ListingAddressAndText,
  ListingDecisionColumns,
  ListingRentalColumns,
  PendingChange,
} from '../../db/listing-version';
import { properties, users, type ListingPhoto } from '../../db/schema';
import { decisionColumns, NO_DECISION_COLUMNS } from './decision';
import { SALE_COLUMNS } from './rental';

/** The agent of a listing, joined live so a renamed agent shows everywhere at once. */
export const agents = alias(users, 'agent');

/**
 * The columns of a property that offers and reviews show (its title, location, picture, price
 * and agent); select with `.from(properties).leftJoin(agents, agentJoin)`.
 */
export const propertyCoreColumns = {
  propertyId: properties.id,
  title: properties.title,
  location: properties.location,
  image: properties.image,
  priceMin: properties.priceMin,
  priceMax: properties.priceMax,
  status: properties.status,
  agentId: properties.agentId,
  agentName: agents.name,
  agentEmail: agents.email,
  agentImage: agents.photoUrl,
  agentStatus: agents.status,
};

/** A listing's type and rental facts (CONTRACT.md section 12), as answers and versions read them. */
export const rentalColumns = {
  listingType: properties.listingType,
  rentPeriod: properties.rentPeriod,
  deposit: properties.deposit,
  availableFrom: properties.availableFrom,
  furnished: properties.furnished,
  minTermMonths: properties.minTermMonths,
  petsAllowed: properties.petsAllowed,
  billsIncluded: properties.billsIncluded,
};

/** Every column of a listing as an answer carries it: the core and its facts (CONTRACT.md 6). */
export const propertyColumns = {
  ...propertyCoreColumns,
  propertyType: properties.propertyType,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  livingArea: properties.livingArea,
  lotSize: properties.lotSize,
  yearBuilt: properties.yearBuilt,
  description: properties.description,
  latitude: properties.latitude,
  longitude: properties.longitude,
  photos: properties.photos,
  floorPlan: properties.floorPlan,
  tourUrl: properties.tourUrl,
  street: properties.street,
  postalCode: properties.postalCode,
  city: properties.city,
  region: properties.region,
  country: properties.country,
  language: properties.language,
  translations: properties.translations,
  ...rentalColumns,
  ...decisionColumns,
  listedAt: properties.listedAt,
  updatedAt: properties.updatedAt,
};

/** Every column of a listing and the change waiting for review, for its agent's and admins' reads. */
export const staffPropertyColumns = {
  ...propertyColumns,
  pendingChange: properties.pendingChange,
};

export const agentJoin = eq(agents.id, properties.agentId);

export interface PropertyCoreRow {
  /** The listing's id (in an offer, review or wishlist row too: never the row's own id). */
  propertyId: string;
  title: string;
  location: string;
  image: string;
  priceMin: number;
  priceMax: number;
  status: Property['status'];
  agentId: string | null;
  agentName: string | null;
  agentEmail: string | null;
  agentImage: string | null;
  agentStatus: 'Verified' | 'fraud' | null;
}

/** A listing's row with its facts (propertyColumns). */
export interface PropertyRow
  extends PropertyCoreRow, ListingAddressAndText, ListingRentalColumns, ListingDecisionColumns {
  propertyType: PropertyType | null;
  bedrooms: number | null;
  bathrooms: number | null;
  livingArea: number | null;
  lotSize: number | null;
  yearBuilt: number | null;
  description: string | null;
  latitude: number | null;
  longitude: number | null;
  photos: ListingPhoto[];
  floorPlan: string | null;
  tourUrl: string | null;
  listedAt: Date | null;
  updatedAt: Date;
}

/** A listing's row with the change its agent made since it was verified (staffPropertyColumns). */
export interface StaffPropertyRow extends PropertyRow {
  pendingChange: PendingChange | null;
}

/**
 * A listing as its agent and admins see it (CONTRACT.md section 6): a change waiting for review
 * laid over the verified version, as `pending`. The public sees the row as it is. A change left
 * on a listing no longer verified (sold since) is ignored.
 */
export function asSeenByStaff(row: StaffPropertyRow): PropertyRow {
  const change = row.status === 'verified' ? row.pendingChange : null;
  if (!change) return row;
  const { updatedAt, ...version } = change;
  // A change proposed before rentals existed has no type: it is a sale listing's.
  return {
    ...row,
    ...SALE_COLUMNS,
    ...NO_DECISION_COLUMNS,
    ...version,
    status: 'pending',
    updatedAt: new Date(updatedAt),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `listedAt` to `now` (never below 0); null before a listing is first verified. */
export function daysOnMarket(listedAt: Date | null, now = Date.now()): number | null {
  if (!listedAt) return null;
  return Math.max(0, Math.floor((now - listedAt.getTime()) / DAY_MS));
}

const nullableNumber = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * A listing as every answer carries it: SPEC.md's fields and all its facts, null when unknown.
 * One object literal, the core's fields first (the order of the JSON): a literal that spreads
 * the core and adds the facts after it was built field by field at run time, about 25 µs a
 * listing on Node 20, a third of an uncached list's CPU (docs/decisions/038).
 */
export function toProperty(row: PropertyRow): Property {
  return {
    _id: row.propertyId,
    property_title: row.title,
    location: row.location,
    property_image: row.image,
    price_range: { min: Number(row.priceMin), max: Number(row.priceMax) },
    status: row.status,
    agent_name: row.agentName ?? FORMER_AGENT,
    agent_email: row.agentEmail ?? '',
    agent_image: row.agentImage,
    // The agent's page (CONTRACT.md section 14); none once the agent's account is gone.
    agent_id: row.agentName === null ? null : row.agentId,
    property_type: row.propertyType,
    bedrooms: row.bedrooms,
    bathrooms: nullableNumber(row.bathrooms),
    living_area: nullableNumber(row.livingArea),
    lot_size: nullableNumber(row.lotSize),
    year_built: row.yearBuilt,
    description: row.description,
    latitude: nullableNumber(row.latitude),
    longitude: nullableNumber(row.longitude),
    // A row written without a gallery (by SQL of its own) shows its one picture.
    photos:
      row.photos.length > 0
        ? row.photos.map((p) => ({ url: p.url, alt: p.alt ?? '' }))
        : [{ url: row.image, alt: '' }],
    floor_plan: row.floorPlan,
    tour_url: row.tourUrl,
    street: row.street,
    postal_code: row.postalCode,
    city: row.city,
    region: row.region,
    country: row.country,
    language: row.language,
    translations: row.translations,
    // Its type and a rental's facts, null on a sale listing (CONTRACT.md section 12).
    listing_type: row.listingType,
    rent_period: row.rentPeriod,
    deposit: nullableNumber(row.deposit),
    available_from: row.availableFrom,
    furnished: row.furnished,
    min_term_months: row.minTermMonths,
    pets_allowed: row.petsAllowed,
    bills_included: row.billsIncluded,
    // What a buyer needs to decide (CONTRACT.md section 13), null when unknown.
    energy_rating: row.energyRating,
    energy_consumption: nullableNumber(row.energyConsumption),
    tenure: row.tenure,
    lease_years_remaining: row.leaseYearsRemaining,
    annual_service_charge: nullableNumber(row.annualServiceCharge),
    annual_property_tax: nullableNumber(row.annualPropertyTax),
    monthly_hoa_fee: nullableNumber(row.monthlyHoaFee),
    features: row.features,
    accessibility_features: row.accessibilityFeatures,
    rooms: row.rooms,
    listed_at: row.listedAt ? row.listedAt.toISOString() : null,
    updated_at: row.updatedAt.toISOString(),
    // A sold listing's count stops at its sale (the sale is its last change: a sold row is
    // never edited again).
    days_on_market: daysOnMarket(
      row.listedAt,
      row.status === 'sold' ? row.updatedAt.getTime() : undefined,
    ),
  };
}

/** Who an account that is gone is shown as: the agent of a listing, the buyer of a sale. */
export const FORMER_AGENT = 'Former agent';
export const FORMER_BUYER = 'Former buyer';

/** SPEC.md's fields of a listing, for an answer that shows a property without its facts (offers, reviews). */
export type PropertyCore = Omit<
  Property,
  | keyof typeof listingFactsShape
  | keyof typeof listingAddressShape
  | keyof typeof listingTextShape
  | keyof typeof listingRentalShape
  | keyof typeof listingDecisionShape
>;

export function toPropertyCore(row: PropertyCoreRow): PropertyCore {
  return {
    _id: row.propertyId,
    property_title: row.title,
    location: row.location,
    property_image: row.image,
    price_range: { min: Number(row.priceMin), max: Number(row.priceMax) },
    status: row.status,
    agent_name: row.agentName ?? FORMER_AGENT,
    agent_email: row.agentEmail ?? '',
    agent_image: row.agentImage,
  };
}

/** Not deleted. */
export const isLive: SQL = isNull(properties.deletedAt);

/*
 * Whether the public may see a listing (its page, its reviews) is decided here alone, for a row
 * read in code and in SQL alike: verified or sold, not deleted, and not by an agent marked as
 * fraud (a listing whose agent's account is gone stays visible as "Former agent"'s). Anything
 * else is seen only by its agent and admins, and never from the public response cache.
 */
const PUBLIC_STATUSES = ['verified', 'sold'] as const satisfies readonly Property['status'][];

/** Whether everyone may see this listing; the rule of `isPubliclyShown`, for a row in hand. */
export function isPubliclyShownRow(row: Pick<PropertyCoreRow, 'status' | 'agentStatus'>): boolean {
  return (PUBLIC_STATUSES as readonly string[]).includes(row.status) && row.agentStatus !== 'fraud';
}

/** Listings everyone may see, on a select joined to its agent (isPubliclyShownRow in SQL). */
export const isPubliclyShown: SQL = and(
  inArray(properties.status, [...PUBLIC_STATUSES]),
  isLive,
  sql`${agents.status} is distinct from 'fraud'`,
) as SQL;

/**
 * What the public may see and act on: verified, not deleted, and listed by an agent
 * who is not marked as fraud.
 */
export const isPubliclyListed: SQL = and(
  eq(properties.status, 'verified'),
  isLive,
  ne(sql`coalesce(${agents.status}, 'fraud')`, 'fraud'),
) as SQL;

/**
 * isPubliclyListed on the properties table alone: `listed` is kept by triggers from the
 * property's status and its agent's (migration 0009), in the transaction of every write.
 */
export const isListedRow: SQL = sql`${properties.listed}`;

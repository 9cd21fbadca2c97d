import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Property } from '@elite/shared';
import { properties, users } from '../../db/schema';

/** The agent of a listing, joined live so a renamed agent shows everywhere at once. */
export const agents = alias(users, 'agent');

/** Columns of a property as SPEC.md shows it; select with `.from(properties).leftJoin(agents, agentJoin)`. */
export const propertyColumns = {
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

export const agentJoin = eq(agents.id, properties.agentId);

export interface PropertyRow {
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

export function toProperty(row: PropertyRow): Property {
  return {
    _id: row.propertyId,
    property_title: row.title,
    location: row.location,
    property_image: row.image,
    price_range: { min: Number(row.priceMin), max: Number(row.priceMax) },
    status: row.status,
    agent_name: row.agentName ?? 'Former agent',
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
export function isPubliclyShownRow(row: Pick<PropertyRow, 'status' | 'agentStatus'>): boolean {
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

import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Property } from '@elite/shared';
import { properties, users } from '../../db/schema';

/** The agent of a listing, joined live so a renamed agent shows everywhere at once. */
export const agents = alias(users, 'agent');

/** Columns of a property as SPEC.md shows it; select with `.from(properties).leftJoin(agents, agentJoin)`. */
export const propertyColumns = {
  id: properties.id,
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
  id: string;
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
    _id: row.id,
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

import { desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { advertisements, properties } from '../../db/schema';
import {
  agentJoin,
  agents,
  isPubliclyListed,
  propertyColumns,
  type PropertyRow,
} from '../properties/view';

export interface AdvertisementRow extends PropertyRow {
  adId: string;
}

/** Advertised properties with their current data, only while they are publicly listed. */
export async function listAdvertised(db: Database): Promise<AdvertisementRow[]> {
  return (await db
    .select({ ...propertyColumns, adId: advertisements.id })
    .from(advertisements)
    .innerJoin(properties, eq(properties.id, advertisements.propertyId))
    .leftJoin(agents, agentJoin)
    .where(isPubliclyListed)
    .orderBy(desc(advertisements.createdAt), desc(advertisements.id))) as AdvertisementRow[];
}

/**
 * Advertises a property; undefined when it already is (the unique index on property_id
 * decides, so of two admins at once exactly one insert wins).
 */
export async function insertAdvertisement(tx: Tx, propertyId: string): Promise<string | undefined> {
  const [row] = await tx
    .insert(advertisements)
    .values({ propertyId })
    .onConflictDoNothing({ target: advertisements.propertyId })
    .returning({ id: advertisements.id });
  return row?.id;
}

/** Takes a property off the home page; the number of advertisements removed (0 or 1). */
export async function unadvertise(db: Database, propertyId: string): Promise<number> {
  const rows = await db
    .delete(advertisements)
    .where(eq(advertisements.propertyId, propertyId))
    .returning({ id: advertisements.id });
  return rows.length;
}

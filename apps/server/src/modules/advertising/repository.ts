import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
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

export type AdvertiseOutcome =
  { kind: 'advertised'; id: string } | { kind: 'already' } | { kind: 'not-listed' };

/**
 * Advertises a publicly listed property. The listing is share-locked so that it cannot
 * leave moderation or be deleted meanwhile; the unique index on property_id makes two
 * admins at once safe: exactly one insert wins, the other finds the conflict.
 */
export async function advertise(db: Database, propertyId: string): Promise<AdvertiseOutcome> {
  return db.transaction(async (tx) => {
    const [listed] = await tx
      .select({ id: properties.id })
      .from(properties)
      .leftJoin(agents, agentJoin)
      .where(and(eq(properties.id, propertyId), isPubliclyListed))
      .for('share', { of: properties });
    if (!listed) return { kind: 'not-listed' } as const;
    const [row] = await tx
      .insert(advertisements)
      .values({ propertyId })
      .onConflictDoNothing({ target: advertisements.propertyId })
      .returning({ id: advertisements.id });
    return row ? ({ kind: 'advertised', id: row.id } as const) : ({ kind: 'already' } as const);
  });
}

/** Takes a property off the home page; the number of advertisements removed (0 or 1). */
export async function unadvertise(db: Database, propertyId: string): Promise<number> {
  const rows = await db
    .delete(advertisements)
    .where(eq(advertisements.propertyId, propertyId))
    .returning({ id: advertisements.id });
  return rows.length;
}

import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { isListedRow, isLive } from '../properties/view';

/** Whether a listing with this id exists at all (any status), not deleted. */
export async function listingExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, id), isLive))
    .limit(1);
  return row !== undefined;
}

export interface SitemapListing {
  id: string;
  updatedAt: Date;
}

/**
 * One page of the publicly listed listings (verified, not deleted, agent not marked as fraud), in
 * id order after `afterId`: a keyset page, so that the sitemap of a million listings reads them a
 * page at a time, each page as fast as the first (the primary key's index gives the order).
 */
export async function listedPage(
  db: Database,
  afterId: string | undefined,
  limit: number,
): Promise<SitemapListing[]> {
  const where = (afterId ? and(isListedRow, gt(properties.id, afterId)) : isListedRow) as SQL;
  return db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(where)
    .orderBy(asc(properties.id))
    .limit(limit);
}

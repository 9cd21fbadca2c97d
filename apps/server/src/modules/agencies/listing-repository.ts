import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties, users } from '../../db/schema';
import {
  agentJoin,
  agents,
  isListedRow,
  propertyColumns,
  type PropertyRow,
} from '../properties/view';

/*
 * An agent's and an agency's listings as buyers see them (CONTRACT.md section 14): the public
 * list's rows (`listed`: verified, not deleted, the agent not marked as fraud), newest first as
 * GET /api/property orders them, a page at a time.
 */

/** Which listings: one agent's, or those of every agent in one agency. */
export type ListingOwner = { agentId: string } | { agencyId: string };

function ownerCondition(owner: ListingOwner): SQL {
  if ('agentId' in owner) return eq(properties.agentId, owner.agentId);
  return sql`${properties.agentId} in (select ${users.id} from ${users} where ${users.agencyId} = ${owner.agencyId})`;
}

/** Whether `id` is an agent buyers may see (an agent's account not marked as fraud). */
export async function isPublicAgent(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'agent'), eq(users.status, 'Verified')));
  return row !== undefined;
}

/** The ids of the agents in an agency (its page and theirs show it). */
export async function agentIdsOfAgency(db: Database, agencyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.agencyId, agencyId))
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

/** One page of the owner's listed listings and how many there are in all. */
export async function listOwnerListings(
  db: Database,
  owner: ListingOwner,
  page: number,
  limit: number,
): Promise<{ rows: PropertyRow[]; total: number }> {
  const where = and(isListedRow, ownerCondition(owner));
  const [rows, [counted]] = await Promise.all([
    db
      .select(propertyColumns)
      .from(properties)
      .leftJoin(agents, agentJoin)
      .where(where)
      .orderBy(sql`${properties.createdAt} desc nulls last`, asc(properties.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(properties).where(where),
  ]);
  return { rows: rows as PropertyRow[], total: counted?.total ?? 0 };
}

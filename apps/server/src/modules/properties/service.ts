import {
  messages,
  ruleMessages,
  type Property,
  type PropertyInput,
  type PropertyListQuery,
} from '@elite/shared';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { audited, type AuditActor } from '../audit/service';
import type { AuthUser } from '../identity/service';
import * as repo from './repository';
import type { ListTotal, TotalsCache } from './totals-cache';
import { isPubliclyShownRow, toProperty } from './view';

const NOT_FOUND = 'Property not found';

/** The search as the totals cache keys it: LIKE on the lower-cased location. */
function totalKey(location: string | undefined): string {
  return (location ?? '').toLowerCase();
}

/**
 * A page of the public list and the total of its search. Totals are counted once per search
 * and generation of public data (`generation`, read before anything is counted), then kept in
 * `totals`; a page past the end of the search is not asked for.
 */
export async function listProperties(
  db: Database,
  totals: TotalsCache,
  generation: string | undefined,
  query: PropertyListQuery,
): Promise<ListTotal & { properties: Property[] }> {
  const totalOf = async (location: string | undefined) => {
    const key = totalKey(location);
    let total = totals.get(generation, key);
    if (!total) {
      total = await repo.countListed(db, location);
      totals.set(generation, key, total);
    }
    return total;
  };
  const total = await totalOf(query.location);
  const skipped = (query.page - 1) * query.limit;
  if (!total.estimated && skipped >= total.total) return { ...total, properties: [] };
  const rows = await repo.listVerifiedProperties(db, query, {
    matching: total,
    listed: () => totalOf(undefined),
  });
  return { ...total, properties: rows.map(toProperty) };
}

function assertMayList(agent: AuthUser) {
  if (agent.status === 'fraud') throw conflict(messages.fraudCannotAdd);
}

/**
 * A listing as `viewer` may see it. One the public may not see (isPubliclyShownRow: pending,
 * rejected, or by a fraud agent) is seen only by its agent and by admins, and comes back with
 * `isPublic: false`: it must never be served from, or kept in, a cache shared by everyone.
 */
export async function getProperty(
  db: Database,
  id: string,
  viewer: AuthUser | undefined,
): Promise<{ property: Property; isPublic: boolean }> {
  const row = await repo.findProperty(db, id);
  if (!row) throw notFound(NOT_FOUND);
  const isPublic = isPubliclyShownRow(row);
  const isPrivileged = viewer && (viewer.role === 'admin' || viewer.id === row.agentId);
  if (!isPublic && !isPrivileged) throw notFound(NOT_FOUND);
  return { property: toProperty(row), isPublic };
}

export async function addProperty(db: Database, agent: AuthUser, input: PropertyInput) {
  assertMayList(agent);
  return repo.insertProperty(db, agent.id, input);
}

export async function updateProperty(
  db: Database,
  agent: AuthUser,
  id: string,
  input: PropertyInput,
): Promise<number> {
  assertMayList(agent);
  const modified = await db.transaction(async (tx) => {
    const updated = await repo.updateOwnProperty(tx, id, agent.id, input);
    // A listing back under review leaves the home page until it is verified again.
    if (updated > 0) await repo.deleteAdvertisement(tx, id);
    return updated;
  });
  if (modified > 0) return modified;
  const row = await repo.findProperty(db, id);
  if (!row) throw notFound(NOT_FOUND);
  if (row.agentId !== agent.id) throw forbidden(messages.forbidden);
  throw conflict(ruleMessages.propertyCannotUpdate);
}

export async function moderate(
  db: Database,
  actor: AuditActor,
  id: string,
  status: 'verified' | 'rejected',
) {
  const modified = await audited(
    db,
    actor,
    (tx) => repo.moderateProperty(tx, id, status),
    (n) =>
      n > 0
        ? {
            action: 'property.moderated',
            targetType: 'property',
            targetId: id,
            details: { status },
          }
        : undefined,
  );
  if (modified > 0) return modified;
  if (!(await repo.findProperty(db, id))) throw notFound(NOT_FOUND);
  throw conflict(ruleMessages.propertyNotPending);
}

/**
 * Deletes a listing that is not sold (see repo.retireProperties). A fraud agent's listings are
 * kept as they are for the admins (docs/decisions/018): like an update, a deletion is refused.
 */
export async function removeProperty(db: Database, agent: AuthUser, id: string) {
  // The row stays locked until the end, so a sale cannot slip in between.
  const deleted = await db.transaction(async (tx) => {
    const row = await repo.lockLiveProperty(tx, id);
    if (!row) return 0;
    if (row.agentId !== agent.id) throw forbidden(messages.forbidden);
    if (agent.status === 'fraud') throw conflict(ruleMessages.fraudListingsFrozen);
    if (row.status === 'sold') throw conflict(ruleMessages.propertyCannotDelete);
    await repo.retireProperties(tx, [id]);
    return 1;
  });
  if (deleted === 0) throw notFound(NOT_FOUND);
  return deleted;
}

/** Every live listing, for the admins' table. */
export async function listAllProperties(db: Database): Promise<Property[]> {
  return (await repo.listAllProperties(db)).map(toProperty);
}

/** An agent's live listings, for their own table. */
export async function listAgentProperties(db: Database, agentEmail: string): Promise<Property[]> {
  return (await repo.listAgentProperties(db, agentEmail)).map(toProperty);
}

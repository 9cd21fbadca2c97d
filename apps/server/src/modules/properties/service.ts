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
 * A deep page of a search that matches few listings is found faster by sorting the matches
 * than by walking an index past the rows that do not match: past this many index entries
 * walked per match (measured on PGlite and PostgreSQL, docs/decisions/010).
 */
const WALK_PER_MATCH = 10;

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
  let scan: repo.PageScan = 'walk';
  if (query.location && !total.estimated && total.total > 0) {
    // Index entries a walk would pass to reach the page: the matches are spread over all.
    const everything = await totalOf(undefined);
    const walked = ((skipped + query.limit) * everything.total) / total.total;
    if (walked > WALK_PER_MATCH * total.total) scan = 'matches';
  }
  const rows = await repo.listVerifiedProperties(db, query, scan);
  return { ...total, properties: rows.map(toProperty) };
}

function assertMayList(agent: AuthUser) {
  if (agent.status === 'fraud') throw conflict(messages.fraudCannotAdd);
}

/**
 * A listing as `viewer` may see it. One the public may not see (isPubliclyShownRow: pending,
 * rejected, or by a fraud agent) is seen only by its agent and by admins, and comes back with
 * `isPublic: false`: it must never be answered from, or kept in, a cache shared by everyone.
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
  const modified = await repo.updateOwnProperty(db, id, agent.id, input);
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
 * A fraud agent's listings are kept as they are for the admins (docs/decisions/018): like an
 * update, a deletion is refused.
 */
export async function removeProperty(db: Database, agent: AuthUser, id: string) {
  const deleted = await repo.deleteProperty(db, id, (row) => {
    if (row.agentId !== agent.id) throw forbidden(messages.forbidden);
    if (agent.status === 'fraud') throw conflict(ruleMessages.fraudListingsFrozen);
    if (row.status === 'sold') throw conflict(ruleMessages.propertyCannotDelete);
  });
  if (deleted === 0) throw notFound(NOT_FOUND);
  return deleted;
}

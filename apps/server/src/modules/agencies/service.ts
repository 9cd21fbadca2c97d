import type { AgencyInput, AgencyPatch } from '@elite/shared';
import type { Database } from '../../db/client';
import { conflict, hasErrorCode, notFound } from '../../lib/errors';
import { audited, type AuditActor } from '../audit/service';
import { agentRating } from '../agent-reviews/repository';
import { agencyMessages } from './messages';
import * as repo from './repository';

/*
 * Agencies and agents' public pages (CONTRACT.md section 14). The admins manage agencies and
 * who is in them, each change audited in its own transaction; anyone reads them.
 */

export function createAgency(db: Database, actor: AuditActor, input: AgencyInput) {
  return audited(
    db,
    actor,
    (tx) => repo.insertAgency(tx, input),
    (id) => ({ action: 'agency.created', targetType: 'agency', targetId: id }),
  );
}

export async function updateAgency(
  db: Database,
  actor: AuditActor,
  id: string,
  patch: AgencyPatch,
) {
  const modified = await audited(
    db,
    actor,
    (tx) => repo.updateAgency(tx, id, patch),
    (n) =>
      n > 0
        ? { action: 'agency.updated', targetType: 'agency', targetId: id, details: { ...patch } }
        : undefined,
  );
  if (modified === 0) throw notFound(agencyMessages.agencyNotFound);
  return modified;
}

export async function deleteAgency(db: Database, actor: AuditActor, id: string) {
  const deleted = await audited(
    db,
    actor,
    (tx) => repo.deleteAgency(tx, id),
    (n) => (n > 0 ? { action: 'agency.deleted', targetType: 'agency', targetId: id } : undefined),
  );
  if (deleted === 0) throw notFound(agencyMessages.agencyNotFound);
  return deleted;
}

export const listAgencies = (db: Database) => repo.findAgencies(db);

export async function getAgency(db: Database, id: string) {
  const [agency] = await repo.findAgencies(db, id);
  if (!agency) throw notFound(agencyMessages.agencyNotFound);
  return agency;
}

/**
 * Puts an agent in an agency, or in none (`null`): an unknown account is a 404, an account
 * that is not an agent a 409, an unknown agency a 404; 0 when the agent was already there.
 */
export async function assignAgency(
  db: Database,
  actor: AuditActor,
  userId: string,
  agencyId: string | null,
) {
  try {
    return await assignedAgency(db, actor, userId, agencyId);
  } catch (error) {
    // The agency was deleted between the check and the change.
    if (hasErrorCode(error, '23503')) throw notFound(agencyMessages.agencyNotFound);
    throw error;
  }
}

function assignedAgency(db: Database, actor: AuditActor, userId: string, agencyId: string | null) {
  return audited(
    db,
    actor,
    async (tx) => {
      const role = await repo.roleOf(tx, userId);
      if (role === undefined) throw notFound('User not found');
      if (role !== 'agent') throw conflict(agencyMessages.onlyAgents);
      if (agencyId !== null && !(await repo.agencyExists(tx, agencyId))) {
        throw notFound(agencyMessages.agencyNotFound);
      }
      return repo.setAgency(tx, userId, agencyId);
    },
    (n) =>
      n > 0
        ? {
            action: 'user.agency_changed',
            targetType: 'user',
            targetId: userId,
            details: { agency_id: agencyId },
          }
        : undefined,
  );
}

/** An agent's public page; any other account (or one marked as fraud) is not an agent's. */
export async function getAgent(db: Database, id: string) {
  const agent = await repo.findAgent(db, id);
  if (!agent) throw notFound(agencyMessages.agentNotFound);
  return { ...agent, ...(await agentRating(db, id)) };
}

import type { FastifyRequest } from 'fastify';
import type { Database, Tx } from '../../db/client';
import { signedIn } from '../../plugins/auth';
import * as repo from './repository';

/** Who did it: the signed-in admin and where the call came from. */
export interface AuditActor {
  id: string;
  email: string;
  ip: string;
}

export function auditActor(request: FastifyRequest): AuditActor {
  const { user } = signedIn(request);
  return { id: user.id, email: user.email, ip: request.ip };
}

/** The admin actions kept in the audit table. */
export type AdminAction =
  | 'user.role_changed'
  | 'user.marked_fraud'
  | 'user.deleted'
  | 'review.deleted'
  | 'property.moderated'
  | 'property.advertised'
  | 'property.unadvertised'
  | 'agency.created'
  | 'agency.updated'
  | 'agency.deleted'
  | 'user.agency_changed'
  | 'agent_review.deleted'
  | 'listing_report.resolved'
  | 'api_client.created'
  | 'api_client.revoked';

export interface AuditRecord {
  action: AdminAction;
  targetType:
    'user' | 'review' | 'property' | 'agency' | 'agent_review' | 'listing_report' | 'api_client';
  targetId: string;
  details?: Record<string, unknown>;
}

/**
 * Runs an admin action and writes its audit entry in the same transaction, so the record
 * exists exactly when the change does. `describe` turns the action's result into the entry,
 * or undefined when the action changed nothing (nothing to record).
 */
export async function audited<T>(
  db: Database,
  actor: AuditActor,
  action: (tx: Tx) => Promise<T>,
  describe: (result: T) => AuditRecord | undefined,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await action(tx);
    const record = describe(result);
    if (record) {
      await repo.insertAuditEntry(tx, {
        actorId: actor.id,
        actorEmail: actor.email,
        ip: actor.ip,
        action: record.action,
        targetType: record.targetType,
        targetId: record.targetId,
        details: record.details ?? {},
      });
    }
    return result;
  });
}

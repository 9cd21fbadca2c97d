import { ruleMessages } from '@elite/shared';
import type { Database, Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import * as agentNotices from '../agent-notices/service';
import { audited, type AuditActor } from '../audit/service';
import type { Notifier } from '../mail/notifier';
import { findUserByEmail } from '../identity/repository';
import { deleteUnsentMailTo } from '../mail/repository';
import { unsubscribe } from '../newsletter/repository';
import type { AuthUser } from '../identity/service';
import { retireProperties } from '../properties/repository';
import * as repo from './repository';

const NOT_FOUND = 'User not found';

export function toUserRecord(user: AuthUser) {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    photoURL: user.photoUrl,
    role: user.role,
    status: user.status,
  };
}

/** Every account, for the admins' table. */
export async function listUsers(db: Database) {
  return (await repo.listUsers(db)).map(toUserRecord);
}

/** The role and status of an account by e-mail: the caller's own from the session. */
export async function getRoleStatus(db: Database, caller: AuthUser, email: string) {
  const found = email === caller.email ? caller : await findUserByEmail(db, email);
  if (!found) throw notFound(NOT_FOUND);
  return { role: found.role, status: found.status };
}

/**
 * An admin makes a user an agent or an admin. Admins are never demoted and a fraud
 * account never becomes admin. The new role counts from the target's next request,
 * since the role is read from the database on every request.
 */
export async function changeRole(
  db: Database,
  actor: AuditActor,
  id: string,
  role: 'admin' | 'agent',
) {
  const modified = await audited(
    db,
    actor,
    (tx) => repo.changeRole(tx, id, role),
    (n) =>
      n > 0
        ? { action: 'user.role_changed', targetType: 'user', targetId: id, details: { role } }
        : undefined,
  );
  if (modified > 0) return modified;
  const target = await repo.findUserRule(db, { id });
  if (!target) throw notFound(NOT_FOUND);
  if (target.role === 'admin') throw conflict(ruleMessages.adminProtected);
  if (role === 'admin' && target.status === 'fraud') {
    throw conflict(ruleMessages.fraudCannotBeAdmin);
  }
  return 0; // Already has that role.
}

type DeleteOutcome = 'deleted' | 'not-found' | 'admin';

/**
 * Deletes a non-admin account in one transaction, leaving nothing dangling: the agent's unsold
 * live listings are retired like a deleted property (properties' retireProperties); sold
 * listings and sale records stay for the other party, the person's name and e-mail in them
 * replaced ("Former buyer", "Former agent"); e-mails to the person not sent yet are dropped and
 * the address leaves the newsletter; the account's sessions, wishlist entries, reviews and
 * offers go with it, so its tokens stop working at once. Admins (the caller included) cannot be
 * deleted through the API. An admin deletes anyone else's; a person their own (DELETE
 * /api/auth/me, the privacy module), recorded alike with the person as the actor.
 */
export async function deleteUser(db: Database, actor: AuditActor, id: string) {
  const { outcome } = await audited(
    db,
    actor,
    async (tx) => deleteLocked(tx, id),
    ({ outcome, email }) =>
      outcome === 'deleted'
        ? {
            action: 'user.deleted',
            targetType: 'user',
            targetId: id,
            details: { email, ...(actor.id === id && { by_owner: true }) },
          }
        : undefined,
  );
  if (outcome === 'not-found') throw notFound(NOT_FOUND);
  if (outcome === 'admin') throw conflict(ruleMessages.adminProtected);
  return 1;
}

async function deleteLocked(
  tx: Tx,
  id: string,
): Promise<{ outcome: DeleteOutcome; email?: string }> {
  const account = await repo.lockAccountForDeletion(tx, id);
  if (!account) return { outcome: 'not-found' };
  if (account.role === 'admin') return { outcome: 'admin', email: account.email };
  await retireProperties(tx, account.unsoldListingIds);
  await repo.removeNameFromSales(tx, id);
  await deleteUnsentMailTo(tx, account.email);
  await unsubscribe(tx, account.email);
  await repo.deleteAccount(tx, id);
  return { outcome: 'deleted', email: account.email };
}

/**
 * Marks an agent as fraud. Their listings are kept for the record but leave the public
 * list, the home page and advertising at once (`isPubliclyListed` reads the agent's
 * status), they can add or update nothing, and their listings take no new offers.
 * Offers already pending or accepted on their listings are left as they are. The agent gets a
 * notification and an e-mail saying so.
 */
export async function markFraud(db: Database, notify: Notifier, actor: AuditActor, email: string) {
  const marked = await audited(
    db,
    actor,
    async (tx) => {
      const id = await repo.markAgentFraud(tx, email);
      // The agent hears of it, in the app and by e-mail (docs/decisions/048).
      if (id) await agentNotices.accountMarkedFraud(tx, notify, { agentId: id });
      return id;
    },
    (id) =>
      id
        ? { action: 'user.marked_fraud', targetType: 'user', targetId: id, details: { email } }
        : undefined,
  );
  if (marked) return 1;
  const target = await repo.findUserRule(db, { email });
  if (!target) throw notFound(NOT_FOUND);
  if (target.role !== 'agent') throw conflict(ruleMessages.onlyAgentsFraud);
  throw conflict(ruleMessages.alreadyFraud);
}

/** The id of the account of `email`, if there is one (a public change names the agent by id). */
export async function userIdByEmail(db: Database, email: string): Promise<string | undefined> {
  return (await repo.findUserRule(db, { email }))?.id;
}

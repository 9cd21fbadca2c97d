import type { AgentNoticeKind } from '@elite/shared';
import type { Database } from '../../db/client';
import type { Notifier } from '../mail/notifier';
import * as repo from './repository';

/*
 * What an agent hears of an admin's decision (docs/decisions/048): one notification in the app
 * (GET /api/notifications) and one e-mail, both written in the transaction of the decision, so
 * that they exist exactly when it does.
 */

async function notice(
  tx: Database,
  notify: Notifier,
  row: { userId: string; kind: AgentNoticeKind; propertyId: string | null },
) {
  const id = await repo.insertNotice(tx, row);
  if (id) await notify.agentNotice(tx, { notificationId: id });
}

/** An admin verified or rejected a listing, or a change to it: to its agent, if it has one. */
export async function listingModerated(
  tx: Database,
  notify: Notifier,
  { propertyId, status }: { propertyId: string; status: 'verified' | 'rejected' },
) {
  const agentId = await repo.findListingAgent(tx, propertyId);
  if (!agentId) return;
  await notice(tx, notify, {
    userId: agentId,
    kind: status === 'verified' ? 'listing_verified' : 'listing_rejected',
    propertyId,
  });
}

/** An admin marked an agent as fraud: to the agent (no listing named). */
export async function accountMarkedFraud(
  tx: Database,
  notify: Notifier,
  { agentId }: { agentId: string },
) {
  await notice(tx, notify, { userId: agentId, kind: 'account_marked_fraud', propertyId: null });
}

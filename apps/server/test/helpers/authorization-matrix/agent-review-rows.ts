import type { InjectOptions } from 'fastify';
import { inDays } from '../conversation-calls';
import { createListing } from '../marketplace-factories';
import { adminOnly, everyone, get, statuses, type Row, type World } from './rows';

/** A fresh agent who confirmed a viewing of `user`'s: `user` may review them once. */
async function agentUserDealtWith(w: World): Promise<string> {
  const { app, db } = w.ctx;
  const agent = await w.newAccount('agent');
  const listing = await createListing(app, db, agent);
  const viewing = await app.inject({
    method: 'POST',
    url: '/api/viewings',
    headers: w.accounts.user.auth,
    payload: { property_id: listing, start: inDays(3) },
  });
  await app.inject({
    method: 'PATCH',
    url: `/api/viewings/${viewing.json().insertedId}`,
    headers: agent.auth,
    payload: { status: 'confirmed' },
  });
  return agent.id;
}

const review = (agentId: string): InjectOptions => ({
  method: 'POST',
  url: `/api/agents/${agentId}/reviews`,
  payload: { rating: 4, comment: 'Knew the building well.' },
});

/** A fresh review by `user` of an agent they dealt with. */
async function userReview(w: World): Promise<string> {
  const res = await w.ctx.app.inject({
    ...review(await agentUserDealtWith(w)),
    headers: w.accounts.user.auth,
  });
  return res.json().insertedId as string;
}

/**
 * Agent reviews (CONTRACT.md section 14): only a buyer the agent dealt with writes one (the
 * agents and the admin had no dealings: 403); anyone reads an agent's; the admins read them all;
 * the author or an admin deletes one.
 */
export const agentReviewRows: Record<string, Row> = {
  'POST /api/agents/{id}/reviews': {
    expected: statuses(401, 201, 403, 403, 403),
    request: async (w) => review(await agentUserDealtWith(w)),
  },
  'GET /api/agents/{id}/reviews': {
    expected: everyone(200),
    request: (w) => get(`/api/agents/${w.accounts.ownerAgent.id}/reviews`),
  },
  'GET /api/agent-reviews': { expected: adminOnly(200), request: () => get('/api/agent-reviews') },
  'DELETE /api/agent-reviews/{id}': {
    expected: statuses(401, 200, 403, 403, 200),
    request: async (w) => ({ method: 'DELETE', url: `/api/agent-reviews/${await userReview(w)}` }),
  },
};

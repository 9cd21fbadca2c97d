import type { InjectOptions } from 'fastify';
import { inDays } from '../conversation-calls';
import { adminOnly, get, signedIn, statuses, type Row, type World } from './rows';

/** user's conversation with ownerAgent about a fresh listing of theirs. */
async function conversation(w: World): Promise<string> {
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: w.accounts.user.auth,
    payload: { property_id: await w.newListing(), message: 'Is it still available?' },
  });
  return res.json().insertedId as string;
}

/** user's viewing request on a fresh listing of ownerAgent. */
async function viewing(w: World): Promise<string> {
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/viewings',
    headers: w.accounts.user.auth,
    payload: { property_id: await w.newListing(), start: inDays(7) },
  });
  return res.json().insertedId as string;
}

const post = (url: string, payload?: object): InjectOptions => ({
  method: 'POST',
  url,
  ...(payload && { payload }),
});

/**
 * Conversations and viewings (CONTRACT.md section 8): only their two participants (user, the
 * buyer, and ownerAgent, the listing's agent) see them; to everyone else they are a 404.
 */
export const conversationRows: Record<string, Row> = {
  'POST /api/conversations': {
    // The listing's own agent may not message themselves about it.
    expected: statuses(401, 201, 409, 201, 201),
    request: (w) => post('/api/conversations', { property_id: w.property, message: 'Hello' }),
  },
  'GET /api/conversations': { expected: signedIn(200), request: () => get('/api/conversations') },
  'GET /api/conversations/unread': {
    expected: signedIn(200),
    request: () => get('/api/conversations/unread'),
  },
  'GET /api/conversations/{id}/messages': {
    expected: statuses(401, 200, 200, 404, 404),
    request: async (w) => get(`/api/conversations/${await conversation(w)}/messages`),
  },
  'POST /api/conversations/{id}/messages': {
    expected: statuses(401, 201, 201, 404, 404),
    request: async (w) =>
      post(`/api/conversations/${await conversation(w)}/messages`, { message: 'Yes' }),
  },
  'POST /api/conversations/{id}/block': {
    // Only the agent blocks; the buyer is refused (403), anyone else finds nothing (404).
    expected: statuses(401, 403, 200, 404, 404),
    request: async (w) =>
      post(`/api/conversations/${await conversation(w)}/block`, { blocked: false }),
  },
  'POST /api/conversations/{id}/report': {
    expected: statuses(401, 200, 200, 404, 404),
    request: async (w) => post(`/api/conversations/${await conversation(w)}/report`),
  },
  'GET /api/admin/conversations': {
    expected: adminOnly(200),
    request: () => get('/api/admin/conversations'),
  },
  'POST /api/viewings': {
    expected: statuses(401, 201, 409, 201, 201),
    request: (w) => post('/api/viewings', { property_id: w.property, start: inDays(3) }),
  },
  'GET /api/viewings': { expected: signedIn(200), request: () => get('/api/viewings') },
  'PATCH /api/viewings/{id}': {
    // The buyer cancels, the agent confirms; nobody else finds the viewing.
    expected: statuses(401, 200, 200, 404, 404),
    request: async (w, caller) => ({
      method: 'PATCH',
      url: `/api/viewings/${await viewing(w)}`,
      payload: { status: caller === 'user' ? 'cancelled' : 'confirmed' },
    }),
  },
  'GET /api/viewings/{id}/calendar.ics': {
    expected: statuses(401, 200, 200, 404, 404),
    request: async (w) => get(`/api/viewings/${await viewing(w)}/calendar.ics`),
  },
};

import type { InjectOptions } from 'fastify';
import { everyone, get, signedIn, statuses, type Row, type World } from './rows';

let searchesMade = 0;

/** A fresh saved search of user's (each a different search: the same one twice is a 409). */
async function savedSearch(w: World): Promise<string> {
  searchesMade += 1;
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: w.accounts.user.auth,
    payload: {
      name: `Lisbon flats ${searchesMade}`,
      query: { location: 'Lisbon', beds: '2', minPrice: String(100_000 + searchesMade) },
      frequency: 'off',
    },
  });
  return res.json().insertedId as string;
}

async function unsubscribeUrl(w: World): Promise<string> {
  const token = await w.ctx.app.unsubscribeTokens.sign([await savedSearch(w)]);
  return `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`;
}

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ({ method, url, ...(payload && { payload }) }) as InjectOptions;

/**
 * Saved searches and notifications (CONTRACT.md section 9): each account's own; someone
 * else's saved search is a 404. The unsubscribe link needs no sign-in: its token is the key.
 */
export const savedSearchRows: Record<string, Row> = {
  'POST /api/saved-searches': {
    expected: signedIn(201),
    request: () =>
      call('POST', '/api/saved-searches', {
        name: 'Houses',
        query: { type: 'house' },
        frequency: 'daily',
      }),
  },
  'GET /api/saved-searches': { expected: signedIn(200), request: () => get('/api/saved-searches') },
  'PATCH /api/saved-searches/{id}': {
    expected: statuses(401, 200, 404, 404, 404),
    request: async (w) =>
      call('PATCH', `/api/saved-searches/${await savedSearch(w)}`, { frequency: 'instant' }),
  },
  'DELETE /api/saved-searches/{id}': {
    expected: statuses(401, 200, 404, 404, 404),
    request: async (w) => call('DELETE', `/api/saved-searches/${await savedSearch(w)}`),
  },
  'GET /api/saved-searches/unsubscribe': {
    expected: everyone(200),
    request: async (w) => get(await unsubscribeUrl(w)),
  },
  'POST /api/saved-searches/unsubscribe': {
    expected: everyone(200),
    request: async (w) => call('POST', await unsubscribeUrl(w)),
  },
  'GET /api/notifications': { expected: signedIn(200), request: () => get('/api/notifications') },
  'GET /api/notifications/unread': {
    expected: signedIn(200),
    request: () => get('/api/notifications/unread'),
  },
  'POST /api/notifications/read': {
    expected: signedIn(200),
    request: () => call('POST', '/api/notifications/read', {}),
  },
};

import type { InjectOptions } from 'fastify';
import { inHours } from '../open-house-calls';
import { everyone, get, signedIn, statuses, type Row, type World } from './rows';

/** An open house of ownerAgent on a fresh verified listing of theirs. */
async function openHouse(w: World): Promise<string> {
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: `/api/property/${await w.newListing()}/open-houses`,
    headers: w.accounts.ownerAgent.auth,
    payload: { start: inHours(30), end: inHours(32) },
  });
  return res.json().insertedId as string;
}

const call = (method: 'POST' | 'DELETE', url: string, payload?: object): InjectOptions => ({
  method,
  url,
  ...(payload && { payload }),
});

/**
 * Open houses (CONTRACT.md section 13): only the listing's agent adds and cancels them (an admin
 * too is refused); everyone sees them and their calendar files; anyone signed in says they come,
 * except the listing's own agent.
 */
export const openHouseRows: Record<string, Row> = {
  'POST /api/property/{id}/open-houses': {
    expected: statuses(401, 403, 201, 403, 403),
    request: async (w) =>
      call('POST', `/api/property/${await w.newListing()}/open-houses`, {
        start: inHours(30),
        end: inHours(32),
      }),
  },
  'GET /api/property/{id}/open-houses': {
    expected: everyone(200),
    request: (w) => get(`/api/property/${w.property}/open-houses`),
  },
  'DELETE /api/open-houses/{id}': {
    expected: statuses(401, 403, 200, 403, 403),
    request: async (w) => call('DELETE', `/api/open-houses/${await openHouse(w)}`),
  },
  'POST /api/open-houses/{id}/attend': {
    expected: statuses(401, 200, 409, 200, 200),
    request: async (w) => call('POST', `/api/open-houses/${await openHouse(w)}/attend`),
  },
  'DELETE /api/open-houses/{id}/attend': {
    expected: signedIn(200),
    request: async (w) => call('DELETE', `/api/open-houses/${await openHouse(w)}/attend`),
  },
  'GET /api/open-houses/{id}/calendar.ics': {
    expected: everyone(200),
    request: async (w) => get(`/api/open-houses/${await openHouse(w)}/calendar.ics`),
  },
};

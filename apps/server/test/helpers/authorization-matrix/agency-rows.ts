import type { InjectOptions } from 'fastify';
import { adminOnly, everyone, get, type Row, type World } from './rows';

/** A fresh agency, added by the admin. */
async function agency(w: World): Promise<string> {
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/agencies',
    headers: w.accounts.admin.auth,
    payload: { name: 'Matrix Agency' },
  });
  return res.json().insertedId as string;
}

const call = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
): InjectOptions => ({
  method,
  url,
  ...(payload && { payload }),
});

/**
 * Agencies and agents' pages (CONTRACT.md section 14): only an admin adds, changes and deletes
 * agencies and puts agents in them; everyone reads agencies and agents' pages.
 */
export const agencyRows: Record<string, Row> = {
  'POST /api/agencies': {
    expected: adminOnly(201),
    request: () => call('POST', '/api/agencies', { name: 'Another Agency' }),
  },
  'GET /api/agencies': { expected: everyone(200), request: () => get('/api/agencies') },
  'GET /api/agencies/{id}': {
    expected: everyone(200),
    request: async (w) => get(`/api/agencies/${await agency(w)}`),
  },
  'PATCH /api/agencies/{id}': {
    expected: adminOnly(200),
    request: async (w) => call('PATCH', `/api/agencies/${await agency(w)}`, { name: 'Renamed' }),
  },
  'DELETE /api/agencies/{id}': {
    expected: adminOnly(200),
    request: async (w) => call('DELETE', `/api/agencies/${await agency(w)}`),
  },
  'PATCH /api/user/{id}/agency': {
    expected: adminOnly(200),
    request: async (w) =>
      call('PATCH', `/api/user/${(await w.newAccount('agent')).id}/agency`, {
        agency_id: await agency(w),
      }),
  },
  'GET /api/agents/{id}': {
    expected: everyone(200),
    request: (w) => get(`/api/agents/${w.accounts.ownerAgent.id}`),
  },
};

import { adminOnly, everyone, get, type Row, type World } from './rows';

/** A fresh API client of the admin (to revoke). */
async function newClient(w: World): Promise<string> {
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/api-clients',
    headers: w.accounts.admin.auth,
    payload: { name: 'Matrix feed' },
  });
  return res.json().client_id as string;
}

/**
 * The RESO Web API (CONTRACT.md section 15): the admins manage its clients; the token endpoint
 * and the OData service take a client's credentials and tokens, never a site account's.
 */
export const resoRows: Record<string, Row> = {
  'POST /api/api-clients': {
    expected: adminOnly(201),
    request: () => ({ method: 'POST', url: '/api/api-clients', payload: { name: 'Matrix feed' } }),
  },
  'GET /api/api-clients': {
    expected: adminOnly(200),
    request: () => get('/api/api-clients'),
  },
  'DELETE /api/api-clients/{id}': {
    expected: adminOnly(204),
    request: async (w) => ({ method: 'DELETE', url: `/api/api-clients/${await newClient(w)}` }),
  },
  'POST /reso/token': {
    expected: everyone(401),
    request: () => ({
      method: 'POST',
      url: '/reso/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    }),
  },
  'GET /reso/odata': { expected: everyone(401), request: () => get('/reso/odata') },
  'GET /reso/odata/$metadata': {
    expected: everyone(401),
    request: () => get('/reso/odata/$metadata'),
  },
  'GET /reso/odata/{resource}': {
    expected: everyone(401),
    request: () => get('/reso/odata/Property'),
  },
};

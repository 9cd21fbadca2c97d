import { everyone, get, type Row, type World } from './rows';

/** A fresh agency with ownerAgent in it, added by the admin. */
async function agencyOfOwnerAgent(w: World): Promise<string> {
  const { admin, ownerAgent } = w.accounts;
  const created = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/agencies',
    headers: admin.auth,
    payload: { name: 'Matrix Listings Agency' },
  });
  const id = created.json().insertedId as string;
  await w.ctx.app.inject({
    method: 'PATCH',
    url: `/api/user/${ownerAgent.id}/agency`,
    headers: admin.auth,
    payload: { agency_id: id },
  });
  return id;
}

/** An agent's and an agency's listings (CONTRACT.md section 14): everyone reads them. */
export const agencyListingRows: Record<string, Row> = {
  'GET /api/agents/{id}/listings': {
    expected: everyone(200),
    request: (w) => get(`/api/agents/${w.accounts.ownerAgent.id}/listings`),
  },
  'GET /api/agencies/{id}/listings': {
    expected: everyone(200),
    request: async (w) => get(`/api/agencies/${await agencyOfOwnerAgent(w)}/listings`),
  },
};

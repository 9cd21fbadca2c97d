import type { InjectOptions } from 'fastify';
import { uniqueEmail } from '../factories';
import { adminOnly, get, statuses, type Row, type World } from './rows';

const report = (propertyId: string): InjectOptions => ({
  method: 'POST',
  url: `/api/property/${propertyId}/reports`,
  // A visitor gives an e-mail address; a signed-in caller's is ignored (the account reports).
  payload: {
    reason: 'misleading',
    details: 'The photos are of another house.',
    email: uniqueEmail(),
  },
});

/** A fresh open report, by a visitor, of a fresh listing of ownerAgent. */
async function openReport(w: World): Promise<string> {
  const res = await w.ctx.app.inject(report(await w.newListing()));
  return res.json().insertedId as string;
}

/**
 * Listing reports (CONTRACT.md section 16): anyone reports a public listing but its own agent;
 * only the admins read and resolve them.
 */
export const listingReportRows: Record<string, Row> = {
  'POST /api/property/{id}/reports': {
    expected: statuses(201, 201, 403, 201, 201),
    request: async (w) => report(await w.newListing()),
  },
  'GET /api/listing-reports': {
    expected: adminOnly(200),
    request: () => get('/api/listing-reports'),
  },
  'PATCH /api/listing-reports/{id}': {
    expected: adminOnly(200),
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/listing-reports/${await openReport(w)}`,
      payload: { status: 'resolved', note: 'The agent replaced the photos.' },
    }),
  },
};

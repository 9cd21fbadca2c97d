import { adminOnly, get, statuses, type Row } from './rows';

/**
 * Listing and site figures (CONTRACT.md section 14): a listing's are its agent's and the
 * admins'; the site's the admins' only.
 */
export const figureRows: Record<string, Row> = {
  'GET /api/property/{id}/stats': {
    expected: statuses(401, 403, 200, 403, 200),
    request: (w) => get(`/api/property/${w.property}/stats?from=2026-01-01&to=2026-01-07`),
  },
  'GET /api/stats': {
    expected: adminOnly(200),
    request: () => get('/api/stats'),
  },
};

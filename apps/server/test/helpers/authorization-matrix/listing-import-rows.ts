import type { InjectOptions } from 'fastify';
import { IMPORT_COLUMNS } from '@elite/shared';
import { multipart } from '../images';
import { get, statuses, everyone, type Row, type World } from './rows';

/** A dry run (it writes no listing, so no later check sees the worker's writes) of one row. */
async function importRequest(): Promise<InjectOptions> {
  const cells = [
    'm-1',
    'Matrix flat',
    'Porto',
    '100000',
    '120000',
    `/images/${'b'.repeat(64)}.webp`,
  ];
  const padding = ','.repeat(IMPORT_COLUMNS.length - cells.length);
  const csv = `${IMPORT_COLUMNS.join(',')}\r\n${cells.join(',')}${padding}`;
  const body = await multipart(
    {},
    { file: { bytes: Buffer.from(csv), filename: 'l.csv', contentType: 'text/csv' } },
  );
  return {
    method: 'POST',
    url: '/api/imports?dry_run=1',
    headers: body.headers,
    payload: body.payload,
  };
}

/** An import of ownerAgent's. */
async function ownImport(w: World): Promise<string> {
  const request = await importRequest();
  const res = await w.ctx.app.inject({
    ...request,
    headers: { ...request.headers, ...w.accounts.ownerAgent.auth },
  });
  return res.json().importId as string;
}

/**
 * Listings in and out (CONTRACT.md section 15): agents and admins import and export; an import
 * is read by its starter or an admin only.
 */
export const listingImportRows: Record<string, Row> = {
  'GET /api/imports/template.csv': {
    expected: everyone(200),
    request: () => get('/api/imports/template.csv'),
  },
  'GET /api/property/export': {
    expected: statuses(401, 403, 200, 200, 200),
    request: () => get('/api/property/export?format=json'),
  },
  'POST /api/imports': {
    expected: statuses(401, 403, 202, 202, 202),
    request: () => importRequest(),
  },
  'GET /api/imports/{id}': {
    expected: statuses(401, 403, 200, 404, 200),
    request: async (w) => get(`/api/imports/${await ownImport(w)}`),
  },
};

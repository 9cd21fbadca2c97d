import type { FastifyInstance } from 'fastify';
import type { ListingImport } from '@elite/shared';
import { multipart, type FilePart } from './images';

/** A CSV file of these rows, under this header (cells quoted where they need to be). */
export function csvFile(header: string[], rows: Record<string, string>[]): FilePart {
  const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [
    header.join(','),
    ...rows.map((r) => header.map((h) => quote(r[h] ?? '')).join(',')),
  ];
  return {
    bytes: Buffer.from(lines.join('\r\n')),
    filename: 'listings.csv',
    contentType: 'text/csv',
  };
}

/** POST /api/imports with this file in the field `file`. */
export async function postImport(
  app: FastifyInstance,
  auth: Record<string, string> | undefined,
  file: FilePart,
  query = '',
  headers: Record<string, string> = {},
) {
  const body = await multipart({}, { file });
  return app.inject({
    method: 'POST',
    url: `/api/imports${query}`,
    headers: { ...auth, ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** GET /api/imports/{id}. */
export function readImport(app: FastifyInstance, auth: Record<string, string>, id: string) {
  return app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: auth });
}

/** Imports a file and waits for the worker to finish it; its final state. */
export async function importAndWait(
  app: FastifyInstance,
  auth: Record<string, string>,
  file: FilePart,
  query = '',
): Promise<ListingImport> {
  const res = await postImport(app, auth, file, query);
  if (res.statusCode !== 202) throw new Error(`import refused: ${res.statusCode} ${res.body}`);
  const { importId } = res.json<{ importId: string }>();
  app.importWorker.nudge();
  await app.importWorker.settled();
  return (await readImport(app, auth, importId)).json<ListingImport>();
}

/** GET /api/property/export in a format. */
export function exportListings(
  app: FastifyInstance,
  auth: Record<string, string>,
  format: 'csv' | 'json',
) {
  return app.inject({ method: 'GET', url: `/api/property/export?format=${format}`, headers: auth });
}

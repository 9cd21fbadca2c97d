import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Database } from '../../db/client';
import type { AuthUser } from '../identity/service';
import * as properties from '../properties/service';
import { columnsFor, rowOfListing, type Cells } from './columns';
import { externalIdsOf } from './repository';

/*
 * GET /api/property/export (CONTRACT.md section 15): an agent's live listings (an admin's: every
 * one, with its agent's e-mail), as seen by their agent (a change waiting for review included),
 * in the import's columns, so that the file imports back unchanged (a listing without a key of
 * the agency's is keyed by its own id, which the import takes for it).
 */

async function exportRows(db: Database, user: AuthUser): Promise<Cells[]> {
  const admin = user.role === 'admin';
  const [listings, keys] = await Promise.all([
    admin ? properties.listAllProperties(db) : properties.listAgentProperties(db, user.email),
    externalIdsOf(db, admin ? null : user.id),
  ]);
  return listings.map((listing) =>
    rowOfListing(listing, keys.get(listing._id) ?? listing._id, admin),
  );
}

/** The header row alone: the columns of a file. */
export function templateCsv(admin: boolean): string {
  return `${columnsFor(admin).join(',')}\r\n`;
}

/** The listings as CSV (a header row first), streamed. */
export async function exportCsv(db: Database, user: AuthUser): Promise<Readable> {
  const rows = await exportRows(db, user);
  const csv = stringify({
    header: true,
    columns: columnsFor(user.role === 'admin'),
    record_delimiter: 'windows',
  });
  // Written as the reader takes it, so a large export is never one string in memory.
  Readable.from(rows).pipe(csv);
  return csv;
}

/** The listings as a JSON list of rows, streamed. */
export async function exportJson(db: Database, user: AuthUser): Promise<Readable> {
  const rows = await exportRows(db, user);
  return Readable.from(
    (function* chunks() {
      yield '[';
      for (const [i, row] of rows.entries()) yield `${i === 0 ? '' : ','}\n${JSON.stringify(row)}`;
      yield '\n]\n';
    })(),
  );
}

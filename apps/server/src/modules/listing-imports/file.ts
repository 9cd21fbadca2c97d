import { parse } from 'csv-parse/sync';
import { IMPORT_MAX_ROWS, listingImportMessages as m } from '@elite/shared';
import { badRequest, HttpError, payloadTooLarge } from '../../lib/errors';
import { cellsOfJson, columnsFor, type Cells } from './columns';

/*
 * Reading an import file (CONTRACT.md section 15): CSV with a header row, or JSON (a list of
 * objects) of the same columns; every cell as text.
 */

export type FileKind = 'csv' | 'json';

/** CSV or JSON by the part's media type or its name; undefined for anything else. */
export function kindOfFile(mimetype: string, filename: string): FileKind | undefined {
  const type = mimetype.toLowerCase().split(';')[0]!.trim();
  const name = filename.toLowerCase();
  if (type === 'text/csv' || type === 'application/csv' || name.endsWith('.csv')) return 'csv';
  if (type === 'application/json' || name.endsWith('.json')) return 'json';
  return undefined;
}

function checkColumns(rows: Cells[], admin: boolean): void {
  const known = new Set(columnsFor(admin));
  for (const row of rows.slice(0, 1)) {
    const unknown = Object.keys(row).find((column) => !known.has(column));
    if (unknown !== undefined) throw badRequest(`${m.unknownColumn}: ${unknown}`);
  }
}

function readCsv(bytes: Buffer): Cells[] {
  return parse(bytes, {
    columns: (header: string[]) => header.map((h) => h.trim()),
    bom: true,
    skip_empty_lines: true,
    trim: false,
    // One more than the limit is enough to refuse the file.
    to: IMPORT_MAX_ROWS + 1,
  }) as Cells[];
}

function readJson(bytes: Buffer): Cells[] {
  const data: unknown = JSON.parse(bytes.toString('utf8'));
  if (!Array.isArray(data) || data.some((r) => typeof r !== 'object' || r === null)) {
    throw badRequest(m.unreadable);
  }
  if (data.length > IMPORT_MAX_ROWS) throw payloadTooLarge(m.tooManyRows);
  return (data as Record<string, unknown>[]).map(cellsOfJson);
}

/** The rows of a file (400 unreadable or empty, 413 over IMPORT_MAX_ROWS rows). */
export function readImportFile(bytes: Buffer, kind: FileKind, admin: boolean): Cells[] {
  let rows: Cells[];
  try {
    rows = kind === 'csv' ? readCsv(bytes) : readJson(bytes);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(m.unreadable);
  }
  if (rows.length > IMPORT_MAX_ROWS) throw payloadTooLarge(m.tooManyRows);
  if (rows.length === 0) throw badRequest(m.noRows);
  checkColumns(rows, admin);
  return rows;
}

import {
  AGENT_EMAIL_COLUMN,
  IMPORT_COLUMNS,
  IMPORT_JSON_COLUMNS,
  IMPORT_LIST_COLUMNS,
  type Property,
} from '@elite/shared';

/*
 * One listing as a row of an import or export file (CONTRACT.md section 15): every cell text,
 * by the create API's names; `price_min`/`price_max` for the range, lists joined with `|`,
 * `rooms` and `translations` as JSON text, an empty cell for an unknown fact.
 */

export type Cells = Record<string, string>;

const LIST_SEPARATOR = '|';
const listColumns: ReadonlySet<string> = new Set(IMPORT_LIST_COLUMNS);
const jsonColumns: ReadonlySet<string> = new Set(IMPORT_JSON_COLUMNS);

/** The columns of a file: an admin's has the agent of each row. */
export function columnsFor(admin: boolean): string[] {
  return admin ? [...IMPORT_COLUMNS, AGENT_EMAIL_COLUMN] : [...IMPORT_COLUMNS];
}

/** One value as the text of its cell. */
function cellOf(column: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (listColumns.has(column) && Array.isArray(value)) return value.join(LIST_SEPARATOR);
  if (typeof value === 'object') {
    if (jsonColumns.has(column) && Object.keys(value).length === 0) return '';
    return JSON.stringify(value);
  }
  return String(value);
}

/** A listing as the row of an export (the import's columns). */
export function rowOfListing(listing: Property, externalId: string | null, admin: boolean): Cells {
  const values: Record<string, unknown> = {
    ...listing,
    external_id: externalId,
    price_min: listing.price_range.min,
    price_max: listing.price_range.max,
    photos: listing.photos.map((p) => p.url),
    agent_email: listing.agent_email,
  };
  return Object.fromEntries(columnsFor(admin).map((c) => [c, cellOf(c, values[c])]));
}

/**
 * A row of JSON as text cells (a JSON file may give numbers, booleans, lists and objects as
 * such, or as the CSV's text).
 */
export function cellsOfJson(record: Record<string, unknown>): Cells {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, cellOf(k, v)]));
}

/** The columns that may only be left out (an empty cell keeps them), never cleared. */
const keptWhenEmpty = new Set(['photos', 'listing_type', 'language', 'translations']);

export class CellError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

function parseJsonCell(column: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new CellError(column, `${column} must be JSON text`);
  }
}

/**
 * A row's cells as the create API's body: an empty cell is null (unknown), or left out where
 * the API has no null; the schema then checks it as it checks the API's.
 */
export function inputOfCells(cells: Cells): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const column of IMPORT_COLUMNS) {
    if (column === 'external_id' || column === 'price_min' || column === 'price_max') continue;
    const text = (cells[column] ?? '').trim();
    if (text === '') {
      if (!keptWhenEmpty.has(column)) input[column] = null;
      continue;
    }
    if (column === 'photos') {
      input.photos = text.split(LIST_SEPARATOR).map((url) => ({ url: url.trim() }));
    } else if (listColumns.has(column)) {
      input[column] = text.split(LIST_SEPARATOR).map((v) => v.trim());
    } else if (jsonColumns.has(column)) {
      input[column] = parseJsonCell(column, text);
    } else if (column === 'pets_allowed' || column === 'bills_included') {
      input[column] = text === 'true' ? true : text === 'false' ? false : text;
    } else {
      input[column] = text;
    }
  }
  input.price_range = { min: cells.price_min ?? '', max: cells.price_max ?? '' };
  return input;
}

/** The column of a schema issue's path (`price_range.min` is the cell `price_min`). */
export function columnOfPath(path: readonly PropertyKey[]): string {
  const [first, second] = path.map(String);
  if (first === 'price_range') return second === 'min' ? 'price_min' : 'price_max';
  if (first === 'property_image') return 'photos';
  return first ?? '';
}

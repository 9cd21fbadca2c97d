// Reads PostgreSQL's answer to a prepared statement (docs/decisions/042) on the server's thread:
// the embedded database's worker sends the answer's bytes as PostgreSQL wrote them, and this
// turns them into rows with the same type parsers as the worker's PGlite (its defaults and its
// array parsers), so that rows come out exactly as PGlite's `query` gives them. The work moves
// to the server's thread, which has time to spare while the worker is the bottleneck.
//
// The bytes are read here rather than by PGlite's protocol parser, which copies each value into
// an ArrayBuffer of its own before decoding it: measured at 41% of the server thread's CPU on
// the uncached list (decision 042). An answer holds few kinds of message; only RowDescription,
// DataRow and CommandComplete carry anything a result needs.
import { protocol, types, type QueryOptions } from '@electric-sql/pglite';

type Parser = (value: string, typeId?: number) => unknown;
type DatabaseError = InstanceType<typeof protocol.messages.DatabaseError>;

/**
 * The array types PGlite gives parsers to, each with the type of its elements: PGlite's own
 * query (PGlite#_initArrayTypes), run once by the worker when the database is open.
 */
export const ARRAY_TYPES_SQL = `
  SELECT b.oid, b.typarray
  FROM pg_catalog.pg_type a
  LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
  WHERE a.typcategory = 'A'
  GROUP BY b.oid, b.typarray
  ORDER BY b.oid`;

export interface ArrayType {
  oid: number;
  typarray: number;
}

/** What the server's code gets from a query: PGlite's result, minus what it never reads. */
export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export class ResultReader {
  /** PGlite's parsers by type: its defaults, and its array parsers built as PGlite builds them. */
  private readonly parsers: Record<number, Parser> = { ...types.parsers };

  constructor(arrayTypes: ArrayType[]) {
    for (const { oid, typarray } of arrayTypes) {
      this.parsers[typarray] = (value) => types.arrayParser(value, this.parsers[oid]!, typarray);
    }
  }

  /** The result of the bytes' one statement, as PGlite's `query(sql, params, options)` gives it. */
  read(bytes: Uint8Array, options: QueryOptions): QueryResult {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const result: QueryResult = { rows: [], fields: [], affectedRows: 0 };
    let names: string[] = [];
    let parsers: (Parser | undefined)[] = [];
    let at = 0;
    while (at + 5 <= buffer.length) {
      const type = buffer[at]!;
      const end = at + 1 + buffer.readInt32BE(at + 1);
      at += 5;
      if (type === ROW_DESCRIPTION) {
        const count = buffer.readInt16BE(at);
        at += 2;
        for (let i = 0; i < count; i++) {
          const nameEnd = buffer.indexOf(0, at);
          const name = buffer.toString('utf8', at, nameEnd);
          // The table's id (4 bytes) and column number (2) come before the type's id.
          const dataTypeID = buffer.readInt32BE(nameEnd + 7);
          result.fields.push({ name, dataTypeID });
          // Then the type's size (2), its modifier (4) and the format (2).
          at = nameEnd + 19;
        }
        names = result.fields.map((field) => field.name);
        parsers = result.fields.map(
          ({ dataTypeID }) => options.parsers?.[dataTypeID] ?? this.parsers[dataTypeID],
        );
      } else if (type === DATA_ROW) {
        const count = buffer.readInt16BE(at);
        at += 2;
        const values: unknown[] = new Array(count);
        for (let i = 0; i < count; i++) {
          const length = buffer.readInt32BE(at);
          at += 4;
          if (length < 0) {
            values[i] = null;
            continue;
          }
          const text = buffer.toString('utf8', at, at + length);
          at += length;
          const parser = parsers[i];
          values[i] = parser ? parser(text, result.fields[i]!.dataTypeID) : text;
        }
        result.rows.push(options.rowMode === 'array' ? values : asObject(names, values));
      } else if (type === COMMAND_COMPLETE) {
        const words = buffer.toString('utf8', at, end - 1).split(' ');
        const rows = parseInt(words[words.length - 1]!, 10);
        if (COUNTED_COMMANDS.has(words[0]!)) result.affectedRows = rows;
        // One statement: its first result is the answer (as PGlite's `query` takes it).
        return result;
      }
      at = end;
    }
    return result;
  }
}

const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
/** The commands whose CommandComplete counts rows that PGlite reports as affected. */
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** A row as an object by column name; a later column of the same name wins, as in PGlite. */
function asObject(names: string[], values: unknown[]) {
  // A column named __proto__ is an own property, as Object.fromEntries (PGlite's way) makes it.
  if (names.includes('__proto__')) return Object.fromEntries(names.map((n, i) => [n, values[i]]));
  const row: Record<string, unknown> = {};
  for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
  return row;
}

/**
 * PostgreSQL's error in an answer's bytes, if there is one (each message is a type byte and a
 * 4-byte length; only an answer holding an ErrorResponse, 'E', is parsed here).
 */
export function errorIn(bytes: Uint8Array): DatabaseError | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  let found = false;
  while (at + 5 <= bytes.length) {
    if (bytes[at] === 0x45) {
      found = true;
      break;
    }
    at += 1 + view.getInt32(at + 1);
  }
  if (!found) return undefined;
  let error: DatabaseError | undefined;
  new protocol.Parser().parse(bytes, (message) => {
    if (message instanceof protocol.messages.DatabaseError) error ??= message;
  });
  return error;
}

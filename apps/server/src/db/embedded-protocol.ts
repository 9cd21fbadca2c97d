/**
 * The messages between the server's thread and the embedded database's worker thread
 * (embedded-worker.ts, embedded-thread.ts; docs/decisions/036). Types only: nothing here runs.
 */
import type { ArrayType } from './embedded-results';

/** How the worker opens PGlite (its `workerData`). */
export interface WorkerOptions {
  /** The data directory, or undefined for a database in memory (tests). */
  dir: string | undefined;
  /** PostgreSQL settings, `name=value`. */
  settings: string[];
  /** A data directory to start from (OpenOptions.embeddedStart). */
  start?: Uint8Array<ArrayBuffer> | undefined;
}

/** One request from the server's thread; `id` pairs it with its answer. */
export type Request =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'object' | 'array';
      /** Type OIDs whose values stay as PostgreSQL's text (the drizzle driver's choice). */
      rawTypes: number[];
      /** The open transaction the query belongs to, if any. */
      tx?: number;
    }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  /** Opens a transaction: answered with its number once BEGIN ran. */
  | { id: number; op: 'begin' }
  /** Ends the transaction: answered once COMMIT (or ROLLBACK) ran. */
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

/** An error as PostgreSQL reported it: the message and its fields (code, detail, constraint...). */
export interface ErrorFields {
  message: string;
  fields: Record<string, unknown>;
}

export type Answer =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorFields };

/**
 * The answer to a query run prepared: PostgreSQL's bytes, read on the server's thread
 * (embedded-results.ts). Other queries are answered with their rows, fields and affectedRows.
 */
export interface QueryBytes {
  bytes: Uint8Array;
}

/**
 * The worker's first message: the database is open, with the array types its PGlite parses (for
 * the server's thread to parse them alike), or why it could not be opened.
 */
export type Started =
  { started: true; arrayTypes: ArrayType[] } | { started: false; error: string };

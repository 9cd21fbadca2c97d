// The embedded database's own thread (docs/decisions/036): PGlite runs here, so that its queries
// use the second core while the server's thread parses, serialises and compresses HTTP. The
// server's thread sends requests (embedded-protocol.ts) and gets answers; PGlite itself keeps
// running one statement at a time, and a transaction holds it until its COMMIT or ROLLBACK, as
// when it ran in the server's thread.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Answer, ErrorFields, Request, Started, WorkerOptions } from './embedded-protocol';
import { pgliteExtensions } from './embedded-settings';
import { ARRAY_TYPES_SQL, type ArrayType } from './embedded-results';
import { PreparedStatements } from './embedded-statements';

const port = parentPort!;
const options = workerData as WorkerOptions;

/** A value kept as PostgreSQL's text. */
const asText = (value: string) => value;
const parsersByKey = new Map<string, Record<number, typeof asText>>();
function rawParsers(types: number[]) {
  const key = types.join(',');
  let parsers = parsersByKey.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, asText]));
    parsersByKey.set(key, parsers);
  }
  return parsers;
}

function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // PostgreSQL's fields are strings and numbers; anything else would not cross threads.
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { message: error.message, fields };
}

const answer = (id: number, value: unknown) => port.postMessage({ id, ok: true, value } as Answer);
/** A prepared statement's answer, its bytes handed to the server's thread without a copy. */
const answerBytes = (id: number, bytes: Uint8Array) =>
  port.postMessage({ id, ok: true, value: { bytes } } as Answer, [bytes.buffer as ArrayBuffer]);
const fail = (id: number, error: unknown) =>
  port.postMessage({ id, ok: false, error: errorFields(error) } as Answer);

/** An open transaction: PGlite's handle and how to end it. */
interface Open {
  tx: Transaction;
  end(commit: boolean, answerId: number): void;
}
const open = new Map<number, Open>();
/** Rejects the transaction's callback so that PGlite rolls back; not an error to report. */
const ROLLBACK = Symbol('rollback');

function begin(db: PGlite, id: number) {
  // The begin's id until the transaction is told to end; then the commit's or rollback's.
  let answerId = id;
  db.transaction(
    (tx) =>
      new Promise<void>((resolve, reject) => {
        open.set(id, {
          tx,
          end(commit, endId) {
            answerId = endId;
            if (commit) resolve();
            else reject(ROLLBACK);
          },
        });
        answer(id, id);
      }),
  ).then(
    () => {
      open.delete(id);
      answer(answerId, null);
    },
    (error: unknown) => {
      open.delete(id);
      if (error === ROLLBACK) answer(answerId, null);
      // BEGIN failed (answered to the begin), or COMMIT did (answered to the commit).
      else fail(answerId, error);
    },
  );
}

/** What runs a statement: the database, or the open transaction it names. */
function runnerOf(db: PGlite, tx: number | undefined) {
  const runner = tx === undefined ? db : open.get(tx)?.tx;
  if (!runner) throw new Error(`transaction ${tx} is not open`);
  return runner;
}

/**
 * What to answer a request with (undefined: answered here or elsewhere). A query outside a
 * transaction runs prepared (embedded-statements.ts) and is answered here with PostgreSQL's bytes,
 * transferred for the server's thread to read.
 */
async function handle(db: PGlite, statements: PreparedStatements, request: Request) {
  switch (request.op) {
    case 'query': {
      if (request.tx === undefined) {
        const bytes = await statements.run(request.sql, request.params);
        if (bytes) {
          answerBytes(request.id, bytes);
          return undefined;
        }
      }
      const options = { rowMode: request.rowMode, parsers: rawParsers(request.rawTypes) };
      const result = await runnerOf(db, request.tx).query(request.sql, request.params, options);
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const results = await runnerOf(db, request.tx).exec(request.sql);
      return results.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case 'commit':
    case 'rollback': {
      const transaction = open.get(request.tx);
      if (!transaction) throw new Error(`transaction ${request.tx} is not open`);
      // Answered when PGlite has run COMMIT or ROLLBACK (begin's promise above).
      transaction.end(request.op === 'commit', request.id);
      return undefined;
    }
    case 'close':
      await db.close();
      return null;
    case 'begin':
      return undefined;
  }
}

async function main() {
  let db: PGlite;
  let arrayTypes: ArrayType[];
  try {
    db = new PGlite(options.dir ?? 'memory://', {
      extensions: pgliteExtensions,
      postgresqlconf: options.settings,
      ...(options.start && { loadDataDir: new Blob([options.start]) }),
    });
    await db.waitReady;
    // The array types its PGlite parses, for the server's thread to parse alike.
    arrayTypes = (await db.query<ArrayType>(ARRAY_TYPES_SQL)).rows;
  } catch (error) {
    port.postMessage({ started: false, error: (error as Error).message } as Started);
    return;
  }
  const statements = new PreparedStatements(db);
  port.on('message', (request: Request) => {
    if (request.op === 'begin') return begin(db, request.id);
    handle(db, statements, request).then(
      (value) => {
        if (value !== undefined) answer(request.id, value);
        if (request.op === 'close') port.close();
      },
      (error: unknown) => fail(request.id, error),
    );
  });
  port.postMessage({ started: true, arrayTypes } as Started);
}

void main();

import { Worker } from 'node:worker_threads';
import type { ParserOptions } from '@electric-sql/pglite';
import type {
  Answer,
  ErrorFields,
  QueryBytes,
  Request,
  Started,
  WorkerOptions,
} from './embedded-protocol';
import { ResultReader } from './embedded-results';
import { embeddedWorkerEntry, type WorkerEntry } from '../paths';

/** A request without its id (the id is given when it is sent). */
type Unsent = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

/**
 * The embedded database's worker thread died (a crash in PGlite, out of memory): every query
 * in flight and every later one fails with this. The server cannot go on without its database.
 */
export class EmbeddedDatabaseStopped extends Error {
  readonly code = 'EMBEDDED_DATABASE_STOPPED';
  constructor(reason: string) {
    super(`The embedded database stopped: ${reason}`);
    this.name = 'EmbeddedDatabaseStopped';
  }
}

/** PostgreSQL's error, as the worker reported it: same message, code, detail, constraint... */
function databaseError({ message, fields }: ErrorFields): Error {
  return Object.assign(new Error(message), fields);
}

interface QueryOptions {
  rowMode?: 'object' | 'array';
  parsers?: ParserOptions;
}

/** What runs queries: the database, or one open transaction. */
export interface QueryRunner {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
  exec(sql: string): Promise<unknown>;
}

/**
 * The server's side of the embedded database's worker thread (docs/decisions/036): the part of
 * PGlite's interface that drizzle's PGlite driver calls (query, exec, transaction), each call a
 * message to the worker. Parsers are not sent (functions do not cross threads): the types they
 * name are kept as PostgreSQL's text, which is what drizzle's parsers do.
 */
export class EmbeddedThread implements QueryRunner {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve(v: unknown): void; reject(e: Error): void }
  >();
  private stopped: EmbeddedDatabaseStopped | undefined;
  private closing = false;
  private readonly failureListeners: ((error: EmbeddedDatabaseStopped) => void)[] = [];

  private constructor(
    private readonly worker: Worker,
    /** Reads the answers of queries run prepared, as the worker's PGlite would have. */
    private readonly reader: ResultReader,
  ) {
    worker.on('message', (message: Answer) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(databaseError(message.error));
    });
    worker.on('error', (error) => this.fail(error.message));
    worker.on('exit', (code) => {
      if (!this.closing) this.fail(`its thread exited (code ${code})`);
    });
  }

  /** Starts the worker and waits until PGlite is open in it. */
  static async start(
    dir: string | undefined,
    settings: string[],
    entry: WorkerEntry = embeddedWorkerEntry(),
    start?: Uint8Array<ArrayBuffer>,
  ): Promise<EmbeddedThread> {
    const worker = new Worker(entry.script, {
      eval: entry.eval,
      workerData: { dir, settings, start } satisfies WorkerOptions,
    });
    const started = await new Promise<Started>((resolve) => {
      worker.once('message', resolve);
      worker.once('error', (error) => resolve({ started: false, error: error.message }));
      worker.once('exit', (code) =>
        resolve({ started: false, error: `its thread exited (code ${code})` }),
      );
    });
    if (!started.started) {
      await worker.terminate();
      throw new Error(`The embedded database could not be opened: ${started.error}`);
    }
    return new EmbeddedThread(worker, new ResultReader(started.arrayTypes));
  }

  /** Calls `listener` once if the worker dies while the server runs. */
  onFailure(listener: (error: EmbeddedDatabaseStopped) => void) {
    this.failureListeners.push(listener);
  }

  private fail(reason: string) {
    if (this.stopped) return;
    this.stopped = new EmbeddedDatabaseStopped(reason);
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
    for (const listener of this.failureListeners) listener(this.stopped);
  }

  private send(request: Unsent): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private runner(tx: number | undefined): QueryRunner {
    return {
      query: async (sql, params = [], options = {}) => {
        const rowMode = options.rowMode ?? 'object';
        const answer = await this.send({
          op: 'query',
          sql,
          params,
          rowMode,
          rawTypes: Object.keys(options.parsers ?? {}).map(Number),
          tx,
        });
        const { bytes } = answer as Partial<QueryBytes>;
        return bytes ? this.reader.read(bytes, { rowMode, parsers: options.parsers }) : answer;
      },
      exec: (sql) => this.send({ op: 'exec', sql, tx }),
    };
  }

  /** Statements outside any transaction. */
  private readonly outside = this.runner(undefined);

  query(sql: string, params?: unknown[], options?: QueryOptions) {
    return this.outside.query(sql, params, options);
  }

  exec(sql: string) {
    return this.outside.exec(sql);
  }

  /**
   * Runs `callback` in one transaction: committed when it resolves, rolled back when it throws.
   * Until then the database runs no other statement (PGlite's single connection).
   */
  async transaction<T>(callback: (tx: QueryRunner) => Promise<T>): Promise<T> {
    const tx = (await this.send({ op: 'begin' })) as number;
    let result: T;
    try {
      result = await callback(this.runner(tx));
    } catch (error) {
      await this.send({ op: 'rollback', tx }).catch(() => undefined);
      throw error;
    }
    await this.send({ op: 'commit', tx });
    return result;
  }

  /** Closes PGlite (its files are complete on disk after this) and ends the thread. */
  async close() {
    if (this.stopped) return;
    this.closing = true;
    const exited = new Promise((resolve) => this.worker.once('exit', resolve));
    try {
      await this.send({ op: 'close' });
    } finally {
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
      await this.worker.terminate();
    }
  }
}

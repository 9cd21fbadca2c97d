// TRIAL (issue 37 item 7, EMBEDDED_DRIVER=socket): the embedded database served by
// @electric-sql/pglite-socket in a worker thread of its own, and reached with node-postgres over a
// Unix socket, instead of the message protocol of embedded-thread.ts. bench/PGLITE-SOCKET.md.
//
// One connection (a pool of 1): the socket server queues each wire-protocol *message*, not each
// query, and lets a second connection's messages run between one connection's Parse, Bind and
// Execute (only an explicit BEGIN ... COMMIT block keeps the others waiting). PGlite has a single
// session, so a second connection's unnamed statement would replace the first one's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './client';
import { EmbeddedDatabaseStopped } from './embedded-thread';
import { embeddedSettings } from './embedded-settings';
import { migrationsFolder } from '../paths';

interface SocketWorkerData {
  /** A file of this package, for the worker to find the packages from. */
  base: string;
  dir: string | undefined;
  settings: string[];
  start: Uint8Array<ArrayBuffer> | undefined;
  socket: string;
  maxConnections: number;
}

type Started = { started: true } | { started: false; error: string };

/**
 * The worker: plain CommonJS (no build step, no TypeScript loader). Its extension is the one of
 * embedded-settings.ts (pgliteExtensions), named here because an extension does not cross threads.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const load = createRequire(workerData.base);
const { PGlite } = load('@electric-sql/pglite');
const { pg_trgm } = load('@electric-sql/pglite/contrib/pg_trgm');
const { PGLiteSocketServer } = load('@electric-sql/pglite-socket');
(async () => {
  let db, server;
  try {
    db = new PGlite(workerData.dir ?? 'memory://', {
      extensions: { pg_trgm },
      postgresqlconf: workerData.settings,
      ...(workerData.start && { loadDataDir: new Blob([workerData.start]) }),
    });
    await db.waitReady;
    server = new PGLiteSocketServer({
      db,
      path: workerData.socket,
      maxConnections: workerData.maxConnections,
    });
    await server.start();
  } catch (error) {
    parentPort.postMessage({ started: false, error: String(error && error.message || error) });
    return;
  }
  parentPort.on('message', async (message) => {
    if (message !== 'close') return;
    await server.stop();
    await db.close();
    parentPort.close();
  });
  parentPort.postMessage({ started: true });
})();
`;

export interface EmbeddedSocket {
  pool: pg.Pool;
  onFailure(listener: (error: EmbeddedDatabaseStopped) => void): void;
  close(): Promise<void>;
}

/** Starts PGlite and its socket server in a worker thread, and a pool of one connection to it. */
export async function startEmbeddedSocket(
  dir: string | undefined,
  settings: string[],
  start?: Uint8Array<ArrayBuffer>,
): Promise<EmbeddedSocket> {
  // EMBEDDED_SOCKET_POOL > 1 only to measure what the unsafe configuration would gain.
  const poolSize = Number(process.env.EMBEDDED_SOCKET_POOL ?? 1);
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-pglite-socket-'));
  const workerData: SocketWorkerData = {
    base: fileURLToPath(import.meta.url),
    dir,
    settings,
    start,
    // Where node-postgres looks for host=socketDir, port=5432.
    socket: path.join(socketDir, '.s.PGSQL.5432'),
    // One more than the pool: a closed connection's replacement while the old one is let go.
    maxConnections: poolSize + 1,
  };
  const worker = new Worker(WORKER, { eval: true, workerData });
  const started = await new Promise<Started>((resolve) => {
    worker.once('message', resolve);
    worker.once('error', (error) => resolve({ started: false, error: error.message }));
    worker.once('exit', (code) =>
      resolve({ started: false, error: `its thread exited (code ${code})` }),
    );
  });
  if (!started.started) {
    await worker.terminate();
    fs.rmSync(socketDir, { recursive: true, force: true });
    throw new Error(`The embedded database could not be opened: ${started.error}`);
  }
  const pool = new pg.Pool({
    host: socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max: poolSize,
  });
  pool.on('error', () => undefined);

  let closing = false;
  let stopped: EmbeddedDatabaseStopped | undefined;
  const listeners: ((error: EmbeddedDatabaseStopped) => void)[] = [];
  const fail = (reason: string) => {
    if (closing || stopped) return;
    stopped = new EmbeddedDatabaseStopped(reason);
    for (const listener of listeners) listener(stopped);
  };
  worker.on('error', (error) => fail(error.message));
  worker.on('exit', (code) => fail(`its thread exited (code ${code})`));

  return {
    pool,
    onFailure: (listener) => listeners.push(listener),
    async close() {
      if (closing) return;
      closing = true;
      await pool.end().catch(() => undefined);
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('close');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
      await worker.terminate();
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/** The embedded database's handle on this driver: drizzle's node-postgres driver on the pool. */
export async function openEmbeddedSocket(
  dir: string | undefined,
  start: Uint8Array<ArrayBuffer> | undefined,
): Promise<DatabaseHandle> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const socket = await startEmbeddedSocket(dir, embeddedSettings, start);
  const db = drizzle(socket.pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'embedded',
    migrate: () => migrate(db as never, { migrationsFolder }),
    onFailure: socket.onFailure,
    close: socket.close,
  };
}

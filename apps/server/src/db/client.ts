import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { EmbeddedThread } from './embedded-thread';
import { embeddedSettings, pgliteExtensions } from './embedded-settings';
import { migrationsFolder, type WorkerEntry } from '../paths';

export type Schema = typeof schema;
/** Either driver: embedded PGlite or a PostgreSQL server. Services only see this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, usable wherever a Database is. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'postgres';
  /** Applies pending migrations (forward-only). Safe to call from several processes at once. */
  migrate(): Promise<void>;
  /**
   * Calls `listener` if the database stops under the server: the embedded database's thread
   * died. (A PostgreSQL server that goes away is not this: its pool reconnects.)
   */
  onFailure(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** `postgres://…`: a PostgreSQL server. Otherwise the embedded database. */
  databaseUrl?: string;
  /** Directory of the embedded database; undefined keeps it in memory (tests). */
  embeddedDir?: string;
  poolSize?: number;
  /** Where the embedded database runs: its own worker thread (the default) or this thread. */
  embeddedThread?: 'worker' | 'main';
  /** The embedded database's worker script (tests start one they can make crash). */
  embeddedWorker?: WorkerEntry;
  /**
   * A data directory for an embedded database in memory to start from (a PGlite dump, as
   * `dumpDataDir` writes it, see dumpMigratedEmbedded) instead of initialising an empty one:
   * about 1 s instead of 5. The API tests start each file's database from one dump a run.
   */
  embeddedStart?: Uint8Array<ArrayBuffer>;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  const start = options.embeddedDir ? undefined : options.embeddedStart;
  if (options.embeddedThread === 'main') return openEmbeddedHere(options.embeddedDir, start);
  return openEmbedded(options.embeddedDir, options.embeddedWorker, start);
}

/** A new embedded database in memory, migrated, as a data directory to start others from. */
export async function dumpMigratedEmbedded(): Promise<Uint8Array<ArrayBuffer>> {
  const client = new PGlite('memory://', {
    extensions: pgliteExtensions,
    postgresqlconf: embeddedSettings,
  });
  try {
    await embeddedHandle(client, () => undefined).migrate();
    const dump = await client.dumpDataDir('none');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}

/**
 * The embedded database runs PGlite in a worker thread of its own (docs/decisions/036), so that
 * its queries use the second core; drizzle's PGlite driver talks to it through EmbeddedThread.
 */
/** The handle of an embedded database, whichever thread its client runs PGlite in. */
function embeddedHandle(
  client: PGlite | EmbeddedThread,
  onFailure: DatabaseHandle['onFailure'],
): DatabaseHandle {
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'embedded',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    onFailure,
    close: () => client.close(),
  };
}

async function openEmbedded(
  dir: string | undefined,
  worker: WorkerEntry | undefined,
  start: Uint8Array<ArrayBuffer> | undefined,
): Promise<DatabaseHandle> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = await EmbeddedThread.start(dir, embeddedSettings, worker, start);
  return embeddedHandle(client, (listener) => client.onFailure(listener));
}

/** PGlite in this thread: queries hold the event loop (EMBEDDED_DATABASE_THREAD=main). */
async function openEmbeddedHere(
  dir: string | undefined,
  start: Uint8Array<ArrayBuffer> | undefined,
): Promise<DatabaseHandle> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = new PGlite(dir ?? 'memory://', {
    extensions: pgliteExtensions,
    postgresqlconf: embeddedSettings,
    ...(start && { loadDataDir: new Blob([start]) }),
  });
  await client.waitReady;
  // It fails with the server's thread: nothing would be left to hear it.
  return embeddedHandle(client, () => undefined);
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // One connection holds an advisory lock so that servers starting together migrate once.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
        await client.end();
      }
    },
    onFailure: () => undefined,
    close: () => pool.end(),
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { migrationsFolder } from '../paths';

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
  close(): Promise<void>;
}

/**
 * Every opener of an embedded database must load the same extensions, or PGlite
 * refuses objects created with them. Keep this list in one place.
 */
export const pgliteExtensions = { pg_trgm };

/**
 * The embedded database's buffer pool. At 100k listings the listings' table and indexes are
 * about 48 MB: with them all in the pool, uncached list pages no longer read the data files
 * (a system call per 8 kB page) and run about 20% faster, for about 12 MB more server memory
 * than with 16 MB (bench/, 2026-11-22). PostgreSQL's default, 128 MB, would not fit the 400 MB
 * budget: PGlite's WebAssembly heap never shrinks.
 */
export const EMBEDDED_SHARED_BUFFERS = '48MB';

export interface OpenOptions {
  /** `postgres://…`: a PostgreSQL server. Otherwise the embedded database. */
  databaseUrl?: string;
  /** Directory of the embedded database; undefined keeps it in memory (tests). */
  embeddedDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openEmbedded(options.embeddedDir);
}

async function openEmbedded(dir: string | undefined): Promise<DatabaseHandle> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = new PGlite(dir ?? 'memory://', {
    extensions: pgliteExtensions,
    postgresqlconf: [`shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'embedded',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
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
    close: () => pool.end(),
  };
}

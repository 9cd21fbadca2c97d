import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client';
import { freshPostgresDatabase } from './postgres';
import { defaultRateLimits, type Limit } from '../../src/plugins/rate-limits';

export type DatabaseKind = 'embedded' | 'postgres';

/** The embedded database always; PostgreSQL only when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['embedded', 'postgres']
  : ['embedded'];

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
  kind: DatabaseKind;
}

let embeddedStart: Uint8Array<ArrayBuffer> | undefined;

/**
 * A database of its own for one test file: in-memory PGlite, started from the run's migrated
 * one (global-setup.ts), or a fresh PostgreSQL database.
 */
async function openTestDatabase(kind: DatabaseKind) {
  if (kind === 'embedded') {
    embeddedStart ??= new Uint8Array(fs.readFileSync(inject('embeddedStartFile')));
    return { handle: await openDatabase({ embeddedStart }), drop: async () => undefined };
  }
  const { url, drop } = await freshPostgresDatabase();
  return { handle: await openDatabase({ databaseUrl: url, poolSize: 5 }), drop };
}

const generous = <T extends Limit>(limit: T): T => ({ ...limit, max: limit.max * 1000 });

/**
 * Abuse limits a thousand times the real ones, so that tests which sign in or write a lot never
 * trip them by accident; rate-limits.test.ts checks the real ones.
 */
export const generousRateLimits = {
  general: generous(defaultRateLimits.general),
  loginPerAddress: generous(defaultRateLimits.loginPerAddress),
  loginPerAccountAndAddress: generous(defaultRateLimits.loginPerAccountAndAddress),
  loginPerAccount: generous(defaultRateLimits.loginPerAccount),
  registrationsPerAddress: generous(defaultRateLimits.registrationsPerAddress),
  linkMailsPerAddress: generous(defaultRateLimits.linkMailsPerAddress),
  linkMailsPerAccount: generous(defaultRateLimits.linkMailsPerAccount),
  writesPerAccount: generous(defaultRateLimits.writesPerAccount),
  anonymousWritesPerAddress: generous(defaultRateLimits.anonymousWritesPerAddress),
  messagesPerAccount: generous(defaultRateLimits.messagesPerAccount),
  viewingRequestsPerAccount: generous(defaultRateLimits.viewingRequestsPerAccount),
  listingReportsPerReporter: generous(defaultRateLimits.listingReportsPerReporter),
};

export type TestAppOptions = Pick<
  BuildOptions,
  'rateLimits' | 'logStream' | 'now' | 'importPhotoCa'
>;

export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext & { close(): Promise<void>; handle: DatabaseHandle }> {
  const { handle, drop } = await openTestDatabase(kind);
  await handle.migrate();
  const config = loadConfig({ SEED_DEMO: '0', DATA_DIR: '/tmp/elite-test-unused', ...env });
  const app = await buildApp({
    config,
    database: handle,
    logger: options.logStream ? undefined : false,
    logStream: options.logStream,
    ...(options.now && { now: options.now }),
    ...(options.importPhotoCa && { importPhotoCa: options.importPhotoCa }),
    // A Redis of its own per app, so that runs and files never share counters.
    rateLimits: {
      redisNamespace: `test-${randomBytes(6).toString('hex')}:`,
      ...(options.rateLimits ?? generousRateLimits),
    },
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    kind,
    handle,
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

/**
 * Registers the suite once per database kind, each with its own app and database.
 * `ctx()` gives the running app inside tests.
 */
export function describeEachDatabase(
  title: string,
  suite: (ctx: () => TestContext) => void,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  for (const kind of databaseKinds) {
    describe(`${title} [${kind}]`, () => {
      let context: Awaited<ReturnType<typeof createTestApp>> | undefined;
      beforeAll(async () => {
        context = await createTestApp(kind, env, options);
      });
      afterAll(async () => {
        await context?.close();
      });
      suite(() => {
        if (!context) throw new Error('test app not ready');
        return context;
      });
    });
  }
}

/**
 * Two app instances over one test database, the way several server processes would run:
 * `first` owns the database (created with `env`), `second` shares its configuration.
 */
export function useTwoServers(kind: DatabaseKind, env: Record<string, string>) {
  let first: Awaited<ReturnType<typeof createTestApp>> | undefined;
  let second: FastifyInstance | undefined;
  beforeAll(async () => {
    // A data directory of their own: on the embedded database it names their site in Redis.
    const dataDir = `/tmp/elite-test-${randomBytes(6).toString('hex')}`;
    first = await createTestApp(kind, { DATA_DIR: dataDir, ...env });
    second = await buildApp({ config: first.config, database: first.handle, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });
  return () => {
    if (!first || !second) throw new Error('servers not started');
    return { first, second };
  };
}

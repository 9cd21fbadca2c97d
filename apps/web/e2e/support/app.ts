import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { freshPostgresDatabase } from '../../../server/test/helpers/postgres';
import {
  dataDirFrom,
  startServer,
  type RunningServer,
} from '../../../server/test/helpers/spawn-server';
import { launchBrowser } from './browser';

export interface E2eContext {
  server: RunningServer;
  browser: Browser;
}

interface FileDatabase {
  env: Record<string, string>;
  dataDir?: string;
  drop(): Promise<void>;
}

/**
 * A journey's own database: a copy of the embedded one made and migrated once a run
 * (global-setup.ts), in a data directory of its own; with E2E_DATABASE=postgres a fresh database
 * on TEST_DATABASE_URL's PostgreSQL server instead (`.ci/run` runs the journeys once on each).
 */
async function databaseForFile(): Promise<FileDatabase> {
  if (process.env.E2E_DATABASE !== 'postgres') {
    const dataDir = dataDirFrom(inject('e2eDataTemplate'));
    return {
      env: {},
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await freshPostgresDatabase('e2e');
  return { env: { DATABASE_URL: url }, drop };
}

/**
 * One running product (the built web app and server, as `npm start` runs them, on an empty
 * database: embedded, or PostgreSQL with E2E_DATABASE=postgres) and one Chromium for a test file.
 */
export function useProduct(env: Record<string, string> = {}): () => E2eContext {
  let context: E2eContext | undefined;
  let dropDatabase = async () => undefined as void;
  beforeAll(async () => {
    const database = await databaseForFile();
    dropDatabase = database.drop;
    const [server, browser] = await Promise.all([
      // Maps on a plain background unless a test says otherwise: the journeys reach no tile
      // server (a tile that fails to load is a console error).
      startServer({
        dataDir: database.dataDir,
        env: { MAP_TILE_URL: 'off', ...database.env, ...env },
        built: true,
      }),
      launchBrowser(),
    ]);
    context = { server, browser };
  });
  afterAll(async () => {
    await context?.browser.close();
    await context?.server.stop();
    await dropDatabase();
  });
  return () => {
    if (!context) throw new Error('product not started');
    return context;
  };
}

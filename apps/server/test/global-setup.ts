import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { dumpMigratedEmbedded } from '../src/db/client';
import { embeddedSettings, pgliteExtensions } from '../src/db/embedded-settings';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's data directory, for each file's database to start from. */
    embeddedStartFile: string;
    /**
     * A server's DATA_DIR whose embedded database (`db/`) is that migrated one, for the tests that
     * start the server as a process to start from a copy (helpers/spawn-server.ts).
     */
    embeddedDataTemplate: string;
  }
}

/**
 * Once a run: an embedded database initialised and migrated, dumped to a file. Each test file's
 * embedded database starts from it (test-app.ts) instead of initialising a cluster of its own
 * and migrating it, which took about 7 of every file's seconds. The migrations themselves run
 * here, every run, and on every PostgreSQL database.
 */
export default async function setup(project: TestProject) {
  const file = path.join(os.tmpdir(), `elite-test-db-${randomBytes(6).toString('hex')}.tar`);
  const dump = await dumpMigratedEmbedded();
  fs.writeFileSync(file, dump);
  project.provide('embeddedStartFile', file);
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-data-template-'));
  const onDisk = new PGlite(path.join(template, 'db'), {
    extensions: pgliteExtensions,
    postgresqlconf: embeddedSettings,
    loadDataDir: new Blob([dump]),
  });
  await onDisk.waitReady;
  await onDisk.close();
  project.provide('embeddedDataTemplate', template);
  return () => {
    fs.rmSync(file, { force: true });
    fs.rmSync(template, { recursive: true, force: true });
  };
}

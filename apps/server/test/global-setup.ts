import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedEmbedded } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's data directory, for each file's database to start from. */
    embeddedStartFile: string;
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
  fs.writeFileSync(file, await dumpMigratedEmbedded());
  project.provide('embeddedStartFile', file);
  return () => fs.rmSync(file, { force: true });
}

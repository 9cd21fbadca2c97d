import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer, tempDataDir } from '../../../server/test/helpers/spawn-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A data directory whose embedded database the built server has made and migrated, for each
     * journey's server to start from a copy of; '' when the journeys run on PostgreSQL.
     */
    e2eDataTemplate: string;
  }
}

/**
 * Once a run: the built server starts on an empty data directory, makes and migrates its embedded
 * database and stops. Each journey's server then starts from a copy (app.ts) instead of making a
 * cluster of its own: about 6 s against 20 on a busy two-core machine, for each of the files
 * (docs/decisions/054). Nothing else is in the directory: the server writes its e-mails and
 * uploads there only once it runs.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_DATABASE === 'postgres') {
    project.provide('e2eDataTemplate', '');
    return undefined;
  }
  const dataDir = tempDataDir('elite-e2e-template-');
  const server = await startServer({ dataDir, built: true, env: { MAP_TILE_URL: 'off' } });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the template's server ended with ${code}:\n${server.output()}`);
  project.provide('e2eDataTemplate', dataDir);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}

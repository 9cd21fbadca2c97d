import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer, bundleIn, isCurrent } from '../scripts/build.mjs';
import { tempDataDir } from './helpers/spawn-server';

// `npm start` runs the bundle that scripts/build.mjs makes, and makes it again when a source
// changed since (the browser journeys run the bundle itself).
describe('the server build', () => {
  it('bundles our sources, keeps packages as imports, and knows when a source is newer', async () => {
    const dir = tempDataDir('elite-build-');
    expect(isCurrent(dir)).toBe(false);

    await buildServer(dir);
    const bundle = readFileSync(bundleIn(dir), 'utf8');
    expect(bundle).toContain('Property not found');
    expect(bundle).toMatch(/from "fastify"/);
    const inputs = JSON.parse(readFileSync(path.join(dir, 'inputs.json'), 'utf8')) as string[];
    expect(inputs).toContain('apps/server/src/server.ts');
    expect(inputs).toContain('packages/shared/src/messages.ts');
    // The embedded database's worker thread is bundled beside the server, which starts it.
    expect(readFileSync(path.join(dir, 'embedded-worker.js'), 'utf8')).toMatch(
      /from "@electric-sql\/pglite"/,
    );
    expect(inputs).toContain('apps/server/src/db/embedded-worker.ts');
    expect(isCurrent(dir)).toBe(true);

    // A bundle older than its sources is not current.
    utimesSync(bundleIn(dir), new Date(1000), new Date(1000));
    expect(isCurrent(dir)).toBe(false);

    // Nor is one whose list of sources names a file that is gone.
    await buildServer(dir);
    writeFileSync(path.join(dir, 'inputs.json'), JSON.stringify([...inputs, 'gone.ts']));
    expect(isCurrent(dir)).toBe(false);
  });
});

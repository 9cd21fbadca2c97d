// `npm start`: builds what is missing (the web app once; the server bundle when a source
// changed since it was made), then runs the built server (which migrates, seeds and listens)
// in this same process so signals reach it directly.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, bundleIn, distDir, isCurrent } from '../apps/server/scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (!existsSync(webIndex)) {
  console.log('No web build found: building the web app (once)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@elite/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!isCurrent()) await buildServer();

// Errors are logged with their place in the TypeScript sources.
process.setSourceMapsEnabled(true);

await import(bundleIn(distDir));

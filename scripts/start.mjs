// `npm start`: builds the web app when no build is present, then runs the server
// (which migrates, seeds and listens) in this same process so signals reach it directly.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

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

register();
await import(path.join(root, 'apps/server/src/server.ts'));

// Bundles the server (apps/server/src/server.ts and @elite/shared) into apps/server/dist/server.js,
// and the embedded database's worker thread into dist/embedded-worker.js, for `npm start`, so production runs plain JavaScript: no TypeScript loader, its worker or its
// transformed sources in memory (docs/decisions/013). Packages from node_modules stay imports.
//
//   node apps/server/scripts/build.mjs     (also part of `npm run build`)
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverRoot, '../..');
/** Where `npm start` runs the server from. */
export const distDir = path.join(serverRoot, 'dist');
export const bundleIn = (dir) => path.join(dir, 'server.js');
/** The source files the bundle was made from (relative to the repository), for isCurrent(). */
const inputsIn = (dir) => path.join(dir, 'inputs.json');

/** Our workspace packages are TypeScript sources and go into the bundle; the rest stay imports. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@elite/') ? undefined : { external: true },
    );
  },
};

export async function buildServer(dir = distDir) {
  const result = await esbuild.build({
    // The server, and the embedded database's worker thread (src/db/embedded-worker.ts), which
    // the server starts from the file beside it.
    entryPoints: {
      server: path.join(serverRoot, 'src/server.ts'),
      'embedded-worker': path.join(serverRoot, 'src/db/embedded-worker.ts'),
    },
    outdir: dir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    metafile: true,
    plugins: [keepPackagesExternal],
    logLevel: 'warning',
  });
  // Inputs are relative to esbuild's working directory: made relative to the repository here.
  const inputs = Object.keys(result.metafile.inputs).map((input) =>
    path.relative(repoRoot, path.resolve(input)),
  );
  writeFileSync(inputsIn(dir), JSON.stringify(inputs, null, 1));
}

const modified = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/** True when the bundle exists and none of its sources changed since it was made. */
export function isCurrent(dir = distDir) {
  const built = modified(bundleIn(dir));
  if (built === undefined) return false;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(inputsIn(dir), 'utf8'));
  } catch {
    return false;
  }
  return inputs.every((input) => {
    const changed = modified(path.join(repoRoot, input));
    return changed !== undefined && changed <= built;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}

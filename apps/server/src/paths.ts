import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * apps/server: the folder above this file's. This file is in src/ when run from source and
 * bundled into dist/server.js when built (scripts/build.ts), both one level down, so every
 * path below holds in both.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Drizzle's migrations, applied at start-up (db/client.ts). */
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');

/** The web app's package: its build (dist/, dist-ssr/) and its installed packages. */
export const webRoot = path.resolve(serverRoot, '../web');

/** True when this file runs from the TypeScript sources (tsx, tests), not from dist/. */
const fromSources = import.meta.url.endsWith('.ts');

/** tsx's module hooks, registered in a thread that runs TypeScript sources. */
const tsxApi = () =>
  pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/index\.cjs$/, 'index.mjs'),
  ).href;

/**
 * How to start the embedded database's worker thread (db/embedded-worker.ts): the file bundled
 * beside the server (dist/embedded-worker.js beside dist/server.js), or, from the sources, a
 * small script that registers tsx's hooks in the new thread and then imports the TypeScript file.
 */
export function embeddedWorkerEntry(): WorkerEntry {
  if (!fromSources) {
    return { script: new URL('./embedded-worker.js', import.meta.url), eval: false };
  }
  return embeddedWorkerFromSources('');
}

/** A script for a worker thread: a file, or code (`eval`). */
export interface WorkerEntry {
  script: string | URL;
  eval: boolean;
}

/** The worker from its TypeScript sources, after `prelude` (CommonJS code: tests add to it). */
export function embeddedWorkerFromSources(prelude: string): WorkerEntry {
  const file = pathToFileURL(path.join(serverRoot, 'src/db/embedded-worker.ts')).href;
  return {
    script: `${prelude}
      import(${JSON.stringify(tsxApi())}).then(({ register }) => {
        register();
        return import(${JSON.stringify(file)});
      });`,
    eval: true,
  };
}

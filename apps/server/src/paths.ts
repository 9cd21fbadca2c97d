import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

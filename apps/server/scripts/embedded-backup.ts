import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../src/db/embedded-settings';
import { lockDataDir } from '../src/lib/data-dir-lock';

/** Where the embedded database lives inside DATA_DIR (as server.ts opens it). */
export const embeddedDir = (dataDir: string) => path.join(dataDir, 'db');

/**
 * Writes the embedded database of DATA_DIR to one gzipped tarball. Takes the DATA_DIR lock, so
 * it refuses while a server uses the directory (a copy of a live data directory may be torn).
 */
export async function backupEmbeddedDatabase(dataDir: string, file: string) {
  const dir = embeddedDir(dataDir);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new Error(`No embedded database in ${dir}`);
  }
  const release = await lockDataDir(dataDir);
  try {
    const pg = new PGlite(dir, { extensions: pgliteExtensions });
    try {
      await pg.waitReady;
      const archive = await pg.dumpDataDir('gzip');
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      const temporary = `${file}.partial`;
      fs.writeFileSync(temporary, Buffer.from(await archive.arrayBuffer()));
      fs.renameSync(temporary, file);
    } finally {
      await pg.close();
    }
  } finally {
    await release();
  }
  return { file, bytes: fs.statSync(file).size };
}

/**
 * Replaces the embedded database of DATA_DIR with a backup. The current database is kept aside
 * (`db.before-restore-<time>`), never deleted. Refuses while a server uses the directory.
 */
export async function restoreEmbeddedDatabase(dataDir: string, file: string) {
  if (!fs.existsSync(file)) throw new Error(`No backup file at ${file}`);
  const release = await lockDataDir(dataDir);
  try {
    const dir = embeddedDir(dataDir);
    const incoming = `${dir}.restoring`;
    fs.rmSync(incoming, { recursive: true, force: true });
    // Loaded and checked aside first, so a bad file leaves the current database as it was.
    const pg = new PGlite(incoming, {
      extensions: pgliteExtensions,
      loadDataDir: new Blob([fs.readFileSync(file)]),
    });
    let accounts: number;
    try {
      await pg.waitReady;
      const result = await pg.query<{ n: number }>('select count(*)::int as n from users');
      accounts = result.rows[0]?.n ?? 0;
    } finally {
      await pg.close();
    }
    let keptAside: string | undefined;
    if (fs.existsSync(dir)) {
      keptAside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(dir, keptAside);
    }
    fs.renameSync(incoming, dir);
    return { accounts, keptAside };
  } finally {
    await release();
  }
}

/**
 * Backs up or restores the embedded database (DATA_DIR/db) while the server is stopped:
 *   npm run db:backup -- backups/elite.tar.gz
 *   npm run db:restore -- backups/elite.tar.gz
 * With DATABASE_URL, use PostgreSQL's own pg_dump and pg_restore instead.
 */
import path from 'node:path';
import { loadConfig } from '../src/config';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from './embedded-backup';

async function main() {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    throw new Error(
      'Usage: npm run db:backup -- <file.tar.gz> | npm run db:restore -- <file.tar.gz>',
    );
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump / pg_restore instead.');
  }
  const target = path.resolve(file);
  if (command === 'backup') {
    const { bytes } = await backupEmbeddedDatabase(config.dataDir, target);
    process.stdout.write(
      `Backed up ${config.dataDir}/db to ${target} (${bytes} bytes).\n` +
        `Uploaded images are files in ${config.imagesDir} (or S3): copy them as they are.\n`,
    );
  } else {
    const { accounts, keptAside } = await restoreEmbeddedDatabase(config.dataDir, target);
    process.stdout.write(
      `Restored ${target} into ${config.dataDir}/db (${accounts} accounts).\n` +
        (keptAside ? `The previous database is kept in ${keptAside}.\n` : ''),
    );
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});

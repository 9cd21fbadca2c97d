import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from '../scripts/embedded-backup';
import { lockDataDir } from '../src/lib/data-dir-lock';
import { temporaryDataDir } from './helpers/images';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function withDatabase<T>(
  dataDir: string,
  use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const handle = await openDatabase({ embeddedDir: path.join(dataDir, 'db') });
  try {
    await handle.migrate();
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

const addAccount = (email: string) => (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
  db.insert(users).values({ name: 'Kept', email, passwordHash: null });

const emails = (dataDir: string) =>
  withDatabase(dataDir, async (db) =>
    (await db.select({ email: users.email }).from(users)).map((u) => u.email).sort(),
  );

describe('backing up and restoring the embedded database', () => {
  const data = temporaryDataDir('backup');
  const file = path.join(data.dir, 'backups', 'elite.tar.gz');
  afterAll(() => data.remove());

  it('a backup taken while stopped restores exactly that state; the replaced database is kept aside', async () => {
    await withDatabase(data.dir, addAccount('before@example.com'));
    const { bytes } = await backupEmbeddedDatabase(data.dir, file);
    expect(bytes).toBeGreaterThan(1000);

    await withDatabase(data.dir, addAccount('after@example.com'));
    expect(await emails(data.dir)).toEqual(['after@example.com', 'before@example.com']);

    const { accounts, keptAside } = await restoreEmbeddedDatabase(data.dir, file);
    expect(accounts).toBe(1);
    expect(await emails(data.dir)).toEqual(['before@example.com']);
    expect(keptAside && fs.existsSync(keptAside)).toBe(true);
    // The restored database takes writes.
    await withDatabase(data.dir, addAccount('later@example.com'));
    await withDatabase(data.dir, async (db) => {
      expect(
        await db.select().from(users).where(eq(users.email, 'later@example.com')),
      ).toHaveLength(1);
    });
  }, 120_000);

  it('refuses while a server holds DATA_DIR', async () => {
    // Held here as a running server holds it.
    const release = await lockDataDir(data.dir);
    try {
      await expect(backupEmbeddedDatabase(data.dir, file)).rejects.toThrow(
        /in use by another server/,
      );
      await expect(restoreEmbeddedDatabase(data.dir, file)).rejects.toThrow(
        /in use by another server/,
      );
    } finally {
      await release();
    }
  });

  it('is one npm command each way', () => {
    const env = { ...process.env, DATA_DIR: data.dir, DATABASE_URL: '' };
    const backup = spawnSync('npm', ['run', '--silent', 'db:backup', '--', file], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('Backed up');
    const restore = spawnSync('npm', ['run', '--silent', 'db:restore', '--', file], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('Restored');
  }, 120_000);
});

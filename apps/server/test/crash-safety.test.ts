import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runCrashCheck, type CrashCheckReport } from '../scripts/crash-check';

function expectNothingLost(report: CrashCheckReport) {
  expect(report.lost, JSON.stringify(report)).toEqual([]);
  expect(report.acknowledged.listings, 'writes were acknowledged before the kill').toBeGreaterThan(
    0,
  );
  expect(report.acknowledged.renames).toBeGreaterThan(0);
  expect(report.writableAfterRestart).toBe(true);
}

/** A fresh PostgreSQL database for one run, dropped afterwards. */
async function withFreshDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
}

describe('the server killed with SIGKILL under a write load', () => {
  it('loses no acknowledged write on the embedded database, and restarts cleanly', async () => {
    expectNothingLost(await runCrashCheck({ seconds: 3 }));
  }, 240_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'loses no acknowledged write on PostgreSQL, and restarts cleanly',
    async () => {
      expectNothingLost(
        await withFreshDatabase((url) => runCrashCheck({ seconds: 3, databaseUrl: url })),
      );
    },
    240_000,
  );
});

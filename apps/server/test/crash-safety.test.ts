import { describe, expect, it } from 'vitest';
import { runCrashCheck, type CrashCheckReport } from '../scripts/crash-check';
import { freshPostgresDatabase } from './helpers/postgres';

function expectNothingLost(report: CrashCheckReport) {
  expect(report.lost, JSON.stringify(report)).toEqual([]);
  expect(report.acknowledged.listings, 'writes were acknowledged before the kill').toBeGreaterThan(
    0,
  );
  expect(report.acknowledged.renames).toBeGreaterThan(0);
  expect(report.writableAfterRestart).toBe(true);
}

describe('the server killed with SIGKILL under a write load', () => {
  it('loses no acknowledged write on the embedded database, and restarts cleanly', async () => {
    expectNothingLost(await runCrashCheck({ seconds: 3 }));
  }, 240_000);

  // Registered only with TEST_DATABASE_URL, like every PostgreSQL suite.
  if (process.env.TEST_DATABASE_URL)
    it('loses no acknowledged write on PostgreSQL, and restarts cleanly', async () => {
      const database = await freshPostgresDatabase('crash');
      try {
        expectNothingLost(await runCrashCheck({ seconds: 3, databaseUrl: database.url }));
      } finally {
        await database.drop();
      }
    }, 240_000);
});

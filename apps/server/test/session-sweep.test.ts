import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { sessions } from '../src/db/schema';
import { sweepDeadSessions } from '../src/modules/identity/service';
import { hashToken } from '../src/modules/identity/tokens';
import { createAccount, type TestAccount } from './helpers/factories';
import { databaseKinds, describeEachDatabase, useTwoServers } from './helpers/test-app';

/** Moves a token's timestamps, as if time had passed. */
async function age(db: Database, account: TestAccount, set: string) {
  await db.execute(
    sql.raw(`update sessions set ${set} where token_hash = '${hashToken(account.token)}'`),
  );
}

/** Which of these accounts' sessions are still stored. */
async function stored(db: Database, accounts: TestAccount[]) {
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(
      inArray(
        sessions.tokenHash,
        accounts.map((account) => hashToken(account.token)),
      ),
    );
  const hashes = new Set(rows.map((row) => row.tokenHash));
  return accounts.map((account) => hashes.has(hashToken(account.token)));
}

/** An expired session, one that sat unused past the idle lifetime (dead), and a live one. */
async function threeSessions(app: Parameters<typeof createAccount>[0], db: Database) {
  const expired = await createAccount(app, db);
  const idle = await createAccount(app, db);
  const live = await createAccount(app, db);
  await age(db, expired, `expires_at = now() - interval '1 second'`);
  await age(db, idle, `last_used_at = now() - interval '7 days 1 minute'`);
  return { expired, idle, live };
}

describeEachDatabase('the daily sweep of dead sessions', (ctx) => {
  it('deletes expired and idle sessions and keeps the live one, which still signs in', async () => {
    const { app, db } = ctx();
    const { expired, idle, live } = await threeSessions(app, db);
    expect(await stored(db, [expired, idle, live])).toEqual([true, true, true]);

    app.sessionSweeper.nudge();
    await app.sessionSweeper.settled();

    expect(await stored(db, [expired, idle, live])).toEqual([false, false, true]);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: live.auth });
    expect(me.statusCode).toBe(200);
  });
});

// Several servers share one database only on PostgreSQL (the embedded one has one process).
for (const kind of databaseKinds.filter((candidate) => candidate === 'postgres')) {
  describe(`the sweep on two servers [${kind}]`, () => {
    const servers = useTwoServers(kind, {});

    it('two sweeps at once delete each dead session once, without error', async () => {
      const { first, second } = servers();
      const { expired, idle, live } = await threeSessions(first.app, first.db);
      const results = await Promise.all([
        sweepDeadSessions(first.db),
        sweepDeadSessions(second.db as Database),
        sweepDeadSessions(first.db),
      ]);
      // One sweep deletes both; the others found the lock taken (null) or nothing left (0).
      const deleted = results.filter((result) => result !== null);
      expect(deleted.reduce((sum, n) => sum + n, 0)).toBe(2);
      expect(results.filter((result) => result === 2)).toHaveLength(1);
      expect(await stored(first.db, [expired, idle, live])).toEqual([false, false, true]);
    });
  });
}

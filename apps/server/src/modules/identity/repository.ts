import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { accountTokens, sessions, users, type AccountTokenPurpose } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user; returns undefined when the e-mail is already taken. */
export async function insertUser(
  db: Database,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<Pick<UserRow, 'name' | 'photoUrl' | 'passwordHash' | 'role' | 'emailVerifiedAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** `createdAt`: when its sign-in happened (a rotated token keeps the sign-in's); now by default. */
export async function insertSession(
  db: Database,
  values: { userId: string; tokenHash: string; expiresAt: Date; createdAt?: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/**
 * When the session's sign-in happened, and whether that was at most `minutes` ago (the
 * database's clock decides); undefined when the session is gone.
 */
export async function sessionSignIn(
  db: Database,
  sessionId: string,
  minutes: number,
): Promise<{ signedInAt: Date; recent: boolean } | undefined> {
  const [row] = await db
    .select({
      signedInAt: sessions.createdAt,
      recent: sql<boolean>`${sessions.createdAt} > now() - make_interval(mins => ${minutes})`,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row;
}

export interface SessionUser {
  sessionId: string;
  lastUsedAt: Date;
  user: UserRow;
}

/** The live session for a token hash: not expired, not idle too long. */
export async function findLiveSession(
  db: Database,
  tokenHash: string,
  idleSince: Date,
): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastUsedAt, idleSince),
      ),
    )
    .limit(1);
  return row;
}

export async function touchSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Deletes the sessions past their absolute lifetime or idle since before `idleSince`; their number. */
export async function deleteExpiredSessions(tx: Database | Tx, idleSince: Date): Promise<number> {
  const deleted = await tx
    .delete(sessions)
    .where(sql`${sessions.expiresAt} < now() or ${lt(sessions.lastUsedAt, idleSince)}`)
    .returning({ id: sessions.id });
  return deleted.length;
}

/** The session sweep's advisory lock, held to the end of the transaction; false if another has it. */
export async function trySessionSweepLock(tx: Tx): Promise<boolean> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(727276) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}

/** Every token of the account dies, but the one `keepSessionId` names, if any. */
export async function deleteSessionsOf(
  db: Database,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}

/** The address is proven; a later proof keeps the first date. Undefined: the address changed. */
export async function markEmailVerified(
  db: Database,
  userId: string,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning();
  return row;
}

export async function insertAccountToken(
  db: Database,
  values: {
    tokenHash: string;
    userId: string;
    purpose: AccountTokenPurpose;
    email: string;
    lifetimeSeconds: number;
  },
): Promise<void> {
  const { lifetimeSeconds, ...row } = values;
  await db
    .insert(accountTokens)
    .values({ ...row, expiresAt: sql`now() + make_interval(secs => ${lifetimeSeconds})` });
}

/**
 * Marks a live, unused link token as used and gives its account and address: one statement, so
 * two requests with the same link cannot both pass. Undefined when it cannot be used.
 */
export async function useAccountToken(
  db: Database,
  tokenHash: string,
  purpose: AccountTokenPurpose,
): Promise<{ userId: string; email: string } | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row;
}

/** The account's links of this purpose (or all of them) stop working. */
export async function deleteAccountTokens(
  db: Database,
  userId: string,
  purpose?: AccountTokenPurpose,
): Promise<void> {
  await db
    .delete(accountTokens)
    .where(
      purpose
        ? and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose))
        : eq(accountTokens.userId, userId),
    );
}

/** Links expired or used a day ago or more. */
export async function deleteDeadAccountTokens(db: Database): Promise<void> {
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, sql`now() - interval '1 day'`));
}

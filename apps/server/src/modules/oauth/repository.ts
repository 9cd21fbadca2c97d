import { and, eq, getTableColumns, isNull, lt, or, sql } from 'drizzle-orm';
import type { SocialProvider } from '@elite/shared';
import type { Database } from '../../db/client';
import { oauthAccounts, oauthCodes, oauthStates, users } from '../../db/schema';
import type { UserRow } from '../identity/repository';

export type StateRow = typeof oauthStates.$inferSelect;

export async function insertState(
  db: Database,
  values: typeof oauthStates.$inferInsert,
): Promise<void> {
  await db.insert(oauthStates).values(values);
}

/**
 * Takes a state out of the table (single use) and says whether it is still fresh. Times come
 * from the database's clock only.
 */
export async function takeState(
  db: Database,
  state: string,
  provider: SocialProvider,
  lifetimeSeconds: number,
): Promise<(StateRow & { fresh: boolean }) | undefined> {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, state), eq(oauthStates.provider, provider)))
    .returning({
      ...getTableColumns(oauthStates),
      fresh: sql<boolean>`${oauthStates.createdAt} > now() - make_interval(secs => ${lifetimeSeconds})`,
    });
  return row;
}

/** Attempts the provider never finished (the visitor closed the window). */
export async function deleteStaleStates(db: Database, lifetimeSeconds: number): Promise<void> {
  await db
    .delete(oauthStates)
    .where(lt(oauthStates.createdAt, sql`now() - make_interval(secs => ${lifetimeSeconds})`));
}

export async function insertCode(
  db: Database,
  values: { codeHash: string; userId: string; browserHash: string; lifetimeSeconds: number },
): Promise<void> {
  await db.insert(oauthCodes).values({
    codeHash: values.codeHash,
    userId: values.userId,
    browserHash: values.browserHash,
    expiresAt: sql`now() + make_interval(secs => ${values.lifetimeSeconds})`,
  });
}

/**
 * Marks a live, unused code as used and gives its account; undefined when it cannot be used, or
 * when `browserHash` is not that of the browser the code was given to (the code stays unused).
 */
export async function useCode(
  db: Database,
  codeHash: string,
  browserHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(oauthCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oauthCodes.codeHash, codeHash),
        eq(oauthCodes.browserHash, browserHash),
        isNull(oauthCodes.usedAt),
        sql`${oauthCodes.expiresAt} > now()`,
      ),
    )
    .returning({ userId: oauthCodes.userId });
  return row?.userId;
}

/** Codes that can no longer be used; kept for a while after use or expiry, then dropped. */
export async function deleteDeadCodes(db: Database): Promise<void> {
  await db
    .delete(oauthCodes)
    .where(
      or(
        lt(oauthCodes.expiresAt, sql`now() - interval '1 hour'`),
        lt(oauthCodes.usedAt, sql`now() - interval '1 hour'`),
      ),
    );
}

export async function findLinkedUser(
  db: Database,
  provider: SocialProvider,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
    .limit(1);
  return row?.user;
}

/** Links a provider identity to an account; a link that already exists is left as it is. */
export async function insertLink(
  db: Database,
  values: { provider: SocialProvider; subject: string; userId: string },
): Promise<void> {
  await db.insert(oauthAccounts).values(values).onConflictDoNothing();
}

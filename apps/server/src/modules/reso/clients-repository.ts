import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { apiClients, apiClientTokens } from '../../db/schema';

/** The API clients, newest first (never their secrets' hashes). */
export function listApiClients(db: Database) {
  return db
    .select({
      id: apiClients.id,
      name: apiClients.name,
      createdBy: apiClients.createdBy,
      createdAt: apiClients.createdAt,
      revokedAt: apiClients.revokedAt,
    })
    .from(apiClients)
    .orderBy(desc(apiClients.createdAt), desc(apiClients.id));
}

export async function insertApiClient(
  tx: Tx,
  client: { name: string; secretHash: string; createdBy: string },
): Promise<string> {
  const [row] = await tx.insert(apiClients).values(client).returning({ id: apiClients.id });
  return row!.id;
}

/**
 * Revokes a client that is not revoked yet, and drops its tokens (they stop at once: a token is
 * also only taken while its client is live). False when there is no such live client.
 */
export async function revokeApiClient(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(apiClients)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiClients.id, id), isNull(apiClients.revokedAt)))
    .returning({ id: apiClients.id });
  await tx.delete(apiClientTokens).where(eq(apiClientTokens.clientId, id));
  return rows.length > 0;
}

export async function apiClientExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: apiClients.id })
    .from(apiClients)
    .where(eq(apiClients.id, id))
    .limit(1);
  return row !== undefined;
}

/** A live (not revoked) client's secret hash, to check its credentials. */
export async function findLiveClientSecret(db: Database, id: string) {
  const [row] = await db
    .select({ secretHash: apiClients.secretHash })
    .from(apiClients)
    .where(and(eq(apiClients.id, id), isNull(apiClients.revokedAt)))
    .limit(1);
  return row?.secretHash;
}

export async function insertApiClientToken(
  db: Database,
  token: { tokenHash: string; clientId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(apiClientTokens).values(token);
}

/** The live client of an unexpired token, or undefined. */
export async function findTokenClient(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ clientId: apiClientTokens.clientId })
    .from(apiClientTokens)
    .innerJoin(apiClients, eq(apiClients.id, apiClientTokens.clientId))
    .where(
      and(
        eq(apiClientTokens.tokenHash, tokenHash),
        gt(apiClientTokens.expiresAt, now),
        isNull(apiClients.revokedAt),
      ),
    )
    .limit(1);
  return row?.clientId;
}

/** Tokens past their hour (each new token sweeps them, so the table stays small). */
export async function deleteExpiredTokens(db: Database, now: Date): Promise<void> {
  await db.delete(apiClientTokens).where(lt(apiClientTokens.expiresAt, now));
}

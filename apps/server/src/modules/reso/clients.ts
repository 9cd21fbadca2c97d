import { timingSafeEqual } from 'node:crypto';
import type { ApiClient, ApiClientBody, ApiClientCreated } from '@elite/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { isRecordId } from '../../lib/ids';
import { audited, type AuditActor } from '../audit/service';
import { hashToken, newToken } from '../identity/tokens';
import * as repo from './clients-repository';
import { resoMessages } from './messages';

/*
 * API clients of the RESO Web API (CONTRACT.md section 15) and their OAuth2 client-credentials
 * tokens (RFC 6749 section 4.4). A client's secret and its tokens are 256 random bits each, of
 * which only the SHA-256 hash is stored (like a session's token); a token lasts an hour and is
 * good only while its client is not revoked (decision 072).
 */

/** How long an access token lasts, in seconds (`expires_in`). */
export const ACCESS_TOKEN_LIFETIME_S = 3600;

export async function listApiClients(db: Database): Promise<ApiClient[]> {
  const rows = await repo.listApiClients(db);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}

/** A new client, audited; its secret is in this answer only. */
export async function createApiClient(
  db: Database,
  actor: AuditActor,
  body: ApiClientBody,
): Promise<ApiClientCreated> {
  const secret = newToken();
  const id = await audited(
    db,
    actor,
    (tx) =>
      repo.insertApiClient(tx, {
        name: body.name,
        secretHash: hashToken(secret),
        createdBy: actor.id,
      }),
    (clientId) => ({
      action: 'api_client.created',
      targetType: 'api_client',
      targetId: clientId,
      details: { name: body.name },
    }),
  );
  return { insertedId: id, client_id: id, client_secret: secret };
}

/** Revokes a client (its tokens stop at once), audited; unknown or revoked already: 404. */
export async function revokeApiClient(db: Database, actor: AuditActor, id: string): Promise<void> {
  const revoked = await audited(
    db,
    actor,
    (tx) => repo.revokeApiClient(tx, id),
    (done) =>
      done ? { action: 'api_client.revoked', targetType: 'api_client', targetId: id } : undefined,
  );
  if (!revoked) throw notFound(resoMessages.clientNotFound);
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether these are a live client's credentials. */
export async function checkClientCredentials(
  db: Database,
  clientId: string,
  secret: string,
): Promise<boolean> {
  if (!isRecordId(clientId) || secret.length === 0 || secret.length > 200) return false;
  const secretHash = await repo.findLiveClientSecret(db, clientId);
  return secretHash !== undefined && sameHash(secretHash, hashToken(secret));
}

/** A new access token for a client whose credentials were checked; the expired ones go. */
export async function issueAccessToken(db: Database, clientId: string, now: Date): Promise<string> {
  const token = newToken();
  await repo.deleteExpiredTokens(db, now);
  await repo.insertApiClientToken(db, {
    tokenHash: hashToken(token),
    clientId,
    expiresAt: new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_S * 1000),
  });
  return token;
}

/** The live client of a bearer token, or undefined (unknown, expired, or its client revoked). */
export function clientOfToken(db: Database, token: string, now: Date) {
  if (token.length === 0 || token.length > 200) return Promise.resolve(undefined);
  return repo.findTokenClient(db, hashToken(token), now);
}

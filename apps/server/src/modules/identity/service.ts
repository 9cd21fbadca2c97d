import { messages, type Identity, type RegisterBody } from '@elite/shared';
import type { Database } from '../../db/client';
import { conflict, unauthorized } from '../../lib/errors';
import * as repo from './repository';
import { hashPassword, verifyPassword } from './passwords';
import {
  hashToken,
  newToken,
  TOKEN_ABSOLUTE_LIFETIME_MS,
  TOKEN_IDLE_LIFETIME_MS,
  TOKEN_TOUCH_INTERVAL_MS,
} from './tokens';

export type AuthUser = repo.UserRow;

export function toIdentity(user: AuthUser): Identity {
  return { displayName: user.name, email: user.email, photoURL: user.photoUrl };
}

export async function issueToken(db: Database, userId: string): Promise<string> {
  const token = newToken();
  await repo.insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_ABSOLUTE_LIFETIME_MS),
  });
  return token;
}

export async function register(db: Database, body: RegisterBody) {
  const passwordHash = await hashPassword(body.password);
  const user = await repo.insertUser(db, {
    name: body.name,
    email: body.email,
    passwordHash,
    photoUrl: body.photoURL ?? null,
  });
  if (!user) throw conflict(messages.emailTaken);
  return { token: await issueToken(db, user.id), user: toIdentity(user) };
}

export async function login(db: Database, email: string, password: string) {
  const user = await repo.findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) throw unauthorized(messages.passwordIncorrect);
  return { token: await issueToken(db, user.id), user: toIdentity(user) };
}

export interface Session {
  sessionId: string;
  user: AuthUser;
}

/** The signed-in account behind a bearer token, or undefined if the token is dead. */
export async function authenticate(db: Database, token: string): Promise<Session | undefined> {
  const idleSince = new Date(Date.now() - TOKEN_IDLE_LIFETIME_MS);
  const found = await repo.findLiveSession(db, hashToken(token), idleSince);
  if (!found) return undefined;
  if (Date.now() - found.lastUsedAt.getTime() > TOKEN_TOUCH_INTERVAL_MS) {
    await repo.touchSession(db, found.sessionId);
  }
  return { sessionId: found.sessionId, user: found.user };
}

export function logout(db: Database, sessionId: string) {
  return repo.deleteSession(db, sessionId);
}

/** A fresh token for the same account; the one presented is retired. */
export async function rotateToken(db: Database, session: Session): Promise<string> {
  const token = await issueToken(db, session.user.id);
  await repo.deleteSession(db, session.sessionId);
  return token;
}

export async function updateProfile(
  db: Database,
  user: AuthUser,
  changes: { name?: string; photoURL?: string },
) {
  const updated = await repo.updateUser(db, user.id, {
    ...(changes.name !== undefined && { name: changes.name }),
    ...(changes.photoURL !== undefined && { photoUrl: changes.photoURL }),
  });
  if (!updated) throw unauthorized(messages.notSignedIn);
  return toIdentity(updated);
}

/** ADMIN_EMAIL/ADMIN_PASSWORD: create that admin, or promote and re-key an existing account. */
export async function ensureAdmin(db: Database, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const existing = await repo.findUserByEmail(db, email);
  if (existing) {
    await repo.updateUser(db, existing.id, { role: 'admin', passwordHash });
    return;
  }
  await repo.insertUser(db, { name: 'Administrator', email, passwordHash, role: 'admin' });
}

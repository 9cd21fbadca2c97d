import {
  identityMessages,
  messages,
  type Identity,
  type ProfileUpdate,
  type RegisterBody,
} from '@elite/shared';
import { DEFAULT_LOCALE, type Locale } from '@elite/shared/locales';
import type { Database } from '../../db/client';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/errors';
import { agencyMessages } from '../agencies/messages';
import type { Notifier } from '../mail/notifier';
import type { AuthUser, Session } from '../../plugins/auth';
import * as repo from './repository';
import { hashPassword, verifyPassword } from './passwords';
import {
  hashToken,
  newToken,
  TOKEN_ABSOLUTE_LIFETIME_MS,
  TOKEN_IDLE_LIFETIME_MS,
  TOKEN_TOUCH_INTERVAL_MS,
} from './tokens';

export type { AuthUser, Session };

/** `siteLocale`: the site's default locale, the language of an account that never chose one. */
export function toIdentity(user: AuthUser, siteLocale: Locale = DEFAULT_LOCALE): Identity {
  return {
    displayName: user.name,
    email: user.email,
    photoURL: user.photoUrl,
    emailVerified: user.emailVerifiedAt !== null,
    locale: (user.locale as Locale | null) ?? siteLocale,
    // What the agent's profile form starts from.
    ...(user.role === 'agent' && {
      agentProfile: { bio: user.bio, phone: user.phone, languages: user.languages ?? [] },
    }),
  };
}

/** How long an e-mailed link works (CONTRACT.md section 3). */
export const VERIFY_LINK_LIFETIME_SECONDS = 24 * 60 * 60;
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;

/** `signedInAt`: the time of the sign-in the token stands for, when it is not a new one. */
export async function issueToken(db: Database, userId: string, signedInAt?: Date): Promise<string> {
  const token = newToken();
  await repo.insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_ABSOLUTE_LIFETIME_MS),
    ...(signedInAt && { createdAt: signedInAt }),
  });
  return token;
}

/** A new account with its first token; the verification link is queued in the same transaction. */
export async function register(
  db: Database,
  notify: Notifier,
  body: RegisterBody & { locale: Locale },
) {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const user = await repo.insertUser(tx, {
      name: body.name,
      email: body.email,
      passwordHash,
      photoUrl: body.photoURL ?? null,
      locale: body.locale,
    });
    if (!user) throw conflict(messages.emailTaken);
    await sendVerificationLink(tx, notify, user);
    return { token: await issueToken(tx, user.id), user: toIdentity(user) };
  });
}

async function sendVerificationLink(db: Database, notify: Notifier, user: AuthUser) {
  const token = newToken();
  await repo.deleteDeadAccountTokens(db);
  await repo.insertAccountToken(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    purpose: 'verify-email',
    email: user.email,
    lifetimeSeconds: VERIFY_LINK_LIFETIME_SECONDS,
  });
  await notify.emailVerification(db, { to: { name: user.name, email: user.email }, token });
}

/** POST /api/auth/verify-email/resend: a new link; the earlier ones stop working. */
export async function resendVerification(db: Database, notify: Notifier, user: AuthUser) {
  if (user.emailVerifiedAt !== null) throw conflict(identityMessages.alreadyVerified);
  await db.transaction(async (tx) => {
    await repo.deleteAccountTokens(tx, user.id, 'verify-email');
    await sendVerificationLink(tx, notify, user);
  });
}

/** POST /api/auth/verify-email: the link's token, once, within 24 hours, proves the address. */
export async function verifyEmail(
  db: Database,
  token: string,
  siteLocale?: Locale,
): Promise<{ user: Identity }> {
  return db.transaction(async (tx) => {
    const link = await repo.useAccountToken(tx, hashToken(token), 'verify-email');
    const user = link && (await repo.markEmailVerified(tx, link.userId, link.email));
    if (!user) throw badRequest(identityMessages.verifyLinkInvalid);
    return { user: toIdentity(user, siteLocale) };
  });
}

/**
 * POST /api/auth/password-reset: e-mails a link when the address has an account; the caller is
 * told the same either way, so the call reveals nobody's account.
 */
export async function requestPasswordReset(
  db: Database,
  notify: Notifier,
  email: string,
): Promise<void> {
  const user = await repo.findUserByEmail(db, email);
  if (!user) return;
  const token = newToken();
  await db.transaction(async (tx) => {
    await repo.deleteDeadAccountTokens(tx);
    await repo.insertAccountToken(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      purpose: 'password-reset',
      email: user.email,
      lifetimeSeconds: RESET_LINK_LIFETIME_SECONDS,
    });
    await notify.passwordReset(tx, { to: { name: user.name, email: user.email }, token });
  });
}

/**
 * POST /api/auth/password-reset/confirm: the link's token, once, within the hour, sets the new
 * password; every token of the account and every other reset link die. Opening the link also
 * proves the address.
 */
export async function confirmPasswordReset(
  db: Database,
  token: string,
  password: string,
  siteLocale?: Locale,
): Promise<{ user: Identity }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const link = await repo.useAccountToken(tx, hashToken(token), 'password-reset');
    const user = link && (await repo.markEmailVerified(tx, link.userId, link.email));
    if (!user) throw badRequest(identityMessages.resetLinkInvalid);
    const updated = await repo.updateUser(tx, user.id, { passwordHash });
    await repo.deleteSessionsOf(tx, user.id);
    await repo.deleteAccountTokens(tx, user.id, 'password-reset');
    return { user: toIdentity(updated ?? user, siteLocale) };
  });
}

/** POST /api/auth/password: signed in, with the current password; every other token dies. */
export async function changePassword(
  db: Database,
  session: Session,
  currentPassword: string,
  password: string,
  siteLocale?: Locale,
): Promise<{ user: Identity }> {
  const ok = await verifyPassword(session.user.passwordHash, currentPassword);
  if (!ok) throw badRequest(identityMessages.currentPasswordIncorrect);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const updated = await repo.updateUser(tx, session.user.id, { passwordHash });
    if (!updated) throw unauthorized(messages.notSignedIn);
    await repo.deleteSessionsOf(tx, updated.id, session.sessionId);
    await repo.deleteAccountTokens(tx, updated.id, 'password-reset');
    return { user: toIdentity(updated, siteLocale) };
  });
}

/** POST /api/auth/logout-all: every token of the account dies, this one included. */
export function logoutEverywhere(db: Database, userId: string): Promise<void> {
  return repo.deleteSessionsOf(db, userId);
}

export async function login(db: Database, email: string, password: string, siteLocale?: Locale) {
  const user = await repo.findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) throw unauthorized(messages.passwordIncorrect);
  return { token: await issueToken(db, user.id), user: toIdentity(user, siteLocale) };
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

/**
 * Deletes the dead sessions (expired, or idle past TOKEN_IDLE_LIFETIME_MS) under an advisory
 * lock: with several servers one sweeps and the others skip. The number deleted, or null when
 * another server was sweeping.
 */
export async function sweepDeadSessions(db: Database, now = new Date()): Promise<number | null> {
  const idleSince = new Date(now.getTime() - TOKEN_IDLE_LIFETIME_MS);
  return db.transaction(async (tx) => {
    if (!(await repo.trySessionSweepLock(tx))) return null;
    return repo.deleteExpiredSessions(tx, idleSince);
  });
}

export function logout(db: Database, sessionId: string) {
  return repo.deleteSession(db, sessionId);
}

/**
 * A fresh token for the same account; the one presented is retired. It keeps the time of the
 * sign-in it comes from: rotating is no new sign-in (an account without a password deletes
 * itself only within minutes of one).
 */
export async function rotateToken(db: Database, session: Session): Promise<string> {
  const signIn = await repo.sessionSignIn(db, session.sessionId, 0);
  const token = await issueToken(db, session.user.id, signIn?.signedInAt);
  await repo.deleteSession(db, session.sessionId);
  return token;
}

export async function updateProfile(
  db: Database,
  user: AuthUser,
  changes: ProfileUpdate,
  siteLocale: Locale = DEFAULT_LOCALE,
) {
  const { bio, phone, languages } = changes;
  const profile = bio !== undefined || phone !== undefined || languages !== undefined;
  // An agent's public profile (CONTRACT.md section 14): only an agent has one.
  if (profile && user.role !== 'agent') throw forbidden(agencyMessages.profileOnlyAgents);
  const updated = await repo.updateUser(db, user.id, {
    ...(changes.name !== undefined && { name: changes.name }),
    ...(changes.photoURL !== undefined && { photoUrl: changes.photoURL }),
    ...(changes.locale !== undefined && { locale: changes.locale }),
    ...(bio !== undefined && { bio }),
    ...(phone !== undefined && { phone }),
    ...(languages !== undefined && { languages }),
  });
  if (!updated) throw unauthorized(messages.notSignedIn);
  return toIdentity(updated, siteLocale);
}

/** ADMIN_EMAIL/ADMIN_PASSWORD: create that admin, or promote and re-key an existing account. */
export async function ensureAdmin(db: Database, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const existing = await repo.findUserByEmail(db, email);
  // The operator chose this address: it counts as proven (decision 044).
  if (existing) {
    await repo.updateUser(db, existing.id, {
      role: 'admin',
      passwordHash,
      emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
    });
    return;
  }
  await repo.insertUser(db, {
    name: 'Administrator',
    email,
    passwordHash,
    role: 'admin',
    emailVerifiedAt: new Date(),
  });
}

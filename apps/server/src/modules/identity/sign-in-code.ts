import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountTokens } from '../../db/schema';
import type { Notifier } from '../mail/notifier';
import { exchangeCookieOptions, exchangeSecret } from '../oauth/browser-binding';
import * as repo from './repository';
import { hashToken } from './tokens';

/**
 * A code e-mailed to the owner lets a sign-in through the account-wide slow-down, in the browser
 * that asked for it (issue 36 item 10, decision 052): that browser holds a random nonce in this
 * HttpOnly cookie, and only sha256(nonce + code) is stored, so the code alone is worth nothing
 * and a flood from other browsers cannot use it. The per-address lock still holds.
 */
export const SIGN_IN_COOKIE = 'elite_sign_in';
export const SIGN_IN_CODE_LIFETIME_SECONDS = 15 * 60;

/** Letters and digits that cannot be read as one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

/** Ten characters of 31 (about 50 bits), written ABCDE-FGHJK; typed in any case, with or without the dash. */
export function newSignInCode(): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** The code as stored: bound to the browser's nonce; case, spaces and dashes removed. */
const codeHash = (nonce: string, code: string) =>
  hashToken(nonce + code.toUpperCase().replace(/[\s-]+/g, ''));

/** The cookie: HttpOnly, SameSite=Lax, Secure on https, sent to the sign-in calls only. */
export function signInCookieOptions(publicUrl: string) {
  return exchangeCookieOptions(`${publicUrl}/api/auth`, SIGN_IN_CODE_LIFETIME_SECONDS);
}

/** This browser's nonce: the one its cookie holds, or a new one. */
export const signInNonce = (cookie: string | undefined) => exchangeSecret(cookie);

/**
 * POST /api/auth/login-code: when an account has `email`, stores a code for this browser's
 * `nonce` and queues the e-mail "Your sign-in code". Nothing tells the caller whether it did.
 * Earlier codes stay valid (a stranger asking must not void the owner's code).
 */
export async function sendSignInCode(
  db: Database,
  notify: Notifier,
  email: string,
  nonce: string,
): Promise<void> {
  const user = await repo.findUserByEmail(db, email);
  if (!user) return;
  const code = newSignInCode();
  await db.transaction(async (tx) => {
    await repo.deleteDeadAccountTokens(tx);
    await repo.insertAccountToken(tx, {
      tokenHash: codeHash(nonce, code),
      userId: user.id,
      purpose: 'sign-in-code',
      email: user.email,
      lifetimeSeconds: SIGN_IN_CODE_LIFETIME_SECONDS,
    });
    await notify.signInCode(tx, { to: { name: user.name, email: user.email }, code });
  });
}

/**
 * Uses up a live code e-mailed for `email` to the browser holding `nonce`: one statement, so two
 * requests with the same code cannot both pass. False for any other code.
 */
export async function useSignInCode(
  db: Database,
  email: string,
  nonce: string | undefined,
  code: string,
): Promise<boolean> {
  if (!nonce || !code) return false;
  const used = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, codeHash(nonce, code)),
        eq(accountTokens.purpose, 'sign-in-code'),
        eq(accountTokens.email, email),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return used.length > 0;
}

/** The check the rate limits call when the slow-down would refuse a sign-in (app.ts). */
export function signInCodeCheck(db: () => Database) {
  return (request: FastifyRequest, email: string, code: string) =>
    useSignInCode(db(), email, request.cookies?.[SIGN_IN_COOKIE], code);
}

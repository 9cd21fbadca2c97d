import { createHash, randomBytes } from 'node:crypto';

/** Absolute lifetime of a token, and how long it may sit unused before it dies. */
export const TOKEN_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const TOKEN_IDLE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so reads do not turn into writes. */
export const TOKEN_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** 256 random bits, URL-safe. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

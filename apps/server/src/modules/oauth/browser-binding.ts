import { timingSafeEqual } from 'node:crypto';
import { newToken } from '../identity/tokens';
import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * The browser that starts a social sign-in keeps the attempt's `state` in this cookie; the
 * callback goes on only when the `state` the provider sends back is the one in the cookie, so a
 * callback URL opened in another browser (login CSRF) signs nobody in. See decision record 015.
 */
export const STATE_COOKIE = 'elite_oauth_state';

/**
 * HttpOnly (no script reads it), SameSite=Lax (sent on the provider's top-level redirect back,
 * not on cross-site subrequests), Secure when the site is served over https, sent only to this
 * provider's callback and only for as long as the attempt may take.
 */
export function stateCookieOptions(callbackUrl: string, lifetimeSeconds: number) {
  const callback = new URL(callbackUrl);
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: callback.protocol === 'https:',
    path: callback.pathname,
    maxAge: lifetimeSeconds,
  } satisfies CookieSerializeOptions;
}

/** Whether the `state` sent back is the one this browser was given at the start. */
export function startedInThisBrowser(
  cookie: string | undefined,
  state: string | undefined,
): boolean {
  if (!cookie || !state) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(state);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The browser whose sign-in ended at the callback keeps a secret in this cookie, and the one-time
 * code is stored with the secret's hash: `POST /api/auth/exchange` trades the code only with the
 * cookie, so a `/auth/complete?code=` link opened in another browser (login CSRF through the
 * code) signs nobody in. See decision record 044.
 */
export const EXCHANGE_COOKIE = 'elite_oauth_exchange';

/** HttpOnly, SameSite=Lax (a cross-site POST carries none), sent only to the exchange. */
export function exchangeCookieOptions(exchangeUrl: string, lifetimeSeconds: number) {
  const exchange = new URL(exchangeUrl);
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: exchange.protocol === 'https:',
    path: exchange.pathname,
    maxAge: lifetimeSeconds,
  } satisfies CookieSerializeOptions;
}

/** This browser's exchange secret: the one it holds (43 URL-safe characters) or a new one. */
export function exchangeSecret(cookie: string | undefined): string {
  return cookie && /^[\w-]{43}$/.test(cookie) ? cookie : newToken();
}

import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import type { oauthAccounts, users } from '../../src/db/schema';
import { EXCHANGE_COOKIE, STATE_COOKIE } from '../../src/modules/oauth/browser-binding';
import { GOOD_PASSWORD } from './factories';
import type { TestContext } from './test-app';

/** A social sign-in as a browser makes it: the redirects followed by hand. */

export const PUBLIC_URL = 'http://elite.test';

export async function rowCount(ctx: TestContext, table: typeof users | typeof oauthAccounts) {
  const [row] = await ctx.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/**
 * Starts a sign-in, lets the provider respond, and returns the request for our callback and the
 * state cookie the browser was given. `query` goes on the start URL.
 */
export async function throughProvider(ctx: TestContext, provider: string, query = '') {
  const start = await ctx.app.inject({ method: 'GET', url: `/api/auth/${provider}${query}` });
  expect(start.statusCode, start.body).toBe(302);
  expect(start.headers['cache-control']).toBe('no-store');
  const authorize = new URL(String(start.headers.location));
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/api/auth/${provider}/callback`);
  const cookie = start.cookies.find((c) => c.name === STATE_COOKIE);
  expect(cookie?.value).toBe(authorize.searchParams.get('state'));
  return { authorize, back, cookie: cookie!.value, start };
}

/** The callback as a browser opens it: with this browser's state cookie, or none. */
export async function callbackResponse(ctx: TestContext, back: URL, cookie: string | undefined) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    ...(cookie !== undefined && { cookies: { [STATE_COOKIE]: cookie } }),
  });
  expect(res.statusCode, res.body).toBe(302);
  const code = new URL(String(res.headers.location)).searchParams.get('code');
  const secret = res.cookies.find((c) => c.name === EXCHANGE_COOKIE)?.value;
  if (code && secret) exchangeCookies.set(code, secret);
  return res;
}

/** The exchange cookie each code's browser was given at the callback. */
const exchangeCookies = new Map<string, string>();

export async function callback(
  ctx: TestContext,
  back: URL,
  cookie: string | undefined,
): Promise<URL> {
  return new URL(String((await callbackResponse(ctx, back, cookie)).headers.location));
}

/** A whole sign-in in one browser: where our server finally sends it. */
export async function signIn(ctx: TestContext, provider = 'google', query = ''): Promise<URL> {
  const { back, cookie } = await throughProvider(ctx, provider, query);
  return callback(ctx, back, cookie);
}

/** The exchange as the browser that signed in makes it: with the cookie the callback gave it. */
export function exchange(ctx: TestContext, code: string) {
  return exchangeIn(ctx, code, exchangeCookies.get(code));
}

/** The exchange from a browser holding this exchange cookie, or none (another browser). */
export function exchangeIn(ctx: TestContext, code: string, cookie: string | undefined) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/exchange',
    payload: { code },
    ...(cookie !== undefined && { cookies: { [EXCHANGE_COOKIE]: cookie } }),
  });
}

export function passwordLogin(ctx: TestContext, email: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: GOOD_PASSWORD },
  });
}

export function expectLoginError(location: URL, message: string) {
  expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/login`);
  expect(location.searchParams.get('error')).toBe(message);
}

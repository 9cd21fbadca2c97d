import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, socialSignInMessages } from '@elite/shared';
import { oauthCodes, oauthStates, users } from '../src/db/schema';
import { EXCHANGE_COOKIE, STATE_COOKIE } from '../src/modules/oauth/browser-binding';
import {
  callback,
  callbackResponse,
  exchangeIn,
  expectLoginError,
  PUBLIC_URL,
  rowCount,
  throughProvider,
} from './helpers/oauth-flow';
import { denyNextConsent, googleEnv, useGoogleProvider } from './helpers/oauth-google';
import { createTestApp, describeEachDatabase } from './helpers/test-app';

/**
 * The state of a social sign-in: made for one attempt, one provider and one browser, used once,
 * for ten minutes. The provider is the OpenID Connect stand-in of oauth-google.test.ts.
 */
useGoogleProvider();

describeEachDatabase(
  'social sign-in: the state that ties an attempt to its browser',
  (ctx) => {
    it('refuses a tampered or missing state and creates nothing', async () => {
      const usersBefore = await rowCount(ctx(), users);
      const { back, cookie } = await throughProvider(ctx(), 'google');
      const tampered = new URL(back);
      tampered.searchParams.set('state', `${back.searchParams.get('state')}x`);
      expectLoginError(
        await callback(ctx(), tampered, cookie),
        socialSignInMessages.notThisBrowser,
      );

      const missing = new URL(back);
      missing.searchParams.delete('state');
      expectLoginError(await callback(ctx(), missing, cookie), socialSignInMessages.stateInvalid);
      expect(await rowCount(ctx(), users)).toBe(usersBefore);
    });

    it('gives the starting browser its state in a short-lived HttpOnly, SameSite=Lax cookie for the callback only', async () => {
      const { start } = await throughProvider(ctx(), 'google');
      const cookie = start.cookies.find((c) => c.name === STATE_COOKIE);
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/api/auth/google/callback',
        maxAge: 600,
      });
      // PUBLIC_URL is http here; over https the cookie is Secure (below).
      expect(cookie?.secure).toBeUndefined();
    });

    it('refuses a callback opened in a browser that did not start the sign-in (login CSRF), and signs nobody in', async () => {
      const usersBefore = await rowCount(ctx(), users);
      const [codesBefore] = await ctx().db.select({ n: count() }).from(oauthCodes);
      // The attacker signs in at the provider and keeps the callback URL instead of opening it.
      const attacker = await throughProvider(ctx(), 'google');
      // The victim's browser opens it: without any sign-in cookie ...
      const bare = await callbackResponse(ctx(), attacker.back, undefined);
      expectLoginError(new URL(String(bare.headers.location)), socialSignInMessages.notThisBrowser);
      expect(bare.headers['set-cookie']).toBeUndefined();
      // ... or with the cookie of a sign-in the victim has started themselves.
      const victim = await throughProvider(ctx(), 'google');
      const crossed = await callbackResponse(ctx(), attacker.back, victim.cookie);
      expectLoginError(
        new URL(String(crossed.headers.location)),
        socialSignInMessages.notThisBrowser,
      );
      // The victim's own attempt is not disturbed: its cookie stays and it still completes.
      expect(crossed.headers['set-cookie']).toBeUndefined();

      // Nothing was created and no one-time code was issued for the attacker's sign-in.
      expect(await rowCount(ctx(), users)).toBe(usersBefore);
      const [codesAfter] = await ctx().db.select({ n: count() }).from(oauthCodes);
      expect(codesAfter?.n).toBe(codesBefore?.n);
      expect((await callback(ctx(), victim.back, victim.cookie)).pathname).toBe('/auth/complete');
    });

    it('ends the attempt in the browser: the callback clears the state cookie', async () => {
      const { back, cookie } = await throughProvider(ctx(), 'google');
      const res = await callbackResponse(ctx(), back, cookie);
      expect(new URL(String(res.headers.location)).pathname).toBe('/auth/complete');
      const cleared = res.cookies.find((c) => c.name === STATE_COOKIE);
      expect(cleared).toMatchObject({ value: '', path: '/api/auth/google/callback', maxAge: 0 });

      // A failed attempt is over as well.
      denyNextConsent();
      const denied = await throughProvider(ctx(), 'google');
      const failed = await callbackResponse(ctx(), denied.back, denied.cookie);
      expectLoginError(new URL(String(failed.headers.location)), socialSignInMessages.cancelled);
      expect(failed.cookies.find((c) => c.name === STATE_COOKIE)?.maxAge).toBe(0);
    });

    it('trades the one-time code only in the browser that signed in: a /auth/complete link opened elsewhere signs nobody in', async () => {
      const { back, cookie } = await throughProvider(ctx(), 'google');
      const res = await callbackResponse(ctx(), back, cookie);
      const code = new URL(String(res.headers.location)).searchParams.get('code')!;
      const binding = res.cookies.find((c) => c.name === EXCHANGE_COOKIE);
      expect(binding).toMatchObject({
        path: '/api/auth/exchange',
        httpOnly: true,
        sameSite: 'Lax',
      });

      // The attacker's code, opened in the victim's browser: no cookie, or the victim's own.
      for (const other of [undefined, 'x'.repeat(43)]) {
        const refused = await exchangeIn(ctx(), code, other);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({
          message: other ? socialSignInMessages.codeInvalid : socialSignInMessages.notThisBrowser,
        });
      }
      // Still unused: the browser that signed in trades it.
      const mine = await exchangeIn(ctx(), code, binding!.value);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json()).toMatchObject({ token: expect.any(String) });
    });

    it('uses a state once: replaying the provider redirect fails', async () => {
      const { back, cookie } = await throughProvider(ctx(), 'google');
      expect((await callback(ctx(), back, cookie)).pathname).toBe('/auth/complete');
      expectLoginError(await callback(ctx(), back, cookie), socialSignInMessages.stateInvalid);
    });

    it('refuses a state that has expired (10 minutes) and creates nothing', async () => {
      const usersBefore = await rowCount(ctx(), users);
      const { back, cookie } = await throughProvider(ctx(), 'google');
      await ctx()
        .db.update(oauthStates)
        .set({ createdAt: sql`now() - interval '11 minutes'` })
        .where(eq(oauthStates.state, back.searchParams.get('state')!));
      expectLoginError(await callback(ctx(), back, cookie), socialSignInMessages.stateInvalid);
      expect(await rowCount(ctx(), users)).toBe(usersBefore);
    });

    it('refuses a state issued for another provider', async () => {
      const { back, cookie } = await throughProvider(ctx(), 'google');
      const wrong = new URL(`${PUBLIC_URL}/api/auth/facebook/callback${back.search}`);
      expectLoginError(await callback(ctx(), wrong, cookie), messages.socialNotConfigured);
      // The state is still Google's to use.
      expect((await callback(ctx(), back, cookie)).pathname).toBe('/auth/complete');
    });
  },
  googleEnv(),
);

describe('social sign-in on a site served over https', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp('embedded', googleEnv('https://elite.test'));
  });
  afterAll(async () => t?.close());

  it('marks the state cookie Secure', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(start.statusCode, start.body).toBe(302);
    expect(start.cookies.find((c) => c.name === STATE_COOKIE)).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth/google/callback',
    });
  });
});

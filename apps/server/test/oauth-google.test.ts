import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages, socialSignInMessages } from '@elite/shared';
import { oauthAccounts, oauthCodes, oauthStates, users } from '../src/db/schema';
import { createAccount, uniqueEmail } from './helpers/factories';
import {
  callback,
  exchange,
  expectLoginError,
  passwordLogin,
  PUBLIC_URL,
  rowCount,
  signIn,
  throughProvider,
} from './helpers/oauth-flow';
import {
  denyNextConsent,
  google,
  GOOGLE_CLIENT_ID,
  googleEnv,
  googlePort,
  newPerson,
  person,
  setPerson,
  tamperNextIdToken,
  useGoogleProvider,
} from './helpers/oauth-google';
import { describeEachDatabase } from './helpers/test-app';

/**
 * Social sign-in against a real provider's protocol on loopback: an OpenID Connect provider
 * standing in for Google. The browser's part is played by following the redirects by hand.
 * The state that ties an attempt to its browser: oauth-state.test.ts; Facebook: oauth-facebook.test.ts.
 */
useGoogleProvider();

describeEachDatabase(
  'social sign-in with an OpenID Connect provider',
  (ctx) => {
    it('sends the browser to the provider with PKCE S256, a state and a nonce', async () => {
      const { authorize } = await throughProvider(ctx(), 'google');
      expect(`${authorize.origin}${authorize.pathname}`).toBe(
        `http://127.0.0.1:${googlePort}/authorize`,
      );
      const params = authorize.searchParams;
      expect(params.get('client_id')).toBe(GOOGLE_CLIENT_ID);
      expect(params.get('response_type')).toBe('code');
      expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
      expect(params.get('scope')).toBe('openid email profile');
      expect(params.get('code_challenge_method')).toBe('S256');
      expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(params.get('state')).toMatch(/^[\w-]{32,}$/);
      expect(params.get('nonce')).toMatch(/^[\w-]{32,}$/);

      // The verifier stays on the server; only its hash went to the provider.
      const [stored] = await ctx()
        .db.select()
        .from(oauthStates)
        .where(eq(oauthStates.state, params.get('state')!));
      expect(stored?.provider).toBe('google');
      const challenge = createHash('sha256').update(stored!.codeVerifier).digest('base64url');
      expect(params.get('code_challenge')).toBe(challenge);
    });

    it('creates the account on a first sign-in: role user, Verified, name and photo from the provider, no password', async () => {
      const usersBefore = await rowCount(ctx(), users);
      const done = await signIn(ctx());
      expect(`${done.origin}${done.pathname}`).toBe(`${PUBLIC_URL}/auth/complete`);
      const code = done.searchParams.get('code')!;
      expect(code).toMatch(/^[\w-]{43}$/);

      const res = await exchange(ctx(), code);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json<{ token: string; user: Record<string, unknown> }>();
      expect(body.user).toEqual({
        displayName: person.name,
        email: person.email,
        photoURL: person.picture,
        emailVerified: true,
        locale: 'en',
      });
      const me = await ctx().app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${body.token}` },
      });
      expect(me.json()).toEqual(body.user);

      expect(await rowCount(ctx(), users)).toBe(usersBefore + 1);
      const [account] = await ctx().db.select().from(users).where(eq(users.email, person.email!));
      expect(account).toMatchObject({ role: 'user', status: 'Verified', passwordHash: null });
      const [link] = await ctx()
        .db.select()
        .from(oauthAccounts)
        .where(eq(oauthAccounts.userId, account!.id));
      expect(link).toMatchObject({ provider: 'google', subject: person.sub });

      // Only the code's hash is stored.
      const stored = await ctx()
        .db.select()
        .from(oauthCodes)
        .where(eq(oauthCodes.userId, account!.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.codeHash).not.toContain(code);

      // A social account has no password to log in with.
      expect((await passwordLogin(ctx(), person.email!)).statusCode).toBe(401);
    });

    it('signs a returning person into the same account, found by the provider subject', async () => {
      const first = await exchange(ctx(), (await signIn(ctx())).searchParams.get('code')!);
      const firstUser = first.json<{ user: { email: string } }>().user;
      const usersBefore = await rowCount(ctx(), users);
      const linksBefore = await rowCount(ctx(), oauthAccounts);

      // Same subject; the provider now reports another e-mail and name.
      setPerson({ ...person, email: uniqueEmail('changed'), name: 'Renamed At Provider' });
      const again = await exchange(ctx(), (await signIn(ctx())).searchParams.get('code')!);
      expect(again.statusCode).toBe(200);
      expect(again.json<{ user: unknown }>().user).toEqual(first.json<{ user: unknown }>().user);
      expect(firstUser.email).not.toBe(person.email);
      expect(await rowCount(ctx(), users)).toBe(usersBefore);
      expect(await rowCount(ctx(), oauthAccounts)).toBe(linksBefore);
    });

    it('returns to /login with a message when consent is denied, and creates nothing', async () => {
      const usersBefore = await rowCount(ctx(), users);
      denyNextConsent();
      const { back, cookie } = await throughProvider(ctx(), 'google');
      expect(back.searchParams.get('error')).toBe('access_denied');
      expectLoginError(await callback(ctx(), back, cookie), socialSignInMessages.cancelled);
      expect(await rowCount(ctx(), users)).toBe(usersBefore);
      // The attempt is over: its state cannot be used again.
      expect(
        await ctx()
          .db.select()
          .from(oauthStates)
          .where(eq(oauthStates.state, back.searchParams.get('state')!)),
      ).toEqual([]);
    });

    it('refuses an ID token meant for another client, and creates nothing', async () => {
      const usersBefore = await rowCount(ctx(), users);
      tamperNextIdToken((payload) => {
        if (payload.aud === GOOGLE_CLIENT_ID) payload.aud = 'someone-else';
      });
      expectLoginError(await signIn(ctx()), socialSignInMessages.providerFailed);
      expect(await rowCount(ctx(), users)).toBe(usersBefore);
    });

    it('refuses an ID token whose nonce is not this attempt’s', async () => {
      tamperNextIdToken((payload) => {
        if (payload.nonce) payload.nonce = 'another-nonce';
      });
      expectLoginError(await signIn(ctx()), socialSignInMessages.providerFailed);
    });

    it('refuses a code the provider no longer accepts', async () => {
      google.service.once('beforeResponse', (response: { body: unknown; statusCode: number }) => {
        response.body = { error: 'invalid_grant' };
        response.statusCode = 400;
      });
      expectLoginError(await signIn(ctx()), socialSignInMessages.providerFailed);
    });

    it('trades a one-time code once, and not after its minute', async () => {
      const code = (await signIn(ctx())).searchParams.get('code')!;
      expect((await exchange(ctx(), code)).statusCode).toBe(200);
      const reused = await exchange(ctx(), code);
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toEqual({ message: socialSignInMessages.codeInvalid });

      setPerson(newPerson());
      const late = (await signIn(ctx())).searchParams.get('code')!;
      await ctx()
        .db.update(oauthCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(sql`${oauthCodes.usedAt} is null`);
      expect((await exchange(ctx(), late)).statusCode).toBe(401);

      expect((await exchange(ctx(), 'never-issued')).statusCode).toBe(401);
      const empty = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/exchange',
        payload: {},
      });
      expect(empty.statusCode).toBe(400);
    });

    it('links to an existing password account when the provider verified the e-mail', async () => {
      const existing = await createAccount(ctx().app, ctx().db, { name: 'Has A Password' });
      setPerson(newPerson({ email: existing.email.toUpperCase(), email_verified: true }));
      const usersBefore = await rowCount(ctx(), users);

      const res = await exchange(ctx(), (await signIn(ctx())).searchParams.get('code')!);
      expect(res.statusCode).toBe(200);
      // The existing account, unchanged.
      expect(res.json<{ user: unknown }>().user).toEqual({
        displayName: 'Has A Password',
        email: existing.email,
        photoURL: null,
        emailVerified: true,
        locale: 'en',
      });
      expect(await rowCount(ctx(), users)).toBe(usersBefore);
      const [link] = await ctx()
        .db.select()
        .from(oauthAccounts)
        .where(eq(oauthAccounts.subject, person.sub));
      expect(link?.userId).toBe(existing.id);

      // The password still works.
      expect((await passwordLogin(ctx(), existing.email)).statusCode).toBe(200);
    });

    it('takes over a password account that never verified its e-mail (pre-hijacking): the old password and every token die', async () => {
      // A stranger registered the owner's address first.
      const stranger = await createAccount(ctx().app, ctx().db, {
        name: 'Stranger',
        emailVerified: false,
      });
      setPerson(newPerson({ email: stranger.email, email_verified: true }));

      const res = await exchange(ctx(), (await signIn(ctx())).searchParams.get('code')!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ user: { emailVerified: boolean } }>().user.emailVerified).toBe(true);

      const me = (authorization: string) =>
        ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
      expect((await me(stranger.auth.authorization)).statusCode).toBe(401);
      expect((await passwordLogin(ctx(), stranger.email)).statusCode).toBe(401);
      expect((await me(`Bearer ${res.json<{ token: string }>().token}`)).statusCode).toBe(200);
    });

    it('does not link to an existing account when the provider has not verified the e-mail', async () => {
      const existing = await createAccount(ctx().app, ctx().db);
      setPerson(newPerson({ email: existing.email, email_verified: false }));
      const usersBefore = await rowCount(ctx(), users);
      const linksBefore = await rowCount(ctx(), oauthAccounts);

      expectLoginError(await signIn(ctx()), socialSignInMessages.emailNotVerified);
      expect(await rowCount(ctx(), users)).toBe(usersBefore);
      expect(await rowCount(ctx(), oauthAccounts)).toBe(linksBefore);
    });

    it('refuses a provider identity without an e-mail', async () => {
      setPerson(newPerson({ email: undefined }));
      expectLoginError(await signIn(ctx()), socialSignInMessages.emailMissing);
    });

    it('says a provider without credentials is not available, at the start and at the callback', async () => {
      const start = await ctx().app.inject({ method: 'GET', url: '/api/auth/facebook' });
      expect(start.statusCode).toBe(302);
      expectLoginError(new URL(String(start.headers.location)), messages.socialNotConfigured);
      const config = await ctx().app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().providers).toEqual({ google: true, facebook: false });
    });

    it('in a popup, lands on /auth/complete with the popup flag, also for failures', async () => {
      const done = await signIn(ctx(), 'google', '?popup=1');
      expect(done.pathname).toBe('/auth/complete');
      expect(done.searchParams.get('popup')).toBe('1');
      expect(done.searchParams.get('code')).toBeTruthy();

      denyNextConsent();
      const denied = await signIn(ctx(), 'google', '?popup=1');
      expect(`${denied.origin}${denied.pathname}`).toBe(`${PUBLIC_URL}/auth/complete`);
      expect(denied.searchParams.get('popup')).toBe('1');
      expect(denied.searchParams.get('error')).toBe(socialSignInMessages.cancelled);
      expect(denied.searchParams.get('code')).toBeNull();
    });

    it('after a full-page sign-in, returns to a path on this site only', async () => {
      const back = await signIn(ctx(), 'google', '?returnTo=%2Fdashboard%2FwishList%3Fa%3D1');
      expect(back.searchParams.get('returnTo')).toBe('/dashboard/wishList?a=1');

      for (const evil of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
        setPerson(newPerson());
        const done = await signIn(ctx(), 'google', `?returnTo=${encodeURIComponent(evil)}`);
        expect(done.pathname).toBe('/auth/complete');
        expect(done.searchParams.get('returnTo')).toBeNull();
      }
    });
  },
  googleEnv(),
);

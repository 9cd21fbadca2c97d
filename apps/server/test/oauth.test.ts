import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { count, eq, sql } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, socialSignInMessages } from '@elite/shared';
import { oauthAccounts, oauthCodes, oauthStates, users } from '../src/db/schema';
import { createAccount, GOOD_PASSWORD, uniqueEmail } from './helpers/factories';
import { freePort } from './helpers/spawn-server';
import { STATE_COOKIE } from '../src/modules/oauth/browser-binding';
import { createTestApp, describeEachDatabase, type TestContext } from './helpers/test-app';

/**
 * Social sign-in against real providers' protocols on loopback: an OpenID Connect provider
 * (oauth2-mock-server: discovery, JWKS, signed ID tokens, PKCE) standing in for Google, and a
 * small plain-OAuth2 stand-in for Facebook. The browser's part is played by following the
 * redirects by hand.
 */

const PUBLIC_URL = 'http://elite.test';
const GOOGLE_CLIENT_ID = 'elite-google-client';

/** Who the mock provider says signs in next; tests change it. */
interface ProviderPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}
let person: ProviderPerson;
let personCounter = 0;
function newPerson(overrides: Partial<ProviderPerson> = {}): ProviderPerson {
  personCounter += 1;
  return {
    sub: `google-subject-${personCounter}-${Date.now()}`,
    email: uniqueEmail('social'),
    email_verified: true,
    name: `Social Person ${personCounter}`,
    picture: `https://photos.example.com/${personCounter}.jpg`,
    ...overrides,
  };
}
/** Changes the next ID token's claims once (after the person's claims are set). */
let tamperIdToken: ((payload: Record<string, unknown>) => void) | undefined;

const googlePort = await freePort();
const google = new OAuth2Server();

beforeAll(async () => {
  await google.issuer.keys.generate('RS256');
  google.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, person);
    tamperIdToken?.(token.payload);
  });
  google.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = { ...person };
  });
  await google.start(googlePort, '127.0.0.1');
  // The mock names itself after localhost; the issuer must match GOOGLE_ISSUER exactly.
  google.issuer.url = `http://127.0.0.1:${googlePort}`;
});

afterAll(async () => {
  await google.stop();
});

beforeEach(() => {
  person = newPerson();
  tamperIdToken = undefined;
});

async function rowCount(ctx: TestContext, table: typeof users | typeof oauthAccounts) {
  const [row] = await ctx.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/**
 * Starts a sign-in, lets the provider answer, and returns the request for our callback and the
 * state cookie the browser was given. `query` goes on the start URL.
 */
async function throughProvider(ctx: TestContext, provider: string, query = '') {
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
async function callbackResponse(ctx: TestContext, back: URL, cookie: string | undefined) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    ...(cookie !== undefined && { cookies: { [STATE_COOKIE]: cookie } }),
  });
  expect(res.statusCode, res.body).toBe(302);
  return res;
}

async function callback(ctx: TestContext, back: URL, cookie: string | undefined): Promise<URL> {
  return new URL(String((await callbackResponse(ctx, back, cookie)).headers.location));
}

/** A whole sign-in in one browser: where our server finally sends it. */
async function signIn(ctx: TestContext, provider = 'google', query = ''): Promise<URL> {
  const { back, cookie } = await throughProvider(ctx, provider, query);
  return callback(ctx, back, cookie);
}

function exchange(ctx: TestContext, code: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { code } });
}

function passwordLogin(ctx: TestContext, email: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: GOOD_PASSWORD },
  });
}

/** The provider's next answer: the person declined. */
function denyNextConsent() {
  google.service.once('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
    url.searchParams.delete('code');
    url.searchParams.set('error', 'access_denied');
  });
}

function expectLoginError(location: URL, message: string) {
  expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/login`);
  expect(location.searchParams.get('error')).toBe(message);
}

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
      person = { ...person, email: uniqueEmail('changed'), name: 'Renamed At Provider' };
      const again = await exchange(ctx(), (await signIn(ctx())).searchParams.get('code')!);
      expect(again.statusCode).toBe(200);
      expect(again.json<{ user: unknown }>().user).toEqual(first.json<{ user: unknown }>().user);
      expect(firstUser.email).not.toBe(person.email);
      expect(await rowCount(ctx(), users)).toBe(usersBefore);
      expect(await rowCount(ctx(), oauthAccounts)).toBe(linksBefore);
    });

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
      tamperIdToken = (payload) => {
        if (payload.aud === GOOGLE_CLIENT_ID) payload.aud = 'someone-else';
      };
      expectLoginError(await signIn(ctx()), socialSignInMessages.providerFailed);
      expect(await rowCount(ctx(), users)).toBe(usersBefore);
    });

    it('refuses an ID token whose nonce is not this attempt’s', async () => {
      tamperIdToken = (payload) => {
        if (payload.nonce) payload.nonce = 'another-nonce';
      };
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

      person = newPerson();
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
      person = newPerson({ email: existing.email.toUpperCase(), email_verified: true });
      const usersBefore = await rowCount(ctx(), users);

      const res = await exchange(ctx(), (await signIn(ctx())).searchParams.get('code')!);
      expect(res.statusCode).toBe(200);
      // The existing account, unchanged.
      expect(res.json<{ user: unknown }>().user).toEqual({
        displayName: 'Has A Password',
        email: existing.email,
        photoURL: null,
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

    it('does not link to an existing account when the provider has not verified the e-mail', async () => {
      const existing = await createAccount(ctx().app, ctx().db);
      person = newPerson({ email: existing.email, email_verified: false });
      const usersBefore = await rowCount(ctx(), users);
      const linksBefore = await rowCount(ctx(), oauthAccounts);

      expectLoginError(await signIn(ctx()), socialSignInMessages.emailNotVerified);
      expect(await rowCount(ctx(), users)).toBe(usersBefore);
      expect(await rowCount(ctx(), oauthAccounts)).toBe(linksBefore);
    });

    it('refuses a provider identity without an e-mail', async () => {
      person = newPerson({ email: undefined });
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
        person = newPerson();
        const done = await signIn(ctx(), 'google', `?returnTo=${encodeURIComponent(evil)}`);
        expect(done.pathname).toBe('/auth/complete');
        expect(done.searchParams.get('returnTo')).toBeNull();
      }
    });
  },
  {
    GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'elite-google-secret',
    GOOGLE_ISSUER: `http://127.0.0.1:${googlePort}`,
    PUBLIC_URL,
  },
);

describe('social sign-in on a site served over https', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp('embedded', {
      GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'elite-google-secret',
      GOOGLE_ISSUER: `http://127.0.0.1:${googlePort}`,
      PUBLIC_URL: 'https://elite.test',
    });
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

/** Facebook's three endpoints on loopback: dialog, token (with PKCE) and the Graph profile. */
const facebookPort = await freePort();
const facebookBase = `http://127.0.0.1:${facebookPort}`;
const FACEBOOK_SECRET = 'elite-facebook-secret';
const facebookCodes = new Map<string, { challenge: string; redirectUri: string }>();
const facebookTokens = new Set<string>();
const facebookPerson = {
  id: '10229876543210',
  name: 'Face Book Person',
  email: uniqueEmail('facebook'),
  picture: { data: { url: 'https://graph.example.com/picture.jpg', is_silhouette: false } },
};
let facebook: Server;

beforeAll(async () => {
  facebook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', facebookBase);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      };
      if (req.method === 'GET' && url.pathname === '/dialog/oauth') {
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        const code = `fb-code-${facebookCodes.size + 1}`;
        if (url.searchParams.get('code_challenge_method') !== 'S256') return json(400, {});
        facebookCodes.set(code, {
          challenge: url.searchParams.get('code_challenge') ?? '',
          redirectUri,
        });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/oauth/access_token') {
        const form = new URLSearchParams(body);
        const issued = facebookCodes.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const ok =
          issued !== undefined &&
          form.get('client_secret') === FACEBOOK_SECRET &&
          form.get('redirect_uri') === issued.redirectUri &&
          createHash('sha256').update(verifier).digest('base64url') === issued.challenge;
        if (!ok) return json(400, { error: { message: 'Invalid verification code' } });
        facebookCodes.delete(form.get('code') ?? '');
        const token = `fb-token-${facebookTokens.size + 1}`;
        facebookTokens.add(token);
        return json(200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
      }
      if (req.method === 'GET' && url.pathname === '/me') {
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        if (!token || !facebookTokens.has(token)) return json(401, {});
        return json(200, facebookPerson);
      }
      json(404, {});
    });
  });
  await new Promise<void>((resolve) => facebook.listen(facebookPort, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => facebook.close(resolve));
});

describeEachDatabase(
  'social sign-in with Facebook',
  (ctx) => {
    it('creates the account from the Graph profile and signs in with the one-time code', async () => {
      const { authorize, back, cookie } = await throughProvider(ctx(), 'facebook');
      expect(authorize.searchParams.get('scope')).toBe('email public_profile');
      const done = await callback(ctx(), back, cookie);
      expect(done.pathname).toBe('/auth/complete');

      const res = await exchange(ctx(), done.searchParams.get('code')!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ user: unknown }>().user).toEqual({
        displayName: facebookPerson.name,
        email: facebookPerson.email,
        photoURL: facebookPerson.picture.data.url,
      });
      const [link] = await ctx()
        .db.select()
        .from(oauthAccounts)
        .where(eq(oauthAccounts.subject, facebookPerson.id));
      expect(link?.provider).toBe('facebook');

      // A second sign-in is the same account.
      const again = await signIn(ctx(), 'facebook');
      expect((await exchange(ctx(), again.searchParams.get('code')!)).statusCode).toBe(200);
      expect(await rowCount(ctx(), oauthAccounts)).toBe(1);
    });
  },
  {
    FACEBOOK_CLIENT_ID: 'elite-facebook-client',
    FACEBOOK_CLIENT_SECRET: FACEBOOK_SECRET,
    FACEBOOK_AUTH_URL: `${facebookBase}/dialog/oauth`,
    FACEBOOK_TOKEN_URL: `${facebookBase}/oauth/access_token`,
    FACEBOOK_USERINFO_URL: `${facebookBase}/me?fields=id,name,email,picture`,
    PUBLIC_URL,
  },
);

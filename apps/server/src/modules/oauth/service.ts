import * as oidc from 'openid-client';
import type { Locale } from '@elite/shared/locales';
import {
  emailSchema,
  socialSignInMessages,
  type AuthResult,
  type SocialProvider,
} from '@elite/shared';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import * as identityRepo from '../identity/repository';
import { issueToken, toIdentity } from '../identity/service';
import { hashToken, newToken } from '../identity/tokens';
import { startedInThisBrowser } from './browser-binding';
import type { ProviderClient, ProviderProfile } from './providers';
import * as repo from './repository';

/** How long a visitor may take at the provider's sign-in page. */
export const STATE_LIFETIME_SECONDS = 10 * 60;
/** How long the web app has to trade the one-time code for a token (CONTRACT.md section 3). */
export const CODE_LIFETIME_SECONDS = 60;

/** A sign-in that ends back at the web app with this message and nothing created. */
export class SocialSignInFailure extends Error {
  constructor(
    readonly userMessage: string,
    /** For the log only. */
    readonly reason: string,
    /** Whether the attempt ran in a popup (unknown when the state was not ours). */
    readonly popup = false,
  ) {
    super(reason);
    this.name = 'SocialSignInFailure';
  }
}

export interface WebTarget {
  /** The web app's origin (PUBLIC_URL). */
  publicUrl: string;
}

/** Where the browser goes when a sign-in fails: /login, or the popup's landing page. */
export function failureUrl({ publicUrl }: WebTarget, message: string, popup: boolean): string {
  const url = new URL(popup ? '/auth/complete' : '/login', publicUrl);
  if (popup) url.searchParams.set('popup', '1');
  url.searchParams.set('error', message);
  return url.toString();
}

/** Where the provider sends the browser back to. */
export function callbackUrl({ publicUrl }: WebTarget, provider: SocialProvider): string {
  return `${publicUrl}/api/auth/${provider}/callback`;
}

/** A path on this site to return to; anything else (another host, `//x`, `/\x`) becomes `/`. */
export function safeReturnPath(value: string | undefined): string {
  if (!value || value.length > 2048 || !value.startsWith('/')) return '/';
  if (value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters have no place in a path
  if (/[\u0000-\u001f\\]/.test(value)) return '/';
  return value;
}

/**
 * Starts an attempt: its secrets are stored, and the browser goes to `url` at the provider
 * carrying `state`, which the route also gives the browser in a cookie.
 */
export async function startSignIn(
  db: Database,
  client: ProviderClient,
  target: WebTarget,
  options: { popup: boolean; returnTo: string | undefined },
): Promise<{ url: string; state: string }> {
  const checks = {
    state: oidc.randomState(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    nonce: oidc.randomNonce(),
  };
  const url = await client.authorizationUrl(callbackUrl(target, client.provider), checks);
  await repo.deleteStaleStates(db, STATE_LIFETIME_SECONDS);
  await repo.insertState(db, {
    ...checks,
    provider: client.provider,
    popup: options.popup,
    returnTo: safeReturnPath(options.returnTo),
  });
  return { url: url.toString(), state: checks.state };
}

export interface CallbackQuery {
  state?: string;
  code?: string;
  error?: string;
}

export interface SignedInOutcome {
  redirect: string;
  userId: string;
  /** A new account, a provider linked to an existing one, or an account already linked. */
  outcome: 'created' | 'linked' | 'returning';
}

export interface CallbackRequest {
  query: CallbackQuery;
  /** The state this browser was given when it started the sign-in (its cookie), if any. */
  browserState: string | undefined;
  /** The callback URL as the browser requested it, provider's query included. */
  currentUrl: URL;
  /** The secret this browser holds for the exchange (its cookie): the code is bound to it. */
  exchangeSecret: string;
  /** A new account's language: the best of the site's locales for the browser's Accept-Language. */
  locale?: Locale;
}

/**
 * The provider sent the browser back. Checks that this browser started the attempt (its cookie
 * holds the same state), then the state itself (single use, fresh, this provider), trades the
 * code for a profile, finds or creates the account, and returns where to send the browser: the
 * web app's /auth/complete with a one-time code. Throws SocialSignInFailure.
 */
export async function completeSignIn(
  db: Database,
  client: ProviderClient,
  target: WebTarget,
  { query, browserState, currentUrl, exchangeSecret, locale }: CallbackRequest,
): Promise<SignedInOutcome> {
  if (!query.state) {
    throw new SocialSignInFailure(socialSignInMessages.stateInvalid, 'no state', false);
  }
  // Login CSRF: a callback URL made in another browser (an attacker's own sign-in) is refused
  // before anything is looked up, and the state stays unused.
  if (!startedInThisBrowser(browserState, query.state)) {
    throw new SocialSignInFailure(
      socialSignInMessages.notThisBrowser,
      browserState ? 'state does not match this browser' : 'no state cookie',
      false,
    );
  }
  const stored = await repo.takeState(db, query.state, client.provider, STATE_LIFETIME_SECONDS);
  const popup = stored?.popup ?? false;
  if (query.error !== undefined) {
    const cancelled = query.error === 'access_denied';
    throw new SocialSignInFailure(
      cancelled ? socialSignInMessages.cancelled : socialSignInMessages.providerFailed,
      `provider responded ${query.error.slice(0, 100)}`,
      popup,
    );
  }
  if (!stored) {
    throw new SocialSignInFailure(socialSignInMessages.stateInvalid, 'unknown state', false);
  }
  if (!stored.fresh) {
    throw new SocialSignInFailure(socialSignInMessages.stateInvalid, 'expired state', popup);
  }
  if (!query.code) {
    throw new SocialSignInFailure(socialSignInMessages.providerFailed, 'no code', popup);
  }

  let profile: ProviderProfile;
  try {
    profile = await client.profile(currentUrl, {
      state: stored.state,
      codeVerifier: stored.codeVerifier,
      nonce: stored.nonce,
    });
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
    throw new SocialSignInFailure(socialSignInMessages.providerFailed, reason, popup);
  }

  const { user, outcome } = await findOrCreateAccount(db, client.provider, profile, popup, locale);
  const code = newToken();
  await repo.deleteDeadCodes(db);
  await repo.insertCode(db, {
    codeHash: hashToken(code),
    userId: user.id,
    browserHash: hashToken(exchangeSecret),
    lifetimeSeconds: CODE_LIFETIME_SECONDS,
  });

  const url = new URL('/auth/complete', target.publicUrl);
  url.searchParams.set('code', code);
  if (popup) url.searchParams.set('popup', '1');
  else if (stored.returnTo !== '/') url.searchParams.set('returnTo', stored.returnTo);
  return { redirect: url.toString(), userId: user.id, outcome };
}

/**
 * The account behind a provider identity. A later sign-in finds it by the provider's subject;
 * a first one links to the account with the same e-mail only when the provider confirmed that
 * e-mail, and otherwise creates a new account (role user, status Verified, no password).
 */
async function findOrCreateAccount(
  db: Database,
  provider: SocialProvider,
  profile: ProviderProfile,
  popup: boolean,
  locale?: Locale,
): Promise<{ user: identityRepo.UserRow; outcome: SignedInOutcome['outcome'] }> {
  return db.transaction(async (tx) => {
    const linked = await repo.findLinkedUser(tx, provider, profile.subject);
    if (linked) {
      const proven = profile.emailVerified && profile.email?.trim().toLowerCase() === linked.email;
      const user = proven ? await proveAddress(tx, linked) : linked;
      return { user, outcome: 'returning' as const };
    }

    const email = emailSchema.safeParse(profile.email ?? '');
    if (!email.success) {
      throw new SocialSignInFailure(socialSignInMessages.emailMissing, 'no usable e-mail', popup);
    }

    let user = await identityRepo.findUserByEmail(tx, email.data);
    let outcome: SignedInOutcome['outcome'] = 'linked';
    if (!user) {
      const created = await identityRepo.insertUser(tx, {
        name: (profile.name ?? email.data.split('@')[0] ?? email.data).slice(0, 100),
        email: email.data,
        photoUrl: profile.picture ?? null,
        passwordHash: null,
        emailVerifiedAt: profile.emailVerified ? new Date() : null,
        locale: locale ?? null,
      });
      // Undefined: the e-mail was taken a moment ago, so the rules for an existing account apply.
      user = created ?? (await identityRepo.findUserByEmail(tx, email.data));
      if (!user) throw new Error('account vanished while signing in');
      if (created) outcome = 'created';
    }
    if (outcome === 'linked' && !profile.emailVerified) {
      throw new SocialSignInFailure(
        socialSignInMessages.emailNotVerified,
        'e-mail of an existing account, not verified by the provider',
        popup,
      );
    }
    if (outcome === 'linked') user = await proveAddress(tx, user);
    await repo.insertLink(tx, { provider, subject: profile.subject, userId: user.id });
    // Two first sign-ins at once: whichever link was stored first wins.
    const winner = await repo.findLinkedUser(tx, provider, profile.subject);
    return { user: winner ?? user, outcome };
  });
}

/**
 * The provider vouched for the account's address. A password account that never proved it may
 * have been registered by a stranger (account pre-hijacking): the owner takes it over, so its
 * password, every token and every e-mailed link die (CONTRACT.md section 3, decision 044).
 */
async function proveAddress(tx: Database, user: identityRepo.UserRow) {
  if (user.emailVerifiedAt !== null) return user;
  if (user.passwordHash !== null) {
    await identityRepo.updateUser(tx, user.id, { passwordHash: null });
    await identityRepo.deleteSessionsOf(tx, user.id);
    await identityRepo.deleteAccountTokens(tx, user.id);
  }
  return (await identityRepo.markEmailVerified(tx, user.id, user.email)) ?? user;
}

/** POST /api/auth/exchange: the one-time code, once, within its minute, for a token. */
export async function exchangeCode(
  db: Database,
  code: string,
  exchangeSecret: string | undefined,
): Promise<AuthResult & { userId: string }> {
  // Login CSRF: only the browser the code was given to holds the secret (browser-binding.ts).
  if (!exchangeSecret) throw unauthorized(socialSignInMessages.notThisBrowser);
  const userId = await repo.useCode(db, hashToken(code), hashToken(exchangeSecret));
  const user = userId ? await identityRepo.findUserById(db, userId) : undefined;
  if (!user) throw unauthorized(socialSignInMessages.codeInvalid);
  return { token: await issueToken(db, user.id), user: toIdentity(user), userId: user.id };
}

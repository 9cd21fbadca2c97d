import * as oidc from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import type { SocialProvider } from '@elite/shared';
import type { Config } from '../../config';

/** What a provider says about the person who signed in. */
export interface ProviderProfile {
  /** The provider's stable id for the person; e-mails can change, this does not. */
  subject: string;
  email: string | undefined;
  /** Whether the provider itself confirmed that the e-mail belongs to this person. */
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

/** The secrets of one sign-in attempt, kept on the server between the two redirects. */
export interface AuthorizationChecks {
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface ProviderClient {
  readonly provider: SocialProvider;
  /** The provider's sign-in page for this attempt (authorization-code flow, PKCE S256). */
  authorizationUrl(redirectUri: string, checks: AuthorizationChecks): Promise<URL>;
  /**
   * Trades the code in `callbackUrl` (the redirect URI plus the provider's query) for the
   * person's profile. Throws on any failure: a bad code, a bad token, an unreachable provider.
   */
  profile(callbackUrl: URL, checks: AuthorizationChecks): Promise<ProviderProfile>;
}

const REQUEST_TIMEOUT_SECONDS = 10;
/** Google's endpoints rarely move; the discovery document is read again after this long. */
const DISCOVERY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Plain http is refused by openid-client; it is allowed only where the operator configured it
 * (a provider stand-in on loopback in tests, or inside a private network).
 */
function isPlainHttp(url: string): boolean {
  return new URL(url).protocol === 'http:';
}

/** Only https pictures are stored as a photo (CONTRACT.md section 2). */
function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Google: OpenID Connect with endpoints from discovery at GOOGLE_ISSUER. */
export function googleClient(
  google: NonNullable<Config['google']>,
  log: FastifyBaseLogger,
): ProviderClient {
  let cached: { configuration: Promise<oidc.Configuration>; at: number } | undefined;

  function configuration(): Promise<oidc.Configuration> {
    if (cached && Date.now() - cached.at < DISCOVERY_LIFETIME_MS) return cached.configuration;
    const execute = [oidc.enableNonRepudiationChecks];
    if (isPlainHttp(google.issuer)) execute.push(oidc.allowInsecureRequests);
    const attempt = oidc
      .discovery(
        new URL(google.issuer),
        google.clientId,
        undefined,
        oidc.ClientSecretPost(google.clientSecret),
        { execute, timeout: REQUEST_TIMEOUT_SECONDS },
      )
      .catch((error: unknown) => {
        // A failed discovery is not cached: the next sign-in tries again.
        if (cached?.configuration === attempt) cached = undefined;
        log.error({ err: error, issuer: google.issuer }, 'google discovery failed');
        throw error;
      });
    cached = { configuration: attempt, at: Date.now() };
    return attempt;
  }

  return {
    provider: 'google',
    async authorizationUrl(redirectUri, checks) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      });
    },
    async profile(callbackUrl, checks) {
      const config = await configuration();
      // Verifies the ID token: signature against the issuer's JWKS, iss, aud, exp, iat, nonce.
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('google sent no ID token');
      let source: Record<string, unknown> = claims;
      if (text(claims.email) === undefined && config.serverMetadata().userinfo_endpoint) {
        source = {
          ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)),
          ...claims,
        };
      }
      return {
        subject: claims.sub,
        email: text(source.email),
        emailVerified: source.email_verified === true || source.email_verified === 'true',
        name: text(source.name),
        picture: httpsUrl(source.picture),
      };
    },
  };
}

/** Facebook: plain OAuth 2.0 at FACEBOOK_AUTH_URL/_TOKEN_URL; the profile from FACEBOOK_USERINFO_URL. */
export function facebookClient(facebook: NonNullable<Config['facebook']>): ProviderClient {
  const config = new oidc.Configuration(
    {
      issuer: new URL(facebook.authUrl).origin,
      authorization_endpoint: facebook.authUrl,
      token_endpoint: facebook.tokenUrl,
    },
    facebook.clientId,
    undefined,
    oidc.ClientSecretPost(facebook.clientSecret),
  );
  config.timeout = REQUEST_TIMEOUT_SECONDS;
  if ([facebook.authUrl, facebook.tokenUrl, facebook.userinfoUrl].some(isPlainHttp)) {
    oidc.allowInsecureRequests(config);
  }

  return {
    provider: 'facebook',
    async authorizationUrl(redirectUri, checks) {
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'email public_profile',
        state: checks.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async profile(callbackUrl, checks) {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
      });
      const response = await oidc.fetchProtectedResource(
        config,
        tokens.access_token,
        new URL(facebook.userinfoUrl),
        'GET',
      );
      if (!response.ok) throw new Error(`facebook profile responded ${response.status}`);
      const body = (await response.json()) as Record<string, unknown>;
      const subject = typeof body.id === 'number' ? String(body.id) : text(body.id);
      if (!subject) throw new Error('facebook profile has no id');
      const picture = body.picture as { data?: { url?: unknown } } | string | undefined;
      return {
        subject,
        email: text(body.email),
        // The Graph API makes no statement that an e-mail is confirmed; see decision record 007.
        emailVerified: body.email_verified === true,
        name: text(body.name),
        picture: httpsUrl(typeof picture === 'object' ? picture.data?.url : picture),
      };
    },
  };
}

/** A client for each configured provider; an unconfigured one is absent. */
export function providerClients(
  config: Config,
  log: FastifyBaseLogger,
): Partial<Record<SocialProvider, ProviderClient>> {
  return {
    ...(config.google && { google: googleClient(config.google, log) }),
    ...(config.facebook && { facebook: facebookClient(config.facebook) }),
  };
}

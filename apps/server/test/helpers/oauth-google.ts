import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { uniqueEmail } from './factories';
import { PUBLIC_URL } from './oauth-flow';
import { freePort } from './spawn-server';

/**
 * An OpenID Connect provider on loopback (oauth2-mock-server: discovery, JWKS, signed ID
 * tokens, PKCE) standing in for Google. Who signs in next is `person`; tests change it.
 */

export const GOOGLE_CLIENT_ID = 'elite-google-client';

/** Who the mock provider says signs in next; tests change it. */
export interface ProviderPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}
export let person: ProviderPerson;
let personCounter = 0;
export function newPerson(overrides: Partial<ProviderPerson> = {}): ProviderPerson {
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
let tamperIdToken: ((payload: Record<string, unknown>) => void) | undefined;

export const googlePort = await freePort();
export const google = new OAuth2Server();

/** The provider's next response: the person declined. */
export function denyNextConsent() {
  google.service.once('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
    url.searchParams.delete('code');
    url.searchParams.set('error', 'access_denied');
  });
}

/** Replaces who signs in next. */
export function setPerson(next: ProviderPerson) {
  person = next;
}

/** Changes the next ID token's claims once (after the person's claims are set). */
export function tamperNextIdToken(tamper: (payload: Record<string, unknown>) => void) {
  tamperIdToken = tamper;
}

/** The server's settings for this provider, on a site at `publicUrl`. */
export const googleEnv = (publicUrl = PUBLIC_URL) => ({
  GOOGLE_CLIENT_ID,
  GOOGLE_CLIENT_SECRET: 'elite-google-secret',
  GOOGLE_ISSUER: `http://127.0.0.1:${googlePort}`,
  PUBLIC_URL: publicUrl,
});

/** Runs the provider for this file's tests; a new person signs in for each test. */
export function useGoogleProvider() {
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
}

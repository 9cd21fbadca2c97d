import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { uniqueEmail } from './factories';
import { PUBLIC_URL } from './oauth-flow';
import { freePort } from './spawn-server';

/** Facebook's three endpoints on loopback: dialog, token (with PKCE) and the Graph profile. */
export const facebookPort = await freePort();
export const facebookBase = `http://127.0.0.1:${facebookPort}`;
export const FACEBOOK_SECRET = 'elite-facebook-secret';
const facebookCodes = new Map<string, { challenge: string; redirectUri: string }>();
const facebookTokens = new Set<string>();
export const facebookPerson = {
  id: '10229876543210',
  name: 'Face Book Person',
  email: uniqueEmail('facebook'),
  picture: { data: { url: 'https://graph.example.com/picture.jpg', is_silhouette: false } },
};
let facebook: Server;

/** Runs the Facebook stand-in for this file's tests. */
export function useFacebookProvider() {
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
}

/** The server's settings for the Facebook stand-in. */
export const facebookEnv = {
  FACEBOOK_CLIENT_ID: 'elite-facebook-client',
  FACEBOOK_CLIENT_SECRET: FACEBOOK_SECRET,
  FACEBOOK_AUTH_URL: `${facebookBase}/dialog/oauth`,
  FACEBOOK_TOKEN_URL: `${facebookBase}/oauth/access_token`,
  FACEBOOK_USERINFO_URL: `${facebookBase}/me?fields=id,name,email,picture`,
  PUBLIC_URL,
};

import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/factories';
import { makeImage, temporaryDataDir, uploadImage } from './helpers/images';
import { describeEachDatabase } from './helpers/test-app';

const ALLOWED = 'https://app.example.com';
const OTHER = 'https://evil.example.net';

const dataDir = temporaryDataDir('cors');
afterAll(dataDir.remove);

/** CORS_ORIGINS opens the API to exactly those origins (issue 24); unset, it stays closed. */
describeEachDatabase(
  'CORS on request',
  (ctx) => {
    let account: TestAccount;
    let picture: string;
    beforeAll(async () => {
      account = await createAccount(ctx().app, ctx().db);
      const res = await uploadImage(ctx().app, account.auth, {
        bytes: await makeImage('png', { seed: 7 }),
        filename: 'photo.png',
        contentType: 'image/png',
      });
      picture = res.json<{ data: { display_url: string } }>().data.display_url;
    });

    it('an allowed origin reads the API, the list total included, without credentials', async () => {
      const res = await ctx().app.inject({
        method: 'GET',
        url: '/api/property',
        headers: { origin: ALLOWED },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(res.headers['access-control-expose-headers'])).toContain('X-Total-Count');
      expect(String(res.headers.vary)).toMatch(/origin/i);
    });

    it('a signed-in call from an allowed origin works with its bearer token', async () => {
      const res = await ctx().app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { origin: ALLOWED, ...account.auth },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    });

    it('a preflight from an allowed origin is answered with what it may send', async () => {
      const res = await ctx().app.inject({
        method: 'OPTIONS',
        url: '/api/propertyOffer',
        headers: {
          origin: ALLOWED,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toMatch(
        /^authorization, ?content-type$/,
      );
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it('another origin gets no CORS header, on a call or a preflight', async () => {
      const call = await ctx().app.inject({
        method: 'GET',
        url: '/api/property',
        headers: { origin: OTHER },
      });
      expect(call.statusCode).toBe(200);
      expect(call.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await ctx().app.inject({
        method: 'OPTIONS',
        url: '/api/propertyOffer',
        headers: { origin: OTHER, 'access-control-request-method': 'POST' },
      });
      // Without an allowed origin the browser refuses the call that would follow.
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('pictures under /images/ may be shown by pages of other origins', async () => {
      const res = await ctx().app.inject({
        method: 'GET',
        url: picture,
        headers: { origin: ALLOWED },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      // The API's own answers stay same-origin for everyone else.
      const api = await ctx().app.inject({ method: 'GET', url: '/api/health' });
      expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    });
  },
  { CORS_ORIGINS: `${ALLOWED}, http://localhost:5173`, DATA_DIR: dataDir.dir },
);

describeEachDatabase('CORS closed by default', (ctx) => {
  it('no origin gets CORS headers; pictures are cross-origin (webmail shows alert photos)', async () => {
    const call = await ctx().app.inject({
      method: 'GET',
      url: '/api/property',
      headers: { origin: ALLOWED },
    });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await ctx().app.inject({
      method: 'OPTIONS',
      url: '/api/propertyOffer',
      headers: { origin: ALLOWED, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const image = await ctx().app.inject({ method: 'GET', url: '/images/nope.webp' });
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryDataDir } from './helpers/images';
import { createTestApp } from './helpers/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');

/** The CSP as a map of directive -> sources. */
function policy(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The headers of every response; `api`: a JSON body's, which may load nothing at all. */
function expectBaseHeaders(res: LightMyRequestResponse, api: boolean) {
  const csp = policy(res);
  if (api) {
    expect(csp.get('default-src'), 'an API response loads nothing').toEqual(["'none'"]);
    expect(csp.size).toBe(2);
  } else {
    expect(csp.get('script-src'), 'no inline or eval script').toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  }
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
}

describe('security headers', () => {
  const web = temporaryDataDir('web');
  let app: TestApp;

  beforeAll(async () => {
    // A built web app of its own, so the test does not depend on `npm run build`.
    fs.mkdirSync(path.join(web.dir, 'assets'));
    fs.writeFileSync(
      path.join(web.dir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
    );
    fs.writeFileSync(path.join(web.dir, 'assets', 'app.js'), 'console.log(1)');
    app = await createTestApp('embedded', { WEB_DIST: web.dir });
  });
  afterAll(async () => {
    await app?.close();
    web.remove();
  });

  it('every kind of response carries the CSP, nosniff, no framing and no referrer', async () => {
    const responses = await Promise.all([
      app.app.inject({ method: 'GET', url: '/api/health' }),
      app.app.inject({ method: 'GET', url: '/api/allUser' }), // 401
      app.app.inject({ method: 'GET', url: '/api/nothing-here' }), // 404
      app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{bad',
      }), // 400
      app.app.inject({ method: 'GET', url: '/' }), // the web app
      app.app.inject({ method: 'GET', url: '/dashboard/myProfile' }), // a client route
      app.app.inject({ method: 'GET', url: '/assets/app.js' }),
      app.app.inject({ method: 'GET', url: '/images/nope.webp' }),
      app.app.inject({ method: 'GET', url: '/%FF' }), // an address that does not decode
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([
      200, 401, 404, 400, 200, 200, 200, 404, 400,
    ]);
    responses.forEach((res, k) => expectBaseHeaders(res, k < 4));
  });

  it("an API response carries none of a page's document-only headers", async () => {
    const api = await app.app.inject({ method: 'GET', url: '/api/health' });
    const page = await app.app.inject({ method: 'GET', url: '/' });
    for (const name of [
      'cross-origin-opener-policy',
      'permissions-policy',
      'origin-agent-cluster',
    ]) {
      expect(page.headers[name], name).toBeDefined();
      expect(api.headers[name], name).toBeUndefined();
    }
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('the web app may load images from https and data: URLs, connect only to itself, frame only tours’ players', async () => {
    const csp = policy(await app.app.inject({ method: 'GET', url: '/' }));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // Stylesheets of this site only: no 'unsafe-inline', no inline <style> allowed by hash.
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://my.matterport.com',
    ]);
    expect(csp.has('upgrade-insecure-requests'), 'not on plain http').toBe(false);
  });

  it('the web app has no inline script for the CSP to block', () => {
    const pages = [path.join(webRoot, 'index.html'), path.join(webRoot, 'dist', 'index.html')];
    for (const page of pages.filter((file) => fs.existsSync(file))) {
      const html = fs.readFileSync(page, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length, page).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes, `${page}: scripts are files`).toMatch(/\bsrc=/);
        expect(body!.trim(), `${page}: no inline code`).toBe('');
      }
      expect(html, `${page}: no inline event handlers`).not.toMatch(/\son[a-z]+=/i);
    }
  });

  it('API responses are never cached; no HSTS over plain http', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // Refusals and errors too.
    for (const url of ['/api/allUser', '/api/nothing-here']) {
      const refused = await app.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(refused.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('CORS is closed: another origin gets no Access-Control-Allow-* header', async () => {
    const origin = 'https://evil.example';
    const preflight = await app.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/me',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    const simple = await app.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
    for (const res of [preflight, simple]) {
      const cors = Object.keys(res.headers).filter((name) => name.startsWith('access-control-'));
      expect(cors).toEqual([]);
    }
  });

  it('the API documentation gets its own CSP: inline styles, but still no inline script', async () => {
    const page = await app.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const csp = policy(page);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});

describe('security headers over HTTPS, with Stripe', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('embedded', {
      PUBLIC_URL: 'https://shop.example',
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_headers',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_headers',
    });
  });
  afterAll(async () => app?.close());

  // A response of the site's pages' kind (no web app is built here: a missing picture's 404).
  const pageKind = () => app.app.inject({ method: 'GET', url: '/images/nope.webp' });

  it('HSTS is sent, and insecure requests are upgraded', async () => {
    const [api, page] = [
      await app.app.inject({ method: 'GET', url: '/api/health' }),
      await pageKind(),
    ];
    for (const res of [api, page]) {
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    expect(policy(page).has('upgrade-insecure-requests')).toBe(true);
  });

  it('Stripe.js may load, frame its card fields and call its API; nothing else is added', async () => {
    const csp = policy(await pageKind());
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(csp.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://my.matterport.com',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

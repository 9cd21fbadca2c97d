import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryDataDir } from './helpers/images';
import { createTestApp } from './helpers/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/*
 * Pages in every offered locale (CONTRACT.md section 11): the default locale at SPEC.md's paths,
 * the others under /{locale}; every page says its language (<html lang dir>), the server's
 * render is told the page's locale, alternates name the page in each locale, and the sitemap
 * lists each page in each locale. A stand-in for the web build's renderer echoes what it is told.
 */
const standInRenderer = `
export function isKnownPage(pathname) {
  return /^\\/(|allProperty|property\\/[^/]+|login)\\/?$/i.test(pathname);
}
export function createRenderer() {
  return async (url, visitor) => ({
    html: '<p>' + url + ' in ' + visitor.locale + ' under "' + visitor.base + '"</p>',
    state: '',
    head: '',
  });
}
`;

const shell =
  '<!doctype html><html lang="en" data-theme="elite"><head>' +
  '<meta\n  name="description"\n  content="Elite Property: browse verified homes."\n/>' +
  '<title>Elite Property | Your Perfect Place Awaits</title>' +
  '<script type="module" src="/assets/app.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

async function webApp(env: Record<string, string>) {
  const build = temporaryDataDir('web-build');
  const dist = path.join(build.dir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), shell);
  fs.mkdirSync(path.join(build.dir, 'dist-ssr'));
  fs.writeFileSync(path.join(build.dir, 'dist-ssr', 'entry-server.js'), standInRenderer);
  const app = await createTestApp('embedded', {
    WEB_DIST: dist,
    PUBLIC_URL: 'https://homes.example',
    ...env,
  });
  return { app, remove: () => build.remove() };
}

const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];

describe('pages in the offered locales', () => {
  let site: { app: TestApp; remove: () => void };
  const get = (url: string) => site.app.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    site = await webApp({ SITE_LOCALES: 'en,es,ar' });
  });
  afterAll(async () => {
    await site?.app.close();
    site?.remove();
  });

  it('renders a page under /es in Spanish, with its language, prefix and alternates', async () => {
    const response = await get('/es/allProperty?location=Madrid');
    expect(response.statusCode).toBe(200);
    expect(htmlTag(response.body)).toBe(
      '<html lang="es" dir="ltr" data-base="/es" data-theme="elite">',
    );
    expect(response.body).toContain('<p>/es/allProperty?location=Madrid in es under "/es"</p>');
    // Its title and description in Spanish, before any script runs.
    expect(response.body).toContain('<title>Elite Property | Tu hogar ideal te espera</title>');
    expect(response.body).toMatch(/name="description"\s+content="Elite Property: explora casas/);
    for (const [hreflang, href] of [
      ['en', 'https://homes.example/allProperty?location=Madrid'],
      ['es', 'https://homes.example/es/allProperty?location=Madrid'],
      ['ar', 'https://homes.example/ar/allProperty?location=Madrid'],
      ['x-default', 'https://homes.example/allProperty?location=Madrid'],
    ]) {
      expect(response.body).toContain(
        `<link rel="alternate" hreflang="${hreflang}" href="${href}">`,
      );
    }
  });

  it('writes Arabic pages right to left, and the default locale at SPEC.md paths', async () => {
    const arabic = await get('/ar');
    expect(arabic.statusCode).toBe(200);
    expect(htmlTag(arabic.body)).toBe(
      '<html lang="ar" dir="rtl" data-base="/ar" data-theme="elite">',
    );
    expect(arabic.body).toContain('<p>/ar in ar under "/ar"</p>');

    const english = await get('/allProperty');
    expect(htmlTag(english.body)).toBe('<html lang="en" data-theme="elite">');
    expect(english.body).toContain('<p>/allProperty in en under ""</p>');
    expect(english.body).toContain('<title>Elite Property | Your Perfect Place Awaits</title>');
  });

  it('serves the browser-rendered pages in the locale too, and 404s elsewhere', async () => {
    const login = await get('/es/login');
    expect(login.statusCode).toBe(200);
    expect(htmlTag(login.body)).toBe(
      '<html lang="es" dir="ltr" data-base="/es" data-theme="elite">',
    );
    expect(login.body).toContain('hreflang="ar" href="https://homes.example/ar/login"');

    // A locale the site does not offer, and a page no locale has.
    for (const url of ['/fr/allProperty', '/es/nowhere', '/en/login']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('lists each page in each locale in the sitemap, with its alternates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const loc of [
      '/',
      '/es',
      '/ar',
      '/allProperty',
      '/es/allProperty',
      '/ar/allProperty',
      '/privacy',
      '/es/privacy',
      '/ar/accessibility',
    ]) {
      expect(response.body).toContain(`<loc>https://homes.example${loc}</loc>`);
    }
    expect(response.body).toContain(
      '<xhtml:link rel="alternate" hreflang="ar" href="https://homes.example/ar/allProperty"/>',
    );
    expect(response.body).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://homes.example/allProperty"/>',
    );
  });
});

describe('a site that offers one locale', () => {
  let site: { app: TestApp; remove: () => void };
  const get = (url: string) => site.app.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    site = await webApp({});
  });
  afterAll(async () => {
    await site?.app.close();
    site?.remove();
  });

  it('keeps its pages as they were: English, no alternates, no prefixes', async () => {
    const page = await get('/allProperty');
    expect(page.statusCode).toBe(200);
    expect(htmlTag(page.body)).toBe('<html lang="en" data-theme="elite">');
    expect(page.body).not.toContain('hreflang');
    expect((await get('/es/allProperty')).statusCode).toBe(404);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).not.toContain('xhtml');
    expect(sitemap.body).toContain('<loc>https://homes.example/allProperty</loc>');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/factories';
import { temporaryDataDir } from './helpers/images';
import { addVerifiedListing } from './helpers/property-factory';
import { createTestApp } from './helpers/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/*
 * The web plugin's side of the server-rendered public pages (docs/decisions/012), with a
 * stand-in for the web build's renderer (apps/web/dist-ssr/entry-server.js) that renders the
 * number of listings the API reports. The real renderer is covered by the browser journeys
 * (apps/web/e2e/server-rendering.test.ts).
 */
const standInRenderer = `
export function isKnownPage(pathname) {
  return /^\\/(|allProperty|property\\/[^/]+|login|dashboard(\\/myProfile)?)\\/?$/i.test(pathname);
}
let renders = 0;
export function createRenderer(send) {
  return async (url, visitor) => {
    if (url.includes('fail=throw')) throw new Error('the renderer broke');
    if (url.includes('fail=null')) return null;
    if (url.includes('text=dollars')) {
      return { html: "<p>Deal: $& and $' and $\\\` and $$</p>", state: '', head: "<meta name=d content=$&$'>" };
    }
    if (url.startsWith('/property/')) {
      // As the real renderer does: a visitor's read of the listing names its picture.
      const response = await send('/api/property/' + url.slice('/property/'.length));
      if (response.status !== 200) return null;
      const property = await response.json();
      return { html: '', state: '', head: '<link rel="preload" as="image" href="' + property.property_image + '">' };
    }
    const response = await send('/api/property?page=1&limit=12');
    renders += 1;
    const counted = response.headers.has('x-ratelimit-remaining') ? 'counted' : 'not counted';
    return {
      html: '<p>' + response.status + ' ' + response.headers.get('x-total-count') + ' listings, ' + counted + ', render ' + renders + '</p>' +
        (visitor.signedIn ? '<p>checking your sign-in</p>' : '<a href="/login">Login</a>'),
      state: '<script type="application/json" id="ssr-state">{}</script>',
      head: '',
    };
  };
}
`;

const shell =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/app.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react.js"></head>' +
  '<body><div id="root"></div></body></html>';

describe('server-rendered pages', () => {
  const build = temporaryDataDir('web-build');
  const dist = path.join(build.dir, 'dist');
  let app: TestApp;
  let agent: TestAccount;
  let admin: TestAccount;
  const get = (url: string) => app.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), shell);
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.mkdirSync(path.join(build.dir, 'dist-ssr'));
    fs.writeFileSync(path.join(build.dir, 'dist-ssr', 'entry-server.js'), standInRenderer);
    app = await createTestApp('embedded', { WEB_DIST: dist });
    [agent, admin] = await Promise.all([
      createAccount(app.app, app.db, { role: 'agent' }),
      createAccount(app.app, app.db, { role: 'admin' }),
    ]);
  });
  afterAll(async () => {
    await app?.close();
    build.remove();
  });

  it('responds to / and /allProperty with the page rendered from the API, its code fetched at low priority', async () => {
    for (const url of ['/', '/allProperty?location=Dhaka']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      // The page's reads are the server's own: not counted against the visitor's address.
      expect(page.body).toMatch(
        /<div id="root"><p>200 0 listings, not counted, render \d+<\/p><a href="\/login">Login<\/a><\/div>/,
      );
      expect(page.headers['x-ratelimit-remaining']).toBeDefined();
      expect(page.body).toContain('<script type="application/json" id="ssr-state">{}</script>');
      expect(page.body).toContain('<script type="module" fetchpriority="low" crossorigin');
      expect(page.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin');
    }
  });

  it("text with $&, $' or $` is put in the page as it is", async () => {
    const page = await get('/allProperty?location=text=dollars');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"><p>Deal: $& and $\' and $` and $$</p></div>');
    expect(page.body).toContain("<meta name=d content=$&$'></head>");
  });

  it('keeps a server-rendered page until a write changes public data, then renders it again', async () => {
    const first = await get('/allProperty');
    const again = await get('/allProperty');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    // A parameter the page does not read is the same page.
    expect((await get('/allProperty?utm_source=mail')).headers['x-cache']).toBe('hit');
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8');

    await addVerifiedListing(app.app, agent, admin, { location: 'Rendered Town' });
    const after = await get('/allProperty');
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toContain('200 1 listings');
  });

  it('renders the account corner as a sign-in being checked for a browser with the signed-in hint', async () => {
    const withHint = (cookie: string) =>
      app.app.inject({ method: 'GET', url: '/?hint', headers: { cookie } });
    const signedOut = await get('/?hint');
    const signedIn = await withHint('theme=dark; signed_in=1');
    expect(signedOut.body).toContain('<a href="/login">Login</a>');
    expect(signedIn.body).toContain('<p>checking your sign-in</p>');
    expect(signedIn.body).not.toContain('Login');
    expect(signedIn.headers.vary).toContain('cookie');

    // Each version is kept apart: the second of each comes from the cache, still as it was.
    const [signedOutAgain, signedInAgain] = [await get('/?hint'), await withHint('signed_in=1')];
    expect(signedOutAgain.headers['x-cache']).toBe('hit');
    expect(signedOutAgain.body).toBe(signedOut.body);
    expect(signedInAgain.headers['x-cache']).toBe('hit');
    expect(signedInAgain.body).toBe(signedIn.body);
    expect(signedInAgain.headers.vary).toBe('accept-encoding, cookie');

    // Any other value, or a cookie that merely ends with the name, is no hint.
    expect((await withHint('signed_in=0')).body).toContain('Login');
    expect((await withHint('not_signed_in=1')).body).toContain('Login');
  });

  it('falls back to the plain page, not an error, when the page cannot be rendered', async () => {
    for (const url of ['/allProperty?location=fail=null', '/allProperty?location=fail=throw']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('fetchpriority');
      // Not kept: the next visitor gets another try.
      expect((await get(url)).headers['x-cache']).toBeUndefined();
    }
  });

  it("a property's page is rendered in the browser, with what the renderer adds to its head", async () => {
    const id = await addVerifiedListing(app.app, agent, admin, {
      property_image: 'https://example.com/p.webp',
    });
    const page = await get(`/property/${id}`);
    expect(page.statusCode).toBe(200);
    const [head, body] = page.body.split('</head>');
    expect(head).toContain('<link rel="preload" as="image" href="https://example.com/p.webp">');
    expect(body).toBe('<body><div id="root"></div></body></html>');
    // Its code is what renders it: fetched at the usual priority.
    expect(page.body).not.toContain('fetchpriority="low"');
  });

  it("a fraud agent's listing is not server-rendered for anyone after its agent or an admin read it", async () => {
    const crook = await createAccount(app.app, app.db, { role: 'agent' });
    const image = 'https://example.com/hidden-by-fraud.webp';
    const id = await addVerifiedListing(app.app, crook, admin, { property_image: image });
    await app.app.inject({
      method: 'PATCH',
      url: `/api/fraudUser/${crook.email}`,
      headers: admin.auth,
      payload: { status: 'fraud' },
    });
    for (const reader of [crook, admin]) {
      const read = await app.app.inject({
        method: 'GET',
        url: `/api/property/${id}`,
        headers: reader.auth,
      });
      expect(read.statusCode).toBe(200);
      for (const cookie of ['', 'signed_in=1']) {
        const page = await app.app.inject({
          method: 'GET',
          url: `/property/${id}`,
          headers: { cookie },
        });
        expect(page.body).toBe(shell);
        expect(page.body).not.toContain(image);
      }
    }
  });

  it('other pages of the app get the plain page for the browser to render', async () => {
    for (const url of ['/dashboard/myProfile', '/Dashboard', '/login?next=%2F', '/login/']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(shell);
    }
  });

  it('a path the app has no page for gets the plain page, where the app shows its 404, with status 404', async () => {
    for (const url of [
      '/nope',
      '/dashboard/nope',
      '/property',
      '/assets/missing.js',
      '/nope?x=1',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const page = await app.app.inject({ method, url });
        expect(page.statusCode, `${method} ${url}`).toBe(404);
        expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
        if (method === 'GET') expect(page.body, url).toBe(shell);
      }
    }
    // The icon browsers look for by default is the app's own.
    const icon = await get('/favicon.ico');
    expect(icon.statusCode).toBe(301);
    expect(icon.headers.location).toBe('/favicon.svg');
    // Not a page: the API's and the images' unknown paths respond with JSON, as before.
    for (const url of ['/api/nope', '/api', '/images/nope.webp']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toMatch(/not found/i);
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { metaOf, parseHtml } from './helpers/html';
import { temporaryDataDir } from './helpers/images';
import { propertyCalls } from './helpers/property-calls';
import { describeEachDatabase, type TestContext } from './helpers/test-app';
import type { TestAccount } from './helpers/factories';
import { sitemapListings } from '../src/modules/seo/service';

/*
 * Share cards, JSON-LD, the sitemap and robots.txt (CONTRACT.md section 10), as the server serves
 * them. The web build is a stand-in that behaves as apps/web/src/entry-server.tsx does for a
 * listing's page: rendered for a signed-out visitor only when /api/config says listing pages are
 * public, from the API's own answer (the real renderer: apps/web/e2e/public-listing.test.ts).
 */
const standInRenderer = `
export function isKnownPage(pathname) {
  return /^\\/(|allProperty|property\\/[^/]+|login)\\/?$/i.test(pathname);
}
export function createRenderer(send) {
  return async (url, visitor) => {
    const match = /^\\/property\\/([^/?]+)/.exec(url);
    if (!match) return null;
    const config = await (await send('/api/config')).json();
    const response = await send('/api/property/' + match[1]);
    if (response.status !== 200) return null;
    const property = await response.json();
    if (!visitor.signedIn && !config.publicListings) {
      return { html: '', state: '', head: '<link rel="preload" as="image" href="' + property.property_image + '">' };
    }
    const text = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    return {
      html: '<h1>' + text(property.property_title) + '</h1><p>' + text(property.location) + '</p>',
      state: '<script type="application/json" id="ssr-state">{}</script>',
      head: '',
    };
  };
}
`;

const shell =
  '<!doctype html><html><head><meta charset="UTF-8" />' +
  '<meta name="description" content="The whole site." />' +
  '<title>Elite Property | Your Perfect Place Awaits</title>' +
  '<script type="module" crossorigin src="/assets/app.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

const build = temporaryDataDir('web-build-seo');
const dist = path.join(build.dir, 'dist');
fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), shell);
fs.mkdirSync(path.join(build.dir, 'dist-ssr'));
fs.writeFileSync(path.join(build.dir, 'dist-ssr', 'entry-server.js'), standInRenderer);
afterAll(() => build.remove());

const PUBLIC_URL = 'https://homes.example';
const env = (publicListings: '0' | '1') => ({
  WEB_DIST: dist,
  PUBLIC_URL,
  PUBLIC_LISTINGS: publicListings,
});

/** A picture stored on this site: a path, which the share card makes absolute. */
const COVER = `/images/${'c'.repeat(64)}.webp`;
const DESCRIPTION = '$250,000 - $300,000 · Seattle, Washington · 3 beds · 2.5 baths · 1,500 sq ft';
const TRICKY_TITLE = 'Tom\'s "Loft" <b>&</b> </script>';

/** A verified listing, a pending, a rejected, a deleted one and a fraud agent's, by title. */
async function listingsOfEveryKind(ctx: () => TestContext) {
  const { inject, account, addListing, verify } = propertyCalls(ctx);
  const [agent, crook, admin] = await Promise.all([
    account('agent'),
    account('agent'),
    account('admin'),
  ]);
  const add = (who: TestAccount, title: string, extra: Record<string, unknown> = {}) =>
    addListing(who, { property_title: title, ...extra });
  const verified = await add(agent, TRICKY_TITLE, {
    location: 'Seattle, Washington',
    property_image: COVER,
    price_range: { min: 250000, max: 300000 },
    property_type: 'townhouse',
    bedrooms: 3,
    bathrooms: 2.5,
    living_area: 1500,
    latitude: 47.6062,
    longitude: -122.3321,
    photos: [
      { url: COVER, alt: 'The front' },
      { url: 'https://cdn.example/kitchen.jpg', alt: 'Kitchen' },
    ],
  });
  await verify(admin, verified);
  const pending = await add(agent, 'Pending place');
  const rejected = await add(agent, 'Rejected place');
  await inject({
    method: 'PATCH',
    url: `/api/property/${rejected}`,
    headers: admin.auth,
    payload: { status: 'rejected' },
  });
  const deleted = await add(agent, 'Deleted place');
  await verify(admin, deleted);
  expect(
    (await inject({ method: 'DELETE', url: `/api/property/${deleted}`, headers: agent.auth }))
      .statusCode,
  ).toBe(200);
  const fraud = await add(crook, 'Fraud place');
  await verify(admin, fraud);
  await inject({
    method: 'PATCH',
    url: `/api/fraudUser/${crook.email}`,
    headers: admin.auth,
    payload: { status: 'fraud' },
  });
  return { agent, admin, verified, pending, rejected, deleted, fraud };
}

function shareCard(html: string) {
  const elements = parseHtml(html);
  return {
    elements,
    meta: metaOf(elements),
    titles: elements.filter((e) => e.tag === 'title').map((e) => e.text),
    canonical: elements.find((e) => e.tag === 'link' && e.attrs.rel === 'canonical')?.attrs.href,
    jsonLd: elements
      .filter((e) => e.tag === 'script' && e.attrs.type === 'application/ld+json')
      .map((e) => JSON.parse(e.text) as Record<string, unknown>),
    root: elements.find((e) => e.tag === 'div' && e.attrs.id === 'root')?.text ?? '',
  };
}

function expectShareCardOf(html: string, id: string) {
  const card = shareCard(html);
  const url = `${PUBLIC_URL}/property/${id}`;
  expect(card.titles).toEqual([`${TRICKY_TITLE} | Elite Property`]);
  expect(card.meta).toMatchObject({
    description: DESCRIPTION,
    'og:type': 'website',
    'og:title': TRICKY_TITLE,
    'og:description': DESCRIPTION,
    'og:image:alt': 'The front',
    'twitter:description': DESCRIPTION,
    'og:url': url,
    'og:image': `${PUBLIC_URL}${COVER}`,
    'twitter:card': 'summary_large_image',
    'twitter:title': TRICKY_TITLE,
    // The card's JPEG (1200 x 630, named first); og:image above is the last one, the WebP.
    'og:image:type': 'image/jpeg',
    'og:image:width': '1200',
    'og:image:height': '630',
    'twitter:image': `${PUBLIC_URL}${COVER.replace(/\.webp$/, '-share.jpg')}`,
  });
  expect(card.canonical).toBe(url);
  // Escaped: the title's own markup never became elements.
  expect(card.elements.some((e) => e.tag === 'b')).toBe(false);
  return card;
}

function expectNoShareCard(html: string) {
  const card = shareCard(html);
  expect(card.titles).toEqual(['Elite Property | Your Perfect Place Awaits']);
  expect(Object.keys(card.meta).filter((key) => /^(og|twitter):/.test(key))).toEqual([]);
  expect(card.canonical).toBeUndefined();
  expect(card.jsonLd).toEqual([]);
}

async function sitemapLocations(ctx: () => TestContext) {
  const res = await ctx().app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  return [...res.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map(
    (m) => ({ loc: m[1]!, lastmod: m[2] }),
  );
}

describeEachDatabase(
  'listing pages with PUBLIC_LISTINGS=0: share cards, and the sign-in stays',
  (ctx) => {
    const page = (url: string, cookie = '') =>
      ctx().app.inject({ method: 'GET', url, headers: { cookie } });
    let listings: Awaited<ReturnType<typeof listingsOfEveryKind>>;
    beforeAll(async () => {
      listings = await listingsOfEveryKind(ctx);
    });

    it("a verified listing's page carries its share card, escaped, for every visitor, but no JSON-LD", async () => {
      for (const cookie of ['', 'signed_in=1']) {
        const res = await page(`/property/${listings.verified}`, cookie);
        expect(res.statusCode).toBe(200);
        const card = expectShareCardOf(res.body, listings.verified);
        expect(card.jsonLd).toEqual([]);
        // Signed out, the page itself is the browser's (it asks for a sign-in): nothing rendered.
        if (!cookie) expect(card.root).toBe('');
        else expect(card.root).toContain(TRICKY_TITLE);
      }
    });

    it('a listing the public may not see gets none of it; one no listing has is a 404', async () => {
      for (const id of [listings.pending, listings.rejected, listings.fraud]) {
        const res = await page(`/property/${id}`);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(shell);
        expectNoShareCard(res.body);
      }
      for (const id of [
        listings.deleted,
        '00000000-0000-4000-8000-000000000000',
        'not-an-id',
        listings.verified.toUpperCase() + '0',
      ]) {
        const res = await page(`/property/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toBe(shell);
      }
      // A broken percent-encoding is a bad request (Fastify's answer), never a server error.
      expect((await page('/property/%E0%A4%A')).statusCode).toBe(400);
    });

    it('the sitemap lists the home page, All Property and the privacy and accessibility pages only', async () => {
      expect((await sitemapLocations(ctx)).map((u) => u.loc)).toEqual([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/allProperty`,
        `${PUBLIC_URL}/privacy`,
        `${PUBLIC_URL}/accessibility`,
      ]);
    });

    it('robots.txt names the sitemap and keeps the dashboard out', async () => {
      const res = await page('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toBe(
        `User-agent: *\nDisallow: /dashboard\nDisallow: /dashBoard\nDisallow: /Dashboard\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`,
      );
    });
  },
  env('0'),
);

describeEachDatabase(
  'listing pages with PUBLIC_LISTINGS=1: open, rendered, with JSON-LD, in the sitemap',
  (ctx) => {
    const { inject } = propertyCalls(ctx);
    let listings: Awaited<ReturnType<typeof listingsOfEveryKind>>;
    beforeAll(async () => {
      listings = await listingsOfEveryKind(ctx);
    });

    it('a signed-out visitor reads the listing and gets its page rendered, with its JSON-LD', async () => {
      const read = await inject({ method: 'GET', url: `/api/property/${listings.verified}` });
      expect(read.statusCode).toBe(200);
      const res = await inject({ method: 'GET', url: `/property/${listings.verified}` });
      expect(res.statusCode).toBe(200);
      const card = expectShareCardOf(res.body, listings.verified);
      expect(card.root).toContain(TRICKY_TITLE);
      expect(card.root).toContain('Seattle, Washington');
      // The JSON-LD cannot end its script early: the title's </script> is escaped.
      expect(res.body).not.toContain('</script> |');
      expect(card.jsonLd).toHaveLength(1);
      expect(card.jsonLd[0]).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'RealEstateListing',
        name: TRICKY_TITLE,
        url: `${PUBLIC_URL}/property/${listings.verified}`,
        datePosted: read.json<{ listed_at: string }>().listed_at,
        image: [`${PUBLIC_URL}${COVER}`, 'https://cdn.example/kitchen.jpg'],
        offers: {
          '@type': 'AggregateOffer',
          priceCurrency: 'USD',
          lowPrice: 250000,
          highPrice: 300000,
          priceSpecification: {
            '@type': 'PriceSpecification',
            priceCurrency: 'USD',
            minPrice: 250000,
            maxPrice: 300000,
          },
        },
        mainEntity: {
          '@type': 'SingleFamilyResidence',
          numberOfBedrooms: 3,
          numberOfBathroomsTotal: 2.5,
          floorSize: { '@type': 'QuantitativeValue', value: 1500, unitCode: 'FTK' },
          geo: { '@type': 'GeoCoordinates', latitude: 47.6062, longitude: -122.3321 },
        },
      });
      expect(read.json<{ listed_at: string | null }>().listed_at).toMatch(/^\d{4}-/);
    });

    it('writes still need a sign-in', async () => {
      const wishlist = await inject({
        method: 'POST',
        url: '/api/property/wishlist',
        payload: { wish_property_id: listings.verified },
      });
      expect(wishlist.statusCode).toBe(401);
      const review = await inject({
        method: 'POST',
        url: '/api/review',
        payload: { propertyId: listings.verified, review: 'Nice' },
      });
      expect(review.statusCode).toBe(401);
    });

    it('pages of listings the public may not see carry nothing of them', async () => {
      for (const id of [listings.pending, listings.rejected, listings.fraud]) {
        const res = await inject({ method: 'GET', url: `/property/${id}` });
        expect(res.statusCode).toBe(200);
        expectNoShareCard(res.body);
        expect(res.body).not.toMatch(/Pending place|Rejected place|Fraud place/);
      }
      const gone = await inject({ method: 'GET', url: `/property/${listings.deleted}` });
      expect(gone.statusCode).toBe(404);
    });

    it('the sitemap lists verified listings only, with their last change', async () => {
      const urls = await sitemapLocations(ctx);
      expect(urls.map((u) => u.loc)).toEqual([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/allProperty`,
        `${PUBLIC_URL}/privacy`,
        `${PUBLIC_URL}/accessibility`,
        `${PUBLIC_URL}/property/${listings.verified}`,
        // The agent's page (CONTRACT.md section 14); not the one marked as fraud.
        `${PUBLIC_URL}/agents/${listings.agent.id}`,
      ]);
      const detail = (
        await inject({ method: 'GET', url: `/api/property/${listings.verified}` })
      ).json<{ updated_at: string }>();
      expect(urls[4]!.lastmod).toBe(new Date(detail.updated_at).toISOString());
    });

    it('reads the listings for the sitemap a keyset page at a time, each once, in order', async () => {
      const { account, addListing, verify } = propertyCalls(ctx);
      const [agent, admin] = [await account('agent'), await account('admin')];
      for (let i = 0; i < 4; i += 1) await verify(admin, await addListing(agent));
      const all: string[] = [];
      for await (const listing of sitemapListings(ctx().db)) all.push(listing.id);
      const paged: string[] = [];
      for await (const listing of sitemapListings(ctx().db, 2)) paged.push(listing.id);
      expect(all).toHaveLength(5);
      expect(paged).toEqual(all);
      expect([...all].sort()).toEqual(all);
    });
  },
  env('1'),
);

describeEachDatabase(
  'a listing page view reads the listing once',
  (ctx) => {
    const { inject, account, addListing, verify } = propertyCalls(ctx);

    it('reads the listing once per page view: its share card and its rendering share the read', async () => {
      const [agent, admin] = await Promise.all([account('agent'), account('admin')]);
      const selects = vi.spyOn(ctx().app.db, 'select');
      try {
        // Each verification is a write: nothing read before it is served from the cache after.
        const first = await addListing(agent, { property_title: 'Read once' });
        await verify(admin, first);
        selects.mockClear();
        await inject({ method: 'GET', url: `/api/property/${first}` });
        const oneRead = selects.mock.calls.length;
        expect(oneRead).toBeGreaterThan(0);

        const second = await addListing(agent, { property_title: 'Read once too' });
        await verify(admin, second);
        selects.mockClear();
        const res = await inject({ method: 'GET', url: `/property/${second}` });
        expect(res.statusCode).toBe(200);
        expect(shareCard(res.body).meta['og:title']).toBe('Read once too');
        expect(shareCard(res.body).root).toContain('Read once too');
        expect(selects.mock.calls.length).toBe(oneRead);
      } finally {
        selects.mockRestore();
      }
    });
  },
  env('1'),
);

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { metaOf, parseHtml } from './helpers/html';
import { temporaryDataDir } from './helpers/images';
import { listing, propertyCalls } from './helpers/property-calls';
import { describeEachDatabase } from './helpers/test-app';

/*
 * A home to rent's page as the server serves it (CONTRACT.md sections 10 and 12): its title and
 * share card say the rent per month or week in the page's locale, and its JSON-LD offers it as
 * leased out at a unit price. The web build is a stand-in renderer, as in
 * public-listing-pages.test.ts.
 */
const standInRenderer = `
export function isKnownPage(pathname) {
  return /^\\/((es)\\/)?(|allProperty|property\\/[^/]+)\\/?$/i.test(pathname);
}
export function createRenderer(send) {
  return async (url) => {
    const match = /\\/property\\/([^/?]+)/.exec(url);
    if (!match) return null;
    const response = await send('/api/property/' + match[1]);
    if (response.status !== 200) return null;
    const property = await response.json();
    return { html: '<h1>' + property.property_title + '</h1>', state: '', head: '' };
  };
}
`;

const shell =
  '<!doctype html><html><head><meta charset="UTF-8" />' +
  '<meta name="description" content="The whole site." />' +
  '<title>Elite Property | Your Perfect Place Awaits</title></head>' +
  '<body><div id="root"></div></body></html>';

const build = temporaryDataDir('web-build-rental');
const dist = path.join(build.dir, 'dist');
fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), shell);
fs.mkdirSync(path.join(build.dir, 'dist-ssr'));
fs.writeFileSync(path.join(build.dir, 'dist-ssr', 'entry-server.js'), standInRenderer);
afterAll(() => build.remove());

const PUBLIC_URL = 'https://homes.example';

function headOf(html: string) {
  const elements = parseHtml(html);
  return {
    meta: metaOf(elements),
    title: elements.find((e) => e.tag === 'title')?.text,
    jsonLd: elements
      .filter((e) => e.tag === 'script' && e.attrs.type === 'application/ld+json')
      .map((e) => JSON.parse(e.text) as Record<string, unknown>),
  };
}

describeEachDatabase(
  'a home to rent’s page: the rent per period in its head, and JSON-LD of a lease',
  (ctx) => {
    const { inject, account, addListing, verify } = propertyCalls(ctx);
    let monthly: string;
    let weekly: string;
    let sale: string;

    beforeAll(async () => {
      const [agent, admin] = await Promise.all([account('agent'), account('admin')]);
      const rental = (overrides: Record<string, unknown>) =>
        listing({
          property_title: 'Canal loft',
          location: 'Portland, Oregon',
          listing_type: 'rent',
          bedrooms: 2,
          ...overrides,
        });
      monthly = await addListing(
        agent,
        rental({ price_range: { min: 1850, max: 1850 }, available_from: '2027-01-01' }),
      );
      weekly = await addListing(
        agent,
        rental({ price_range: { min: 420, max: 480 }, rent_period: 'week', min_term_months: 3 }),
      );
      sale = await addListing(agent, listing({ property_title: 'Canal loft for sale' }));
      for (const id of [monthly, weekly, sale]) await verify(admin, id);
    });

    async function page(url: string) {
      const res = await inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return headOf(res.body);
    }

    it('a monthly rent: the title and share card say it per month, the JSON-LD leases it out per month', async () => {
      const head = await page(`/property/${monthly}`);
      expect(head.title).toBe('Canal loft · $1,850/month | Elite Property');
      expect(head.meta['og:description']).toBe('$1,850/month · Portland, Oregon · 2 beds');
      expect(head.meta['twitter:description']).toBe('$1,850/month · Portland, Oregon · 2 beds');
      expect(head.meta.description).toBe('$1,850/month · Portland, Oregon · 2 beds');
      expect(head.jsonLd).toHaveLength(1);
      expect(head.jsonLd[0]).toMatchObject({
        '@type': 'RealEstateListing',
        name: 'Canal loft',
        offers: {
          '@type': 'Offer',
          businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
          priceCurrency: 'USD',
          price: 1850,
          availabilityStarts: '2027-01-01',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: 1850,
            priceCurrency: 'USD',
            unitCode: 'MON',
          },
        },
      });
    });

    it('a weekly rent in Spanish: por semana in the page’s words, WEE in its JSON-LD', async () => {
      const head = await page(`/es/property/${weekly}`);
      const spaced = (text: string | undefined) => text?.replace(/\s/g, ' ');
      expect(spaced(head.meta['og:description'])).toBe(
        '420 US$ - 480 US$/semana · Portland, Oregon · 2 dormitorios',
      );
      expect(spaced(head.title)).toBe('Canal loft · 420 US$ - 480 US$/semana | Elite Property');
      expect(head.jsonLd[0]).toMatchObject({
        offers: {
          businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            minPrice: 420,
            maxPrice: 480,
            unitCode: 'WEE',
          },
        },
        leaseLength: { '@type': 'QuantitativeValue', minValue: 3, unitCode: 'MON' },
      });
    });

    it('a sale listing keeps its head as it was', async () => {
      const head = await page(`/property/${sale}`);
      expect(head.title).toBe('Canal loft for sale | Elite Property');
      expect(head.meta['og:description']).toBe('$100,000 - $150,000 · Austin, Texas');
      expect(head.jsonLd[0]).toMatchObject({
        offers: { '@type': 'AggregateOffer', lowPrice: 100000, highPrice: 150000 },
      });
      expect(head.jsonLd[0]!.offers).not.toHaveProperty('businessFunction');
    });
  },
  {
    WEB_DIST: dist,
    PUBLIC_URL,
    PUBLIC_LISTINGS: '1',
    SITE_LOCALES: 'en,es',
  },
);

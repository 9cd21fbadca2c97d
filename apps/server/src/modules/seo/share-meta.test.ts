import { describe, expect, it } from 'vitest';
import { NO_ADDRESS, NO_DECISION_FACTS, SALE_LISTING, type Property } from '@elite/shared';
import {
  absoluteUrl,
  jsonForScript,
  listingJsonLd,
  residenceType,
  shareDescription,
  withListingHead,
  type SiteSettings,
} from './share-meta';
import { robotsTxt, sitemapXml } from './sitemap';

const site: SiteSettings = {
  publicUrl: 'https://homes.example',
  siteName: 'Elite Property',
  areaUnit: 'sqft',
};

const listing: Property = {
  _id: '0b6f7c1e-1d1a-4c55-9a57-8c1f6f0b2a11',
  property_title: 'Harbour "view" <flat> & garden',
  location: 'Seattle, Washington',
  property_image: '/images/cover.webp',
  price_range: { min: 250000, max: 300000 },
  status: 'verified',
  agent_name: 'Ada Agent',
  agent_email: 'ada@example.com',
  agent_image: null,
  property_type: 'condo',
  bedrooms: 3,
  bathrooms: 2.5,
  living_area: 1200,
  lot_size: null,
  year_built: 1998,
  description: 'Bright.\n</script><script>alert(1)</script>',
  latitude: 47.61,
  longitude: -122.33,
  photos: [
    { url: '/images/cover.webp', alt: 'The front' },
    { url: 'https://cdn.example/kitchen.jpg', alt: 'Kitchen' },
  ],
  floor_plan: null,
  tour_url: null,
  ...NO_ADDRESS,
  language: 'en',
  translations: {},
  ...SALE_LISTING,
  ...NO_DECISION_FACTS,
  listed_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  days_on_market: 22,
};

const shell =
  '<!doctype html><html><head><meta charset="UTF-8" />\n' +
  '<meta\n  name="description"\n  content="The app."\n/>\n' +
  '<title>Elite Property | Your Perfect Place Awaits</title></head><body><div id="root"></div></body></html>';

describe('a listing page head', () => {
  it('makes picture paths absolute with PUBLIC_URL and keeps absolute URLs', () => {
    expect(absoluteUrl(site.publicUrl, '/images/a.webp')).toBe(
      'https://homes.example/images/a.webp',
    );
    expect(absoluteUrl(site.publicUrl, 'https://s3.example/b/a.webp')).toBe(
      'https://s3.example/b/a.webp',
    );
  });

  it('describes the price range, the location and the facts', () => {
    expect(shareDescription(listing, 'sqft')).toBe(
      '$250,000 - $300,000 · Seattle, Washington · 3 beds · 2.5 baths · 1,200 sq ft',
    );
    expect(
      shareDescription({ ...listing, bedrooms: 1, bathrooms: null, living_area: 90 }, 'm2'),
    ).toBe('$250,000 - $300,000 · Seattle, Washington · 1 bed · 90 m²');
  });

  it('describes it in the page’s locale: words, plurals and numbers (Latin digits in Arabic)', () => {
    const big = { ...listing, living_area: 1200, bedrooms: 1, bathrooms: 2 };
    // Intl puts no-break spaces between an amount and its sign.
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(shareDescription(big, 'm2', 'es'))).toBe(
      '250.000 US$ - 300.000 US$ · Seattle, Washington · 1 dormitorio · 2 baños · 1200 m²',
    );
    expect(spaced(shareDescription(big, 'm2', 'de'))).toBe(
      '250.000 $ - 300.000 $ · Seattle, Washington · 1 Schlafzimmer · 2 Badezimmer · 1.200 m²',
    );
    expect(shareDescription({ ...big, bedrooms: 3 }, 'm2', 'ar')).toContain('3 غرف نوم · حمامان');
  });

  it('gives a page in another locale its translated title, its own address and that locale’s words', () => {
    const translated = {
      ...listing,
      translations: { es: { property_title: 'Piso con vistas al puerto' } },
    };
    const html = withListingHead(shell, translated, site, {
      structuredData: false,
      place: { locale: 'es', base: '/es' },
    });
    expect(html).toContain('<title>Piso con vistas al puerto | Elite Property</title>');
    expect(html).toContain('<meta property="og:title" content="Piso con vistas al puerto">');
    expect(html).toContain(
      `<meta property="og:url" content="https://homes.example/es/property/${listing._id}">`,
    );
    expect(html).toMatch(/<meta property="og:description" content="[^"]*3 dormitorios · 2,5 baños/);
    // French has no translation: the original title, French words.
    const french = withListingHead(shell, translated, site, {
      structuredData: false,
      place: { locale: 'fr', base: '/fr' },
    });
    expect(french).toContain('<meta property="og:title" content="Harbour &quot;view&quot;');
    expect(french).toContain('3 chambres · 2,5 salles de bain');
  });

  it('replaces the title and description once, escaped, and adds the card and JSON-LD', () => {
    const html = withListingHead(shell, listing, site, { structuredData: true });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>Harbour &quot;view&quot; &lt;flat&gt; &amp; garden | Elite Property</title>',
    );
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta property="og:title" content="Harbour &quot;view&quot; &lt;flat&gt; &amp; garden">',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://homes.example/images/cover.webp">',
    );
    expect(html).toContain(
      `<link rel="canonical" href="https://homes.example/property/${listing._id}">`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    // Nothing of the listing's text can close the script or open a tag.
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toMatch(/[<>]/);
    expect(JSON.parse(script).description).toBe(listing.description);
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
  });

  it('offers a stored cover as a 1200 x 630 JPEG card with its size, then the WebP', () => {
    const hash = 'a'.repeat(64);
    const stored = { ...listing, property_image: `/images/${hash}.webp` };
    const html = withListingHead(shell, stored, site, { structuredData: false });
    const images = [...html.matchAll(/<meta property="og:image(?::\w+)?" content="([^"]*)">/g)];
    expect(images.map((m) => m[0].split('"')[1] + '=' + m[1])).toEqual([
      `og:image=https://homes.example/images/${hash}-share.jpg`,
      'og:image:type=image/jpeg',
      'og:image:width=1200',
      'og:image:height=630',
      `og:image:alt=${stored.photos![0]!.alt}`,
      `og:image=https://homes.example/images/${hash}.webp`,
      `og:image:alt=${stored.photos![0]!.alt}`,
    ]);
    expect(html).toContain(
      `<meta name="twitter:image" content="https://homes.example/images/${hash}-share.jpg">`,
    );
  });

  it('leaves the JSON-LD out when listing pages are not public', () => {
    const html = withListingHead(shell, listing, site, { structuredData: false });
    expect(html).toContain('og:title');
    expect(html).not.toContain('application/ld+json');
  });

  it('describes the listing as a RealEstateListing of the right kind of home', () => {
    const data = listingJsonLd(listing, site);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: listing.property_title,
      url: `https://homes.example/property/${listing._id}`,
      datePosted: '2026-11-01T10:00:00.000Z',
      image: ['https://homes.example/images/cover.webp', 'https://cdn.example/kitchen.jpg'],
      offers: {
        priceCurrency: 'USD',
        lowPrice: 250000,
        highPrice: 300000,
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 250000, maxPrice: 300000 },
      },
      mainEntity: {
        '@type': 'Apartment',
        numberOfBedrooms: 3,
        numberOfBathroomsTotal: 2.5,
        floorSize: { '@type': 'QuantitativeValue', value: 1200, unitCode: 'FTK' },
        geo: { '@type': 'GeoCoordinates', latitude: 47.61, longitude: -122.33 },
      },
    });
    expect(listingJsonLd(listing, { ...site, areaUnit: 'm2' }).mainEntity).toMatchObject({
      floorSize: { unitCode: 'MTK' },
    });
    const bare = listingJsonLd(
      {
        ...listing,
        bedrooms: null,
        living_area: null,
        latitude: null,
        longitude: null,
        photos: [],
      },
      site,
    );
    expect(bare.mainEntity).not.toHaveProperty('numberOfBedrooms');
    expect(bare.mainEntity).not.toHaveProperty('geo');
    expect(bare.image).toEqual(['https://homes.example/images/cover.webp']);
  });

  it('names the home SingleFamilyResidence, Apartment or House', () => {
    expect(residenceType('house')).toBe('SingleFamilyResidence');
    expect(residenceType('townhouse')).toBe('SingleFamilyResidence');
    expect(residenceType('apartment')).toBe('Apartment');
    expect(residenceType('condo')).toBe('Apartment');
    expect(residenceType('land')).toBe('House');
    expect(residenceType(null)).toBe('House');
  });

  it('writes JSON that a script element cannot end early', () => {
    const text = jsonForScript({ a: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028' });
  });
});

describe('sitemap and robots.txt', () => {
  it('lists the home page, All Property and each listing with its last change', async () => {
    let xml = '';
    const updatedAt = new Date('2026-11-03T00:00:00.000Z');
    for await (const piece of sitemapXml(site.publicUrl, [{ id: 'a&b', updatedAt }])) xml += piece;
    expect(xml).toContain('<loc>https://homes.example/</loc>');
    expect(xml).toContain('<loc>https://homes.example/allProperty</loc>');
    expect(xml).toContain(
      '<url><loc>https://homes.example/property/a%26b</loc><lastmod>2026-11-03T00:00:00.000Z</lastmod></url>',
    );
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
  });

  it('names the sitemap and keeps the dashboard out', () => {
    expect(robotsTxt(site.publicUrl)).toBe(
      'User-agent: *\nDisallow: /dashboard\nDisallow: /dashBoard\nDisallow: /Dashboard\n\nSitemap: https://homes.example/sitemap.xml\n',
    );
  });
});

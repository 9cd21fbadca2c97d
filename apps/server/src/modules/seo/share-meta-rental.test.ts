import { describe, expect, it } from 'vitest';
import { NO_ADDRESS, NO_DECISION_FACTS, SALE_LISTING, type Property } from '@elite/shared';
import {
  listingJsonLd,
  pageTitle,
  shareDescription,
  withListingHead,
  type SiteSettings,
} from './share-meta';

/* A home to rent's page head (CONTRACT.md section 12): the rent with its period, and its JSON-LD. */

const site: SiteSettings = {
  publicUrl: 'https://homes.example',
  siteName: 'Elite Property',
  areaUnit: 'sqft',
};

const sale: Property = {
  _id: '5d7a0c2e-3f4b-4a6c-8d9e-0f1a2b3c4d5e',
  property_title: 'Canal loft',
  location: 'Portland, Oregon',
  property_image: 'https://cdn.example/loft.jpg',
  price_range: { min: 450000, max: 480000 },
  status: 'verified',
  agent_name: 'Ada Agent',
  agent_email: 'ada@example.com',
  agent_image: null,
  property_type: 'apartment',
  bedrooms: 2,
  bathrooms: 1,
  living_area: null,
  lot_size: null,
  year_built: null,
  description: null,
  latitude: null,
  longitude: null,
  photos: [{ url: 'https://cdn.example/loft.jpg', alt: '' }],
  floor_plan: null,
  tour_url: null,
  ...NO_ADDRESS,
  language: 'en',
  translations: {},
  ...SALE_LISTING,
  ...NO_DECISION_FACTS,
  listed_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  days_on_market: 27,
};

const rental: Property = {
  ...sale,
  price_range: { min: 1850, max: 1850 },
  listing_type: 'rent',
  rent_period: 'month',
  deposit: 3700,
  available_from: '2027-01-01',
  furnished: 'furnished',
  min_term_months: 12,
  pets_allowed: true,
  bills_included: false,
};
const weekly: Property = { ...rental, price_range: { min: 420, max: 480 }, rent_period: 'week' };

const shell =
  '<!doctype html><html><head><meta name="description" content="The app."><title>Elite Property</title></head><body></body></html>';
/** Intl puts no-break spaces between an amount and its sign. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('a home to rent’s page head', () => {
  it('says the rent per month or per week in the share card’s description', () => {
    expect(shareDescription(rental, 'sqft')).toBe(
      '$1,850/month · Portland, Oregon · 2 beds · 1 bath',
    );
    expect(shareDescription(weekly, 'sqft')).toBe(
      '$420 - $480/week · Portland, Oregon · 2 beds · 1 bath',
    );
    // A sale listing's description is as it was.
    expect(shareDescription(sale, 'sqft')).toBe(
      '$450,000 - $480,000 · Portland, Oregon · 2 beds · 1 bath',
    );
  });

  it('says it in the page’s locale', () => {
    const said = (listing: Property, locale: 'es' | 'fr' | 'de' | 'ar') =>
      spaced(shareDescription(listing, 'sqft', locale).split(' · ')[0]!);
    expect(said(rental, 'es')).toBe('1850 US$/mes');
    expect(said(weekly, 'fr')).toBe('420 $US - 480 $US/semaine');
    expect(said(rental, 'de')).toBe('1.850 $/Monat');
    expect(said(weekly, 'de')).toBe('420 $ - 480 $/Woche');
    expect(said(rental, 'ar')).toContain('شهريًا');
    expect(said(weekly, 'ar')).toContain('أسبوعيًا');
  });

  it('puts the rent in the page’s title and description, and the card’s', () => {
    expect(pageTitle(rental, site)).toBe('Canal loft · $1,850/month | Elite Property');
    expect(spaced(pageTitle(weekly, site, 'fr'))).toBe(
      'Canal loft · 420 $US - 480 $US/semaine | Elite Property',
    );
    expect(pageTitle(sale, site)).toBe('Canal loft | Elite Property');
    const html = withListingHead(shell, rental, site, { structuredData: true });
    expect(html).toContain('<title>Canal loft · $1,850/month | Elite Property</title>');
    expect(html).toContain('<meta name="description" content="$1,850/month · Portland, Oregon');
    expect(html).toContain('<meta property="og:description" content="$1,850/month · Portland');
    expect(html).toContain('<meta name="twitter:description" content="$1,850/month · Portland');
  });

  it('offers a rental as leased out, the rent a unit price per month', () => {
    const data = listingJsonLd(rental, site);
    expect(data).toMatchObject({
      '@type': 'RealEstateListing',
      name: 'Canal loft',
      offers: {
        '@type': 'Offer',
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        price: 1850,
        priceCurrency: 'USD',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 1850,
          priceCurrency: 'USD',
          unitCode: 'MON',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
        availability: 'https://schema.org/InStock',
        availabilityStarts: '2027-01-01',
      },
      leaseLength: { '@type': 'QuantitativeValue', minValue: 12, unitCode: 'MON' },
      mainEntity: { '@type': 'Apartment', petsAllowed: true },
    });
    const offers = data.offers as Record<string, unknown>;
    expect(offers).not.toHaveProperty('lowPrice');
  });

  it('gives a weekly rent the unit WEE and its range', () => {
    const offers = listingJsonLd(weekly, site).offers as Record<string, unknown>;
    expect(offers.priceSpecification).toMatchObject({
      '@type': 'UnitPriceSpecification',
      price: 420,
      minPrice: 420,
      maxPrice: 480,
      unitCode: 'WEE',
    });
  });

  it('keeps a sale listing’s offer as it was, without a business function', () => {
    const data = listingJsonLd(sale, site);
    expect(data.offers).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: 450000,
      highPrice: 480000,
      priceSpecification: {
        '@type': 'PriceSpecification',
        priceCurrency: 'USD',
        minPrice: 450000,
        maxPrice: 480000,
      },
      availability: 'https://schema.org/InStock',
    });
    expect(data).not.toHaveProperty('leaseLength');
  });
});

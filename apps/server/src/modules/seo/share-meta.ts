import {
  AREA_UNIT_LABELS,
  formatMoney,
  formatPriceRange,
  SHARE_IMAGE_SIZE,
  shareImageUrl,
  type AreaUnit,
  type Property,
  type PropertyType,
} from '@elite/shared';
import { INTL_LOCALES, type Locale } from '@elite/shared/locales';
import { siteCurrency } from '@elite/shared/money';
import { escapeHtml } from '../../lib/html';
import { translate } from '../../lib/i18n';
import { decisionJsonLd } from './decision-json-ld';

/*
 * What a verified listing's page carries in its <head> for share cards (Open Graph, Twitter) and
 * search engines (canonical link, JSON-LD), CONTRACT.md section 10. Pure functions of the listing
 * and the site's settings: the web plugin adds their output to the page it serves.
 */

export interface SiteSettings {
  /** PUBLIC_URL without a trailing slash: every URL in a card or the JSON-LD is absolute. */
  publicUrl: string;
  siteName: string;
  areaUnit: AreaUnit;
}

/** A picture's URL as a crawler fetches it: a path on this site gets PUBLIC_URL in front. */
export function absoluteUrl(publicUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** A listing's page; `base` is a locale's prefix (`/es`), none for the default locale. */
export function listingUrl(publicUrl: string, id: string, base = ''): string {
  return `${publicUrl}${base}/property/${encodeURIComponent(id)}`;
}

/** Where a listing's page is read: its locale and that locale's prefix (none for the default). */
export interface PagePlaceOfListing {
  locale: Locale;
  base: string;
}
const DEFAULT_PLACE: PagePlaceOfListing = { locale: 'en', base: '' };

/**
 * The price range in `locale`'s money format; a rental's rent with its period after it
 * (`$1,500/month`, `1.500 €/Monat`: CONTRACT.md section 12).
 */
export function priceText(listing: Property, locale: Locale = 'en'): string {
  const { min, max } = listing.price_range;
  if (listing.listing_type !== 'rent') return formatPriceRange({ min, max }, { locale });
  // A rent is mostly one amount: said once.
  const price =
    min === max ? formatMoney(min, { locale }) : formatPriceRange({ min, max }, { locale });
  const key = listing.rent_period === 'week' ? 'pages.rentPerWeek' : 'pages.rentPerMonth';
  return translate(locale, key, { price });
}

/**
 * `$250,000 - $300,000 · Seattle, Washington · 3 beds · 2 baths · 1,200 sq ft`, in `locale`'s
 * words and number format (digits stay Latin in Arabic, as on the web pages).
 */
export function shareDescription(
  listing: Property,
  areaUnit: AreaUnit,
  locale: Locale = 'en',
): string {
  const number = (n: number) => n.toLocaleString(INTL_LOCALES[locale]);
  const parts = [priceText(listing, locale), listing.location];
  if (listing.bedrooms !== null && listing.bedrooms !== undefined)
    parts.push(
      translate(locale, 'pages.beds', { count: listing.bedrooms, n: number(listing.bedrooms) }),
    );
  if (listing.bathrooms !== null && listing.bathrooms !== undefined)
    parts.push(
      translate(locale, 'pages.baths', { count: listing.bathrooms, n: number(listing.bathrooms) }),
    );
  if (listing.living_area !== null && listing.living_area !== undefined)
    parts.push(`${number(listing.living_area)} ${AREA_UNIT_LABELS[areaUnit]}`);
  return parts.join(' · ');
}

/** The listing's title in `locale`: its translation when it has one, else its own. */
function titleIn(listing: Property, locale: Locale): string {
  if (listing.language === locale) return listing.property_title;
  return listing.translations?.[locale]?.property_title ?? listing.property_title;
}

/** The listing's photos, cover first (a listing from before the gallery has its one picture). */
function photoUrls(listing: Property): string[] {
  const urls = (listing.photos ?? []).map((photo) => photo.url);
  return urls.length > 0 ? urls : [listing.property_image];
}

const meta = (attribute: 'property' | 'name', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The share card: Open Graph, Twitter card and the canonical link (the title: `withListingHead`). */
export function shareCardTags(
  listing: Property,
  site: SiteSettings,
  place: PagePlaceOfListing = DEFAULT_PLACE,
): string {
  const url = listingUrl(site.publicUrl, listing._id, place.base);
  const title = titleIn(listing, place.locale);
  const description = shareDescription(listing, site.areaUnit, place.locale);
  const image = absoluteUrl(site.publicUrl, listing.property_image);
  const cover = listing.photos?.[0];
  const alt = cover?.alt || title;
  // A stored cover's share-card JPEG first, with its size (readers that take no WebP, and
  // those that lay the card out before fetching it); the WebP itself after it.
  const card = shareImageUrl(listing.property_image);
  const cardImage = card ? absoluteUrl(site.publicUrl, card) : image;
  const cardTags = card
    ? [
        meta('property', 'og:image', cardImage),
        meta('property', 'og:image:type', 'image/jpeg'),
        meta('property', 'og:image:width', String(SHARE_IMAGE_SIZE.width)),
        meta('property', 'og:image:height', String(SHARE_IMAGE_SIZE.height)),
        meta('property', 'og:image:alt', alt),
      ]
    : [];
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...cardTags,
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', cardImage),
    meta('name', 'twitter:image:alt', alt),
  ].join('');
}

/**
 * The page's <title>: the listing's (in the page's locale), a rental's rent and period after it,
 * then the site's.
 */
export function pageTitle(listing: Property, site: SiteSettings, locale: Locale = 'en'): string {
  const title = titleIn(listing, locale);
  if (listing.listing_type !== 'rent') return `${title} | ${site.siteName}`;
  return `${title} · ${priceText(listing, locale)} | ${site.siteName}`;
}

/** Replaces the first match of `pattern` in the page's head with `element`, or adds it. */
function replaceInHead(html: string, pattern: RegExp, element: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const replaced = head.replace(pattern, () => element);
  return (replaced !== head ? replaced : head + element) + html.slice(headEnd);
}

/** schema.org's type for the home: SingleFamilyResidence, Apartment or House. */
export function residenceType(type: PropertyType | null | undefined): string {
  if (type === 'house' || type === 'townhouse') return 'SingleFamilyResidence';
  if (type === 'apartment' || type === 'condo') return 'Apartment';
  return 'House';
}

/** UN/CEFACT codes schema.org takes for an area: square feet, square metres. */
const AREA_UNIT_CODES: Record<AreaUnit, string> = { sqft: 'FTK', m2: 'MTK' };

const present = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined;

const availability = (listing: Property) =>
  listing.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock';

/** A home for sale's offer: its price range in the site's currency. */
function saleOffer(listing: Property): Record<string, unknown> {
  return {
    '@type': 'AggregateOffer',
    priceCurrency: siteCurrency(),
    lowPrice: listing.price_range.min,
    highPrice: listing.price_range.max,
    priceSpecification: {
      '@type': 'PriceSpecification',
      priceCurrency: siteCurrency(),
      minPrice: listing.price_range.min,
      maxPrice: listing.price_range.max,
    },
    availability: availability(listing),
  };
}

/** UN/CEFACT codes of a rent's period, for a unit price: a month, a week. */
const RENT_PERIOD_CODES = { month: 'MON', week: 'WEE' } as const;

/**
 * A home to rent's offer (CONTRACT.md section 12): leased out (GoodRelations' LeaseOut, which
 * schema.org's businessFunction takes), the rent a unit price per month or week.
 */
function leaseOffer(listing: Property): Record<string, unknown> {
  const { min, max } = listing.price_range;
  const unitCode = RENT_PERIOD_CODES[listing.rent_period ?? 'month'];
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    price: min,
    priceCurrency: siteCurrency(),
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: min,
      ...(max !== min && { minPrice: min, maxPrice: max }),
      priceCurrency: siteCurrency(),
      unitCode,
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode },
    },
    availability: availability(listing),
  };
  if (present(listing.available_from)) offer.availabilityStarts = listing.available_from;
  return offer;
}

/** The listing as schema.org's RealEstateListing, the home itself as its `mainEntity`. */
export function listingJsonLd(listing: Property, site: SiteSettings): Record<string, unknown> {
  const url = listingUrl(site.publicUrl, listing._id);
  const home: Record<string, unknown> = {
    '@type': residenceType(listing.property_type),
    name: listing.property_title,
    address: listing.location,
  };
  if (present(listing.bedrooms)) home.numberOfBedrooms = listing.bedrooms;
  if (present(listing.bathrooms)) home.numberOfBathroomsTotal = listing.bathrooms;
  if (present(listing.living_area)) {
    home.floorSize = {
      '@type': 'QuantitativeValue',
      value: listing.living_area,
      unitCode: AREA_UNIT_CODES[site.areaUnit],
    };
  }
  if (present(listing.year_built)) home.yearBuilt = listing.year_built;
  if (present(listing.pets_allowed)) home.petsAllowed = listing.pets_allowed;
  Object.assign(home, decisionJsonLd(listing));
  if (present(listing.latitude) && present(listing.longitude)) {
    home.geo = {
      '@type': 'GeoCoordinates',
      latitude: listing.latitude,
      longitude: listing.longitude,
    };
  }
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.property_title,
    url,
    image: photoUrls(listing).map((photo) => absoluteUrl(site.publicUrl, photo)),
    offers: listing.listing_type === 'rent' ? leaseOffer(listing) : saleOffer(listing),
    mainEntity: home,
  };
  if (listing.listing_type === 'rent' && present(listing.min_term_months)) {
    data.leaseLength = {
      '@type': 'QuantitativeValue',
      minValue: listing.min_term_months,
      unitCode: 'MON',
    };
  }
  if (listing.listed_at) data.datePosted = listing.listed_at;
  if (listing.description) data.description = listing.description;
  return data;
}

/**
 * JSON for inside a <script> element: `<` (so no `</script>` or `<!--`), `>` and `&` as
 * Unicode escapes, and the two line separators JavaScript once refused in strings.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function jsonLdScript(listing: Property, site: SiteSettings): string {
  return `<script type="application/ld+json">${jsonForScript(listingJsonLd(listing, site))}</script>`;
}

/**
 * A served page (the web app's shell, rendered or not) with the listing's head: its <title> and
 * description in place of the app's, the share card, and with `structuredData` the JSON-LD.
 */
export function withListingHead(
  html: string,
  listing: Property,
  site: SiteSettings,
  {
    structuredData,
    place = DEFAULT_PLACE,
  }: { structuredData: boolean; place?: PagePlaceOfListing },
): string {
  let page = replaceInHead(
    html,
    /<title>[\s\S]*?<\/title>/i,
    `<title>${escapeHtml(pageTitle(listing, site, place.locale))}</title>`,
  );
  page = replaceInHead(
    page,
    /<meta\s+name="description"[^>]*>/i,
    meta('name', 'description', shareDescription(listing, site.areaUnit, place.locale)),
  );
  const tags =
    shareCardTags(listing, site, place) + (structuredData ? jsonLdScript(listing, site) : '');
  return page.replace('</head>', () => `${tags}</head>`);
}

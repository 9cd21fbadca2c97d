import { z } from 'zod';
import { MAX_ROOMS } from './listing-facts';
import { PROPERTY_TYPES, type PropertyType } from './listing-labels';
import { LISTING_FILTERS, type ListingFilter } from './listing-rental';
import {
  ACCESSIBILITY_FEATURES,
  ENERGY_RATINGS,
  LISTING_FEATURES,
  type AccessibilityFeature,
  type EnergyRating,
  type ListingFeature,
} from './listing-decision';
import { OPEN_HOUSE_FILTER_MAX_DAYS } from './open-houses';

/**
 * The search filters of the public list and its map (CONTRACT.md section 7), read from query
 * strings: every value is a string as the address bar holds it, and an empty one is no filter.
 * A malformed or contradictory value fails with a message that the server prefixes with the
 * parameter's name (`minPrice: ...`), so the web app and the API read a search the same way.
 */

/** A polygon's vertices, at least and at most (closed implicitly: the last joins the first). */
export const POLYGON_MIN_VERTICES = 3;
export const POLYGON_MAX_VERTICES = 100;
/** The map answers at most this many items (points and clusters together). */
export const MAP_MAX_ITEMS = 500;

/** `west,south,east,north` in degrees (west above east: across the antimeridian). */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}
/** `[longitude, latitude]` in degrees. */
export type LngLat = [longitude: number, latitude: number];

/** A decimal number as written in a query string ('12', '-3.5', '1e3'), else undefined. */
function decimal(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The longest text each parameter may hold, checked before it is read (docs/decisions/043): a
 * number, the list of types, a bbox, and a polygon of POLYGON_MAX_VERTICES pairs of degrees with
 * room for long decimals and spaces.
 */
export const SEARCH_NUMBER_MAX_LENGTH = 40;
export const SEARCH_TYPE_MAX_LENGTH = 200;
export const SEARCH_BBOX_MAX_LENGTH = 200;
export const SEARCH_POLYGON_MAX_LENGTH = (POLYGON_MAX_VERTICES + 1) * 60;

/** An optional query value of at most `max` characters; '' (a form's empty field) is no filter. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max, `is at most ${max.toLocaleString('en-US')} characters`)
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined));

/**
 * The largest price a search may ask: a listing's (marketplace.ts MAX_PRICE, which imports this
 * file), and what a saved search's numeric(12,2) column holds.
 */
const MAX_SEARCH_PRICE = 9_999_999_999.99;

/** A number from `min` to `max` (and a whole one if `integer`, whole cents if `cents`). */
function numberParam(min: number, integer = false, max = Number.MAX_VALUE, cents = false) {
  return optionalText(SEARCH_NUMBER_MAX_LENGTH).transform((value, ctx) => {
    if (value === undefined) return undefined;
    const parsed = decimal(value);
    if (parsed === undefined || (integer && !Number.isInteger(parsed))) {
      ctx.addIssue({
        code: 'custom',
        message: integer ? 'must be a whole number' : 'must be a number',
      });
      return z.NEVER;
    }
    if (parsed < min) {
      ctx.addIssue({ code: 'custom', message: `must be at least ${min}` });
      return z.NEVER;
    }
    if (parsed > max) {
      ctx.addIssue({ code: 'custom', message: `must be at most ${max}` });
      return z.NEVER;
    }
    // A saved search keeps prices in cents: a finer one would match otherwise than the search.
    if (cents && Math.abs(Math.round(parsed * 100) - parsed * 100) >= 1e-6) {
      ctx.addIssue({ code: 'custom', message: 'has more than two decimals' });
      return z.NEVER;
    }
    return parsed;
  });
}

const inRange = (value: number, limit: number) => value >= -limit && value <= limit;

const typeParam = optionalText(SEARCH_TYPE_MAX_LENGTH).transform((value, ctx) => {
  if (value === undefined) return undefined;
  const types = [...new Set(value.split(',').map((t) => t.trim()))];
  const unknown = types.find((t) => !(PROPERTY_TYPES as readonly string[]).includes(t));
  if (unknown !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `unknown property type "${unknown}" (one or more of ${PROPERTY_TYPES.join(', ')}, comma-separated)`,
    });
    return z.NEVER;
  }
  return types as PropertyType[];
});

const bboxParam = optionalText(SEARCH_BBOX_MAX_LENGTH).transform(
  (value, ctx): BoundingBox | undefined => {
    if (value === undefined) return undefined;
    const numbers = value.split(',').map(decimal);
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (numbers.length !== 4 || numbers.some((n) => n === undefined)) {
      return fail('must be four numbers: west,south,east,north');
    }
    const [west, south, east, north] = numbers as [number, number, number, number];
    if (
      ![west, east].every((n) => inRange(n, 180)) ||
      ![south, north].every((n) => inRange(n, 90))
    ) {
      return fail('longitudes are between -180 and 180, latitudes between -90 and 90');
    }
    if (south > north) return fail('south is above north');
    // West above east crosses the antimeridian (RFC 7946 section 5.2): longitudes from west to
    // 180 and from -180 to east.
    return { west, south, east, north };
  },
);

const polygonParam = optionalText(SEARCH_POLYGON_MAX_LENGTH).transform(
  (value, ctx): LngLat[] | undefined => {
    if (value === undefined) return undefined;
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const vertices: LngLat[] = [];
    for (const pair of value.split(';')) {
      const numbers = pair.split(',').map(decimal);
      const [lng, lat] = numbers;
      if (numbers.length !== 2 || lng === undefined || lat === undefined) {
        return fail('must be lng,lat pairs separated by ";"');
      }
      if (!inRange(lng, 180) || !inRange(lat, 90)) {
        return fail('longitudes are between -180 and 180, latitudes between -90 and 90');
      }
      vertices.push([lng, lat]);
    }
    // Closed explicitly (the last vertex repeats the first): the same polygon.
    const first = vertices[0]!;
    const last = vertices[vertices.length - 1]!;
    if (vertices.length > 1 && first[0] === last[0] && first[1] === last[1]) vertices.pop();
    if (vertices.length < POLYGON_MIN_VERTICES || vertices.length > POLYGON_MAX_VERTICES) {
      return fail(`must have ${POLYGON_MIN_VERTICES} to ${POLYGON_MAX_VERTICES} vertices`);
    }
    return vertices;
  },
);

/** One or more of `values`, comma-separated (all of them must hold: CONTRACT.md section 13). */
function listParam<T extends string>(values: readonly T[], what: string) {
  return optionalText(SEARCH_TYPE_MAX_LENGTH * 2).transform((value, ctx) => {
    if (value === undefined) return undefined;
    const asked = [...new Set(value.split(',').map((v) => v.trim()))].filter(Boolean);
    const unknown = asked.find((v) => !(values as readonly string[]).includes(v));
    if (unknown !== undefined || asked.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown ${what} "${unknown ?? value}" (one or more of ${values.join(', ')}, comma-separated)`,
      });
      return z.NEVER;
    }
    return asked.sort() as T[];
  });
}

/** `energy=C`: C or better (A, B or C); a listing without a rating never matches. */
const energyParam = optionalText(SEARCH_NUMBER_MAX_LENGTH).transform((value, ctx) => {
  if (value === undefined) return undefined;
  const rating = value.toUpperCase();
  if (!(ENERGY_RATINGS as readonly string[]).includes(rating)) {
    ctx.addIssue({ code: 'custom', message: `is one of ${ENERGY_RATINGS.join(', ')}` });
    return z.NEVER;
  }
  return rating as EnergyRating;
});

/** `open_house=7d`: an open house starting within the next 7 days (1d to 90d): the days. */
const openHouseParam = optionalText(SEARCH_NUMBER_MAX_LENGTH).transform((value, ctx) => {
  if (value === undefined) return undefined;
  const days = /^\d{1,3}d$/i.test(value) ? Number(value.slice(0, -1)) : NaN;
  if (!(days >= 1 && days <= OPEN_HOUSE_FILTER_MAX_DAYS)) {
    ctx.addIssue({
      code: 'custom',
      message: `is a number of days from 1d to ${OPEN_HOUSE_FILTER_MAX_DAYS}d, such as 7d`,
    });
    return z.NEVER;
  }
  return days;
});

/**
 * `listing` (CONTRACT.md section 12): sale listings (also when it is missing or empty, so that
 * SPEC.md's client sees what it always saw), rentals, or both.
 */
const listingParam = z
  .string()
  .max(SEARCH_NUMBER_MAX_LENGTH, `is one of ${LISTING_FILTERS.join(', ')}`)
  .optional()
  .transform((value, ctx): ListingFilter | undefined => {
    const trimmed = value?.trim();
    if (!trimmed) return undefined;
    if (!(LISTING_FILTERS as readonly string[]).includes(trimmed)) {
      ctx.addIssue({ code: 'custom', message: `is one of ${LISTING_FILTERS.join(', ')}` });
      return z.NEVER;
    }
    return trimmed as ListingFilter;
  });

/** Which listings a search shows: `sale` when `listing` is not given. */
export const listingFilterOf = (filters: { listing?: ListingFilter | undefined }): ListingFilter =>
  filters.listing ?? 'sale';

/** The filters shared by the list and the map (each optional: a missing key is no filter). */
export const propertySearchShape = {
  listing: listingParam
    .optional()
    .describe('sale (the default), rent or all: the listings for sale, to rent, or both'),
  minPrice: numberParam(0, false, MAX_SEARCH_PRICE, true)
    .optional()
    .describe('Listings whose price range reaches this price (max >= it)'),
  maxPrice: numberParam(0, false, MAX_SEARCH_PRICE, true)
    .optional()
    .describe('Listings whose price range starts at or below it (min <= it)'),
  beds: numberParam(0, true, MAX_ROOMS).optional().describe('At least this many bedrooms'),
  baths: numberParam(0, false, MAX_ROOMS).optional().describe('At least this many bathrooms'),
  type: typeParam
    .optional()
    .describe(`One or more of ${PROPERTY_TYPES.join(', ')}, comma-separated`),
  minArea: numberParam(0).optional().describe('Living area at least this'),
  maxArea: numberParam(0).optional().describe('Living area at most this'),
  bbox: bboxParam
    .optional()
    .describe(
      'west,south,east,north in degrees: listings whose point lies inside (west above east crosses the antimeridian)',
    ),
  polygon: polygonParam
    .optional()
    .describe(
      `lng,lat;lng,lat;... (${POLYGON_MIN_VERTICES} to ${POLYGON_MAX_VERTICES} vertices, closed implicitly): listings inside`,
    ),
  energy: energyParam
    .optional()
    .describe(`An energy rating (${ENERGY_RATINGS.join(', ')}): listings rated it or better`),
  features: listParam(LISTING_FEATURES, 'feature')
    .optional()
    .describe(
      `One or more of ${LISTING_FEATURES.join(', ')}, comma-separated: listings with all of them`,
    ),
  accessible: listParam(ACCESSIBILITY_FEATURES, 'accessibility feature')
    .optional()
    .describe(
      `One or more of ${ACCESSIBILITY_FEATURES.join(', ')}, comma-separated: listings with all of them`,
    ),
  open_house: openHouseParam
    .optional()
    .describe(
      `1d to ${OPEN_HOUSE_FILTER_MAX_DAYS}d: listings with an open house starting within that many days`,
    ),
};

export interface PropertySearchFilters {
  /** Which listings (section 12): undefined is `sale` (listingFilterOf). */
  listing?: ListingFilter | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  beds?: number | undefined;
  baths?: number | undefined;
  type?: PropertyType[] | undefined;
  minArea?: number | undefined;
  maxArea?: number | undefined;
  bbox?: BoundingBox | undefined;
  polygon?: LngLat[] | undefined;
  /** This rating or better (CONTRACT.md section 13). */
  energy?: EnergyRating | undefined;
  /** All of these (sorted, distinct). */
  features?: ListingFeature[] | undefined;
  accessible?: AccessibilityFeature[] | undefined;
  /** An open house starting within this many days (the clock's: never cached, search/routes.ts). */
  open_house?: number | undefined;
}

/** Contradictions between filters: a 400 naming the parameter. */
export function checkSearchFilters(filters: PropertySearchFilters, ctx: z.RefinementCtx): void {
  const { minPrice, maxPrice, minArea, maxArea } = filters;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    ctx.addIssue({ code: 'custom', path: ['minPrice'], message: 'is above maxPrice' });
  }
  if (minArea !== undefined && maxArea !== undefined && minArea > maxArea) {
    ctx.addIssue({ code: 'custom', path: ['minArea'], message: 'is above maxArea' });
  }
}

/**
 * Whether any filter is set (the unfiltered list has its own fast path on the server). `listing`
 * is not one: every list shows one kind of listings or both, and the fast path serves each.
 */
export function hasSearchFilters(filters: PropertySearchFilters): boolean {
  return Object.keys(propertySearchShape).some(
    (key) => key !== 'listing' && filters[key as keyof PropertySearchFilters] !== undefined,
  );
}

/** GET /api/property/map: the filters (bbox and polygon optional: everywhere without them). */
export const propertyMapQuerySchema = z
  .object({
    location: z.string().trim().max(100, 'location is at most 100 characters').optional(),
    ...propertySearchShape,
  })
  .superRefine(checkSearchFilters);
export type PropertyMapQuery = z.infer<typeof propertyMapQuerySchema>;

/** A listing on the map (a cluster of one). */
export const mapPointSchema = z.object({
  _id: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  min: z.number(),
  max: z.number(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

/** Listings close together on the map, at their mean position. */
export const mapClusterSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int(),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

export const propertyMapSchema = z.object({
  /** Matching listings with coordinates: points.length + the sum of the clusters' counts. */
  total: z.number().int(),
  points: z.array(mapPointSchema),
  clusters: z.array(mapClusterSchema),
});
export type PropertyMap = z.infer<typeof propertyMapSchema>;

import {
  ACCESSIBILITY_FEATURES,
  ENERGY_RATINGS,
  LISTING_FEATURES,
  type AccessibilityFeature,
  type EnergyRating,
  type ListingFeature,
} from '@elite/shared';

/**
 * The listed listings' search columns, in the order of their ids (as PostgreSQL orders uuids),
 * one entry per listing; null facts are NaN, which fails every comparison as null does in SQL.
 */
export interface SearchColumns {
  count: number;
  /** Each id's 16 bytes as four big-endian words. */
  ids: Uint32Array;
  longitude: Float64Array;
  latitude: Float64Array;
  priceMin: Float64Array;
  priceMax: Float64Array;
  bedrooms: Float64Array;
  bathrooms: Float64Array;
  livingArea: Float64Array;
  /** 0 when unknown, else 1 + its place in PROPERTY_TYPES. */
  propertyType: Uint8Array;
  /** Sale or rent, as rows.ts's listingCode. */
  listingType: Uint8Array;
  /** Microseconds since 1970 (exact in a double), the orders' keys. */
  createdAt: Float64Array;
  listedAt: Float64Array;
  /** Each listing's `location_search` as a place in `locationNames`. */
  location: Uint32Array;
  /** 0 when unknown, else 1 + its place in ENERGY_RATINGS (1 is A, the best). */
  energy: Uint8Array;
  /** Bit i: LISTING_FEATURES[i] (none when unknown: an unknown set matches no filter either). */
  features: Uint32Array;
  /** Bit i: ACCESSIBILITY_FEATURES[i]. */
  accessibility: Uint8Array;
  /** The distinct `location_search` values (the location lower-cased by the database). */
  locationNames: string[];
  /**
   * The upcoming open houses' starts (milliseconds since 1970, soonest first) of the listings
   * that have any, by id: few listings have one, and a listing's change reads them again.
   */
  openHouses: Map<string, number[]>;
}

/** Columns for `capacity` listings, `count` of them filled (zeros until they are written). */
export function searchColumns(capacity: number, count = 0): SearchColumns {
  const float = () => new Float64Array(capacity);
  return {
    count,
    ids: new Uint32Array(capacity * 4),
    longitude: float(),
    latitude: float(),
    priceMin: float(),
    priceMax: float(),
    bedrooms: float(),
    bathrooms: float(),
    livingArea: float(),
    propertyType: new Uint8Array(capacity),
    listingType: new Uint8Array(capacity),
    createdAt: float(),
    listedAt: float(),
    location: new Uint32Array(capacity),
    energy: new Uint8Array(capacity),
    features: new Uint32Array(capacity),
    accessibility: new Uint8Array(capacity),
    locationNames: [],
    openHouses: new Map(),
  };
}

/** The per-row typed arrays of the columns (not the count, names or open houses). */
export type RowColumn = Exclude<keyof SearchColumns, 'count' | 'locationNames' | 'openHouses'>;
export const isRowColumn = (key: keyof SearchColumns): key is RowColumn =>
  key !== 'count' && key !== 'locationNames' && key !== 'openHouses';

/** A set of values as the bits of their places in `all` (unknown values are left out). */
export function maskOf<T extends string>(all: readonly T[], values: readonly T[] | null): number {
  let mask = 0;
  for (const value of values ?? []) {
    const bit = all.indexOf(value);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask >>> 0;
}

/** The values of a mask's bits (maskOf backwards). */
export const valuesOf = <T extends string>(all: readonly T[], mask: number): T[] =>
  all.filter((_, bit) => (mask & (1 << bit)) !== 0);

export const energyCode = (rating: EnergyRating | null | undefined): number =>
  rating ? ENERGY_RATINGS.indexOf(rating) + 1 : 0;
export const energyOf = (code: number): EnergyRating | null => ENERGY_RATINGS[code - 1] ?? null;

export const featureMask = (values: readonly ListingFeature[] | null | undefined) =>
  maskOf(LISTING_FEATURES, values ?? null);
export const accessibilityMask = (values: readonly AccessibilityFeature[] | null | undefined) =>
  maskOf(ACCESSIBILITY_FEATURES, values ?? null);

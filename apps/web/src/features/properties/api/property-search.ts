import { FIRST_PAGE } from '@elite/shared/paging';
import { PROPERTY_TYPES, type PropertyType } from '@elite/shared/listing-labels';
import {
  NO_DECISION_FILTERS,
  countDecisionFilters,
  pickDecisionFilters,
  readDecisionFilters,
  setDecisionParams,
  type DecisionFilters,
} from './decision-filters';

/**
 * All Property's search (CONTRACT.md section 7) as the address bar holds it: every filter, the
 * map's view (`bbox`) and a drawn area (`polygon`) under the API's own parameter names, so that
 * Back, a reload and a shared link give the same search. Read without zod (off the first-load
 * path): a value the server would refuse reads as none.
 */
export const SEARCH_SORTS = ['', 'asc', 'desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** west, south, east, north in degrees. */
export type Bbox = [number, number, number, number];
/** [longitude, latitude] */
export type LngLat = [number, number];

/** The filters; those of what a buyer needs to decide are decision-filters.ts's. */
export interface SearchFilters extends DecisionFilters {
  minPrice: number | null;
  maxPrice: number | null;
  beds: number | null;
  baths: number | null;
  types: PropertyType[];
  minArea: number | null;
  maxArea: number | null;
}

/** The Buy / Rent switch (CONTRACT.md section 12): `sale` unless the address says `listing=rent`. */
export type SearchListing = 'sale' | 'rent';

export interface PropertySearch extends SearchFilters {
  location: string;
  listing: SearchListing;
  sortBy: SearchSort;
  page: number;
  bbox: Bbox | null;
  polygon: LngLat[] | null;
}

export const NO_FILTERS: SearchFilters = {
  minPrice: null,
  maxPrice: null,
  beds: null,
  baths: null,
  types: [],
  minArea: null,
  maxArea: null,
  ...NO_DECISION_FILTERS,
};

export const BED_CHOICES = [1, 2, 3, 4, 5] as const;
export const BATH_CHOICES = [1, 1.5, 2, 3] as const;
export const MAX_POLYGON_VERTICES = 100;

function amount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

function choice(value: string | null, choices: readonly number[]): number | null {
  const number = amount(value);
  return number !== null && choices.includes(number) ? number : null;
}

/** A lower and an upper bound; a contradictory pair (the server's 400) keeps only the lower. */
function range(low: number | null, high: number | null): [number | null, number | null] {
  return low !== null && high !== null && low > high ? [low, null] : [low, high];
}

export function readBbox(value: string | null): Bbox | null {
  const parts = value?.split(',').map(Number) ?? [];
  if (parts.length !== 4 || !parts.every(Number.isFinite)) return null;
  const [west, south, east, north] = parts as Bbox;
  if (south > north || south < -90 || north > 90 || west < -180 || east > 180) return null;
  return [west, south, east, north];
}

export function readPolygon(value: string | null): LngLat[] | null {
  if (!value) return null;
  const points = value.split(';').map((pair) => pair.split(',').map(Number));
  const valid = points.every(
    (p) =>
      p.length === 2 &&
      p.every(Number.isFinite) &&
      Math.abs(p[0] as number) <= 180 &&
      Math.abs(p[1] as number) <= 90,
  );
  if (!valid || points.length < 3 || points.length > MAX_POLYGON_VERTICES) return null;
  return points as LngLat[];
}

export function readSearch(params: URLSearchParams): PropertySearch {
  const sortBy = params.get('sortBy') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const types = (params.get('type') ?? '').split(',');
  const [minPrice, maxPrice] = range(
    amount(params.get('minPrice')),
    amount(params.get('maxPrice')),
  );
  const [minArea, maxArea] = range(amount(params.get('minArea')), amount(params.get('maxArea')));
  return {
    location: params.get('location')?.trim() ?? '',
    listing: params.get('listing') === 'rent' ? 'rent' : 'sale',
    sortBy: (SEARCH_SORTS as readonly string[]).includes(sortBy) ? (sortBy as SearchSort) : '',
    page: Number.isFinite(page) && page >= FIRST_PAGE ? page : FIRST_PAGE,
    minPrice,
    maxPrice,
    beds: choice(params.get('beds'), BED_CHOICES),
    baths: choice(params.get('baths'), BATH_CHOICES),
    types: PROPERTY_TYPES.filter((type) => types.includes(type)),
    minArea,
    maxArea,
    ...readDecisionFilters(params),
    bbox: readBbox(params.get('bbox')),
    polygon: readPolygon(params.get('polygon')),
  };
}

/** Degrees to 5 decimals (about a metre): short addresses, stable across a reload. */
const round = (value: number) => String(Math.round(value * 1e5) / 1e5);

export const bboxParam = (bbox: Bbox) => bbox.map(round).join(',');
export const polygonParam = (polygon: LngLat[]) =>
  polygon.map(([lng, lat]) => `${round(lng)},${round(lat)}`).join(';');

/**
 * The filters only, in the API's order (the list, the count, the map and a saved search all send
 * them); homes to rent as `listing=rent`, homes for sale as no parameter (the API's default).
 */
export function filterParams(
  search: SearchFilters & { location?: string; listing?: SearchListing },
): URLSearchParams {
  const params = new URLSearchParams();
  if (search.location) params.set('location', search.location);
  if (search.listing === 'rent') params.set('listing', 'rent');
  const set = (name: string, value: number | null) => {
    if (value !== null) params.set(name, String(value));
  };
  set('minPrice', search.minPrice);
  set('maxPrice', search.maxPrice);
  set('beds', search.beds);
  set('baths', search.baths);
  if (search.types.length > 0) params.set('type', search.types.join(','));
  set('minArea', search.minArea);
  set('maxArea', search.maxArea);
  setDecisionParams(search, params);
  return params;
}

/** The area searched: a drawn polygon wins over the map's view. */
export function areaParams(
  search: Pick<PropertySearch, 'bbox' | 'polygon'>,
  params: URLSearchParams,
) {
  if (search.polygon) params.set('polygon', polygonParam(search.polygon));
  else if (search.bbox) params.set('bbox', bboxParam(search.bbox));
  return params;
}

/** The address bar's query of a search (the page only when past the first). */
export function toParams(search: PropertySearch): URLSearchParams {
  const params = filterParams(search);
  if (search.sortBy) params.set('sortBy', search.sortBy);
  areaParams(search, params);
  if (search.page > FIRST_PAGE) params.set('page', String(search.page));
  return params;
}

/** A search less its page: what a new page of the same results shares with the last one. */
export const searchKey = (search: PropertySearch) =>
  toParams({ ...search, page: FIRST_PAGE }).toString();

export function searchHref(search: PropertySearch): string {
  const query = toParams(search).toString();
  return query ? `?${query}` : '.';
}

export function pickFilters(search: SearchFilters): SearchFilters {
  const { minPrice, maxPrice, beds, baths, types, minArea, maxArea } = search;
  return {
    minPrice,
    maxPrice,
    beds,
    baths,
    types,
    minArea,
    maxArea,
    ...pickDecisionFilters(search),
  };
}

/** How many filters are set (the Filters button's badge). */
export function countFilters(filters: SearchFilters): number {
  const set = (...values: unknown[]) => (values.some((v) => v !== null) ? 1 : 0);
  return (
    set(filters.minPrice, filters.maxPrice) +
    set(filters.beds) +
    set(filters.baths) +
    (filters.types.length > 0 ? 1 : 0) +
    set(filters.minArea, filters.maxArea) +
    countDecisionFilters(filters)
  );
}

/**
 * A hand-drawn path as a polygon the API takes: repeated points dropped, then every n-th kept so
 * that at most MAX_POLYGON_VERTICES remain; null when fewer than three distinct points are left.
 */
export function simplifyPath(path: LngLat[]): LngLat[] | null {
  const distinct = path.filter(
    (point, index) =>
      index === 0 || polygonParam([point]) !== polygonParam([path[index - 1] as LngLat]),
  );
  const step = Math.ceil(distinct.length / MAX_POLYGON_VERTICES);
  const kept = distinct.filter((_, index) => index % step === 0);
  return new Set(kept.map((p) => polygonParam([p]))).size >= 3 ? kept : null;
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT } from '@elite/shared/paging';
import type { Property } from '@elite/shared';
import { apiResponse } from '../../../lib/api-client';
import { areaParams, filterParams, searchKey } from './property-search';
import type { PropertySearch, SearchFilters } from './property-search';

export type { PropertySearch } from './property-search';

export interface PropertyPage {
  properties: Property[];
  /** All matches across pages (`X-Total-Count`). */
  total: number;
  pageSize: number;
  /** The search this page answers, less its page number (see `searchKey`). */
  key: string;
}

async function listPage(query: URLSearchParams, signal?: AbortSignal) {
  const { data, headers } = await apiResponse<Property[]>(`/property?${query}`, { signal });
  const total = Number(headers.get('X-Total-Count'));
  return {
    properties: data,
    total: Number.isFinite(total) && headers.has('X-Total-Count') ? total : data.length,
  };
}

/**
 * GET /api/property: verified properties, searched by location, filtered (CONTRACT.md section 7),
 * inside the map's view or a drawn area, sorted, paged. A first-load page: the response is not
 * checked here (see `apiRequest`).
 */
export async function getProperties(
  search: PropertySearch,
  signal?: AbortSignal,
): Promise<PropertyPage> {
  const query = new URLSearchParams({
    page: String(search.page),
    limit: String(PAGE_SIZE_DEFAULT),
  });
  for (const [name, value] of areaParams(search, filterParams(search))) query.set(name, value);
  if (search.sortBy) query.set('sortBy', search.sortBy);
  const page = await listPage(query, signal);
  return { ...page, pageSize: PAGE_SIZE_DEFAULT, key: searchKey(search) };
}

export function propertiesQueryOptions(search: PropertySearch) {
  return queryOptions({
    queryKey: ['properties', 'list', search],
    queryFn: ({ signal }) => getProperties(search, signal),
  });
}

export function useProperties(search: PropertySearch) {
  // The current page stays on screen while the next one loads.
  return useQuery({ ...propertiesQueryOptions(search), placeholderData: keepPreviousData });
}

/** The search's area and location, with other filters: what the filter sheet counts. */
export type CountSearch = SearchFilters &
  Pick<PropertySearch, 'location' | 'bbox' | 'polygon'> &
  Partial<Pick<PropertySearch, 'listing'>>;

/** How many listings a search would show: one listing's page, for its `X-Total-Count`. */
export function usePropertyCount(search: CountSearch, enabled: boolean) {
  return useQuery({
    queryKey: ['properties', 'count', search],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ page: '1', limit: '1' });
      for (const [name, value] of areaParams(search, filterParams(search))) query.set(name, value);
      return (await listPage(query, signal)).total;
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

export interface MapPoint {
  _id: string;
  latitude: number;
  longitude: number;
  min: number;
  max: number;
}
export interface MapCluster {
  latitude: number;
  longitude: number;
  count: number;
}
export interface PropertyMap {
  total: number;
  points: MapPoint[];
  clusters: MapCluster[];
}

/** GET /api/property/map: every match as a point or in a cluster (at most 500 items). */
export function usePropertyMap(search: CountSearch, enabled: boolean) {
  return useQuery({
    queryKey: ['properties', 'map', search],
    queryFn: async ({ signal }) => {
      const query = areaParams(search, filterParams(search));
      const suffix = query.size > 0 ? `?${query}` : '';
      return (await apiResponse<PropertyMap>(`/property/map${suffix}`, { signal })).data;
    },
    enabled,
    // The map keeps the old markers while the new ones load.
    placeholderData: keepPreviousData,
  });
}

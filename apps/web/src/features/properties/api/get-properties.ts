import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT } from '@elite/shared/paging';
import type { Property, PropertyListQuery } from '@elite/shared';
import { apiResponse } from '../../../lib/api-client';

export type { PropertySort } from '@elite/shared/paging';

/** The list query (propertyListQuerySchema) as the page holds it: every field, '' for none. */
export type PropertySearch = Required<Pick<PropertyListQuery, 'location' | 'sortBy' | 'page'>>;

export interface PropertyPage {
  properties: Property[];
  /** All matches across pages (`X-Total-Count`). */
  total: number;
  pageSize: number;
}

/**
 * GET /api/property: verified properties, searched by location, sorted by minimum price, paged.
 * A first-load page: the response is not checked here (see `apiRequest`).
 */
export async function getProperties(
  { location, sortBy, page }: PropertySearch,
  signal?: AbortSignal,
): Promise<PropertyPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE_DEFAULT) });
  if (location) query.set('location', location);
  if (sortBy) query.set('sortBy', sortBy);
  const { data, headers } = await apiResponse<Property[]>(`/property?${query}`, { signal });
  const total = Number(headers.get('X-Total-Count'));
  return {
    properties: data,
    total: Number.isFinite(total) && headers.has('X-Total-Count') ? total : data.length,
    pageSize: PAGE_SIZE_DEFAULT,
  };
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

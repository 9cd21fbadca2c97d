import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertisedProperty } from '@elite/shared';
import { apiRequest } from './api-client';

/**
 * GET /api/advertiseProperty: the properties an admin chose for the home page, which the home
 * page shows and the admin's page marks (shared: no feature imports another for it; a first-load
 * page: the response is not checked here, see `apiRequest`).
 */
export function getAdvertisedProperties(signal?: AbortSignal): Promise<AdvertisedProperty[]> {
  return apiRequest('/advertiseProperty', { signal });
}

export const advertisedPropertiesQueryOptions = queryOptions({
  queryKey: ['advertised-properties'],
  queryFn: ({ signal }) => getAdvertisedProperties(signal),
});

export function useAdvertisedProperties() {
  return useQuery(advertisedPropertiesQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyDetail } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/property/{id}: one listing with its facts, gallery and price history (pending or rejected
 * ones only for their agent and admins).
 * A page a visitor browses to: the response is not checked here (see `apiRequest`).
 */
export function getProperty(id: string, signal?: AbortSignal): Promise<PropertyDetail> {
  return apiRequest(`/property/${encodeURIComponent(id)}`, { signal });
}

/** The key every listing's detail is kept under (its id follows). */
export const propertyDetailKey = ['properties', 'detail'] as const;

export function propertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...propertyDetailKey, id],
    queryFn: ({ signal }) => getProperty(id, signal),
  });
}

export function useProperty(id: string) {
  return useQuery(propertyQueryOptions(id));
}

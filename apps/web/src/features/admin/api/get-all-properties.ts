import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { propertySchema } from '@elite/shared';
import type { Property } from '@elite/shared';
import { z } from 'zod';
import { apiRequest, apiResponse } from '../../../lib/api-client';

/** GET /api/allProperty (admin): every listing, whatever its status. */
export function getAllProperties(signal?: AbortSignal): Promise<Property[]> {
  return apiRequest('/allProperty', { schema: z.array(propertySchema), signal });
}

export const allPropertiesQueryOptions = queryOptions({
  queryKey: ['properties', 'all'],
  queryFn: ({ signal }) => getAllProperties(signal),
});

export function useAllProperties() {
  return useQuery(allPropertiesQueryOptions);
}

/** The verified listings: only those can be advertised. */
export function useVerifiedProperties() {
  return useQuery({
    ...allPropertiesQueryOptions,
    select: (properties) => properties.filter((property) => property.status === 'verified'),
  });
}

/** Manage Properties' page size. */
export const MANAGE_PAGE_SIZE = 20;

/** GET /api/allProperty?page=&limit= (admin): one page of every listing, and the total. */
export function allPropertiesPageQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['properties', 'all', 'page', page],
    queryFn: async ({ signal }) => {
      const { data, headers } = await apiResponse(
        `/allProperty?page=${page}&limit=${MANAGE_PAGE_SIZE}`,
        { schema: z.array(propertySchema), signal },
      );
      const total = Number(headers.get('X-Total-Count'));
      return {
        properties: data,
        total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : data.length,
      };
    },
    // The page being left stays until the next one is there.
    placeholderData: keepPreviousData,
  });
}

/** One page of every listing for the table, and how many pages there are. */
export function useAllPropertiesPage(page: number) {
  const options = allPropertiesPageQueryOptions(page);
  const rows = useQuery({ ...options, select: (data) => data.properties });
  const total = useQuery({ ...options, select: (data) => data.total });
  return { rows, totalPages: Math.max(1, Math.ceil((total.data ?? 0) / MANAGE_PAGE_SIZE)) };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertySchema } from '@elite/shared';
import type { Property } from '@elite/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

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

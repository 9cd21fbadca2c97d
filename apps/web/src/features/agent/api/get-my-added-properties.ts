import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertySchema } from '@elite/shared';
import type { Property } from '@elite/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/myAddedProperty/{email}: every listing of the agent, whatever its status. */
export function getMyAddedProperties(email: string, signal?: AbortSignal): Promise<Property[]> {
  return apiRequest(`/myAddedProperty/${encodeURIComponent(email)}`, {
    schema: z.array(propertySchema),
    signal,
  });
}

export function myAddedPropertiesQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['properties', 'mine', email],
    queryFn: ({ signal }) => getMyAddedProperties(email, signal),
  });
}

export function useMyAddedProperties(email: string) {
  return useQuery(myAddedPropertiesQueryOptions(email));
}

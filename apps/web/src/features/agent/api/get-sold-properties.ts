import { queryOptions, useQuery } from '@tanstack/react-query';
import { saleSchema } from '@elite/shared';
import type { Sale } from '@elite/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/mySoldProperty/{email}: the agent's sales, as they were when sold. */
export function getSoldProperties(email: string, signal?: AbortSignal): Promise<Sale[]> {
  return apiRequest(`/mySoldProperty/${encodeURIComponent(email)}`, {
    schema: z.array(saleSchema),
    signal,
  });
}

export function soldPropertiesQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['sales', 'mine', email],
    queryFn: ({ signal }) => getSoldProperties(email, signal),
  });
}

export function useSoldProperties(email: string) {
  return useQuery(soldPropertiesQueryOptions(email));
}

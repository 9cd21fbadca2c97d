import { queryOptions, useQuery } from '@tanstack/react-query';
import { agencySchema } from '@elite/shared';
import type { Agency } from '@elite/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/agencies: every agency with its agents and how many listings buyers see. */
export function getAgencies(signal?: AbortSignal): Promise<Agency[]> {
  return apiRequest('/agencies', { schema: z.array(agencySchema), signal });
}

export const agenciesQueryOptions = queryOptions({
  queryKey: ['agencies'],
  queryFn: ({ signal }) => getAgencies(signal),
});

export function useAgencies() {
  return useQuery(agenciesQueryOptions);
}

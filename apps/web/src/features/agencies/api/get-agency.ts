import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agency } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/agencies/{id}: an agency with its agents (CONTRACT.md section 14). */
export function getAgency(id: string, signal?: AbortSignal): Promise<Agency> {
  return apiRequest(`/agencies/${encodeURIComponent(id)}`, { signal });
}

export function agencyQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['agencies', 'detail', id],
    queryFn: ({ signal }) => getAgency(id, signal),
  });
}

export function useAgency(id: string) {
  return useQuery(agencyQueryOptions(id));
}

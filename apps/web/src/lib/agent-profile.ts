import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentProfile } from '@elite/shared';
import { apiRequest } from './api-client';

/**
 * GET /api/agents/{id}: an agent's public page (CONTRACT.md section 14). A page a visitor
 * browses to: the response is not checked here (see `apiRequest`).
 */
export function getAgent(id: string, signal?: AbortSignal): Promise<AgentProfile> {
  return apiRequest(`/agents/${encodeURIComponent(id)}`, { signal });
}

export function agentQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['agents', 'detail', id],
    queryFn: ({ signal }) => getAgent(id, signal),
  });
}

export function useAgent(id: string) {
  return useQuery(agentQueryOptions(id));
}

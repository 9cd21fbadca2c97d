import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@elite/shared';
import { configureMoney } from '@elite/shared/money';
import { apiRequest } from './api-client';

export const DEFAULT_SITE_NAME = 'Elite Property';

/**
 * GET /api/config: what this server offers (site name, payments, social sign-in providers).
 * Read by every page, so the response is not checked here (see `apiRequest`).
 */
export async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const config = await apiRequest<PublicConfig>('/config', { signal });
  // Every price is in the site's currency (CURRENCY).
  if (config.currency) configureMoney({ currency: config.currency });
  return config;
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => getPublicConfig(signal),
  // The configuration only changes when the server restarts.
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}

export function useSiteName(): string {
  return usePublicConfig().data?.siteName ?? DEFAULT_SITE_NAME;
}

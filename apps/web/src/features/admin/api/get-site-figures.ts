import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { siteFiguresSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

interface SiteFiguresQuery {
  from: string;
  to: string;
}

/** GET /api/stats (admin): the site's figures, every day, oldest first. */
export function getSiteFigures({ from, to }: SiteFiguresQuery, signal?: AbortSignal) {
  const search = new URLSearchParams({ from, to });
  return apiRequest(`/stats?${search}`, { schema: siteFiguresSchema, signal });
}

export function siteFiguresQueryOptions(query: SiteFiguresQuery) {
  return queryOptions({
    queryKey: ['site-figures', query.from, query.to],
    queryFn: ({ signal }) => getSiteFigures(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSiteFigures(query: SiteFiguresQuery) {
  return useQuery(siteFiguresQueryOptions(query));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listingFiguresSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

interface ListingFiguresQuery {
  id: string;
  from: string;
  to: string;
}

/** GET /api/property/{id}/stats (the listing's agent, or an admin): every day, oldest first. */
export function getListingFigures({ id, from, to }: ListingFiguresQuery, signal?: AbortSignal) {
  const search = new URLSearchParams({ from, to });
  return apiRequest(`/property/${encodeURIComponent(id)}/stats?${search}`, {
    schema: listingFiguresSchema,
    signal,
  });
}

export function listingFiguresQueryOptions(query: ListingFiguresQuery) {
  return queryOptions({
    queryKey: ['listing-figures', query.id, query.from, query.to],
    queryFn: ({ signal }) => getListingFigures(query, signal),
    // Another period or listing keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useListingFigures(query: ListingFiguresQuery | null) {
  return useQuery({
    ...listingFiguresQueryOptions(query ?? { id: '', from: '', to: '' }),
    enabled: query !== null,
  });
}

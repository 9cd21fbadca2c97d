import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/reviews/{propertyId}: the reviews of one property, on its page (a page a visitor
 * browses to: the response is not checked here, see `apiRequest`).
 */
export function getPropertyReviews(propertyId: string, signal?: AbortSignal): Promise<Review[]> {
  return apiRequest(`/reviews/${encodeURIComponent(propertyId)}`, { signal });
}

export function propertyReviewsQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: ['reviews', 'property', propertyId],
    queryFn: ({ signal }) => getPropertyReviews(propertyId, signal),
  });
}

export function usePropertyReviews(propertyId: string) {
  return useQuery(propertyReviewsQueryOptions(propertyId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/allReviews: the latest reviews, for the home page (a first-load page: the response is
 * not checked here, see `apiRequest`).
 */
export function getLatestReviews(signal?: AbortSignal): Promise<Review[]> {
  return apiRequest('/allReviews', { signal });
}

export const latestReviewsQueryOptions = queryOptions({
  queryKey: ['reviews', 'latest'],
  queryFn: ({ signal }) => getLatestReviews(signal),
});

export function useLatestReviews() {
  return useQuery(latestReviewsQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/myReview/{email}: the reviews the signed-in user wrote. Read by the listing page (may
 * this visitor review it?), a first-load page: the response is not checked here (see
 * `apiRequest`), so that zod stays out of the home page's JavaScript.
 */
export function getMyReviews(email: string, signal?: AbortSignal): Promise<Review[]> {
  return apiRequest<Review[]>(`/myReview/${encodeURIComponent(email)}`, { signal });
}

export function myReviewsQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['reviews', 'mine', email],
    queryFn: ({ signal }) => getMyReviews(email, signal),
  });
}

export function useMyReviews(email: string) {
  return useQuery(myReviewsQueryOptions(email));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewSchema } from '@elite/shared';
import type { Review } from '@elite/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/allReview (admin): every review, for moderation. */
export function getAllReviews(signal?: AbortSignal): Promise<Review[]> {
  return apiRequest('/allReview', { schema: z.array(reviewSchema), signal });
}

export const allReviewsQueryOptions = queryOptions({
  queryKey: ['reviews', 'all'],
  queryFn: ({ signal }) => getAllReviews(signal),
});

export function useAllReviews() {
  return useQuery(allReviewsQueryOptions);
}

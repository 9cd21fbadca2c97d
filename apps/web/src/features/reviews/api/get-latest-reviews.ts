import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { reviewSchema } from '@elite/shared';
import type { Review } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

export const reviewListSchema = z.array(reviewSchema);

/** GET /api/allReviews: the latest reviews, for the home page. */
export function getLatestReviews(signal?: AbortSignal): Promise<Review[]> {
  return apiRequest('/allReviews', { schema: reviewListSchema, signal });
}

export const latestReviewsQueryOptions = queryOptions({
  queryKey: ['reviews', 'latest'],
  queryFn: ({ signal }) => getLatestReviews(signal),
});

export function useLatestReviews() {
  return useQuery(latestReviewsQueryOptions);
}

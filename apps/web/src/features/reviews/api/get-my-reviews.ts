import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { reviewSchema } from '@elite/shared';
import type { Review } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

const reviewListSchema = z.array(reviewSchema);

/** GET /api/myReview/{email}: the reviews the signed-in user wrote. */
export function getMyReviews(email: string, signal?: AbortSignal): Promise<Review[]> {
  return apiRequest(`/myReview/${encodeURIComponent(email)}`, {
    schema: reviewListSchema,
    signal,
  });
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { reviewSchema } from '@elite/shared';
import type { Review } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

export const reviewListSchema = z.array(reviewSchema);

/** GET /api/reviews/{propertyId}: the reviews of one property. */
export function getPropertyReviews(propertyId: string, signal?: AbortSignal): Promise<Review[]> {
  return apiRequest(`/reviews/${encodeURIComponent(propertyId)}`, {
    schema: reviewListSchema,
    signal,
  });
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

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@elite/shared';
import { apiResponse } from '../../../lib/api-client';

/** How many reviews a listing's page shows at a time. */
export const PROPERTY_REVIEWS_PAGE_SIZE = 6;

/** The listing page's address parameter that holds the page of its reviews (`?reviews=2`). */
export const REVIEWS_PAGE_PARAM = 'reviews';

/** The page of reviews an address asks for: a whole number from 1, else the first. */
export function reviewsPageOf(params: URLSearchParams): number {
  const asked = Number(params.get(REVIEWS_PAGE_PARAM) ?? '1');
  return Number.isInteger(asked) && asked >= 1 ? asked : 1;
}

export interface PropertyReviewsPage {
  reviews: Review[];
  /** Every review of the listing (`X-Total-Count`). */
  total: number;
}

/**
 * GET /api/reviews/{propertyId}?page=&limit=: one page of a property's reviews, newest first, and
 * how many there are, on its page (a page a visitor browses to: the response is not checked
 * here, see `apiRequest`).
 */
export async function getPropertyReviews(
  propertyId: string,
  page: number,
  signal?: AbortSignal,
): Promise<PropertyReviewsPage> {
  const { data, headers } = await apiResponse<Review[]>(
    `/reviews/${encodeURIComponent(propertyId)}?page=${page}&limit=${PROPERTY_REVIEWS_PAGE_SIZE}`,
    { signal },
  );
  const total = Number(headers.get('X-Total-Count'));
  return {
    reviews: data,
    total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : data.length,
  };
}

export function propertyReviewsQueryOptions(propertyId: string, page = 1) {
  return queryOptions({
    queryKey: ['reviews', 'property', propertyId, page],
    queryFn: ({ signal }) => getPropertyReviews(propertyId, page, signal),
    // The page being left stays until the next one is there.
    placeholderData: keepPreviousData,
  });
}

export function usePropertyReviews(propertyId: string, page = 1) {
  return useQuery(propertyReviewsQueryOptions(propertyId, page));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { wishlistEntrySchema } from '@elite/shared';
import type { WishlistEntry } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/offerProperty/wishList/{id}: one of the user's wishlist entries, to make an offer on
 * (the offer form's own call: offers imports nothing of wishlist, which uses offers; no cycle).
 */
export function getWishlistEntry(id: string, signal?: AbortSignal): Promise<WishlistEntry> {
  return apiRequest(`/offerProperty/wishList/${encodeURIComponent(id)}`, {
    schema: wishlistEntrySchema,
    signal,
  });
}

export function wishlistEntryQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['wishlist', 'entry', id],
    queryFn: ({ signal }) => getWishlistEntry(id, signal),
  });
}

export function useWishlistEntry(id: string) {
  return useQuery(wishlistEntryQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { wishlistEntrySchema } from '@elite/shared';
import type { WishlistEntry } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

const wishlistSchema = z.array(wishlistEntrySchema);

/** GET /api/property/wishList/{email}: the signed-in user's wishlist. */
export function getWishlist(email: string, signal?: AbortSignal): Promise<WishlistEntry[]> {
  return apiRequest(`/property/wishList/${encodeURIComponent(email)}`, {
    schema: wishlistSchema,
    signal,
  });
}

export function wishlistQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['wishlist', 'mine', email],
    queryFn: ({ signal }) => getWishlist(email, signal),
  });
}

export function useWishlist(email: string) {
  return useQuery(wishlistQueryOptions(email));
}

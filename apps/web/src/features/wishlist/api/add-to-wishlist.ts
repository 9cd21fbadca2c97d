import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/property/wishlist: `{insertedId}` of the new entry; a 409 `{message}` (already there,
 * your own listing, not on sale) is the error.
 */
export function addToWishlist(propertyId: string) {
  return apiRequest('/property/wishlist', {
    method: 'POST',
    body: { wish_property_id: propertyId },
    schema: insertedSchema,
  });
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wishlist'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/property/wishlist: a 409 `{message}` (already there, your own listing) is the error.
 * Sent from a property's page, which a visitor browses to: the answer is not checked here (see
 * `apiRequest`).
 */
export function addToWishlist(propertyId: string) {
  return apiRequest('/property/wishlist', {
    method: 'POST',
    body: { wish_property_id: propertyId },
  });
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wishlist'] }),
  });
}

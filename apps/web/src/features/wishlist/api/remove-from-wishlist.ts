import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/property/wishlist/{id}: removes one entry of the signed-in user's wishlist. */
export function removeFromWishlist(id: string) {
  return apiRequest(`/property/wishlist/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wishlist'] }),
  });
}

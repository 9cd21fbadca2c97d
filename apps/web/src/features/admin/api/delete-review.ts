import { deletedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { useRowAction } from '../../../lib/use-row-action';
import type { RowActionCallbacksOf } from '../../../lib/use-row-action';

/**
 * DELETE /api/myReview/{id} as an admin: the call that removes a user's own review removes any
 * review for an admin. Its own hook rather than the reviews feature's: the reviews entry is on
 * the home page's path, and this call's response check (zod) is kept off it (decision 011).
 */
export function deleteReview(id: string) {
  return apiRequest(`/myReview/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export const deleteReviewKey = ['deleteReview'];

export function useDeleteReview(callbacks: RowActionCallbacksOf<typeof deleteReview> = {}) {
  return useRowAction(
    {
      mutationKey: deleteReviewKey,
      mutationFn: deleteReview,
      invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
    },
    callbacks,
  );
}

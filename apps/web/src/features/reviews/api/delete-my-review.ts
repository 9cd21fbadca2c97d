import { deletedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { useRowAction } from '../../../lib/use-row-action';
import type { RowActionCallbacksOf } from '../../../lib/use-row-action';

/** DELETE /api/myReview/{id}: removes one of the signed-in user's reviews. */
export function deleteMyReview(id: string) {
  return apiRequest(`/myReview/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export const deleteMyReviewKey = ['deleteMyReview'];

export function useDeleteMyReview(callbacks: RowActionCallbacksOf<typeof deleteMyReview> = {}) {
  return useRowAction(
    {
      mutationKey: deleteMyReviewKey,
      mutationFn: deleteMyReview,
      invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
    },
    callbacks,
  );
}

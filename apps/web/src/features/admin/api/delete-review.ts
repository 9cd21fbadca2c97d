import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMyReview } from '../../reviews/api/delete-my-review';
import type { RowActionCallbacks } from '../../../lib/row-action-callbacks';

export const deleteReviewKey = ['deleteReview'];

/** DELETE /api/myReview/{id} as an admin: the same call removes any review. */
export function useDeleteReview(
  callbacks: RowActionCallbacks<
    Awaited<ReturnType<typeof deleteMyReview>>,
    Parameters<typeof deleteMyReview>[0]
  > = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteReviewKey,
    mutationFn: deleteMyReview,
    onSuccess: (data, variables) => {
      callbacks.onSuccess?.(data, variables);
      return queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
    onError: callbacks.onError,
  });
}

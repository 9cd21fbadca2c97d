import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import type { RowActionCallbacks } from '../../../lib/row-action-callbacks';

/** DELETE /api/myReview/{id}: removes one of the signed-in user's reviews. */
export function deleteMyReview(id: string) {
  return apiRequest(`/myReview/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export const deleteMyReviewKey = ['deleteMyReview'];

export function useDeleteMyReview(
  callbacks: RowActionCallbacks<Awaited<ReturnType<typeof deleteMyReview>>, string> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteMyReviewKey,
    mutationFn: deleteMyReview,
    onSuccess: (data, variables) => {
      callbacks.onSuccess?.(data, variables);
      return queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
    onError: callbacks.onError,
  });
}

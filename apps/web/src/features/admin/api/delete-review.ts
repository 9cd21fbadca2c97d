import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMyReview } from '../../reviews/api/delete-my-review';

export const deleteReviewKey = ['deleteReview'];

/** DELETE /api/myReview/{id} as an admin: the same call removes any review. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteReviewKey,
    mutationFn: deleteMyReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}

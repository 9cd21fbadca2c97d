import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/myReview/{id}: removes one of the signed-in user's reviews. */
export function deleteMyReview(id: string) {
  return apiRequest(`/myReview/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export function useDeleteMyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}

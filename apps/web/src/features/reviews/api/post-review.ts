import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertedSchema } from '@elite/shared';
import type { ReviewBody } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/review: the reviewer, property title and time come from the server. */
export function postReview(body: ReviewBody) {
  return apiRequest('/review', { method: 'POST', body, schema: insertedSchema });
}

export function usePostReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReview,
    // The property's list, the home page's latest and the reviewer's own list all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}

import { deletedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { useRowAction } from '../../../lib/use-row-action';
import type { RowActionCallbacksOf } from '../../../lib/use-row-action';

/** DELETE /api/agent-reviews/{id} as an admin: removes any agent review. */
export function deleteAgentReview(id: string) {
  return apiRequest(`/agent-reviews/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export const deleteAgentReviewKey = ['deleteAgentReview'];

/** Every agent review read (the moderation list, an agent's page) is stale after a deletion. */
export function useDeleteAgentReview(
  callbacks: RowActionCallbacksOf<typeof deleteAgentReview> = {},
) {
  return useRowAction(
    {
      mutationKey: deleteAgentReviewKey,
      mutationFn: deleteAgentReview,
      invalidate: (queryClient) =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ['agent-reviews'] }),
          queryClient.invalidateQueries({ queryKey: ['agents'] }),
        ]),
    },
    callbacks,
  );
}

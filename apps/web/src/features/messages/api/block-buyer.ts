import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modifiedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { conversationKeys } from './keys';

/** POST /api/conversations/{id}/block: the agent stops (or allows again) the buyer's messages. */
export function blockBuyer(id: string, blocked: boolean) {
  return apiRequest(`/conversations/${encodeURIComponent(id)}/block`, {
    method: 'POST',
    body: { blocked },
    schema: modifiedSchema,
    logoutOnAuthError: false,
  });
}

export function useBlockBuyer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => blockBuyer(id, blocked),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.list }),
  });
}

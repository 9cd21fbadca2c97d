import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modifiedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { conversationKeys } from './keys';

/** POST /api/conversations/{id}/report: for an admin to look at; a 409 if it already was. */
export function reportConversation(id: string) {
  return apiRequest(`/conversations/${encodeURIComponent(id)}/report`, {
    method: 'POST',
    schema: modifiedSchema,
    logoutOnAuthError: false,
  });
}

export function useReportConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reportConversation(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.list }),
  });
}

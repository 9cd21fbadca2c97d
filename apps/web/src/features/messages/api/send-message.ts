import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { conversationKeys } from './keys';

/**
 * POST /api/conversations/{id}/messages. A 403 says the agent blocked this buyer: an answer to
 * show in the thread, not a lost sign-in.
 */
export function sendMessage(id: string, message: string) {
  return apiRequest(`/conversations/${encodeURIComponent(id)}/messages`, {
    method: 'POST',
    body: { message },
    schema: insertedSchema,
    logoutOnAuthError: false,
  });
}

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendMessage(id, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertedSchema, type StartConversation } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { conversationKeys } from './keys';

/**
 * POST /api/conversations: `{insertedId}` of this buyer's conversation about the listing (a
 * second call adds the message to it). A 403 (a fraud account) is an answer, not a lost sign-in.
 */
export function startConversation(body: StartConversation) {
  return apiRequest('/conversations', {
    method: 'POST',
    body,
    schema: insertedSchema,
    logoutOnAuthError: false,
  });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

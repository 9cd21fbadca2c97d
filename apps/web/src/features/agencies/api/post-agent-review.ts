import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertedSchema, type AgentReviewBody } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/agents/{id}/reviews: the reviewer and time come from the server. Its 403 (no
 * confirmed viewing or answered offer with the agent) is an answer to show, not a sign-in
 * refused: it does not log out.
 */
export function postAgentReview(agentId: string, body: AgentReviewBody) {
  return apiRequest(`/agents/${encodeURIComponent(agentId)}/reviews`, {
    method: 'POST',
    body,
    schema: insertedSchema,
    logoutOnAuthError: false,
  });
}

export function usePostAgentReview(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentReviewBody) => postAgentReview(agentId, body),
    // The reviews and the agent's rating change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agents'] }),
  });
}

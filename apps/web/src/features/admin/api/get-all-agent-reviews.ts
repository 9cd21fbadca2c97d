import { queryOptions } from '@tanstack/react-query';
import { agentReviewModerationSchema, type AgentReviewModeration } from '@elite/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/agent-reviews (admin): every agent review, with the reviewer's e-mail and the agent. */
export function getAllAgentReviews(signal?: AbortSignal): Promise<AgentReviewModeration[]> {
  return apiRequest('/agent-reviews', { schema: z.array(agentReviewModerationSchema), signal });
}

export const allAgentReviewsQueryOptions = queryOptions({
  queryKey: ['agent-reviews', 'all'],
  queryFn: ({ signal }) => getAllAgentReviews(signal),
});

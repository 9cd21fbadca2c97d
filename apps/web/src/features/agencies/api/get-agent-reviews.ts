import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AgentReview } from '@elite/shared';
import { apiResponse } from '../../../lib/api-client';

/** How many reviews an agent's page shows at a time. */
export const AGENT_REVIEWS_PAGE_SIZE = 6;

/** The agent page's address parameter that holds the page of its reviews (`?reviews=2`). */
export const AGENT_REVIEWS_PAGE_PARAM = 'reviews';

export interface AgentReviewsPage {
  reviews: AgentReview[];
  /** Every review of the agent (`X-Total-Count`). */
  total: number;
}

/** GET /api/agents/{id}/reviews?page=&limit=: one page of an agent's reviews, newest first. */
export async function getAgentReviews(
  agentId: string,
  page: number,
  signal?: AbortSignal,
): Promise<AgentReviewsPage> {
  const { data, headers } = await apiResponse<AgentReview[]>(
    `/agents/${encodeURIComponent(agentId)}/reviews?page=${page}&limit=${AGENT_REVIEWS_PAGE_SIZE}`,
    { signal },
  );
  const total = Number(headers.get('X-Total-Count'));
  return { reviews: data, total: Number.isFinite(total) ? total : data.length };
}

export function agentReviewsQueryOptions(agentId: string, page = 1) {
  return queryOptions({
    queryKey: ['agents', 'reviews', agentId, page],
    queryFn: ({ signal }) => getAgentReviews(agentId, page, signal),
    placeholderData: keepPreviousData,
  });
}

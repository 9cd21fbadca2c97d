import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { conversationSummarySchema, type ConversationSummary } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { conversationKeys } from './keys';

const conversationsSchema = z.array(conversationSummarySchema);

/** GET /api/conversations: mine, as buyer or as agent, latest activity first. */
export function getConversations(signal?: AbortSignal): Promise<ConversationSummary[]> {
  return apiRequest('/conversations', { schema: conversationsSchema, signal });
}

/** Polled like the unread count, so that a new thread or reply shows without a reload. */
export const conversationsQueryOptions = queryOptions({
  queryKey: conversationKeys.list,
  queryFn: ({ signal }) => getConversations(signal),
  refetchInterval: 20_000,
  staleTime: 10_000,
});

export function useConversations() {
  return useQuery(conversationsQueryOptions);
}

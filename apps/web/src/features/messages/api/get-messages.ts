import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { conversationMessageSchema, type ConversationMessage } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { conversationKeys } from './keys';

const messagesSchema = z.array(conversationMessageSchema);

/** GET /api/conversations/{id}/messages: oldest first; the server marks them read. */
export function getMessages(id: string, signal?: AbortSignal): Promise<ConversationMessage[]> {
  return apiRequest(`/conversations/${encodeURIComponent(id)}/messages`, {
    schema: messagesSchema,
    signal,
  });
}

export function messagesQueryOptions(id: string) {
  return queryOptions({
    queryKey: conversationKeys.messages(id),
    queryFn: ({ signal }) => getMessages(id, signal),
    refetchInterval: 20_000,
    staleTime: 10_000,
  });
}

export function useMessages(id: string) {
  return useQuery(messagesQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { reportedConversationSchema, type ReportedConversation } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

const reportedConversationsSchema = z.array(reportedConversationSchema);

/** GET /api/admin/conversations: every reported conversation, with its messages. */
export function getReportedConversations(signal?: AbortSignal): Promise<ReportedConversation[]> {
  return apiRequest('/admin/conversations', { schema: reportedConversationsSchema, signal });
}

export const reportedConversationsQueryOptions = queryOptions({
  queryKey: ['admin', 'reported-conversations'],
  queryFn: ({ signal }) => getReportedConversations(signal),
});

export function useReportedConversations() {
  return useQuery(reportedConversationsQueryOptions);
}

import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { conversationKeys } from './keys';

/**
 * GET /api/conversations/unread. The navigation bar is on every page, so this call is trusted
 * without a schema: zod stays off the first load (docs/decisions/011).
 */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiRequest<UnreadCount>('/conversations/unread', { signal });
}

/**
 * The signed-in user's unread messages: asked every 20 seconds while the app is open and again
 * when the window gets the focus back.
 */
export function useUnreadCount(signedIn: boolean) {
  return useQuery({
    queryKey: conversationKeys.unread,
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: signedIn,
    refetchInterval: 20_000,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}

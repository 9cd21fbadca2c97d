import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/**
 * GET /api/notifications/unread. The navigation bar is on every page, so this call is
 * trusted without a schema: zod stays off the first load (docs/decisions/011).
 */
export function getUnreadNotifications(signal?: AbortSignal): Promise<UnreadCount> {
  return apiRequest<UnreadCount>('/notifications/unread', { signal });
}

/**
 * The signed-in user's unread notifications: asked every 20 seconds while the app is open and
 * again when the window gets the focus back (as the unread messages, docs/decisions/031).
 */
export function useUnreadNotifications(signedIn: boolean) {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => getUnreadNotifications(signal),
    enabled: signedIn,
    refetchInterval: 20_000,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}

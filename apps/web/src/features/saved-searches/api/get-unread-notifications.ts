import { useQuery } from '@tanstack/react-query';
import { unreadCountQuery } from '../../../lib/unread-count';
import { notificationKeys } from './keys';

/** The signed-in user's unread notifications (GET /api/notifications/unread), for the bell. */
export function useUnreadNotifications(signedIn: boolean) {
  return useQuery(unreadCountQuery(notificationKeys.unread, '/notifications/unread', signedIn));
}

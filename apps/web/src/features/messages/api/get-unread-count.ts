import { useQuery } from '@tanstack/react-query';
import { unreadCountQuery } from '../../../lib/unread-count';
import { conversationKeys } from './keys';

/** The signed-in user's unread messages (GET /api/conversations/unread), for the navigation bar. */
export function useUnreadCount(signedIn: boolean) {
  return useQuery(unreadCountQuery(conversationKeys.unread, '/conversations/unread', signedIn));
}

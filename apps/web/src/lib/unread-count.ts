import { queryOptions } from '@tanstack/react-query';
import type { UnreadCount } from '@elite/shared';
import { apiRequest } from './api-client';

/** How often the navigation bar asks for its unread counts while the app is open (decision 031). */
export const UNREAD_POLL_MS = 20_000;

/**
 * An unread count of the navigation bar (`path`: `/conversations/unread`, `/notifications/unread`):
 * asked every UNREAD_POLL_MS and again when the window gets the focus back, only when signed in.
 * The bar is on every page, so the answer is trusted without a schema: zod stays off the first
 * load (decision 011).
 */
export function unreadCountQuery(queryKey: readonly unknown[], path: string, signedIn: boolean) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest<UnreadCount>(path, { signal }),
    enabled: signedIn,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: UNREAD_POLL_MS / 2,
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@elite/shared';
import { apiResponse } from '../../../lib/api-client';
import { notificationKeys, NOTIFICATIONS_PAGE_SIZE } from './keys';

export interface NotificationsPage {
  notifications: Notification[];
  /** All of mine across pages (`X-Total-Count`). */
  total: number;
}

/**
 * GET /api/notifications: mine, newest first. The home page reads it too, so the response is
 * trusted without a schema: zod stays off the first load (docs/decisions/011).
 */
export async function getNotifications(
  page: number,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(NOTIFICATIONS_PAGE_SIZE) });
  const { data, headers } = await apiResponse<Notification[]>(`/notifications?${query}`, {
    signal,
  });
  const total = Number(headers.get('X-Total-Count'));
  return {
    notifications: data,
    total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : data.length,
  };
}

export function notificationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: notificationKeys.list(page),
    queryFn: ({ signal }) => getNotifications(page, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(page: number, enabled = true) {
  return useQuery({ ...notificationsQueryOptions(page), enabled });
}

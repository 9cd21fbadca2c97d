import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsRead } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** POST /api/notifications/read: those `ids`, or without them all of mine. */
export function markNotificationsRead(body: MarkNotificationsRead) {
  return apiRequest<{ modifiedCount: number }>('/notifications/read', { method: 'POST', body });
}

/** Marks notifications read, then refreshes the bell's count and the lists. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modifiedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateListings } from '../../../lib/invalidate-listings';
import { invalidateUsers } from './invalidate-users';
import type { RowActionCallbacks } from '../../../lib/row-action-callbacks';

/** PATCH /api/fraudUser/{email} (admin): marks an agent as fraud; their listings leave the site. */
export function markFraud(email: string) {
  return apiRequest(`/fraudUser/${encodeURIComponent(email)}`, {
    method: 'PATCH',
    body: { status: 'fraud' },
    schema: modifiedSchema,
  });
}

export const markFraudKey = ['markFraud'];

export function useMarkFraud(
  callbacks: RowActionCallbacks<
    Awaited<ReturnType<typeof markFraud>>,
    Parameters<typeof markFraud>[0]
  > = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: markFraudKey,
    mutationFn: markFraud,
    onSuccess: (data, variables) => {
      callbacks.onSuccess?.(data, variables);
      return Promise.all([invalidateUsers(queryClient), invalidateListings(queryClient)]);
    },
    onError: callbacks.onError,
  });
}

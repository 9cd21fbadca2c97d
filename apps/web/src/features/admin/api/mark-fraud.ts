import { modifiedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { useRowAction } from '../../../lib/use-row-action';
import type { RowActionCallbacksOf } from '../../../lib/use-row-action';
import { invalidateListings } from '../../../lib/invalidate-listings';
import { invalidateUsers } from './invalidate-users';

/** PATCH /api/fraudUser/{email} (admin): marks an agent as fraud; their listings leave the site. */
export function markFraud(email: string) {
  return apiRequest(`/fraudUser/${encodeURIComponent(email)}`, {
    method: 'PATCH',
    body: { status: 'fraud' },
    schema: modifiedSchema,
  });
}

export const markFraudKey = ['markFraud'];

export function useMarkFraud(callbacks: RowActionCallbacksOf<typeof markFraud> = {}) {
  return useRowAction(
    {
      mutationKey: markFraudKey,
      mutationFn: markFraud,
      invalidate: (queryClient) =>
        Promise.all([invalidateUsers(queryClient), invalidateListings(queryClient)]),
    },
    callbacks,
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modifiedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateListings } from '../../../lib/invalidate-listings';
import type { RowActionCallbacks } from '../../../lib/row-action-callbacks';

export type ModerationStatus = 'verified' | 'rejected';
export interface ModerationVariables {
  id: string;
  status: ModerationStatus;
}

/** PATCH /api/property/{id} (admin): verifies or rejects a pending listing. */
export function moderateProperty({ id, status }: ModerationVariables) {
  return apiRequest(`/property/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    schema: modifiedSchema,
  });
}

export const moderatePropertyKey = ['moderateProperty'];

export function useModerateProperty(
  callbacks: RowActionCallbacks<
    Awaited<ReturnType<typeof moderateProperty>>,
    Parameters<typeof moderateProperty>[0]
  > = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: moderatePropertyKey,
    mutationFn: moderateProperty,
    onSuccess: (data, variables) => {
      callbacks.onSuccess?.(data, variables);
      return invalidateListings(queryClient);
    },
    onError: callbacks.onError,
  });
}

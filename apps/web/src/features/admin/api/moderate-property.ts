import { modifiedSchema } from '@elite/shared';
import type { ModerationBody } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { useRowAction } from '../../../lib/use-row-action';
import type { RowActionCallbacksOf } from '../../../lib/use-row-action';
import { invalidateListings } from '../../../lib/invalidate-listings';

export type ModerationStatus = ModerationBody['status'];
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

export function useModerateProperty(callbacks: RowActionCallbacksOf<typeof moderateProperty> = {}) {
  return useRowAction(
    {
      mutationKey: moderatePropertyKey,
      mutationFn: moderateProperty,
      invalidate: invalidateListings,
    },
    callbacks,
  );
}

import { deletedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { useRowAction } from '../../../lib/use-row-action';
import type { RowActionCallbacksOf } from '../../../lib/use-row-action';
import { invalidateAgencies } from './invalidate-agencies';

/** DELETE /api/agencies/{id} (admin): its agents stay, in no agency. */
export function deleteAgency(id: string) {
  return apiRequest(`/agencies/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export const deleteAgencyKey = ['deleteAgency'];

export function useDeleteAgency(callbacks: RowActionCallbacksOf<typeof deleteAgency> = {}) {
  return useRowAction(
    { mutationKey: deleteAgencyKey, mutationFn: deleteAgency, invalidate: invalidateAgencies },
    callbacks,
  );
}

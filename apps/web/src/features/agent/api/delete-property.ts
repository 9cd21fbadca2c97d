import { deletedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { useRowAction } from '../../../lib/use-row-action';
import type { RowActionCallbacksOf } from '../../../lib/use-row-action';
import { invalidateListings } from '../../../lib/invalidate-listings';

/** DELETE /api/property/{id} (its agent): removes a listing that is not sold. */
export function deleteProperty(id: string) {
  return apiRequest(`/property/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export const deletePropertyKey = ['deleteProperty'];

export function useDeleteProperty(callbacks: RowActionCallbacksOf<typeof deleteProperty> = {}) {
  return useRowAction(
    {
      mutationKey: deletePropertyKey,
      mutationFn: deleteProperty,
      invalidate: invalidateListings,
    },
    callbacks,
  );
}

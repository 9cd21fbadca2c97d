import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateListings } from '../../../lib/invalidate-listings';
import type { RowActionCallbacks } from '../../../lib/row-action-callbacks';

/** DELETE /api/property/{id} (its agent): removes a listing that is not sold. */
export function deleteProperty(id: string) {
  return apiRequest(`/property/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export const deletePropertyKey = ['deleteProperty'];

export function useDeleteProperty(
  callbacks: RowActionCallbacks<
    Awaited<ReturnType<typeof deleteProperty>>,
    Parameters<typeof deleteProperty>[0]
  > = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deletePropertyKey,
    mutationFn: deleteProperty,
    onSuccess: (data, variables) => {
      callbacks.onSuccess?.(data, variables);
      return invalidateListings(queryClient);
    },
    onError: callbacks.onError,
  });
}

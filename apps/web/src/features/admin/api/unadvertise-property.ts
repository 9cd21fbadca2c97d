import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import type { RowActionCallbacks } from '../../../lib/row-action-callbacks';

/** DELETE /api/advertiseProperty/{propertyId} (admin): takes a listing off the home page. */
export function unadvertiseProperty(propertyId: string) {
  return apiRequest(`/advertiseProperty/${encodeURIComponent(propertyId)}`, {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export const unadvertisePropertyKey = ['unadvertiseProperty'];

export function useUnadvertiseProperty(
  callbacks: RowActionCallbacks<
    Awaited<ReturnType<typeof unadvertiseProperty>>,
    Parameters<typeof unadvertiseProperty>[0]
  > = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: unadvertisePropertyKey,
    mutationFn: unadvertiseProperty,
    onSuccess: (data, variables) => {
      callbacks.onSuccess?.(data, variables);
      return queryClient.invalidateQueries({ queryKey: ['advertised-properties'] });
    },
    onError: callbacks.onError,
  });
}

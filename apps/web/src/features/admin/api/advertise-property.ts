import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import type { RowActionCallbacks } from '../../../lib/row-action-callbacks';

/** POST /api/advertiseProperty (admin): puts a verified listing on the home page. */
export function advertiseProperty(propertyId: string) {
  return apiRequest('/advertiseProperty', {
    method: 'POST',
    body: { property_id: propertyId },
    schema: insertedSchema,
  });
}

export const advertisePropertyKey = ['advertiseProperty'];

export function useAdvertiseProperty(
  callbacks: RowActionCallbacks<
    Awaited<ReturnType<typeof advertiseProperty>>,
    Parameters<typeof advertiseProperty>[0]
  > = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: advertisePropertyKey,
    mutationFn: advertiseProperty,
    onSuccess: (data, variables) => {
      callbacks.onSuccess?.(data, variables);
      return queryClient.invalidateQueries({ queryKey: ['advertised-properties'] });
    },
    onError: callbacks.onError,
  });
}

import { insertedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { useRowAction } from '../../../lib/use-row-action';
import type { RowActionCallbacksOf } from '../../../lib/use-row-action';

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
  callbacks: RowActionCallbacksOf<typeof advertiseProperty> = {},
) {
  return useRowAction(
    {
      mutationKey: advertisePropertyKey,
      mutationFn: advertiseProperty,
      invalidate: (queryClient) =>
        queryClient.invalidateQueries({ queryKey: ['advertised-properties'] }),
    },
    callbacks,
  );
}

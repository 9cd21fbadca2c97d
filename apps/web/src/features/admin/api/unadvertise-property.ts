import { deletedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { useRowAction } from '../../../lib/use-row-action';
import type { RowActionCallbacksOf } from '../../../lib/use-row-action';

/** DELETE /api/advertiseProperty/{propertyId} (admin): takes a listing off the home page. */
export function unadvertiseProperty(propertyId: string) {
  return apiRequest(`/advertiseProperty/${encodeURIComponent(propertyId)}`, {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export const unadvertisePropertyKey = ['unadvertiseProperty'];

export function useUnadvertiseProperty(
  callbacks: RowActionCallbacksOf<typeof unadvertiseProperty> = {},
) {
  return useRowAction(
    {
      mutationKey: unadvertisePropertyKey,
      mutationFn: unadvertiseProperty,
      invalidate: (queryClient) =>
        queryClient.invalidateQueries({ queryKey: ['advertised-properties'] }),
    },
    callbacks,
  );
}

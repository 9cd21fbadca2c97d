import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/advertiseProperty (admin): puts a verified listing on the home page. */
export function advertiseProperty(propertyId: string) {
  return apiRequest('/advertiseProperty', {
    method: 'POST',
    body: { property_id: propertyId },
    schema: insertedSchema,
  });
}

export const advertisePropertyKey = ['advertiseProperty'];

export function useAdvertiseProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: advertisePropertyKey,
    mutationFn: advertiseProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['advertised-properties'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertedSchema, type ViewingRequest } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { viewingKeys } from './keys';

/** POST /api/viewings: `{insertedId}` of the request (status `requested`). */
export function requestViewing(body: ViewingRequest) {
  return apiRequest('/viewings', {
    method: 'POST',
    body,
    schema: insertedSchema,
    logoutOnAuthError: false,
  });
}

export function useRequestViewing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestViewing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewingKeys.all }),
  });
}

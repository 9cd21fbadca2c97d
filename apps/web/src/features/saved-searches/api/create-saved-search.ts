import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertedSchema, type CreateSavedSearch } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';

/** POST /api/saved-searches: a 409 when the account already keeps the most it may. */
export function createSavedSearch(body: CreateSavedSearch) {
  return apiRequest('/saved-searches', {
    method: 'POST',
    body,
    schema: insertedSchema,
    logoutOnAuthError: false,
  });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedSchema, modifiedSchema, type UpdateSavedSearch } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';

const path = (id: string) => `/saved-searches/${encodeURIComponent(id)}`;

/** PATCH /api/saved-searches/{id}: a new name, a new frequency, or both. */
export function updateSavedSearch(id: string, body: UpdateSavedSearch) {
  return apiRequest(path(id), { method: 'PATCH', body, schema: modifiedSchema });
}

/** DELETE /api/saved-searches/{id} */
export function deleteSavedSearch(id: string) {
  return apiRequest(path(id), { method: 'DELETE', schema: deletedSchema });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSavedSearch & { id: string }) =>
      updateSavedSearch(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

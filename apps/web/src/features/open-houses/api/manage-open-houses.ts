import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedSchema, insertedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { openHouseKeys } from './keys';

export interface NewOpenHouse {
  propertyId: string;
  /** ISO 8601 with the agent's offset. */
  start: string;
  end: string;
  note: string | null;
}

/** POST /api/property/{id}/open-houses (the listing's agent): 201 `{insertedId}`, 409 beyond 20. */
export function addOpenHouse({ propertyId, start, end, note }: NewOpenHouse) {
  return apiRequest(`/property/${encodeURIComponent(propertyId)}/open-houses`, {
    method: 'POST',
    body: note ? { start, end, note } : { start, end },
    schema: insertedSchema,
    logoutOnAuthError: false,
  });
}

/** DELETE /api/open-houses/{id} (the listing's agent): `{deletedCount}`. */
export function deleteOpenHouse({ id }: { id: string; propertyId: string }) {
  return apiRequest(`/open-houses/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedSchema,
    logoutOnAuthError: false,
  });
}

export function useAddOpenHouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOpenHouse,
    onSettled: (_answer, _error, { propertyId }) =>
      queryClient.invalidateQueries({ queryKey: openHouseKeys.listing(propertyId) }),
  });
}

export function useDeleteOpenHouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOpenHouse,
    onSettled: (_answer, _error, { propertyId }) =>
      queryClient.invalidateQueries({ queryKey: openHouseKeys.listing(propertyId) }),
  });
}

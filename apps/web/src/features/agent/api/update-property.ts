import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modifiedSchema } from '@elite/shared';
import { messages } from '@elite/shared/messages';
import type { PropertyInput } from '@elite/shared';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { invalidateListings } from '../../../lib/invalidate-listings';

/** PUT /api/property/{id} (its agent): new details; the listing goes back to pending. */
export function updateProperty({ id, input }: { id: string; input: PropertyInput }) {
  return apiRequest(`/property/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: modifiedSchema,
  });
}

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: () => invalidateListings(queryClient),
    // Marked as fraud meanwhile: the refreshed status swaps the form for the notice.
    onError: (error) => {
      if (isApiError(error, 409) && error.message === messages.fraudCannotAdd) {
        void queryClient.invalidateQueries({ queryKey: ['user-role'] });
      }
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertedSchema } from '@elite/shared';
import { messages } from '@elite/shared/messages';
import type { PropertyInput } from '@elite/shared';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { invalidateListings } from '../../../lib/invalidate-listings';

/** POST /api/property (agent): a new listing, pending until an admin reviews it. */
export function addProperty(input: PropertyInput) {
  return apiRequest('/property', { method: 'POST', body: input, schema: insertedSchema });
}

export function useAddProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProperty,
    onSuccess: () => invalidateListings(queryClient),
    // Marked as fraud meanwhile: the refreshed status swaps the form for the notice.
    onError: (error) => {
      if (isApiError(error, 409) && error.message === messages.fraudCannotAdd) {
        void queryClient.invalidateQueries({ queryKey: ['user-role'] });
      }
    },
  });
}

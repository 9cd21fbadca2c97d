import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertedSchema } from '@elite/shared';
import type { OfferBody } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/propertyOffer: the buyer comes from the token; a 400/409 `{message}` is the error. */
export function makeOffer(body: OfferBody) {
  return apiRequest('/propertyOffer', { method: 'POST', body, schema: insertedSchema });
}

export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['offers'] }),
  });
}

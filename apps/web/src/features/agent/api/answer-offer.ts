import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modifiedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

export type OfferAnswer = 'accepted' | 'rejected';

/** PATCH /api/requestProperty/{id} (the listing's agent): accepts or rejects a pending offer. */
export function answerOffer({ id, status }: { id: string; status: OfferAnswer }) {
  return apiRequest(`/requestProperty/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    schema: modifiedSchema,
  });
}

export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerOffer,
    // Accepting one offer may settle others on the same listing.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['offers'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modifiedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import type { RowActionCallbacks } from '../../../lib/row-action-callbacks';

export type OfferAnswer = 'accepted' | 'rejected';
export interface OfferAnswerVariables {
  id: string;
  status: OfferAnswer;
}

/** PATCH /api/requestProperty/{id} (the listing's agent): accepts or rejects a pending offer. */
export function answerOffer({ id, status }: OfferAnswerVariables) {
  return apiRequest(`/requestProperty/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    schema: modifiedSchema,
  });
}

export const answerOfferKey = ['answerOffer'];

export function useAnswerOffer(
  callbacks: RowActionCallbacks<
    Awaited<ReturnType<typeof answerOffer>>,
    Parameters<typeof answerOffer>[0]
  > = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: answerOfferKey,
    mutationFn: answerOffer,
    // Accepting one offer may settle others on the same listing.
    onSuccess: (data, variables) => {
      callbacks.onSuccess?.(data, variables);
      return queryClient.invalidateQueries({ queryKey: ['offers'] });
    },
    onError: callbacks.onError,
  });
}

import { modifiedSchema } from '@elite/shared';
import type { OfferDecision } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { useRowAction } from '../../../lib/use-row-action';
import type { RowActionCallbacksOf } from '../../../lib/use-row-action';

export type OfferAnswer = OfferDecision['status'];
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

export function useAnswerOffer(callbacks: RowActionCallbacksOf<typeof answerOffer> = {}) {
  return useRowAction(
    {
      mutationKey: answerOfferKey,
      mutationFn: answerOffer,
      // Accepting one offer may settle others on the same listing.
      invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: ['offers'] }),
    },
    callbacks,
  );
}

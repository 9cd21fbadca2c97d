import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentIntentSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/create-payment-intent: the amount due comes from the stored offer (its price, or a
 * reservation deposit above the card cap). A 409 says why the offer cannot be paid by card (not
 * accepted, already paid).
 */
export function createPaymentIntent(offerId: string) {
  return apiRequest('/create-payment-intent', {
    method: 'POST',
    body: { offerId },
    schema: paymentIntentSchema,
  });
}

/**
 * Asked for as the page opens, so a refusal (such as an offer already paid) shows before any card is
 * typed. The processor hands back the same open intent when asked again, and a declined card
 * leaves it open, so one intent serves every attempt on this page.
 */
export function paymentIntentQueryOptions(offerId: string) {
  return queryOptions({
    queryKey: ['payment-intent', offerId],
    queryFn: () => createPaymentIntent(offerId),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function usePaymentIntent(offerId: string) {
  return useQuery(paymentIntentQueryOptions(offerId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { payableOfferSchema } from '@elite/shared';
import type { PayableOffer } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/propertyOffer/payable/{id}: one of the signed-in buyer's offers, to pay or as a receipt,
 * with what the card pays (`amount_due`) and whether that is a reservation deposit.
 */
export function getPayableOffer(id: string, signal?: AbortSignal): Promise<PayableOffer> {
  return apiRequest(`/propertyOffer/payable/${encodeURIComponent(id)}`, {
    schema: payableOfferSchema,
    signal,
  });
}

export function payableOfferQueryOptions(id: string) {
  return queryOptions({
    // Under 'offers', so every change to offers (a payment, an agent's answer) refreshes it.
    queryKey: ['offers', 'payable', id],
    queryFn: ({ signal }) => getPayableOffer(id, signal),
  });
}

export function usePayableOffer(id: string) {
  return useQuery(payableOfferQueryOptions(id));
}

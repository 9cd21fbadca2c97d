import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerSchema } from '@elite/shared';
import type { Offer } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/propertyOffer/payable/{id}: one of the signed-in buyer's offers, to pay or as a receipt. */
export function getPayableOffer(id: string, signal?: AbortSignal): Promise<Offer> {
  return apiRequest(`/propertyOffer/payable/${encodeURIComponent(id)}`, {
    schema: offerSchema,
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

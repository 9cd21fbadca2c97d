import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { LISTING_TYPES, RENT_PERIODS, payableOfferSchema } from '@elite/shared';
import type { PayableOffer } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * The payable offer as read: an answer without an application's fields (a server from before
 * homes to rent, CONTRACT.md section 12) is an offer to buy.
 */
const payableAnswerSchema = payableOfferSchema.extend({
  listing_type: z.enum(LISTING_TYPES).default('sale'),
  rent_period: z.enum(RENT_PERIODS).nullable().default(null),
  move_in: z.string().nullable().default(null),
  term_months: z.number().int().nullable().default(null),
  message: z.string().nullable().default(null),
});

/**
 * GET /api/propertyOffer/payable/{id}: one of the signed-in buyer's offers, to pay or as a receipt,
 * with what the card pays (`amount_due`) and whether that is a reservation deposit.
 */
export function getPayableOffer(id: string, signal?: AbortSignal): Promise<PayableOffer> {
  return apiRequest(`/propertyOffer/payable/${encodeURIComponent(id)}`, {
    schema: payableAnswerSchema,
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

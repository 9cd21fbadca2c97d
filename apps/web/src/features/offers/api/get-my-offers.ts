import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { offerSchema } from '@elite/shared';
import type { Offer } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

const offerListSchema = z.array(offerSchema);

/** GET /api/propertyOffer/{email}: the offers the signed-in user made, with their status. */
export function getMyOffers(email: string, signal?: AbortSignal): Promise<Offer[]> {
  return apiRequest(`/propertyOffer/${encodeURIComponent(email)}`, {
    schema: offerListSchema,
    signal,
  });
}

export function myOffersQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['offers', 'mine', email],
    queryFn: ({ signal }) => getMyOffers(email, signal),
  });
}

export function useMyOffers(email: string) {
  return useQuery(myOffersQueryOptions(email));
}

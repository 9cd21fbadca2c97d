import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerSchema } from '@elite/shared';
import type { Offer } from '@elite/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/requestedProperty/{email}: the offers buyers made on the agent's listings. */
export function getRequestedOffers(email: string, signal?: AbortSignal): Promise<Offer[]> {
  return apiRequest(`/requestedProperty/${encodeURIComponent(email)}`, {
    schema: z.array(offerSchema),
    signal,
  });
}

export function requestedOffersQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['offers', 'requested', email],
    queryFn: ({ signal }) => getRequestedOffers(email, signal),
  });
}

export function useRequestedOffers(email: string) {
  return useQuery(requestedOffersQueryOptions(email));
}

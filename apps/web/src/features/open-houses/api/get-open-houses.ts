import { useQuery } from '@tanstack/react-query';
import type { OpenHouse } from '@elite/shared/open-houses';
import { apiRequest } from '../../../lib/api-client';
import { openHouseKeys } from './keys';

/**
 * GET /api/property/{id}/open-houses: the upcoming ones, soonest first, each with whether the
 * caller said they come. A public page's read: the answer is trusted as the server encodes it
 * through the shared schema, which keeps zod off the listing page (docs/decisions/011).
 */
export function getOpenHouses(propertyId: string, signal?: AbortSignal): Promise<OpenHouse[]> {
  return apiRequest<OpenHouse[]>(`/property/${encodeURIComponent(propertyId)}/open-houses`, {
    signal,
  });
}

/** A listing's open houses for the visitor `email` ('' signed out); waits while `enabled` is false. */
export function useOpenHouses(propertyId: string, email: string, enabled = true) {
  return useQuery({
    queryKey: openHouseKeys.seenBy(propertyId, email),
    queryFn: ({ signal }) => getOpenHouses(propertyId, signal),
    enabled,
    staleTime: 30_000,
  });
}

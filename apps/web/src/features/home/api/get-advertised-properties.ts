import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { advertisedPropertySchema } from '@elite/shared';
import type { AdvertisedProperty } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

const advertisedListSchema = z.array(advertisedPropertySchema);

/** GET /api/advertiseProperty: the properties an admin chose for the home page. */
export function getAdvertisedProperties(signal?: AbortSignal): Promise<AdvertisedProperty[]> {
  return apiRequest('/advertiseProperty', { schema: advertisedListSchema, signal });
}

export const advertisedPropertiesQueryOptions = queryOptions({
  queryKey: ['advertised-properties'],
  queryFn: ({ signal }) => getAdvertisedProperties(signal),
});

export function useAdvertisedProperties() {
  return useQuery(advertisedPropertiesQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { viewingSchema, type Viewing } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { viewingKeys } from './keys';

const viewingsSchema = z.array(viewingSchema);

/** GET /api/viewings: mine, as buyer or as the listing's agent. */
export function getViewings(signal?: AbortSignal): Promise<Viewing[]> {
  return apiRequest('/viewings', { schema: viewingsSchema, signal });
}

export const viewingsQueryOptions = queryOptions({
  queryKey: viewingKeys.all,
  queryFn: ({ signal }) => getViewings(signal),
  staleTime: 20_000,
});

export function useViewings() {
  return useQuery(viewingsQueryOptions);
}

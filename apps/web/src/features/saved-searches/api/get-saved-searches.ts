import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { savedSearchSchema, type SavedSearch } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';

const savedSearchesSchema = z.array(savedSearchSchema);

/** GET /api/saved-searches: mine, oldest first. */
export function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  return apiRequest('/saved-searches', { schema: savedSearchesSchema, signal });
}

export const savedSearchesQueryOptions = queryOptions({
  queryKey: savedSearchKeys.list,
  queryFn: ({ signal }) => getSavedSearches(signal),
  staleTime: 0,
});

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions);
}

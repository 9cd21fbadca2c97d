import { queryOptions, useQuery } from '@tanstack/react-query';
import { userRecordSchema } from '@elite/shared';
import type { UserRecord } from '@elite/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/allUser (admin): every account with its role and status. */
export function getAllUsers(signal?: AbortSignal): Promise<UserRecord[]> {
  return apiRequest('/allUser', { schema: z.array(userRecordSchema), signal });
}

export const allUsersQueryOptions = queryOptions({
  queryKey: ['users', 'all'],
  queryFn: ({ signal }) => getAllUsers(signal),
});

export function useAllUsers() {
  return useQuery(allUsersQueryOptions);
}

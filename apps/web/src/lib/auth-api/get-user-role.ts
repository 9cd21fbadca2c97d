import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleStatusSchema } from '@elite/shared';
import type { RoleStatus } from '@elite/shared';
import { apiRequest } from '../api-client';

/** GET /api/user/{email}: the role and status that drive the dashboard menu and role guards. */
export function getUserRole(email: string, signal?: AbortSignal): Promise<RoleStatus> {
  return apiRequest(`/user/${encodeURIComponent(email)}`, { schema: roleStatusSchema, signal });
}

export function userRoleQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['user-role', email],
    queryFn: ({ signal }) => getUserRole(email, signal),
  });
}

/** The signed-in user's role; pass `undefined` while nobody is signed in. */
export function useUserRole(email: string | undefined) {
  return useQuery({ ...userRoleQueryOptions(email ?? ''), enabled: Boolean(email) });
}

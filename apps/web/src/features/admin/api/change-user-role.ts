import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modifiedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUsers } from './invalidate-users';
import type { RowActionCallbacks } from '../../../lib/row-action-callbacks';

export interface RoleChangeVariables {
  id: string;
  role: 'admin' | 'agent';
}

/** PATCH /api/user/{id} (admin): makes a user an admin or an agent. */
export function changeUserRole({ id, role }: RoleChangeVariables) {
  return apiRequest(`/user/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { role },
    schema: modifiedSchema,
  });
}

export const changeUserRoleKey = ['changeUserRole'];

export function useChangeUserRole(
  callbacks: RowActionCallbacks<
    Awaited<ReturnType<typeof changeUserRole>>,
    Parameters<typeof changeUserRole>[0]
  > = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: changeUserRoleKey,
    mutationFn: changeUserRole,
    onSuccess: (data, variables) => {
      callbacks.onSuccess?.(data, variables);
      return invalidateUsers(queryClient);
    },
    onError: callbacks.onError,
  });
}

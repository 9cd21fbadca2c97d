import { modifiedSchema } from '@elite/shared';
import type { RoleChange } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { useRowAction } from '../../../lib/use-row-action';
import type { RowActionCallbacksOf } from '../../../lib/use-row-action';
import { invalidateUsers } from './invalidate-users';

export interface RoleChangeVariables extends RoleChange {
  id: string;
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

export function useChangeUserRole(callbacks: RowActionCallbacksOf<typeof changeUserRole> = {}) {
  return useRowAction(
    {
      mutationKey: changeUserRoleKey,
      mutationFn: changeUserRole,
      invalidate: invalidateUsers,
    },
    callbacks,
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modifiedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUsers } from './invalidate-users';

/** PATCH /api/user/{id} (admin): makes a user an admin or an agent. */
export function changeUserRole({ id, role }: { id: string; role: 'admin' | 'agent' }) {
  return apiRequest(`/user/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { role },
    schema: modifiedSchema,
  });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () => invalidateUsers(queryClient),
  });
}

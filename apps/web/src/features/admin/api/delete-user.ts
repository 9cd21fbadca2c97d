import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateListings } from '../../../lib/invalidate-listings';
import { invalidateUsers } from './invalidate-users';
import type { RowActionCallbacks } from '../../../lib/row-action-callbacks';

/** DELETE /api/user/{id} (admin): removes an account that is not an admin's. */
export function deleteUser(id: string) {
  return apiRequest(`/user/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export const deleteUserKey = ['deleteUser'];

export function useDeleteUser(
  callbacks: RowActionCallbacks<
    Awaited<ReturnType<typeof deleteUser>>,
    Parameters<typeof deleteUser>[0]
  > = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteUserKey,
    mutationFn: deleteUser,
    // An agent's listings and a user's reviews may go with the account.
    onSuccess: (data, variables) => {
      callbacks.onSuccess?.(data, variables);
      return Promise.all([
        invalidateUsers(queryClient),
        invalidateListings(queryClient),
        queryClient.invalidateQueries({ queryKey: ['reviews'] }),
      ]);
    },
    onError: callbacks.onError,
  });
}

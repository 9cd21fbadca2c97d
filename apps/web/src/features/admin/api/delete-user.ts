import { deletedSchema } from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';
import { useRowAction } from '../../../lib/use-row-action';
import type { RowActionCallbacksOf } from '../../../lib/use-row-action';
import { invalidateListings } from '../../../lib/invalidate-listings';
import { invalidateUsers } from './invalidate-users';

/** DELETE /api/user/{id} (admin): removes an account that is not an admin's. */
export function deleteUser(id: string) {
  return apiRequest(`/user/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deletedSchema,
  });
}

export const deleteUserKey = ['deleteUser'];

export function useDeleteUser(callbacks: RowActionCallbacksOf<typeof deleteUser> = {}) {
  return useRowAction(
    {
      mutationKey: deleteUserKey,
      mutationFn: deleteUser,
      // An agent's listings and a user's reviews may go with the account.
      invalidate: (queryClient) =>
        Promise.all([
          invalidateUsers(queryClient),
          invalidateListings(queryClient),
          queryClient.invalidateQueries({ queryKey: ['reviews'] }),
        ]),
    },
    callbacks,
  );
}

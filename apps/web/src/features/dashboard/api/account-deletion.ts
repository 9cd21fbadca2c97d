import { useMutation, useQuery } from '@tanstack/react-query';
import {
  accountDeletionCheckSchema,
  deletedSchema,
  type AccountDeletionBody,
  type AccountDeletionCheck,
} from '@elite/shared';
import { apiRequest } from '../../../lib/api-client';

export const accountDeletionKeys = { check: ['account-deletion'] as const };

/** GET /api/auth/me/deletion: whether deleting asks for the password or a recent sign-in. */
export function getAccountDeletionCheck(signal?: AbortSignal): Promise<AccountDeletionCheck> {
  return apiRequest('/auth/me/deletion', { schema: accountDeletionCheckSchema, signal });
}

/** Read each time the dialog opens: a sign-in is recent for a few minutes only. */
export function useAccountDeletionCheck(enabled: boolean) {
  return useQuery({
    queryKey: accountDeletionKeys.check,
    queryFn: ({ signal }) => getAccountDeletionCheck(signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * DELETE /api/auth/me: the account goes, and every token with it. A wrong password (400) or a
 * sign-in too old (403) is an ordinary refusal shown in the dialog, not a reason to sign out.
 */
export function deleteMyAccount(body: AccountDeletionBody) {
  return apiRequest('/auth/me', {
    method: 'DELETE',
    body,
    schema: deletedSchema,
    logoutOnAuthError: false,
  });
}

export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}

import { useAuth } from '../../../lib/auth';
import { useUserRole } from '../../auth';

/**
 * The signed-in agent: name and email for the read-only fields and the API paths, and whether
 * the account is marked as fraud (then nothing can be added or updated). The dashboard's guards
 * make sure someone is signed in.
 */
export function useAgent() {
  const { user } = useAuth();
  const role = useUserRole(user?.email);
  return {
    name: user?.displayName ?? '',
    email: user?.email ?? '',
    isFraud: role.data?.status === 'fraud',
    roleLoading: role.isPending,
  };
}

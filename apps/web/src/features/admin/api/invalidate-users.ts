import type { QueryClient } from '@tanstack/react-query';

/** An account changed: the user list and any cached role (which drives menus and guards). */
export function invalidateUsers(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['users'] }),
    queryClient.invalidateQueries({ queryKey: ['user-role'] }),
  ]);
}

import type { QueryClient } from '@tanstack/react-query';

/** An agency or an agent's agency changed: the agencies (with their agents) and agents' pages. */
export function invalidateAgencies(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['agencies'] }),
    queryClient.invalidateQueries({ queryKey: ['agents'] }),
  ]);
}

import { useMutationState } from '@tanstack/react-query';
import type { MutationKey } from '@tanstack/react-query';

/**
 * The variables of every mutation with this key still in flight, so each table row can keep
 * its own buttons disabled until its own request ends (a single useMutation only tracks the last).
 */
export function usePendingVariables<T>(mutationKey: MutationKey): T[] {
  return useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as T,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationKey, QueryClient } from '@tanstack/react-query';

/**
 * What a page does when one row's request ends (a toast). Given to the mutation hook, not to
 * `mutate`: `mutate`'s own callbacks run only for the last call made, and several rows can have
 * a request in flight at once.
 */
export interface RowActionCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}

/** The callbacks of a row action, typed from its request function. */
export type RowActionCallbacksOf<TRequest extends (variables: never) => Promise<unknown>> =
  RowActionCallbacks<Awaited<ReturnType<TRequest>>, Parameters<TRequest>[0]>;

export interface RowAction<TData, TVariables> {
  /** Names the request, so each row can find its own in flight (`usePendingVariables`). */
  mutationKey: MutationKey;
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The reads the change makes stale; the mutation ends when they are refetched. */
  invalidate: (queryClient: QueryClient) => Promise<unknown>;
}

/**
 * A table row's action (verify, delete, make agent...): the page's callbacks run for every
 * call, then the reads it changed are refetched.
 */
export function useRowAction<TData, TVariables>(
  { mutationKey, mutationFn, invalidate }: RowAction<TData, TVariables>,
  callbacks: RowActionCallbacks<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn,
    onSuccess: (data, variables) => {
      callbacks.onSuccess?.(data, variables);
      return invalidate(queryClient);
    },
    onError: callbacks.onError,
  });
}

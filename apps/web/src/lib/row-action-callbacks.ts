/**
 * What a page does when one row's request ends (a toast). Given to the mutation hook, not to
 * `mutate`: `mutate`'s own callbacks run only for the last call made, and several rows can have
 * a request in flight at once.
 */
export interface RowActionCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}

import type { QueryClient } from '@tanstack/react-query';

/**
 * A listing changed (added, updated, moderated, deleted): every list and page that shows
 * listings or copies of them (advertised cards, wishlist rows, offers) is refetched.
 */
export function invalidateListings(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [['properties'], ['advertised-properties'], ['wishlist'], ['offers']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

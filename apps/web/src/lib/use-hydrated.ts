import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser takes over a page the server rendered; true ever
 * after. What only the browser knows (the stored sign-in, the visitor's locale, a preference for
 * less motion) is drawn once this is true, so that the first render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

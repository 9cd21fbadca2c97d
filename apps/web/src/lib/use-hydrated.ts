import { createContext, useContext } from 'react';

/** Provided by AppShell: see useHydrated. */
export const HydratedContext = createContext(false);

/**
 * False on the server and while the browser hydrates a page the server rendered; true ever
 * after (and from the start on a page rendered in the browser). What only the browser knows (the
 * stored sign-in, the visitor's locale, a preference for less motion) is rendered once this is
 * true, so that the first render matches the server's HTML. The switch is a transition (App in
 * app/providers.tsx): the re-render it causes yields to input instead of blocking it.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

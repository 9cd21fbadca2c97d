import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import { queryClient } from '../lib/query-client';
import { readSsrState } from '../lib/ssr-state';
import { setLazyPagesRouter } from './lazy-page';
import { createRoutes } from './routes';

/**
 * The browser's router. A page the server rendered (/, /allProperty, and a public listing's page
 * for a browser holding a token) arrives with the answers
 * it was drawn from: they go into the query cache, and the router starts on the server's state
 * (no loader runs again), so that the first render matches the HTML it takes over.
 */
const ssrState = readSsrState();
if (ssrState) hydrate(queryClient, ssrState.queries);

/** Whether this page's HTML came rendered from the server (then main.tsx hydrates it). */
export const renderedOnServer = ssrState !== undefined;
/** Whether the server drew it for a browser holding a sign-in token. */
export const renderedSignedIn = ssrState?.signedIn ?? false;

/**
 * Loads the code of the matched pages that load theirs on first use (a property's page), so
 * that the router starts with them: it would otherwise draw its loading screen over the HTML.
 */
async function loadMatchedPages(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * Starts the browser's router (main.tsx, before the first render): at once, or on a drawn page
 * whose code loads on first use, once that code is there. (A function, not a top-level await:
 * that would make the build put every module that imports this one into a file of its own.)
 */
export async function startRouter(): Promise<DataRouter> {
  const routes = createRoutes(queryClient);
  if (ssrState) await loadMatchedPages(routes);
  const router = createBrowserRouter(routes, { hydrationData: ssrState?.router });
  setLazyPagesRouter(router);
  return router;
}

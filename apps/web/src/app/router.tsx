import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client';
import { readSsrState } from '../lib/ssr-state';
import { setLazyPagesRouter } from './lazy-page';
import { createRoutes } from './routes';

/**
 * The browser's router. A page the server rendered (/, /allProperty, and a public listing's page
 * for a browser holding a token) arrives with the answers it was drawn from: they go into the
 * query cache, and the router starts on the server's state (no loader runs again), so that the
 * first render matches the HTML it takes over.
 */
const ssrState = readSsrState();
if (ssrState) hydrate(queryClient, ssrState.queries);

/** Whether this page's HTML came rendered from the server (then main.tsx hydrates it). */
export const renderedOnServer = ssrState !== undefined;
/** Whether the server drew it for a browser holding a sign-in token. */
export const renderedSignedIn = ssrState?.signedIn ?? false;

type AppRouter = ReturnType<typeof createBrowserRouter>;
let router: AppRouter | undefined;

/**
 * The browser's router, made on first use rather than when this module loads, so that main.tsx
 * can make it in a task of its own (matching the routes to the address takes a few
 * milliseconds).
 */
export function appRouter(): AppRouter {
  if (!router) {
    router = createBrowserRouter(createRoutes(queryClient), { hydrationData: ssrState?.router });
    setLazyPagesRouter(router);
  }
  return router;
}

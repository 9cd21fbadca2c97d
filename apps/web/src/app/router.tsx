import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { isLocale, type Locale } from '@elite/shared/locales';
import { configureMoney } from '@elite/shared/money';
import type { PublicConfig } from '@elite/shared';
import { propertyDetailKey } from '../features/properties/api/get-property';
import { publicConfigQueryOptions } from '../lib/public-config';
import { queryClient } from '../lib/query-client';
import { readSsrState } from '../lib/ssr-state';
import { setLazyPagesRouter } from './lazy-page';
import { createRoutes, DASHBOARD_ROUTE_ID, loadDashboardPages } from './routes';

/**
 * The browser's router. A page the server rendered (/, /allProperty, and a public listing's page
 * for a browser holding a token) arrives with the API responses it was rendered from: they go into the
 * query cache, and the router starts on the server's state (no loader runs again), so that the
 * first render matches the HTML it hydrates.
 */
const ssrState = readSsrState();
if (ssrState) {
  hydrate(queryClient, ssrState.queries);
  // The site's currency, as the server rendered the prices in it.
  const config = queryClient.getQueryData<PublicConfig>(publicConfigQueryOptions.queryKey);
  if (config?.currency) configureMoney({ currency: config.currency });
  // A listing's page rendered for a browser holding a token was read without the token: the page
  // reads it again with it once shown (not before: the first render matches the server's HTML).
  // That read counts the view as this signed-in visitor's (an agent's own is not counted,
  // modules/figures), which the page's request, saying nothing of whose it is, did not.
  if (ssrState.signedIn) {
    void queryClient.invalidateQueries({ queryKey: propertyDetailKey, refetchType: 'none' });
  }
}

/** Whether this page's HTML came rendered from the server (then main.tsx hydrates it). */
export const renderedOnServer = ssrState !== undefined;
/** Whether the server rendered it for a browser holding a sign-in token. */
export const renderedSignedIn = ssrState?.signedIn ?? false;

/*
 * The page's locale and the prefix of its pages, as the server wrote them on <html> (`lang`, and
 * `data-base="/es"` for a page under /es/…; the default locale's pages have none): the router
 * works inside the prefix (its `basename`), so every link of the app stays in the page's locale.
 * Another locale is another page load (the language switcher's links).
 */
const root = document.documentElement;
export const pageLocale: Locale = isLocale(root.lang) ? root.lang : 'en';
const pageBase = /^\/[a-z]{2}$/.test(root.dataset.base ?? '') ? root.dataset.base : undefined;

/**
 * Gives a page loaded in full (an address typed, a link from elsewhere, a reload of a new tab) a
 * history key of its own. React Router keys such an entry "default", the same for every page
 * loaded so, and <ScrollRestoration> then opened the next one at the last one's position. The key
 * stays with the entry, so a reload or Back still restores its own position.
 */
function keyThisHistoryEntry() {
  const state: unknown = window.history.state;
  const current = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  if (typeof current.key === 'string') return;
  window.history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10) }, '');
}

type AppRouter = ReturnType<typeof createBrowserRouter>;
type Discovery = NonNullable<Parameters<typeof createBrowserRouter>[1]>['patchRoutesOnNavigation'];

/** An address of the dashboard (any case, under a locale's prefix or not). */
const DASHBOARD_PATH = /^(\/[a-z]{2})?\/dashboard\//i;
let dashboardPagesJoined = false;

/**
 * The dashboard's pages join the routes on the first visit to one of them (before it, such an
 * address matches only "Page not found", which React Router takes as a route still to discover):
 * the visitor's first load does not carry them.
 */
const discoverRoutes: Discovery = async ({ path, patch }) => {
  if (dashboardPagesJoined || !DASHBOARD_PATH.test(path)) return;
  const pages = await loadDashboardPages();
  if (dashboardPagesJoined) return;
  dashboardPagesJoined = true;
  patch(DASHBOARD_ROUTE_ID, pages);
};
let router: AppRouter | undefined;
let routes: RouteObject[] | undefined;
const appRoutes = () => (routes ??= createRoutes(queryClient));

/**
 * A page the server rendered whose code loads on first use (the list, a listing's page) is
 * hydrated once its code is here: the router would otherwise render its loading state over the
 * server's HTML. React Router's way: the matched routes' `lazy` is resolved before the router
 * is made.
 */
export async function loadInitialPages(): Promise<void> {
  if (!renderedOnServer) return;
  const matches = matchRoutes(appRoutes(), window.location, pageBase) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The browser's router, made on first use rather than when this module loads, so that main.tsx
 * can make it in a task of its own (matching the routes to the address takes a few
 * milliseconds).
 */
export function appRouter(): AppRouter {
  if (!router) {
    keyThisHistoryEntry();
    router = createBrowserRouter(appRoutes(), {
      basename: pageBase,
      hydrationData: ssrState?.router,
      patchRoutesOnNavigation: discoverRoutes,
    });
    setLazyPagesRouter(router);
  }
  return router;
}

/*
 * Server rendering of the public pages (docs/decisions/012). The API server
 * imports the build of this file (dist/server/entry-server.js) and responds to GET / and
 * GET /allProperty with the page already rendered, so that a visitor sees it, and its largest
 * picture starts loading, before any script has run; the browser then hydrates it
 * (main.tsx, hydrateRoot) from the state sent with it (lib/ssr-state.ts).
 *
 * Only pages that look the same to every visitor are rendered here: the server does not know the
 * visitor's sign-in (a token in the browser's storage), so signed-in pages render in the browser.
 * A cookie tells it only whether there is one (@elite/shared/session): then the account corner
 * is rendered as a sign-in being checked, not as Login and Register, and a public listing's page
 * (signed in only, but its content is anyone's to read from the API) is server-rendered too, shown while
 * the browser checks the sign-in (app/guards/private-route.tsx). With PUBLIC_LISTINGS=1 a public
 * listing's page is anyone's, and rendered for every visitor (the server adds its share card and
 * JSON-LD to the head: apps/server/src/modules/seo).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { imageSrcSet } from '@elite/shared/image-urls';
import type { Render, RenderedPage } from '@elite/shared/server-render';
import { AppShell } from './app/app-shell';
import { dashboardPages } from './app/dashboard-routes';
import { createRoutes } from './app/routes';
import { getProperty } from './features/properties/api/get-property';
import { DETAIL_IMAGE_SIZES } from './features/properties/components/property-card';
import { setApiTransport } from './lib/api-client';
import { getPublicConfig } from './lib/public-config';
import { i18n, loadLocale } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { serializeSsrState } from './lib/ssr-state';

/** Paths (lower-cased, as the router matches them) that the server renders. */
const SERVER_RENDERED_PATHS = new Set(['/', '/allproperty']);
/**
 * A property's page: for signed-in visitors, so server-rendered for a browser holding a token; for
 * everyone when the server opens listing pages to all (PUBLIC_LISTINGS=1, /api/config says so).
 */
const PROPERTY_PATH = /^\/property\/([^/]+)$/i;
/** An agent's or an agency's public page (CONTRACT.md section 14): everyone's, always rendered. */
const PROFILE_PATH = /^\/(agents|agencies)\/[^/]+\/?$/i;

function normalisedPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, '') : pathname;
  return trimmed.toLowerCase();
}

/**
 * Returns the renderer, given how to call the API in-process (`send` behaves like fetch: the
 * server passes `app.inject`, so a page's reads take the same path, rules and cache as a
 * browser's). Null for a page it does not render, or when a read failed: the browser then
 * renders it and shows its own loading and error states.
 */
export function createRenderer(send: typeof fetch): Render {
  setApiTransport(send);
  return async (url, visitor = { signedIn: false }) => {
    const location = new URL(url, 'http://localhost');
    const locale = visitor.locale ?? 'en';
    const base = visitor.base ?? '';
    const pathname = location.pathname.slice(base.length) || '/';
    const property = PROPERTY_PATH.exec(pathname);
    // A property's page is for signed-in visitors: server-rendered for a browser holding a token,
    // or for anyone when listing pages are public.
    if (property && !visitor.signedIn && !(await publicListings())) {
      return propertyPage(decodeURIComponent(property[1]!));
    }
    const profile = PROFILE_PATH.test(pathname);
    if (!property && !profile && !SERVER_RENDERED_PATHS.has(normalisedPath(pathname))) return null;
    await loadLocale(locale);
    i18n.activate(locale);

    const client = createQueryClient();
    // A failed read is not retried here (the browser will), and nothing is kept past this render.
    client.setDefaultOptions({
      queries: { ...client.getDefaultOptions().queries, retry: false, gcTime: Infinity },
    });
    const reads: Promise<unknown>[] = [];
    const handler = createStaticHandler(
      createRoutes(
        client,
        (read) => reads.push(read),
        () => visitor.signedIn,
        dashboardPages,
      ),
      { basename: base || undefined },
    );
    const context = await handler.query(new Request(location));
    if (context instanceof Response || context.errors) return null;
    // A read may start others when it settles (a listing's page waits for the configuration).
    for (let settled = 0; settled < reads.length;) {
      const pending = reads.slice(settled);
      settled = reads.length;
      await Promise.all(pending);
    }
    const failed = client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status !== 'success');
    if (failed) return null;

    const router = createStaticRouter(handler.dataRoutes, context);
    // Pages in other locales may have rendered while this one's reads travelled; nothing awaits
    // between this and the render.
    i18n.activate(locale);
    const html = renderToString(
      <StrictMode>
        <AppShell client={client} signedInHint={visitor.signedIn} hydrated={false}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppShell>
      </StrictMode>,
    );
    const state = serializeSsrState({
      queries: dehydrate(client),
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      },
      signedIn: visitor.signedIn,
    });
    client.clear();
    return { html, state, head: '' };
  };
}

/** Whether listing pages are open to signed-out visitors (PUBLIC_LISTINGS=1). */
async function publicListings(): Promise<boolean> {
  try {
    return (await getPublicConfig()).publicListings === true;
  } catch {
    return false;
  }
}

/** The app's route table, only for matching paths (none of its loaders runs). */
let routeTable: RouteObject[] | undefined;

/**
 * Whether the web app has a page at this path (as the browser's router matches it: any case,
 * a trailing slash or not), rather than its "Page not found" (the `*` route): the server
 * responds to the latter with status 404.
 */
export function isKnownPage(pathname: string): boolean {
  routeTable ??= createRoutes(createQueryClient(), undefined, undefined, dashboardPages);
  const matches = matchRoutes(routeTable, pathname);
  return matches !== null && matches.at(-1)?.route.path !== '*';
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A property's page for a browser without the signed-in hint is rendered in the browser (the guard
 * may send the visitor to /login; a token stored before the hint existed gets the hint on this
 * visit), but its picture, the page's largest paint, starts loading with the HTML rather than
 * after the code and the property's response. Only a public (verified) listing's picture is
 * named: the read is a visitor's.
 */
async function propertyPage(id: string): Promise<RenderedPage | null> {
  let image: string;
  try {
    image = (await getProperty(id)).property_image;
  } catch {
    return null;
  }
  const srcSet = imageSrcSet(image);
  const attributes = srcSet
    ? ` imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${escapeAttribute(DETAIL_IMAGE_SIZES)}"`
    : '';
  return {
    html: '',
    state: '',
    head: `<link rel="preload" as="image" href="${escapeAttribute(image)}"${attributes} fetchpriority="high">`,
  };
}

import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { advertisedPropertiesQueryOptions } from '../lib/advertised-properties';
import { HomePage } from '../features/home/components/home-page';
import { preloadPropertyImage } from '../components/ui/property-image';
import { propertiesQueryOptions } from '../features/properties/api/get-properties';
import { propertyQueryOptions } from '../features/properties/api/get-property';
import { readSearch } from '../features/properties/api/property-search';
import {
  CARD_IMAGE_SIZES,
  DETAIL_IMAGE_SIZES,
} from '../features/properties/components/property-card';
import { latestReviewsQueryOptions } from '../features/reviews/api/get-latest-reviews';
import {
  propertyReviewsQueryOptions,
  reviewsPageOf,
} from '../features/reviews/api/get-property-reviews';
import { readToken } from '../lib/api-client';
import { publicConfigQueryOptions } from '../lib/public-config';
import { GuestOnlyRoute } from './guards/guest-only-route';
import { ListingRoute, PrivateRoute } from './guards/private-route';
import { profilePage } from './dashboard-profile';
import { lazyPage } from './lazy-page';
import { RootLayout } from './layouts/root-layout';
import { AppLoading } from './pages/app-loading';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from './pages/not-found-page';

/*
 * Paths match case-insensitively (React Router's default: no route sets `caseSensitive`), so the
 * navbar's /dashBoard, the footer's /Dashboard and /dashboard are the same page.
 *
 * Pages behind the sign-in, and the sign-in forms themselves, load their code on first use
 * (`lazy`), so a visitor's first load carries only the home page, the property list and a
 * listing's page (which the server renders too).
 */

/** Where a loader's reads go; the server's render waits for those it was handed (`track`). */
interface Prefetcher {
  client: QueryClient;
  track: (read: Promise<unknown>) => void;
  /** Whether the visitor may be signed in: a stored token, or on the server the hint cookie. */
  maySignIn: () => boolean;
}

/*
 * Loaders start a page's reads as soon as the router knows the page, before its first render
 * (and, for lazy pages, while their code loads), rather than when the components mount. They
 * never wait for the responses: the pages show their own loading states. On the server (the
 * server rendering of the public pages, entry-server.tsx) the render waits for them instead.
 */
function prefetchRoot({ client, track }: Prefetcher) {
  track(client.prefetchQuery(publicConfigQueryOptions));
  return null;
}

function prefetchHome({ client, track }: Prefetcher) {
  track(client.prefetchQuery(advertisedPropertiesQueryOptions));
  track(client.prefetchQuery(latestReviewsQueryOptions));
  return null;
}

/**
 * Reads a page's main response, then preloads the picture it names that will be the page's
 * largest paint, before the page renders the <img> (not when the response was already cached).
 */
function prefetchWithPicture<Data, Key extends QueryKey>(
  { client, track }: Prefetcher,
  options: FetchQueryOptions<Data, Error, Data, Key>,
  picture: (data: Data) => string | undefined,
  sizes: string,
) {
  const cached = client.getQueryData<Data>(options.queryKey) !== undefined;
  track(
    client.fetchQuery(options).then(
      (data) => {
        const src = picture(data);
        if (!cached && src) preloadPropertyImage(src, sizes);
      },
      // A failed read is the page's to show (its query keeps the error).
      () => undefined,
    ),
  );
}

function prefetchAllProperty(prefetcher: Prefetcher, { request }: LoaderFunctionArgs) {
  const options = propertiesQueryOptions(readSearch(new URL(request.url).searchParams));
  // The first card's picture.
  prefetchWithPicture(
    prefetcher,
    options,
    (page) => page.properties[0]?.property_image,
    CARD_IMAGE_SIZES,
  );
  return null;
}

/**
 * A listing's page and its reviews: read when the visitor may be signed in (a token), or when the
 * server says listing pages are public (PUBLIC_LISTINGS=1); otherwise the guard sends the visitor
 * to /login.
 */
function prefetchProperty(prefetcher: Prefetcher, { params, request }: LoaderFunctionArgs) {
  const id = params.id;
  if (!id) return null;
  const { client, track } = prefetcher;
  const readPage = () => {
    prefetchWithPicture(
      prefetcher,
      propertyQueryOptions(id),
      (property) => property.property_image,
      DETAIL_IMAGE_SIZES,
    );
    const reviewsPage = reviewsPageOf(new URL(request.url).searchParams);
    track(client.prefetchQuery(propertyReviewsQueryOptions(id, reviewsPage)));
  };
  if (prefetcher.maySignIn()) {
    readPage();
    return null;
  }
  // The reads it starts are tracked before this one settles, so the server's render waits for them.
  track(
    client.fetchQuery(publicConfigQueryOptions).then(
      (config) => {
        if (config.publicListings) readPage();
      },
      () => undefined,
    ),
  );
  return null;
}

/** The agents' and agencies' pages (CONTRACT.md section 14) and their reads: one chunk. */
const loadProfilePages = () => import('../features/agencies');

/**
 * An agent's or an agency's page, open to everyone and server-rendered. Its loader comes with its
 * code (the home page carries neither) and starts the page's reads before it renders; the
 * server's render waits for them.
 */
function profileRoute(prefetcher: Prefetcher, kind: 'agents' | 'agencies'): RouteObject {
  const page = lazyPage(loadProfilePages, (m) => (kind === 'agents' ? m.AgentPage : m.AgencyPage));
  return {
    path: `${kind}/:id`,
    lazy: async () => {
      const [loaded, pages] = await Promise.all([page(), loadProfilePages()]);
      return {
        ...loaded,
        loader: ({ params, request }: LoaderFunctionArgs) =>
          pages.prefetchProfilePage(prefetcher, kind, params.id ?? '', request.url),
      };
    },
  };
}

/**
 * The privacy notice and the accessibility statement (CONTRACT.md section 16): their code is one
 * chunk, and each page's long texts another per locale, loaded with the page (features/legal).
 */
const legalRoute = (path: 'privacy' | 'accessibility'): RouteObject => ({
  path,
  lazy: lazyPage(
    () => import('../features/legal').then((legal) => legal.legalPage(path)),
    (page) => page,
  ),
});

/** The dashboard's route, which its other pages join when they are first needed. */
export const DASHBOARD_ROUTE_ID = 'dashboard';

/** The dashboard's pages but the profile (at /dashboard), with the routes of every role. */
export const loadDashboardPages = () =>
  import('./dashboard-routes').then((module) => module.dashboardPages);

/**
 * The app's pages. `client` is the query cache the loaders fill: the browser's one, or one per
 * request on the server; `track` hears of every read a loader starts (the server waits for them);
 * `maySignIn` says whether the visitor holds a token (the server knows only the hint cookie).
 * `dashboardPages` (loadDashboardPages) are given by the server, which matches every path from the
 * start; the browser adds them on its first visit to one (router.tsx).
 */
export function createRoutes(
  client: QueryClient,
  track: (read: Promise<unknown>) => void = () => undefined,
  maySignIn: () => boolean = () => readToken() !== null,
  dashboardPages?: RouteObject[],
): RouteObject[] {
  const prefetcher: Prefetcher = { client, track, maySignIn };
  return [
    {
      path: '/',
      element: <RootLayout />,
      loader: () => prefetchRoot(prefetcher),
      // Only for failures of the layout itself; pages fail inside it (below) and keep the navbar.
      errorElement: <ErrorPage />,
      // Shown on a first visit to a lazy page while its code loads.
      hydrateFallbackElement: <AppLoading />,
      children: [
        {
          errorElement: <ErrorPage />,
          children: [
            { index: true, element: <HomePage />, loader: () => prefetchHome(prefetcher) },
            /*
             * The list and a listing's page load their code on first use too, so that the home
             * page does not carry it; where the server rendered one of them, the browser loads
             * its code before hydrating (main.tsx, `loadInitialPages`).
             */
            {
              path: 'allProperty',
              lazy: lazyPage(
                () => import('../features/properties/components/all-property-page'),
                (m) => m.AllPropertyPage,
              ),
              loader: (args) => prefetchAllProperty(prefetcher, args),
            },
            {
              // A public listing's page is server-rendered for a browser holding a token, and for
              // everyone with PUBLIC_LISTINGS=1.
              element: <ListingRoute />,
              children: [
                {
                  path: 'property/:id',
                  loader: (args) => prefetchProperty(prefetcher, args),
                  lazy: lazyPage(
                    () => import('../features/properties/components/property-detail-page'),
                    (m) => m.PropertyDetailPage,
                  ),
                },
              ],
            },
            profileRoute(prefetcher, 'agents'),
            profileRoute(prefetcher, 'agencies'),
            legalRoute('privacy'),
            legalRoute('accessibility'),
            {
              element: <PrivateRoute />,
              children: [
                {
                  id: DASHBOARD_ROUTE_ID,
                  path: 'dashboard',
                  lazy: lazyPage(
                    () => import('../features/dashboard/components/dashboard-layout'),
                    (m) => m.DashboardLayout,
                  ),
                  children: [{ index: true, ...profilePage }, ...(dashboardPages ?? [])],
                },
              ],
            },
            {
              element: <GuestOnlyRoute />,
              children: [
                {
                  path: 'login',
                  lazy: lazyPage(
                    () => import('../features/auth/components/login-page'),
                    (m) => m.LoginPage,
                  ),
                },
                {
                  path: 'register',
                  lazy: lazyPage(
                    () => import('../features/auth/components/register-page'),
                    (m) => m.RegisterPage,
                  ),
                },
              ],
            },
            // The account's e-mailed links and the way to ask for one (CONTRACT.md section 3):
            // open to everyone, signed in or not.
            {
              path: 'verify-email',
              lazy: lazyPage(
                () => import('../features/auth/components/verify-email-page'),
                (m) => m.VerifyEmailPage,
              ),
            },
            {
              path: 'forgot-password',
              lazy: lazyPage(
                () => import('../features/auth/components/forgot-password-page'),
                (m) => m.ForgotPasswordPage,
              ),
            },
            {
              path: 'reset-password',
              lazy: lazyPage(
                () => import('../features/auth/components/reset-password-page'),
                (m) => m.ResetPasswordPage,
              ),
            },
            // Where a Google or Facebook sign-in lands, in the popup or the whole window.
            {
              path: 'auth/complete',
              lazy: lazyPage(
                () => import('../features/auth/components/auth-complete-page'),
                (m) => m.AuthCompletePage,
              ),
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

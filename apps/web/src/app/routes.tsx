import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { agentRoutes } from '../features/agent/routes';
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
import type { DashboardPageHandle } from '../features/dashboard/components/dashboard-layout';
import { GuestOnlyRoute } from './guards/guest-only-route';
import { ListingRoute, PrivateRoute } from './guards/private-route';
import { lazyComponent, lazyPage } from './lazy-page';
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

const ProfilePage = lazyComponent(
  () => import('../features/dashboard/components/profile-page'),
  (m) => m.ProfilePage,
);

const MessagesPage = lazyComponent(
  () => import('../features/messages/components/messages-page'),
  (m) => m.MessagesPage,
);
/*
 * Two addresses of one page: it stays (with what was typed) from one to the other. The dashboard
 * shows a loading state in a page's place while the code of another page loads.
 */
const PROFILE_PAGE: DashboardPageHandle = { page: 'profile' };
const MESSAGES_PAGE: DashboardPageHandle = { page: 'messages' };

/**
 * Any signed-in user: profile, wishlist, offers, payment and own reviews (SPEC.md section 2),
 * messages and viewings (CONTRACT.md section 8), saved searches and notifications (section 9).
 */
const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    Component: ProfilePage,
    handle: PROFILE_PAGE,
  },
  {
    path: 'myProfile',
    Component: ProfilePage,
    handle: PROFILE_PAGE,
  },
  {
    path: 'wishList',
    Component: lazyComponent(
      () => import('../features/wishlist/components/wishlist-page'),
      (m) => m.WishlistPage,
    ),
  },
  {
    path: 'wishList/offer/:id',
    Component: lazyComponent(
      () => import('../features/offers/components/make-offer-page'),
      (m) => m.MakeOfferPage,
    ),
  },
  {
    path: 'propertyBought',
    Component: lazyComponent(
      () => import('../features/offers/components/property-bought-page'),
      (m) => m.PropertyBoughtPage,
    ),
  },
  {
    path: 'propertyBought/payment/:id',
    Component: lazyComponent(
      () => import('../features/payments/components/payment-page'),
      (m) => m.PaymentPage,
    ),
  },
  {
    path: 'myReview',
    Component: lazyComponent(
      () => import('../features/reviews/components/my-reviews-page'),
      (m) => m.MyReviewsPage,
    ),
  },
  {
    path: 'messages',
    Component: MessagesPage,
    handle: MESSAGES_PAGE,
  },
  {
    path: 'messages/:id',
    Component: MessagesPage,
    handle: MESSAGES_PAGE,
  },
  {
    path: 'viewings',
    Component: lazyComponent(
      () => import('../features/viewings/components/viewings-page'),
      (m) => m.ViewingsPage,
    ),
  },
  {
    path: 'savedSearches',
    Component: lazyComponent(
      () => import('../features/saved-searches/components/saved-searches-page'),
      (m) => m.SavedSearchesPage,
    ),
  },
  {
    path: 'notifications',
    Component: lazyComponent(
      () => import('../features/saved-searches/components/notifications-page'),
      (m) => m.NotificationsPage,
    ),
  },
  // Others are sent to /dashboard by the role guards (SPEC.md section 6), which load on first use
  // too: they ask the server for the role, with the response's schema.
  {
    Component: lazyComponent(
      () => import('./guards/role-route'),
      (m) => m.AgentOnlyRoute,
    ),
    children: agentRoutes,
  },
  {
    Component: lazyComponent(
      () => import('./guards/role-route'),
      (m) => m.AdminOnlyRoute,
    ),
    children: adminRoutes,
  },
];

/**
 * The app's pages. `client` is the query cache the loaders fill: the browser's one, or one per
 * request on the server; `track` hears of every read a loader starts (the server waits for them);
 * `maySignIn` says whether the visitor holds a token (the server knows only the hint cookie).
 */
export function createRoutes(
  client: QueryClient,
  track: (read: Promise<unknown>) => void = () => undefined,
  maySignIn: () => boolean = () => readToken() !== null,
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
            {
              element: <PrivateRoute />,
              children: [
                {
                  path: 'dashboard',
                  lazy: lazyPage(
                    () => import('../features/dashboard/components/dashboard-layout'),
                    (m) => m.DashboardLayout,
                  ),
                  children: dashboardRoutes,
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

import type { RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { agentRoutes } from '../features/agent/routes';
import { staffRoutes } from '../features/imports/routes';
import type { DashboardPageHandle } from '../features/dashboard/components/dashboard-layout';
import { profilePage } from './dashboard-profile';
import { lazyComponent } from './lazy-page';

/*
 * The dashboard's pages but its first (the profile, at /dashboard): the browser loads this table
 * when it first goes to another dashboard address (router.tsx, `patchRoutesOnNavigation`), so
 * that a visitor's first load does not carry the routes of every role. The server's render
 * matches with it from the start (entry-server.tsx).
 */

const MessagesPage = lazyComponent(
  () => import('../features/messages/components/messages-page'),
  (m) => m.MessagesPage,
);
/* Two addresses of one page, as the profile's (dashboard-profile.ts). */
const MESSAGES_PAGE: DashboardPageHandle = { page: 'messages' };

/**
 * Any signed-in user: profile, wishlist, offers, payment and own reviews (SPEC.md section 2),
 * messages and viewings (CONTRACT.md section 8), saved searches and notifications (section 9).
 */
export const dashboardPages: RouteObject[] = [
  { path: 'myProfile', ...profilePage },
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
  {
    Component: lazyComponent(
      () => import('./guards/role-route'),
      (m) => m.StaffOnlyRoute,
    ),
    children: staffRoutes,
  },
];

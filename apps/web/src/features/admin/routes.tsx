import type { RouteObject } from 'react-router';
import { lazyComponent, lazyStaffPage } from '../../app/lazy-page';
import { loadListingReportTexts } from '../../lib/listing-report-texts';

/**
 * Admin-only dashboard pages (relative to /dashboard); wrapped in RoleRoute role="admin".
 * Each page's code loads when it is first opened (the dashboard shows its loading state meanwhile).
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'manageProperties',
    Component: lazyComponent(
      () => import('./components/manage-properties-page'),
      (m) => m.ManagePropertiesPage,
    ),
  },
  {
    path: 'manageUsers',
    Component: lazyComponent(
      () => import('./components/manage-users-page'),
      (m) => m.ManageUsersPage,
    ),
  },
  {
    path: 'manageReviews',
    Component: lazyComponent(
      () => import('./components/manage-reviews-page'),
      (m) => m.ManageReviewsPage,
    ),
  },
  {
    path: 'advertiseProperty',
    Component: lazyComponent(
      () => import('./components/advertise-property-page'),
      (m) => m.AdvertisePropertyPage,
    ),
  },
  {
    path: 'reportedConversations',
    Component: lazyComponent(
      () => import('./components/reported-conversations-page'),
      (m) => m.ReportedConversationsPage,
    ),
  },
  // These show texts only agents' and admins' pages show (another locale's chunk).
  {
    path: 'manageAgencies',
    Component: lazyStaffPage(
      () => import('./components/manage-agencies-page'),
      (m) => m.ManageAgenciesPage,
    ),
  },
  {
    path: 'siteFigures',
    Component: lazyStaffPage(
      () => import('./components/site-figures-page'),
      (m) => m.SiteFiguresPage,
    ),
  },
  {
    path: 'listingReports',
    Component: lazyStaffPage(
      // With the report form's texts (the reasons' words), a part of their own.
      () =>
        Promise.all([import('./components/listing-reports-page'), loadListingReportTexts()]).then(
          ([page]) => page,
        ),
      (m) => m.ListingReportsPage,
    ),
  },
  {
    path: 'apiClients',
    Component: lazyStaffPage(
      () => import('./components/api-clients-page'),
      (m) => m.ApiClientsPage,
    ),
  },
];

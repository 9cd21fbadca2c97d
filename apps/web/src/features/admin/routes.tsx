import type { RouteObject } from 'react-router';

/**
 * Admin-only dashboard pages (relative to /dashboard); wrapped in RoleRoute role="admin".
 * Each page's code loads when it is first opened.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'manageProperties',
    lazy: async () => ({
      Component: (await import('./components/manage-properties-page')).ManagePropertiesPage,
    }),
  },
  {
    path: 'manageUsers',
    lazy: async () => ({
      Component: (await import('./components/manage-users-page')).ManageUsersPage,
    }),
  },
  {
    path: 'manageReviews',
    lazy: async () => ({
      Component: (await import('./components/manage-reviews-page')).ManageReviewsPage,
    }),
  },
  {
    path: 'advertiseProperty',
    lazy: async () => ({
      Component: (await import('./components/advertise-property-page')).AdvertisePropertyPage,
    }),
  },
  {
    path: 'reportedConversations',
    lazy: async () => ({
      Component: (await import('./components/reported-conversations-page'))
        .ReportedConversationsPage,
    }),
  },
];

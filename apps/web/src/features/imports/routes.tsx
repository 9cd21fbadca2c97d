import type { RouteObject } from 'react-router';
import { lazyStaffPage } from '../../app/lazy-page';

/**
 * Pages for agents and admins alike (relative to /dashboard); wrapped in a guard that lets both
 * through. Their texts are staff texts (build/locale-catalogues.ts' AGENT_PARTS).
 */
export const staffRoutes: RouteObject[] = [
  {
    path: 'importListings',
    Component: lazyStaffPage(
      () => import('./components/import-listings-page'),
      (m) => m.ImportListingsPage,
    ),
  },
];

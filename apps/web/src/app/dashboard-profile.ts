import type { DashboardPageHandle } from '../features/dashboard/components/dashboard-layout';
import { lazyComponent } from './lazy-page';

/*
 * The profile page, the dashboard's first: at /dashboard (in the app's first route table) and at
 * /dashboard/myProfile (dashboard-routes.tsx, loaded on first use). One component and one handle
 * for both addresses: the page stays (with what was typed) from one to the other, and the
 * dashboard shows a loading state in a page's place while the code of another page loads.
 */
export const profilePage = {
  Component: lazyComponent(
    () => import('../features/dashboard/components/profile-page'),
    (m) => m.ProfilePage,
  ),
  handle: { page: 'profile' } satisfies DashboardPageHandle,
};

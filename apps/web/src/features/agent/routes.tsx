import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../app/lazy-page';

/**
 * Agent-only dashboard pages (relative to /dashboard); wrapped in RoleRoute role="agent".
 * Each page's code loads when it is first opened (the dashboard shows its loading state meanwhile).
 */
export const agentRoutes: RouteObject[] = [
  {
    path: 'addProperty',
    Component: lazyComponent(
      () => import('./components/add-property-page'),
      (m) => m.AddPropertyPage,
    ),
  },
  {
    path: 'myAddedProperty',
    Component: lazyComponent(
      () => import('./components/my-added-property-page'),
      (m) => m.MyAddedPropertyPage,
    ),
  },
  {
    path: 'myAddedProperty/updateMyAddedProperty/:id',
    Component: lazyComponent(
      () => import('./components/update-property-page'),
      (m) => m.UpdatePropertyPage,
    ),
  },
  {
    path: 'requestProperty',
    Component: lazyComponent(
      () => import('./components/requested-property-page'),
      (m) => m.RequestedPropertyPage,
    ),
  },
  {
    path: 'mySoldProperty',
    Component: lazyComponent(
      () => import('./components/my-sold-property-page'),
      (m) => m.MySoldPropertyPage,
    ),
  },
];

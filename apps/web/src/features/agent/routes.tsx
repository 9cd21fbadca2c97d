import type { RouteObject } from 'react-router';
import { lazyStaffPage } from '../../app/lazy-page';

/** An agent's page, loaded with the texts only the agent's pages show (another locale's chunk). */
const agentPage = lazyStaffPage;

/**
 * Agent-only dashboard pages (relative to /dashboard); wrapped in RoleRoute role="agent".
 * Each page's code and texts load when it is first opened (the dashboard shows its loading state
 * meanwhile).
 */
export const agentRoutes: RouteObject[] = [
  {
    path: 'addProperty',
    Component: agentPage(
      () => import('./components/add-property-page'),
      (m) => m.AddPropertyPage,
    ),
  },
  {
    path: 'myAddedProperty',
    Component: agentPage(
      () => import('./components/my-added-property-page'),
      (m) => m.MyAddedPropertyPage,
    ),
  },
  {
    path: 'myAddedProperty/updateMyAddedProperty/:id',
    Component: agentPage(
      () => import('./components/update-property-page'),
      (m) => m.UpdatePropertyPage,
    ),
  },
  {
    path: 'requestProperty',
    Component: agentPage(
      () => import('./components/requested-property-page'),
      (m) => m.RequestedPropertyPage,
    ),
  },
  {
    path: 'mySoldProperty',
    Component: agentPage(
      () => import('./components/my-sold-property-page'),
      (m) => m.MySoldPropertyPage,
    ),
  },
  {
    path: 'listingFigures',
    Component: agentPage(
      () => import('./components/listing-figures-page'),
      (m) => m.ListingFiguresPage,
    ),
  },
];

import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../app/lazy-page';
import { loadAgentTexts } from '../../lib/i18n';

/** An agent's page, loaded with the texts only the agent's pages show (another locale's chunk). */
const agentPage = <Module,>(load: () => Promise<Module>, page: (module: Module) => ComponentType) =>
  lazyComponent(async () => (await Promise.all([load(), loadAgentTexts()]))[0], page);

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
];

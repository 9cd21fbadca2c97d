import type { RouteObject } from 'react-router';

/**
 * Agent-only dashboard pages (relative to /dashboard); wrapped in RoleRoute role="agent".
 * Each page's code loads when it is first opened.
 */
export const agentRoutes: RouteObject[] = [
  {
    path: 'addProperty',
    lazy: async () => ({
      Component: (await import('./components/add-property-page')).AddPropertyPage,
    }),
  },
  {
    path: 'myAddedProperty',
    lazy: async () => ({
      Component: (await import('./components/my-added-property-page')).MyAddedPropertyPage,
    }),
  },
  {
    path: 'myAddedProperty/updateMyAddedProperty/:id',
    lazy: async () => ({
      Component: (await import('./components/update-property-page')).UpdatePropertyPage,
    }),
  },
  {
    path: 'requestProperty',
    lazy: async () => ({
      Component: (await import('./components/requested-property-page')).RequestedPropertyPage,
    }),
  },
  {
    path: 'mySoldProperty',
    lazy: async () => ({
      Component: (await import('./components/my-sold-property-page')).MySoldPropertyPage,
    }),
  },
];

import type { RouteObject } from 'react-router';

/** Admin-only dashboard pages (relative to /dashboard); wrapped in RoleRoute role="admin". */
export const adminRoutes: RouteObject[] = [];

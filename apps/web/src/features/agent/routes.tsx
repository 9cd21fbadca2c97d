import type { RouteObject } from 'react-router';

/** Agent-only dashboard pages (relative to /dashboard); wrapped in RoleRoute role="agent". */
export const agentRoutes: RouteObject[] = [];

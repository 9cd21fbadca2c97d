import { Navigate, Outlet } from 'react-router';
import type { UserRole } from '@elite/shared';
import { TableSkeleton } from '../../components/ui/states';
import { useUserRole } from '../../lib/auth-api/get-user-role';
import { useAuth } from '../../lib/auth';
import { useLingui } from '../../lib/i18n';

/**
 * Lets only the given role through; everyone else goes to /dashboard (SPEC.md section 6).
 * The server refuses these calls anyway: this guard is for comfort.
 */
export function RoleRoute({ role }: { role: UserRole | readonly UserRole[] }) {
  const { _ } = useLingui();
  const { user } = useAuth();
  const { data, isPending, isError } = useUserRole(user?.email);
  if (isPending) return <TableSkeleton label={_('app.checkingRole')} />;
  const allowed: readonly UserRole[] = typeof role === 'string' ? [role] : role;
  if (isError || !allowed.includes(data.role)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** The agent pages' guard, for the route table (which loads it with the dashboard's code). */
export function AgentOnlyRoute() {
  return <RoleRoute role="agent" />;
}

const STAFF: readonly UserRole[] = ['agent', 'admin'];

/** The guard of the pages agents and admins both use (features/imports). */
export function StaffOnlyRoute() {
  return <RoleRoute role={STAFF} />;
}

/** The admin pages' guard, for the route table (which loads it with the dashboard's code). */
export function AdminOnlyRoute() {
  return <RoleRoute role="admin" />;
}

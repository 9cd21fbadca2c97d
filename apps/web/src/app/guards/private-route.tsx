import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../../components/ui/skeleton';
import { useAuth } from '../../lib/auth';
import type { ReturnState } from '../../lib/return-path';

/** Lets signed-in users through; sends everyone else to /login, remembering where they were going. */
export function PrivateRoute() {
  const { user, loading } = useAuth();
  const location = useLocation();

  if (user) return <Outlet />;
  if (loading) return <PageSkeleton label="Checking your sign-in…" />;
  const state: ReturnState = { from: location };
  return <Navigate to="/login" state={state} replace />;
}

import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth';
import { returnPathFrom } from '../../lib/return-path';

/** /login and /register: a signed-in user has nothing to do there and goes on (or home). */
export function GuestOnlyRoute() {
  const { user } = useAuth();
  const location = useLocation();

  if (user) return <Navigate to={returnPathFrom(location.state)} replace />;
  return <Outlet />;
}

import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../../components/ui/skeleton';
import { ListingSignIn } from '../../features/properties/components/property-detail-sign-in';
import { useAuth } from '../../lib/auth';
import { useLingui } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/public-config';
import type { ReturnState } from '../../lib/return-path';

interface PrivateRouteProps {
  /**
   * Shows the page while a stored sign-in is being checked instead of waiting for the check: for
   * pages whose content anyone may read from the API (a public listing), so that they can be
   * server-rendered for a browser holding a token. A refused token still ends at /login.
   */
  showWhileChecking?: boolean;
}

/** Lets signed-in users through; sends everyone else to /login, remembering where they were going. */
export function PrivateRoute({ showWhileChecking = false }: PrivateRouteProps) {
  const { _ } = useLingui();
  const { status, busy } = useAuth();
  const location = useLocation();

  if (status === 'signed-in' || (showWhileChecking && status === 'checking')) return <Outlet />;
  // Checking a stored sign-in, or signing in or out: the outcome decides where to go.
  if (status === 'checking' || busy) return <PageSkeleton label={_('app.checkingSignIn')} />;
  const state: ReturnState = { from: location };
  return <Navigate to="/login" state={state} replace />;
}

/**
 * A listing's page: open to everyone when the server says listing pages are public
 * (PUBLIC_LISTINGS=1, from /api/config), otherwise signed in only as SPEC.md says, shown while a
 * stored sign-in is checked (it may be server-rendered for a browser holding a token). A
 * signed-out visitor is told why, with the listing's share card, and signs in back to it.
 */
export function ListingRoute() {
  const { _ } = useLingui();
  const config = usePublicConfig();
  const { status, busy } = useAuth();
  if (config.data?.publicListings) return <Outlet />;
  // Until the server has said, a signed-out visitor is not sent away.
  if (config.isPending && status === 'signed-out')
    return <PageSkeleton label={_('app.loadingProperty')} />;
  if (status === 'signed-out' && !busy) return <ListingSignIn />;
  return <PrivateRoute showWhileChecking />;
}

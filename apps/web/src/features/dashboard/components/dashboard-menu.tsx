import { NavLink, useLocation } from 'react-router';
import type { UserRole } from '@elite/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/states';
import { useUserRole } from '../../../lib/auth-api/get-user-role';
import { useAuth } from '../../../lib/auth';
import { useLingui } from '../../../lib/i18n';

type MenuLabel =
  | 'dashboard.myProfile'
  | 'dashboard.wishList'
  | 'dashboard.propertyBought'
  | 'dashboard.myReviews'
  | 'dashboard.messages'
  | 'dashboard.viewings'
  | 'dashboard.savedSearches'
  | 'dashboard.notifications'
  | 'dashboard.agentProfile'
  | 'dashboard.addProperty'
  | 'dashboard.myAddedProperty'
  | 'dashboard.mySoldProperty'
  | 'dashboard.requestedProperty'
  | 'dashboard.listingFigures'
  | 'dashboard.importListings'
  | 'dashboard.manageProperties'
  | 'dashboard.manageUsers'
  | 'dashboard.manageReviews'
  | 'dashboard.advertiseProperty'
  | 'dashboard.reportedConversations'
  | 'dashboard.manageAgencies'
  | 'dashboard.siteFigures'
  | 'dashboard.listingReports'
  | 'dashboard.apiClients';

interface MenuItem {
  /** Relative to /dashboard, as SPEC.md section 2 lists them (and issue 21's pages after them). */
  path: string;
  /** The key of its text. */
  label: MenuLabel;
}

const userMenu: MenuItem[] = [
  { path: 'myProfile', label: 'dashboard.myProfile' },
  { path: 'wishList', label: 'dashboard.wishList' },
  { path: 'propertyBought', label: 'dashboard.propertyBought' },
  { path: 'myReview', label: 'dashboard.myReviews' },
  { path: 'messages', label: 'dashboard.messages' },
  { path: 'viewings', label: 'dashboard.viewings' },
  { path: 'savedSearches', label: 'dashboard.savedSearches' },
  { path: 'notifications', label: 'dashboard.notifications' },
];

const agentMenu: MenuItem[] = [
  { path: 'myProfile', label: 'dashboard.agentProfile' },
  { path: 'addProperty', label: 'dashboard.addProperty' },
  { path: 'myAddedProperty', label: 'dashboard.myAddedProperty' },
  { path: 'mySoldProperty', label: 'dashboard.mySoldProperty' },
  { path: 'requestProperty', label: 'dashboard.requestedProperty' },
  { path: 'listingFigures', label: 'dashboard.listingFigures' },
  { path: 'importListings', label: 'dashboard.importListings' },
  // What any signed-in user may use: agents buy, save and review homes of other agents too.
  { path: 'wishList', label: 'dashboard.wishList' },
  { path: 'propertyBought', label: 'dashboard.propertyBought' },
  { path: 'myReview', label: 'dashboard.myReviews' },
  { path: 'messages', label: 'dashboard.messages' },
  { path: 'viewings', label: 'dashboard.viewings' },
  { path: 'savedSearches', label: 'dashboard.savedSearches' },
  { path: 'notifications', label: 'dashboard.notifications' },
];

const adminMenu: MenuItem[] = [
  { path: 'myProfile', label: 'dashboard.myProfile' },
  { path: 'manageProperties', label: 'dashboard.manageProperties' },
  { path: 'manageUsers', label: 'dashboard.manageUsers' },
  { path: 'manageReviews', label: 'dashboard.manageReviews' },
  { path: 'advertiseProperty', label: 'dashboard.advertiseProperty' },
  { path: 'reportedConversations', label: 'dashboard.reportedConversations' },
  { path: 'manageAgencies', label: 'dashboard.manageAgencies' },
  { path: 'siteFigures', label: 'dashboard.siteFigures' },
  { path: 'listingReports', label: 'dashboard.listingReports' },
  { path: 'apiClients', label: 'dashboard.apiClients' },
  { path: 'importListings', label: 'dashboard.importListings' },
  // What any signed-in user may use, admins included.
  { path: 'wishList', label: 'dashboard.wishList' },
  { path: 'propertyBought', label: 'dashboard.propertyBought' },
  { path: 'myReview', label: 'dashboard.myReviews' },
  { path: 'messages', label: 'dashboard.messages' },
  { path: 'viewings', label: 'dashboard.viewings' },
  { path: 'savedSearches', label: 'dashboard.savedSearches' },
  { path: 'notifications', label: 'dashboard.notifications' },
];

/** SPEC.md: user and agent have their menus; any other role value gets the admin menu. */
export function menuFor(role: UserRole): MenuItem[] {
  if (role === 'user') return userMenu;
  if (role === 'agent') return agentMenu;
  return adminMenu;
}

const roleMenuTitles: Record<UserRole, string> = {
  user: 'dashboard.buyerMenu',
  agent: 'dashboard.agentMenu',
  admin: 'dashboard.adminMenu',
};

// No fade between states: the active colours are right as soon as the page changes.
const linkClass = 'transition-none';
const activeClass = `${linkClass} menu-active font-semibold`;

/** The signed-in user's role menu; a placeholder while the role loads. */
export function DashboardMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { _ } = useLingui();
  const { user } = useAuth();
  const role = useUserRole(user?.email);
  // The dashboard's index is the profile too.
  const atIndex = /^\/dashboard\/?$/i.test(useLocation().pathname);

  if (role.isPending) {
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-3 p-2">
        <span className="sr-only">{_('dashboard.loadingMenu')}</span>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
    );
  }
  if (role.isError) return <ErrorState error={role.error} onRetry={() => void role.refetch()} />;

  return (
    <div className="flex flex-col gap-2">
      <p className="text-base-content/80 px-4 pt-2 text-xs font-semibold tracking-wide uppercase">
        {_(roleMenuTitles[role.data.role])}
      </p>
      <ul className="menu w-full gap-1 p-0">
        {menuFor(role.data.role).map((item) => (
          <li key={item.path}>
            <NavLink
              to={`/dashboard/${item.path}`}
              className={({ isActive }) =>
                isActive || (atIndex && item.path === 'myProfile') ? activeClass : linkClass
              }
              onClick={onNavigate}
            >
              {_(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

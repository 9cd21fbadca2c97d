import { NavLink, useLocation } from 'react-router';
import type { UserRole } from '@elite/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/states';
import { useUserRole } from '../../../lib/auth-api/get-user-role';
import { useAuth } from '../../../lib/auth';

interface MenuItem {
  /** Relative to /dashboard, as SPEC.md section 2 lists them (and issue 21's pages after them). */
  path: string;
  label: string;
}

const userMenu: MenuItem[] = [
  { path: 'myProfile', label: 'My Profile' },
  { path: 'wishList', label: 'WishList' },
  { path: 'propertyBought', label: 'Property Bought' },
  { path: 'myReview', label: 'My Reviews' },
  { path: 'messages', label: 'Messages' },
  { path: 'viewings', label: 'Viewings' },
  { path: 'savedSearches', label: 'Saved Searches' },
  { path: 'notifications', label: 'Notifications' },
];

const agentMenu: MenuItem[] = [
  { path: 'myProfile', label: 'Agent Profile' },
  { path: 'addProperty', label: 'Add Property' },
  { path: 'myAddedProperty', label: 'My Added Property' },
  { path: 'mySoldProperty', label: 'My Sold Property' },
  { path: 'requestProperty', label: 'Requested Property' },
  // What any signed-in user may use: agents buy, save and review homes of other agents too.
  { path: 'wishList', label: 'WishList' },
  { path: 'propertyBought', label: 'Property Bought' },
  { path: 'myReview', label: 'My Reviews' },
  { path: 'messages', label: 'Messages' },
  { path: 'viewings', label: 'Viewings' },
  { path: 'savedSearches', label: 'Saved Searches' },
  { path: 'notifications', label: 'Notifications' },
];

const adminMenu: MenuItem[] = [
  { path: 'myProfile', label: 'My Profile' },
  { path: 'manageProperties', label: 'Manage Properties' },
  { path: 'manageUsers', label: 'Manage Users' },
  { path: 'manageReviews', label: 'Manage Reviews' },
  { path: 'advertiseProperty', label: 'Advertise Property' },
  { path: 'reportedConversations', label: 'Reported Conversations' },
  // What any signed-in user may use, admins included.
  { path: 'wishList', label: 'WishList' },
  { path: 'propertyBought', label: 'Property Bought' },
  { path: 'myReview', label: 'My Reviews' },
  { path: 'messages', label: 'Messages' },
  { path: 'viewings', label: 'Viewings' },
  { path: 'savedSearches', label: 'Saved Searches' },
  { path: 'notifications', label: 'Notifications' },
];

/** SPEC.md: user and agent have their menus; any other role value gets the admin menu. */
export function menuFor(role: UserRole): MenuItem[] {
  if (role === 'user') return userMenu;
  if (role === 'agent') return agentMenu;
  return adminMenu;
}

const roleTitles: Record<UserRole, string> = {
  user: 'Buyer',
  agent: 'Agent',
  admin: 'Admin',
};

// No fade between states: the active colours are right as soon as the page changes.
const linkClass = 'transition-none';
const activeClass = `${linkClass} menu-active font-semibold`;

/** The signed-in user's role menu; a placeholder while the role loads. */
export function DashboardMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const role = useUserRole(user?.email);
  // The dashboard's index is the profile too.
  const atIndex = /^\/dashboard\/?$/i.test(useLocation().pathname);

  if (role.isPending) {
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-3 p-2">
        <span className="sr-only">Loading your menu…</span>
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
        {roleTitles[role.data.role]} menu
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
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

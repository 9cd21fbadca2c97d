import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useLingui } from '../../../lib/i18n';
import { DashboardMenu } from './dashboard-menu';

/** A dashboard route's `handle`: routes naming the same `page` are one page at two addresses. */
export interface DashboardPageHandle {
  page: string;
}

/**
 * Which page the dashboard shows: the deepest route's `page`, else the route itself. A new one
 * gets a loading state of its own while its code loads (see the <Suspense> below).
 */
function useShownPage(): string {
  const leaf = useMatches().at(-1);
  const handle = leaf?.handle as Partial<DashboardPageHandle> | undefined;
  return handle?.page ?? leaf?.id ?? '';
}

const COLLAPSED_KEY = 'dashboard-sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

const MENU_ICON = 'M4 6h16M4 12h16M4 18h16';
const CLOSE_ICON = 'M6 6l12 12M18 6L6 18';

function LineIcon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}

/**
 * The dashboard: the role menu in a sidebar that can be hidden on wide screens and slides in as
 * a drawer (a modal dialog: focus kept inside, Escape closes) on narrow ones, beside the page.
 * While a page's code loads, the menu and the header stay, with a loading state in its place.
 */
export function DashboardLayout() {
  const { _ } = useLingui();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const drawer = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const shownPage = useShownPage();

  const toggleSidebar = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  };

  const closeDrawer = useCallback(() => drawer.current?.close(), []);

  // A page change (a menu link, Back) closes the drawer.
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  return (
    <div className="flex items-start gap-8">
      <aside
        id="dashboard-sidebar"
        aria-label={_('dashboard.menu')}
        hidden={collapsed}
        className="border-base-300 bg-base-200 rounded-box sticky top-[calc(var(--spacing-navbar)+1rem)] hidden w-64 shrink-0 border p-3 lg:block"
      >
        <nav aria-label={_('dashboard.dashboard')}>
          <DashboardMenu />
        </nav>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col gap-6">
        <div className="flex items-center gap-2">
          <button
            type="button"
            className="btn btn-outline btn-sm lg:hidden"
            aria-haspopup="dialog"
            onClick={() => drawer.current?.showModal()}
          >
            <LineIcon path={MENU_ICON} />
            {_('dashboard.menu')}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm hidden lg:inline-flex"
            aria-controls="dashboard-sidebar"
            aria-expanded={!collapsed}
            onClick={toggleSidebar}
          >
            <LineIcon path={MENU_ICON} />
            {collapsed ? _('dashboard.showMenu') : _('dashboard.hideMenu')}
          </button>
        </div>
        {/* Keyed by the page: a page still loading shows the loading state at once, rather than
            the page before it staying up (the router moves on in a transition). */}
        <Suspense key={shownPage} fallback={<PageSkeleton label={_('dashboard.loadingPage')} />}>
          <Outlet />
        </Suspense>
      </div>

      <dialog ref={drawer} className="modal modal-start lg:hidden" aria-labelledby="drawer-title">
        <div className="modal-box flex w-72 max-w-[85vw] flex-col gap-4 p-4">
          <div className="flex items-center justify-between">
            <h2 id="drawer-title" className="text-lg font-bold">
              {_('dashboard.dashboard')}
            </h2>
            <button
              type="button"
              className="btn btn-ghost btn-sm btn-circle"
              aria-label={_('dashboard.closeMenu')}
              onClick={closeDrawer}
            >
              <LineIcon path={CLOSE_ICON} />
            </button>
          </div>
          <nav aria-label={_('dashboard.dashboard')}>
            <DashboardMenu onNavigate={closeDrawer} />
          </nav>
        </div>
        <form method="dialog" className="modal-backdrop">
          <button type="submit" tabIndex={-1}>
            {_('dashboard.close')}
          </button>
        </form>
      </dialog>
    </div>
  );
}

import { useCallback, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { UnreadMessagesLink } from '../../features/messages';
import { NotificationsLink } from '../../features/saved-searches';
import { useAuth } from '../../lib/auth';
import { useSiteName } from '../../lib/public-config';
import { useDismiss } from '../../lib/use-dismiss';
import { MenuLanguages, NavbarLanguages } from './language-switcher';
import { useLingui } from '../../lib/i18n';

const mainLinks = [
  { to: '/', label: 'nav.home' },
  { to: '/allProperty', label: 'nav.allProperty' },
  { to: '/dashBoard', label: 'nav.dashBoard' },
] as const;

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return isActive ? 'menu-active font-semibold' : '';
}

function NavLinks({ signedIn, onNavigate }: { signedIn: boolean; onNavigate?: () => void }) {
  const { _ } = useLingui();
  return (
    <>
      {mainLinks.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === '/'} className={navLinkClass} onClick={onNavigate}>
            {_(link.label)}
          </NavLink>
        </li>
      ))}
      {!signedIn && (
        <li>
          <NavLink to="/login" className={navLinkClass} onClick={onNavigate}>
            {_('nav.login')}
          </NavLink>
        </li>
      )}
    </>
  );
}

/** The hamburger menu that holds the links below the large breakpoint. */
function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useDismiss(open, close, container, trigger);

  return (
    <div ref={container} className="relative lg:hidden">
      <button
        ref={trigger}
        type="button"
        className="btn btn-ghost btn-square"
        aria-label={_('nav.navigation')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg
          xmlns="http://www.w3.org/2000/svg"
          className="size-6"
          fill="none"
          viewBox="0 0 24 24"
          stroke="currentColor"
          aria-hidden="true"
        >
          {open ? (
            <path strokeLinecap="round" strokeWidth={2} d="M6 6l12 12M18 6L6 18" />
          ) : (
            <path strokeLinecap="round" strokeWidth={2} d="M4 6h16M4 12h16M4 18h16" />
          )}
        </svg>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="menu bg-base-100 rounded-box border-base-300 absolute start-0 z-40 mt-2 w-56 border p-2 shadow-lg"
      >
        <NavLinks signedIn={signedIn} onNavigate={close} />
        <MenuLanguages />
      </ul>
    </div>
  );
}

/** The signed-in user's avatar, with a dropdown holding their name and the Log out button. */
function AccountMenu() {
  const { _ } = useLingui();
  const { user, busy, logout } = useAuth();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const tooltipId = useId();
  useDismiss(open, close, container, trigger);

  if (!user) return null;
  const name = user.displayName || user.email;

  return (
    <div ref={container} className="relative">
      <div className={open ? undefined : 'tooltip tooltip-left rtl:tooltip-right'}>
        <div id={tooltipId} role="tooltip" className={open ? 'sr-only' : 'tooltip-content'}>
          {name}
        </div>
        <button
          ref={trigger}
          type="button"
          className="btn btn-ghost btn-circle"
          aria-label={_('nav.accountMenu', { name })}
          aria-describedby={tooltipId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <Avatar name={name} photoURL={user.photoURL} className="size-10" />
        </button>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="bg-base-100 rounded-box border-base-300 absolute end-0 z-40 mt-2 w-64 border p-4 shadow-lg"
      >
        <p className="truncate font-semibold">{name}</p>
        {user.displayName && <p className="text-base-content/70 truncate text-sm">{user.email}</p>}
        <button
          type="button"
          className="btn btn-error btn-sm mt-4 w-full"
          disabled={busy}
          onClick={() => {
            close();
            void logout();
          }}
        >
          {busy && <Spinner size="xs" />}
          {_('nav.logOut')}
        </button>
      </div>
    </div>
  );
}

export function Navbar() {
  const { user, status, busy } = useAuth();
  // No Login link for a visitor whose stored sign-in is still being checked.
  const signedIn = status !== 'signed-out';
  const siteName = useSiteName();
  const { _ } = useLingui();

  return (
    <header className="border-base-300 bg-base-100 sticky top-0 z-30 border-b">
      <nav
        aria-label={_('nav.main')}
        className="navbar h-navbar mx-auto max-w-[1600px] gap-2 px-2 sm:px-4"
      >
        <div className="navbar-start gap-1">
          <MobileMenu signedIn={signedIn} />
          <Link
            to="/"
            className="btn btn-ghost text-primary px-2 text-lg font-bold whitespace-nowrap sm:text-xl"
          >
            {siteName}
          </Link>
        </div>
        <div className="navbar-center hidden lg:flex">
          <ul className="menu menu-horizontal gap-1 px-1">
            <NavLinks signedIn={signedIn} />
          </ul>
        </div>
        <div className="navbar-end gap-2">
          <NavbarLanguages />
          {user ? (
            <>
              <NotificationsLink signedIn />
              <UnreadMessagesLink signedIn />
              <AccountMenu />
            </>
          ) : status === 'checking' || busy ? (
            <Skeleton className="size-10 rounded-full" />
          ) : (
            <>
              <Link to="/login" className="btn btn-outline btn-primary btn-sm sm:btn-md">
                {_('nav.login')}
              </Link>
              <Link to="/register" className="btn btn-primary btn-sm sm:btn-md">
                {_('nav.register')}
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}

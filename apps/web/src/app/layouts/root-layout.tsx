import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { useLingui } from '../../lib/i18n';

/** A thin bar at the top while the router loads the next page's code. */
function NavigationProgress() {
  const navigation = useNavigation();
  const { _ } = useLingui();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={_('nav.loadingPage')}
      className="fixed inset-x-0 top-0 z-50 h-1"
    >
      <div className="bg-primary h-full w-1/3 animate-pulse" />
    </div>
  );
}

export function RootLayout() {
  const { _ } = useLingui();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        // Shown in the page's flow above the navbar when focused, so it covers nothing.
        className="btn btn-primary btn-sm sr-only focus:not-sr-only focus:m-2 focus:self-start"
      >
        {_('nav.skipToContent')}
      </a>
      <NavigationProgress />
      <Navbar />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-[calc(100vh-var(--spacing-navbar))] w-full max-w-[1600px] px-4 py-8 focus:outline-none sm:px-6 lg:px-8"
      >
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

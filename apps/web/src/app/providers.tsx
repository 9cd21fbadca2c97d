import { useCallback, useEffect } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { queryClient } from '../lib/query-client';
import type { ReturnState } from '../lib/return-path';
import { AppShell } from './app-shell';
import { renderedSignedIn } from './router';

export function App({ router }: { router: DataRouter }) {
  /** After the server refused the token (SPEC.md section 6): to /login, then back where the user was. */
  const goToLogin = useCallback(() => {
    const { location } = router.state;
    if (location.pathname.toLowerCase() === '/login') return;
    const state: ReturnState = { from: location };
    void router.navigate('/login', { replace: true, state });
  }, [router]);

  // Marks the page as taken over by the app (the browser tests wait for it on pages the server
  // rendered: before it, a click reaches plain HTML).
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <AppShell client={queryClient} onSessionEnded={goToLogin} signedInHint={renderedSignedIn}>
      <RouterProvider router={router} />
    </AppShell>
  );
}

import { startTransition, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import type { ReturnState } from '../lib/return-path';
import { AppShell } from './app-shell';
import { appRouter, renderedOnServer, renderedSignedIn } from './router';

/** After the server refused the token (SPEC.md section 6): to /login, then back where the user was. */
function goToLogin() {
  const router = appRouter();
  const { location } = router.state;
  if (location.pathname.toLowerCase() === '/login') return;
  const state: ReturnState = { from: location };
  void router.navigate('/login', { replace: true, state });
}

export function App() {
  // A server-rendered page is first hydrated as the server rendered it; then what only the browser knows is
  // rendered, in a transition (lib/use-hydrated.ts).
  const [hydrated, setHydrated] = useState(!renderedOnServer);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  // Marks the page as hydrated, so interactive (the browser tests wait for it on pages the server
  // rendered: before it, a click reaches plain HTML).
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.ready = 'true';
  }, [hydrated]);
  return (
    <AppShell
      client={queryClient}
      onSessionEnded={goToLogin}
      signedInHint={renderedSignedIn}
      hydrated={hydrated}
    >
      <RouterProvider router={appRouter()} />
    </AppShell>
  );
}

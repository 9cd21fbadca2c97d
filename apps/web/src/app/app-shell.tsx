import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../lib/i18n';
import { AuthProvider } from '../lib/auth';
import { HydratedContext } from '../lib/use-hydrated';

/*
 * Toasts follow an action, never the first paint: their library (and the app's rules for them)
 * load once the page is in the browser's hands, outside the first page's JavaScript. A toast
 * raised before the container is there waits for it (react-toastify queues it).
 */
const loadToasts = () => import('../lib/toasts');
const ToastContainer = lazy(async () => ({ default: (await loadToasts()).ToastContainer }));

interface AppShellProps {
  client: QueryClient;
  /** After the server refused the token (SPEC.md section 6). */
  onSessionEnded?: () => void;
  /** The server rendered the page for a browser holding a token (lib/auth.tsx). */
  signedInHint?: boolean;
  /** Whether the browser has taken the page over (lib/use-hydrated.ts); false on the server. */
  hydrated: boolean;
  /** The router: the browser's, or the server's static one for server rendering. */
  children: ReactNode;
}

/** What every page sits in, in the browser and in the server's render alike. */
export function AppShell({
  client,
  onSessionEnded,
  signedInHint,
  hydrated,
  children,
}: AppShellProps) {
  useEffect(() => {
    if (!hydrated) return;
    let stop: (() => void) | undefined;
    let left = false;
    void loadToasts().then(({ keepToastsTidy }) => {
      if (!left) stop = keepToastsTidy();
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [hydrated]);
  return (
    <HydratedContext value={hydrated}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <AuthProvider onSessionEnded={onSessionEnded} signedInHint={signedInHint}>
            {children}
          </AuthProvider>
          {hydrated && (
            <Suspense fallback={null}>
              <ToastContainer position="top-right" autoClose={5000} />
            </Suspense>
          )}
        </QueryClientProvider>
      </I18nProvider>
    </HydratedContext>
  );
}

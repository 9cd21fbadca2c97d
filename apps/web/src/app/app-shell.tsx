import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../lib/i18n';
import { AuthProvider } from '../lib/auth';
import { onToastsWanted, TOAST_TRIGGERS, wantToasts } from '../lib/toast-demand';
import { HydratedContext } from '../lib/use-hydrated';

/*
 * Toasts follow an action, never the first paint: their library (and the app's rules for them)
 * load when first wanted (lib/toast-demand.ts: the visitor's first click, key or submit, or a
 * page whose code loads on first use), outside the first page's JavaScript. A toast raised
 * before the container is there waits for it (react-toastify queues it).
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
  const [toasts, setToasts] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    const options = { capture: true, passive: true } as const;
    for (const type of TOAST_TRIGGERS) window.addEventListener(type, wantToasts, options);
    const stopWaiting = onToastsWanted(() => setToasts(true));
    return () => {
      stopWaiting();
      for (const type of TOAST_TRIGGERS) window.removeEventListener(type, wantToasts, options);
    };
  }, [hydrated]);
  useEffect(() => {
    if (!toasts) return;
    let stop: (() => void) | undefined;
    let left = false;
    void loadToasts().then(({ keepToastsTidy }) => {
      if (!left) stop = keepToastsTidy();
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [toasts]);
  return (
    <HydratedContext value={hydrated}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <AuthProvider onSessionEnded={onSessionEnded} signedInHint={signedInHint}>
            {children}
          </AuthProvider>
          {hydrated && toasts && (
            <Suspense fallback={null}>
              <ToastContainer position="top-right" autoClose={5000} />
            </Suspense>
          )}
        </QueryClientProvider>
      </I18nProvider>
    </HydratedContext>
  );
}

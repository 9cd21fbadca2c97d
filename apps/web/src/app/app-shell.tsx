import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify/unstyled';
import { AuthProvider } from '../lib/auth';
import { keepToastsTidy } from '../lib/toasts';
import { HydratedContext } from '../lib/use-hydrated';

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
  useEffect(() => keepToastsTidy(), []);
  return (
    <HydratedContext value={hydrated}>
      <QueryClientProvider client={client}>
        <AuthProvider onSessionEnded={onSessionEnded} signedInHint={signedInHint}>
          {children}
        </AuthProvider>
        <ToastContainer position="top-right" autoClose={5000} />
      </QueryClientProvider>
    </HydratedContext>
  );
}

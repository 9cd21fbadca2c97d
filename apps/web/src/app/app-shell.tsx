import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import { AuthProvider } from '../lib/auth';

interface AppShellProps {
  client: QueryClient;
  /** After the server refused the token (SPEC.md section 6). */
  onSessionEnded?: () => void;
  /** The router: the browser's, or the server's static one for a first screen. */
  children: ReactNode;
}

/** What every page sits in, in the browser and in the server's render alike. */
export function AppShell({ client, onSessionEnded, children }: AppShellProps) {
  return (
    <QueryClientProvider client={client}>
      <AuthProvider onSessionEnded={onSessionEnded}>{children}</AuthProvider>
      <ToastContainer position="top-right" autoClose={5000} />
    </QueryClientProvider>
  );
}

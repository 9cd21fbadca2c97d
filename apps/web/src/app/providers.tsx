import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { AuthProvider } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import type { ReturnState } from '../lib/return-path';
import { router } from './router';

/** After the server refused the token (SPEC.md section 6): to /login, then back where the user was. */
function goToLogin() {
  const { location } = router.state;
  if (location.pathname.toLowerCase() === '/login') return;
  const state: ReturnState = { from: location };
  void router.navigate('/login', { replace: true, state });
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSessionEnded={goToLogin}>
        <RouterProvider router={router} />
      </AuthProvider>
      <ToastContainer position="top-right" autoClose={5000} />
    </QueryClientProvider>
  );
}

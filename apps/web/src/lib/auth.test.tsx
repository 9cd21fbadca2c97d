import { StrictMode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_HINT_COOKIE, TOKEN_STORAGE_KEY } from '@elite/shared/session';
import type { Identity } from '@elite/shared';
import { deferred, fakeApi, type FakeResponse, type FakeRoute } from '../testing/fake-api';

const ALICE: Identity = {
  displayName: 'Alice',
  email: 'alice@example.com',
  photoURL: null,
  emailVerified: true,
};
const hintCookieSet = () => document.cookie.includes(`${SIGNED_IN_HINT_COOKIE}=1`);

interface StartOptions {
  /** The token the browser stored on an earlier visit. */
  token?: string;
  /** What the API responds with (see fakeApi). */
  routes?: Record<string, FakeRoute | (() => FakeRoute)>;
  /** Whether the page was rendered on the server for a browser holding a token. */
  signedInHint?: boolean;
  /** False while the browser hydrates a server-rendered page. */
  hydrated?: boolean;
}

/**
 * Loads the auth module as a fresh page load does (its sign-in check starts when the module
 * loads), then renders its provider around a probe that shows the state in words and offers
 * the actions as buttons.
 */
async function loadPage({ token, routes = {}, signedInHint, hydrated = true }: StartOptions = {}) {
  if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const api = fakeApi(routes);
  vi.resetModules();
  const { AuthProvider, useAuth } = await import('./auth');
  const { apiRequest } = await import('./api-client');
  const { HydratedContext } = await import('./use-hydrated');
  const callsBeforeRender = [...api.calls];
  const onSessionEnded = vi.fn();
  const queryClient = new QueryClient();
  const failures: unknown[] = [];

  function Probe() {
    const auth = useAuth();
    const state =
      auth.status === 'checking'
        ? 'checking the stored sign-in'
        : auth.user
          ? `signed in as ${auth.user.email}`
          : 'signed out';
    const catching = (action: () => Promise<unknown>) => () =>
      void action().catch((error: unknown) => failures.push(error));
    return (
      <>
        <p>{state}</p>
        {(auth.status === 'checking' || auth.busy) && <p>Please wait…</p>}
        <button
          onClick={catching(() => auth.login({ email: 'alice@example.com', password: 'pw' }))}
        >
          Log in
        </button>
        <button onClick={catching(() => auth.logout())}>Log out</button>
        <button onClick={catching(() => apiRequest('/wishlist/alice@example.com'))}>
          Open the wishlist
        </button>
      </>
    );
  }

  function Page({ hydrated }: { hydrated: boolean }) {
    return (
      <StrictMode>
        <HydratedContext value={hydrated}>
          <QueryClientProvider client={queryClient}>
            <AuthProvider onSessionEnded={onSessionEnded} signedInHint={signedInHint}>
              <Probe />
            </AuthProvider>
          </QueryClientProvider>
        </HydratedContext>
      </StrictMode>
    );
  }

  const view = render(<Page hydrated={hydrated} />);
  return {
    api,
    callsBeforeRender,
    onSessionEnded,
    queryClient,
    failures,
    finishHydration: () => view.rerender(<Page hydrated />),
  };
}

const meResponds = (route: FakeRoute) => ({ 'GET /api/auth/me': route });

describe('the sign-in state', () => {
  it('is signed out at once, without asking the server, when no token is stored', async () => {
    const { api } = await loadPage();

    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
    expect(hintCookieSet()).toBe(false);
  });

  it('checks a stored token as the code loads, before the first render, and signs its owner in', async () => {
    const me = deferred<FakeResponse>();
    const { api, callsBeforeRender } = await loadPage({
      token: 'token-1',
      routes: meResponds(me.promise),
    });

    expect(callsBeforeRender).toEqual([
      { method: 'GET', path: '/api/auth/me', authorization: 'Bearer token-1' },
    ]);
    expect(screen.getByText('checking the stored sign-in')).toBeInTheDocument();
    expect(screen.getByText('Please wait…')).toBeInTheDocument();

    await act(async () => me.resolve({ status: 200, body: ALICE }));

    expect(await screen.findByText('signed in as alice@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/me')).toHaveLength(1);
    expect(hintCookieSet()).toBe(true);
  });

  it.each([401, 403])(
    'treats a stored token the server refuses (%i) as a signed-out visitor and forgets it',
    async (status) => {
      const { onSessionEnded } = await loadPage({
        token: 'token-1',
        routes: meResponds({ status, body: { message: 'Invalid token' } }),
      });

      expect(await screen.findByText('signed out')).toBeInTheDocument();
      expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(hintCookieSet()).toBe(false);
      // Nobody was signed in on this page: there is no session to end, no redirect.
      expect(onSessionEnded).not.toHaveBeenCalled();
    },
  );

  it('keeps the stored token when the server cannot be reached, and logs why', async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    await loadPage({ token: 'token-1', routes: meResponds('unreachable') });

    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-1');
    expect(console.error).toHaveBeenCalledWith(
      'Could not check the stored sign-in',
      expect.objectContaining({ status: 0 }),
    );
  });

  it.each([401, 403])(
    'logs out and asks for the login page when a later call is refused with %i (SPEC.md section 6)',
    async (status) => {
      const { onSessionEnded, queryClient } = await loadPage({
        token: 'token-1',
        routes: {
          ...meResponds({ status: 200, body: ALICE }),
          'GET /api/wishlist/alice@example.com': { status, body: { message: 'Token revoked' } },
        },
      });
      await screen.findByText('signed in as alice@example.com');
      queryClient.setQueryData(['wishlist', 'alice@example.com'], ['a listing']);

      await userEvent.click(screen.getByRole('button', { name: 'Open the wishlist' }));

      expect(await screen.findByText('signed out')).toBeInTheDocument();
      expect(onSessionEnded).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(hintCookieSet()).toBe(false);
      // Nothing the signed-in user read stays in the cache for the next one.
      expect(queryClient.getQueryData(['wishlist', 'alice@example.com'])).toBeUndefined();
    },
  );

  it('does not end the session on other failures', async () => {
    const { onSessionEnded } = await loadPage({
      token: 'token-1',
      routes: {
        ...meResponds({ status: 200, body: ALICE }),
        'GET /api/wishlist/alice@example.com': { status: 500, body: { message: 'Oops' } },
      },
    });
    await screen.findByText('signed in as alice@example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Open the wishlist' }));

    await waitFor(() => expect(onSessionEnded).not.toHaveBeenCalled());
    expect(screen.getByText('signed in as alice@example.com')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-1');
  });

  it('signs in: waiting while the request runs, then stores the token', async () => {
    const login = deferred<FakeResponse>();
    const { api } = await loadPage({ routes: { 'POST /api/auth/login': login.promise } });

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Please wait…')).toBeInTheDocument();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    await act(async () => login.resolve({ status: 200, body: { token: 'token-2', user: ALICE } }));

    expect(await screen.findByText('signed in as alice@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-2');
    expect(hintCookieSet()).toBe(true);
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(1);
  });

  it('reports a wrong password as the error, without logging anyone out', async () => {
    const { onSessionEnded, failures } = await loadPage({
      routes: {
        'POST /api/auth/login': { status: 401, body: { message: 'Wrong e-mail or password' } },
      },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(failures).toHaveLength(1));
    expect(failures[0]).toMatchObject({ status: 401, message: 'Wrong e-mail or password' });
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('logs out: tells the server, forgets the token and the cache', async () => {
    const { api, queryClient } = await loadPage({
      token: 'token-1',
      routes: {
        ...meResponds({ status: 200, body: ALICE }),
        'POST /api/auth/logout': { status: 204 },
      },
    });
    await screen.findByText('signed in as alice@example.com');
    queryClient.setQueryData(['wishlist', 'alice@example.com'], ['a listing']);

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/logout')).toEqual([
      { method: 'POST', path: '/api/auth/logout', authorization: 'Bearer token-1' },
    ]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryData(['wishlist', 'alice@example.com'])).toBeUndefined();
  });

  it('logs out locally even when the server cannot be told, and logs why (SPEC.md section 8)', async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    await loadPage({
      token: 'token-1',
      routes: {
        ...meResponds({ status: 200, body: ALICE }),
        'POST /api/auth/logout': 'unreachable',
      },
    });
    await screen.findByText('signed in as alice@example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Logout request failed', expect.anything());
  });

  it('logs out when another tab logs out', async () => {
    await loadPage({ token: 'token-1', routes: meResponds({ status: 200, body: ALICE }) });
    await screen.findByText('signed in as alice@example.com');

    act(() => {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: TOKEN_STORAGE_KEY,
          oldValue: 'token-1',
          newValue: null,
        }),
      );
    });

    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  describe('while the browser hydrates a server-rendered page', () => {
    it('shows a sign-in being checked when the server rendered it for a token holder', async () => {
      const me = deferred<FakeResponse>();
      const page = await loadPage({
        token: 'token-1',
        routes: meResponds(me.promise),
        signedInHint: true,
        hydrated: false,
      });

      expect(screen.getByText('checking the stored sign-in')).toBeInTheDocument();
      page.finishHydration();
      expect(screen.getByText('checking the stored sign-in')).toBeInTheDocument();
      await act(async () => me.resolve({ status: 200, body: ALICE }));
      expect(await screen.findByText('signed in as alice@example.com')).toBeInTheDocument();
    });

    it('shows a visitor as the server did, signed out, until hydration ends', async () => {
      const me = deferred<FakeResponse>();
      const page = await loadPage({
        token: 'token-1',
        routes: meResponds(me.promise),
        signedInHint: false,
        hydrated: false,
      });

      // The server could not know of the token: the first render matches its HTML.
      expect(screen.getByText('signed out')).toBeInTheDocument();
      expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
      page.finishHydration();
      expect(screen.getByText('checking the stored sign-in')).toBeInTheDocument();
      await act(async () => me.resolve({ status: 200, body: ALICE }));
      expect(await screen.findByText('signed in as alice@example.com')).toBeInTheDocument();
    });
  });
});

import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { listingSignInTexts } from '@elite/shared/messages';
import { TOKEN_STORAGE_KEY } from '@elite/shared/session';
import type { Identity } from '@elite/shared';
import { deferred, fakeApi, type FakeResponse, type FakeRoute } from '../../testing/fake-api';
import { TEST_CONFIG } from '../../testing/fixtures';

const ALICE: Identity = {
  displayName: 'Alice',
  email: 'alice@example.com',
  photoURL: null,
  emailVerified: true,
};
const ROLE_CALL = 'GET /api/user/alice%40example.com';

/** Where the login page was sent from, as it would return there after signing in. */
function LoginPage({ returnPathFrom }: { returnPathFrom: (state: unknown) => string }) {
  const location = useLocation();
  return <h1>Login, then back to {returnPathFrom(location.state)}</h1>;
}

/**
 * A fresh page load at `path`, rendered in the browser (the stored sign-in is checked as the auth
 * code loads), with the
 * app's guards in a route table shaped like the app's: private pages, a listing shown while the
 * sign-in is checked, role pages under the dashboard, and the guest-only login page.
 */
async function openPage(
  path: string,
  { token, routes = {} }: { token?: string; routes?: Record<string, FakeRoute> } = {},
) {
  if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const api = fakeApi(routes);
  vi.resetModules();
  const { AuthProvider } = await import('../../lib/auth');
  const { returnPathFrom } = await import('../../lib/return-path');
  const { createQueryClient } = await import('../../lib/query-client');
  const { ListingRoute, PrivateRoute } = await import('./private-route');
  const { AdminOnlyRoute, AgentOnlyRoute } = await import('./role-route');
  const { GuestOnlyRoute } = await import('./guest-only-route');
  const { HydratedContext } = await import('../../lib/use-hydrated');

  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      {
        element: <PrivateRoute />,
        children: [
          {
            path: '/dashboard',
            children: [
              { index: true, element: <h1>Dashboard</h1> },
              { path: 'wishList', element: <h1>Wishlist</h1> },
              {
                element: <AdminOnlyRoute />,
                children: [{ path: 'manageUsers', element: <h1>Manage users</h1> }],
              },
              {
                element: <AgentOnlyRoute />,
                children: [{ path: 'addProperty', element: <h1>Add property</h1> }],
              },
            ],
          },
        ],
      },
      {
        element: <ListingRoute />,
        children: [{ path: '/property/:id', element: <h1>A listing</h1> }],
      },
      {
        element: <GuestOnlyRoute />,
        children: [{ path: '/login', element: <LoginPage returnPathFrom={returnPathFrom} /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <HydratedContext value>
        <QueryClientProvider client={createQueryClient()}>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </QueryClientProvider>
      </HydratedContext>
    </StrictMode>,
  );
  return { api, router };
}

const signedIn = (extra: Record<string, FakeRoute> = {}) => ({
  token: 'token-1',
  routes: { 'GET /api/auth/me': { status: 200, body: ALICE }, ...extra },
});

describe('the private pages’ guard', () => {
  it('shows a skeleton while the stored sign-in is checked, then the page', async () => {
    const me = deferred<FakeResponse>();
    await openPage('/dashboard/wishList', {
      token: 'token-1',
      routes: { 'GET /api/auth/me': me.promise },
    });

    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await act(async () => me.resolve({ status: 200, body: ALICE }));

    expect(await screen.findByRole('heading', { name: 'Wishlist' })).toBeInTheDocument();
  });

  it('sends a visitor to /login, which returns to the page asked for, query and all', async () => {
    const { router, api } = await openPage('/dashboard/wishList?page=2#top');

    expect(
      await screen.findByRole('heading', {
        name: 'Login, then back to /dashboard/wishList?page=2#top',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls).toEqual([]);
  });

  it('sends a visitor whose stored token is refused to /login', async () => {
    await openPage('/dashboard', {
      token: 'token-1',
      routes: { 'GET /api/auth/me': { status: 401, body: { message: 'Invalid token' } } },
    });

    expect(
      await screen.findByRole('heading', { name: 'Login, then back to /dashboard' }),
    ).toBeInTheDocument();
  });

  it('shows a public listing while the sign-in is checked, and asks to sign in again if it is refused', async () => {
    const me = deferred<FakeResponse>();
    await openPage('/property/p1', {
      token: 'token-1',
      routes: {
        'GET /api/auth/me': me.promise,
        'GET /api/config': { status: 200, body: { ...TEST_CONFIG, publicListings: false } },
      },
    });

    expect(screen.getByRole('heading', { name: 'A listing' })).toBeInTheDocument();

    await act(async () => me.resolve({ status: 401, body: { message: 'Invalid token' } }));
    expect(
      await screen.findByRole('heading', { name: listingSignInTexts.title }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'A listing' })).not.toBeInTheDocument();
  });
});

describe('the listing page’s guard', () => {
  const config = (publicListings: boolean) => ({
    'GET /api/config': { status: 200, body: { ...TEST_CONFIG, publicListings } },
  });

  it('lets a signed-out visitor read a listing when listing pages are public (PUBLIC_LISTINGS=1)', async () => {
    const answer = deferred<FakeResponse>();
    const { router } = await openPage('/property/p1', {
      routes: { 'GET /api/config': answer.promise },
    });
    // Not sent away before the server has said.
    expect(screen.getByRole('status')).toHaveTextContent('Loading the property…');

    await act(async () =>
      answer.resolve({ status: 200, body: { ...TEST_CONFIG, publicListings: true } }),
    );

    expect(await screen.findByRole('heading', { name: 'A listing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/property/p1');
  });

  it('tells a signed-out visitor to sign in to see the home, with its share card, when listing pages are not public (SPEC.md), and signs in back to it', async () => {
    const { router } = await openPage('/property/p1', {
      routes: {
        ...config(false),
        'GET /api/property/p1': {
          status: 200,
          body: {
            _id: 'p1',
            property_title: 'Harbour Loft',
            location: 'Ballard, Seattle',
            property_image: '/images/a.webp',
            price_range: { min: 500_000, max: 600_000 },
            status: 'verified',
          },
        },
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: listingSignInTexts.title }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Harbour Loft' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Harbour Loft' })).toBeInTheDocument();
    expect(screen.getByText('$500,000 - $600,000')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'A listing' })).not.toBeInTheDocument();

    await act(async () => screen.getByRole('link', { name: listingSignInTexts.signIn }).click());
    expect(
      await screen.findByRole('heading', { name: 'Login, then back to /property/p1' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('the role pages’ guard', () => {
  it('shows a skeleton while the role is read, then lets the role through', async () => {
    const role = deferred<FakeResponse>();
    await openPage('/dashboard/manageUsers', signedIn({ [ROLE_CALL]: role.promise }));

    expect(await screen.findByText('Checking your role…')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await act(async () =>
      role.resolve({ status: 200, body: { role: 'admin', status: 'Verified' } }),
    );

    expect(await screen.findByRole('heading', { name: 'Manage users' })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard/manageUsers', 'agent'],
    ['/dashboard/manageUsers', 'user'],
    ['/dashboard/addProperty', 'admin'],
    ['/dashboard/addProperty', 'user'],
  ])('sends from %s to /dashboard for the role %s (SPEC.md section 6)', async (path, role) => {
    const { router } = await openPage(
      path,
      signedIn({ [ROLE_CALL]: { status: 200, body: { role, status: 'Verified' } } }),
    );

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends to /dashboard when the role cannot be read', async () => {
    await openPage(
      '/dashboard/addProperty',
      signedIn({ [ROLE_CALL]: { status: 404, body: { message: 'No such user' } } }),
    );

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('the guest-only pages’ guard', () => {
  it('sends a signed-in user from /login back where the login page was opened from', async () => {
    const { router } = await openPage('/', signedIn());
    await act(() =>
      router.navigate('/login', { state: { from: { pathname: '/dashboard/wishList' } } }),
    );

    expect(await screen.findByRole('heading', { name: 'Wishlist' })).toBeInTheDocument();
  });

  it('sends a signed-in user from /login home when nothing says where from', async () => {
    const { router } = await openPage('/login', signedIn());

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the login page to a visitor', async () => {
    await openPage('/login');

    expect(screen.getByRole('heading', { name: 'Login, then back to /' })).toBeInTheDocument();
  });
});

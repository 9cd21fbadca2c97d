import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Identity, PropertyDetail, PublicConfig } from '@elite/shared';
import { TOKEN_STORAGE_KEY } from '@elite/shared/session';
import { fakeApi, type FakeRoute } from './fake-api';
import { noFacts, TEST_CONFIG } from './fixtures';

export const BOB: Identity = {
  displayName: 'Bob Buyer',
  email: 'bob@example.com',
  photoURL: null,
  emailVerified: true,
};

/** A verified listing (id p-1, Agnes Agent's) with nothing known beyond SPEC.md's fields. */
export const PLAIN_LISTING: PropertyDetail = {
  _id: 'p-1',
  property_title: 'Harbour View Villa',
  location: 'Sydney',
  property_image: '/images/a.jpg',
  price_range: { min: 900_000, max: 1_200_000 },
  status: 'verified',
  agent_name: 'Agnes Agent',
  agent_email: 'agnes@example.com',
  agent_image: null,
  ...noFacts('/images/a.jpg'),
  price_history: [],
};

/**
 * The listing's page (at `/property/<id>`, or `path`) rendered with the app's providers against a
 * fake API that answers the listing, its reviews and, signed in as `identity` (Bob unless told,
 * `null` for a visitor), the wishlist and the offers. Waits for the listing's heading.
 */
export async function openListingPage(
  listing: PropertyDetail,
  {
    identity = BOB,
    config = TEST_CONFIG,
    path = `/property/${listing._id}`,
    api: more = {},
  }: {
    identity?: Identity | null;
    config?: PublicConfig;
    path?: string;
    /** More answers of the fake API (or other answers to the calls above). */
    api?: Record<string, FakeRoute>;
  } = {},
) {
  const routes: Record<string, FakeRoute> = {
    'GET /api/config': { status: 200, body: config },
    [`GET /api/property/${listing._id}`]: { status: 200, body: listing },
    [`GET /api/reviews/${listing._id}?page=1&limit=6`]: { status: 200, body: [] },
  };
  if (identity) {
    const email = encodeURIComponent(identity.email);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    routes['GET /api/auth/me'] = { status: 200, body: identity };
    routes[`GET /api/property/wishList/${email}`] = { status: 200, body: [] };
    routes[`GET /api/propertyOffer/${email}`] = { status: 200, body: [] };
  }
  const api = fakeApi({ ...routes, ...more });
  // The page reads the sign-in as its modules load: load them afresh, once the token is in place.
  vi.resetModules();
  const { AppShell } = await import('../app/app-shell');
  const { createQueryClient } = await import('../lib/query-client');
  const { PropertyDetailPage } =
    await import('../features/properties/components/property-detail-page');
  const router = createMemoryRouter(
    [
      { path: '/property/:id', element: <PropertyDetailPage /> },
      { path: '/login', element: <h1>Login</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppShell client={createQueryClient()} hydrated>
      <RouterProvider router={router} />
    </AppShell>,
  );
  await screen.findByRole('heading', { level: 1, name: listing.property_title });
  return { api, router };
}

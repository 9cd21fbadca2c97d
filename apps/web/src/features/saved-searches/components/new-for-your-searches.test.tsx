import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Identity, Notification } from '@elite/shared';
import { fakeApi } from '../../../testing/fake-api';
import { TEST_CONFIG } from '../../../testing/fixtures';
import { renderSignedIn } from '../../../testing/render-app';

const BOB: Identity = {
  displayName: 'Bob Buyer',
  email: 'bob@example.com',
  photoURL: null,
  emailVerified: true,
};

const notification = (n: number, read = false): Notification => ({
  _id: `n-${n}`,
  kind: n === 1 ? 'price_drop' : 'new_listing',
  property_id: `p-${n}`,
  property_title: `Home ${n}`,
  property_image: '/images/villa.jpg',
  property_location: 'Lisbon',
  saved_search_id: 's-1',
  saved_search_name: 'Lisbon',
  saved_search_names: ['Lisbon'],
  old_price: n === 1 ? 500_000 : null,
  price: 400_000 + n,
  created_at: '2026-11-23T10:00:00.000Z',
  read,
});

const LIST = 'GET /api/notifications?page=1&limit=50';
const UNREAD = 'GET /api/notifications/unread';
/** Read as its modules load, after the sign-in is in place (see renderSignedIn). */
const home = async () => {
  const { NewForYourSearches } = await import('./new-for-your-searches');
  return [{ path: '/', element: <NewForYourSearches /> }];
};
const section = () => screen.queryByRole('region', { name: 'New for your searches' });

describe('Home’s “New for your searches”', () => {
  it('shows up to four unread matches of a signed-in user, with a way to all of them', async () => {
    await renderSignedIn(BOB, home, '/', {
      [UNREAD]: { status: 200, body: { count: 5 } },
      [LIST]: {
        status: 200,
        body: [1, 2, 3, 4, 5, 6].map((n) => notification(n, n === 2)),
        headers: { 'X-Total-Count': '6' },
      },
    });
    const section = await screen.findByRole('region', { name: 'New for your searches' });
    const cards = within(section).getAllByRole('listitem');
    // The one already read is left out.
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Home 1',
      'Home 3',
      'Home 4',
      'Home 5',
    ]);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/property/p-1');
    expect(within(cards[0]!).getByText('Price drop')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('deletion')).toHaveTextContent('$500,000');
    expect(within(cards[0]!).getByText('$400,001', { exact: false })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
  });

  it('shows nothing, and asks for no list, when nothing is unread', async () => {
    const { callsTo } = await renderSignedIn(BOB, home, '/', {
      [UNREAD]: { status: 200, body: { count: 0 } },
    });
    await waitFor(() => expect(callsTo(UNREAD)).toHaveLength(1));
    expect(section()).not.toBeInTheDocument();
    expect(callsTo(LIST)).toHaveLength(0);
  });

  it('shows nothing to a signed-out visitor, and asks nothing', async () => {
    const { callsTo } = fakeApi({ 'GET /api/config': { status: 200, body: TEST_CONFIG } });
    vi.resetModules();
    const { AppShell } = await import('../../../app/app-shell');
    const { createQueryClient } = await import('../../../lib/query-client');
    const { NewForYourSearches: Section } = await import('./new-for-your-searches');
    const router = createMemoryRouter([{ path: '/', element: <Section /> }]);
    render(
      <AppShell client={createQueryClient()} hydrated>
        <RouterProvider router={router} />
      </AppShell>,
    );
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(section()).not.toBeInTheDocument();
    expect(callsTo(UNREAD)).toHaveLength(0);
    expect(callsTo(LIST)).toHaveLength(0);
  });
});

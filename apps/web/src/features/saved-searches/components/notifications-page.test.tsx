import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedSearchMessages, type Identity, type Notification } from '@elite/shared';
import type { FakeRoute } from '../../../testing/fake-api';
import { renderSignedIn, sentBodies } from '../../../testing/render-app';
import { NotificationsLink } from './notifications-link';
import { NotificationsPage } from './notifications-page';

const BOB: Identity = {
  displayName: 'Bob Buyer',
  email: 'bob@example.com',
  photoURL: null,
  emailVerified: true,
};

const DROP: Notification = {
  _id: 'n-2',
  kind: 'price_drop',
  property_id: 'p-7',
  property_title: 'Harbour View Villa',
  property_image: '/images/villa.jpg',
  property_location: 'Lisbon',
  saved_search_id: 's-1',
  saved_search_name: 'Family homes in Lisbon',
  saved_search_names: ['Family homes in Lisbon'],
  old_price: 500_000,
  price: 450_000,
  created_at: '2026-11-23T10:00:00.000Z',
  read: false,
};

const NEW: Notification = {
  ...DROP,
  _id: 'n-1',
  kind: 'new_listing',
  property_id: 'p-3',
  property_title: 'Garden Cottage',
  property_location: 'Sintra',
  old_price: null,
  price: 320_000,
  created_at: '2026-11-22T10:00:00.000Z',
  read: true,
};

const FIRST_PAGE = 'GET /api/notifications?page=1&limit=50';

function Page() {
  return (
    <>
      <NotificationsLink signedIn />
      <NotificationsPage />
    </>
  );
}

const routes = [
  { path: '/dashboard/notifications', element: <Page /> },
  { path: '/dashboard/savedSearches', element: <h1>Saved Searches</h1> },
  { path: '/property/:id', element: <h1>Listing</h1> },
];

function open(
  api: Record<string, FakeRoute | (() => FakeRoute)>,
  path = '/dashboard/notifications',
) {
  return renderSignedIn(BOB, routes, path, api);
}

describe('the Notifications page', () => {
  it('shows a price drop with both prices and a new listing, newest first, and marks the unread ones read', async () => {
    let unread = 1;
    const { callsTo } = await open({
      // Read on the server once marked.
      [FIRST_PAGE]: () => ({
        status: 200,
        body: [
          { ...DROP, read: unread === 0 },
          { ...NEW, saved_search_names: ['Family homes in Lisbon', 'Under 400k'] },
        ],
        headers: { 'X-Total-Count': '2' },
      }),
      'GET /api/notifications/unread': () => ({ status: 200, body: { count: unread } }),
      'POST /api/notifications/read': () => {
        unread = 0;
        return { status: 200, body: { modifiedCount: 1 } };
      },
    });

    const [drop, fresh] = (await screen.findAllByRole('article')).map((item) => within(item));
    expect(drop!.getByRole('link', { name: 'Harbour View Villa' })).toHaveAttribute(
      'href',
      '/property/p-7',
    );
    expect(drop!.getByText('Price drop')).toBeInTheDocument();
    expect(drop!.getByRole('deletion')).toHaveTextContent('$500,000');
    expect(drop!.getByText('$450,000', { exact: false })).toBeInTheDocument();
    expect(drop!.getByText(/Family homes in Lisbon/)).toBeInTheDocument();
    expect(drop!.getByText('Lisbon')).toBeInTheDocument();
    // The unread one is marked as new; the one read before is not.
    expect(drop!.getByText('New')).toBeInTheDocument();
    expect(fresh!.getByText('New listing')).toBeInTheDocument();
    // One home matching two of my searches is one notification naming both.
    expect(fresh!.getByText(/For “Family homes in Lisbon” and “Under 400k”/)).toBeInTheDocument();
    expect(fresh!.getByText('$320,000')).toBeInTheDocument();
    expect(fresh!.queryByText('New')).not.toBeInTheDocument();
    expect(fresh!.queryByRole('deletion')).not.toBeInTheDocument();

    // Only the unread one shown is marked read, and the bell follows.
    await waitFor(() =>
      expect(sentBodies('POST /api/notifications/read')).toEqual([{ ids: ['n-2'] }]),
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument(),
    );
    // It stays marked as new on this visit, though the list was read again.
    await waitFor(() => expect(callsTo(FIRST_PAGE).length).toBeGreaterThan(1));
    expect(within(screen.getAllByRole('article')[0]!).getByText('New')).toBeInTheDocument();
  });

  it('marks all as read', async () => {
    await open({
      [FIRST_PAGE]: { status: 200, body: [{ ...NEW }], headers: { 'X-Total-Count': '1' } },
      'GET /api/notifications/unread': { status: 200, body: { count: 3 } },
      'POST /api/notifications/read': { status: 200, body: { modifiedCount: 3 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText(savedSearchMessages.notificationsRead)).toBeInTheDocument();
    expect(sentBodies('POST /api/notifications/read')).toEqual([{}]);
  });

  it('pages through more than 50', async () => {
    await open(
      {
        'GET /api/notifications?page=2&limit=50': {
          status: 200,
          body: [{ ...NEW }],
          headers: { 'X-Total-Count': '51' },
        },
        'GET /api/notifications/unread': { status: 200, body: { count: 0 } },
      },
      '/dashboard/notifications?page=2',
    );
    expect(await screen.findByRole('link', { name: 'Garden Cottage' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of notifications' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toBeInTheDocument();
  });

  it('says when there is none yet, and leads to the saved searches', async () => {
    await open({
      [FIRST_PAGE]: { status: 200, body: [], headers: { 'X-Total-Count': '0' } },
      'GET /api/notifications/unread': { status: 200, body: { count: 0 } },
    });
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saved Searches' })).toHaveAttribute(
      'href',
      '/dashboard/savedSearches',
    );
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });
});

describe('the bell in the navigation bar', () => {
  afterEach(() => vi.useRealTimers());

  it('names the count of unread notifications, and updates while the app is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 3;
    await renderSignedIn(BOB, [{ path: '*', element: <NotificationsLink signedIn /> }], '/', {
      'GET /api/notifications/unread': () => ({ status: 200, body: { count } }),
    });
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/dashboard/notifications');
    expect(bell).toHaveTextContent('3');

    count = 0;
    await vi.advanceTimersByTimeAsync(20_000);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Notifications' })).not.toHaveTextContent('3'),
    );
  });

  it('is not there for a signed-out visitor, who is not asked about', async () => {
    const { callsTo } = await renderSignedIn(
      BOB,
      [{ path: '*', element: <NotificationsLink signedIn={false} /> }],
      '/',
      {},
    );
    await waitFor(() => expect(document.body).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(callsTo('GET /api/notifications/unread')).toHaveLength(0);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Identity, Notification } from '@elite/shared';
import { renderSignedIn } from '../../../testing/render-app';
import { NotificationsPage } from './notifications-page';

const BOB: Identity = {
  displayName: 'Bob Buyer',
  email: 'bob@example.com',
  photoURL: null,
  emailVerified: true,
};

const OPEN_HOUSE: Notification = {
  _id: 'n-9',
  kind: 'open_house',
  property_id: 'p-4',
  property_title: 'Quay Loft',
  property_image: '/images/loft.jpg',
  property_location: 'Porto',
  saved_search_id: 's-1',
  saved_search_name: 'Porto homes',
  saved_search_names: ['Porto homes'],
  old_price: null,
  price: 410_000,
  created_at: '2026-11-23T10:00:00.000Z',
  read: true,
};

describe('an open house alert', () => {
  it('reads "Open house" with the listing’s price', async () => {
    await renderSignedIn(
      BOB,
      [{ path: '/dashboard/notifications', element: <NotificationsPage /> }],
      '/dashboard/notifications',
      {
        'GET /api/notifications?page=1&limit=50': {
          status: 200,
          body: [OPEN_HOUSE],
          headers: { 'X-Total-Count': '1' },
        },
        'GET /api/notifications/unread': { status: 200, body: { count: 0 } },
      },
    );
    const [item] = (await screen.findAllByRole('article')).map((article) => within(article));
    expect(item!.getByText('Open house')).toBeInTheDocument();
    expect(item!.getByText('$410,000')).toBeInTheDocument();
    expect(item!.queryByText('New listing')).not.toBeInTheDocument();
  });
});

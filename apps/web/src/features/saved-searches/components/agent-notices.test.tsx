import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentNoticeTexts, type Identity, type Notification } from '@elite/shared';
import { renderSignedIn } from '../../../testing/render-app';
import { NotificationsLink } from './notifications-link';
import { NotificationsPage } from './notifications-page';

const AGNES: Identity = {
  displayName: 'Agnes Agent',
  email: 'agnes@example.com',
  photoURL: null,
  emailVerified: true,
};

/** What GET /api/notifications answers of an agent's notice (docs/decisions/048). */
const notice = (fields: Partial<Notification>): Notification => ({
  _id: 'n-0',
  kind: 'listing_verified',
  property_id: null,
  property_title: null,
  property_image: null,
  property_location: null,
  saved_search_id: null,
  saved_search_name: null,
  saved_search_names: [],
  old_price: null,
  price: null,
  created_at: '2026-11-23T10:00:00.000Z',
  read: false,
  ...fields,
});

const NOTICES: Notification[] = [
  notice({ _id: 'n-3', kind: 'account_marked_fraud', created_at: '2026-11-24T10:00:00.000Z' }),
  notice({
    _id: 'n-2',
    kind: 'listing_rejected',
    property_id: 'p-2',
    property_title: 'Dockside studio',
    property_image: '/images/studio.jpg',
    property_location: 'Porto',
  }),
  notice({
    _id: 'n-1',
    kind: 'listing_verified',
    property_id: 'p-1',
    property_title: 'Harbour loft',
    property_image: '/images/loft.jpg',
    property_location: 'Lisbon',
    read: true,
  }),
];

describe('an agent’s notices on the Notifications page', () => {
  it('shows a verified and a rejected listing, linked to it, and the account marked as fraud', async () => {
    await renderSignedIn(
      AGNES,
      [
        {
          path: '/dashboard/notifications',
          element: (
            <>
              <NotificationsLink signedIn />
              <NotificationsPage />
            </>
          ),
        },
      ],
      '/dashboard/notifications',
      {
        'GET /api/notifications?page=1&limit=50': {
          status: 200,
          body: NOTICES,
          headers: { 'X-Total-Count': '3' },
        },
        'GET /api/notifications/unread': { status: 200, body: { count: 2 } },
        'POST /api/notifications/read': { status: 200, body: { modifiedCount: 2 } },
      },
    );

    const [fraud, rejected, verified] = (await screen.findAllByRole('article')).map((item) =>
      within(item),
    );
    expect(
      fraud!.getByRole('heading', { name: agentNoticeTexts.account_marked_fraud.heading }),
    ).toBeInTheDocument();
    expect(fraud!.getByText(agentNoticeTexts.account_marked_fraud.body)).toBeInTheDocument();
    expect(fraud!.getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/dashboard/myProfile',
    );
    // No listing, no price, no saved search.
    expect(fraud!.queryByText(/\$/)).not.toBeInTheDocument();
    expect(fraud!.queryByText(/For “/)).not.toBeInTheDocument();
    expect(fraud!.getByText('New')).toBeInTheDocument();

    expect(rejected!.getByRole('link', { name: 'Dockside studio' })).toHaveAttribute(
      'href',
      '/property/p-2',
    );
    expect(rejected!.getByText(agentNoticeTexts.listing_rejected.heading)).toBeInTheDocument();
    expect(rejected!.getByText(agentNoticeTexts.listing_rejected.body)).toBeInTheDocument();
    expect(rejected!.getByRole('link', { name: 'My Added Property' })).toHaveAttribute(
      'href',
      '/dashboard/myAddedProperty',
    );

    expect(verified!.getByRole('link', { name: 'Harbour loft' })).toHaveAttribute(
      'href',
      '/property/p-1',
    );
    expect(verified!.getByText(agentNoticeTexts.listing_verified.heading)).toBeInTheDocument();
    expect(verified!.getByText(agentNoticeTexts.listing_verified.body)).toBeInTheDocument();
    expect(verified!.queryByText('New')).not.toBeInTheDocument();

    // The bell counts them like any notification.
    expect(
      await screen.findByRole('link', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
  });
});

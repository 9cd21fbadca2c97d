import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages, type Identity, type WishlistEntry } from '@elite/shared';
import { PLAIN_LISTING } from '../../../testing/listing-page';
import { renderSignedIn, sentBodies } from '../../../testing/render-app';
import { keepTablesAsTables } from '../../../testing/table-layout';

const BOB: Identity = {
  displayName: 'Bob Buyer',
  email: 'bob@example.com',
  photoURL: null,
  emailVerified: true,
};

const ENTRY: WishlistEntry = {
  ...PLAIN_LISTING,
  _id: 'w-1',
  wish_property_id: PLAIN_LISTING._id,
  email: BOB.email,
};

describe('the wishlist', () => {
  keepTablesAsTables();

  it('links each row to its listing, and removing one can be undone from the toast', async () => {
    let entries: WishlistEntry[] = [ENTRY];
    await renderSignedIn(
      BOB,
      async () => {
        const { WishlistPage } = await import('./wishlist-page');
        return [
          { path: '/dashboard/wishList', element: <WishlistPage /> },
          { path: '/property/:id', element: <h1>The listing</h1> },
        ];
      },
      '/dashboard/wishList',
      {
        'GET /api/property/wishList/bob%40example.com': () => ({ status: 200, body: entries }),
        'GET /api/propertyOffer/bob%40example.com': { status: 200, body: [] },
        'DELETE /api/property/wishlist/w-1': () => {
          entries = [];
          return { status: 200, body: { deletedCount: 1 } };
        },
        'POST /api/property/wishlist': () => {
          entries = [{ ...ENTRY, _id: 'w-2' }];
          return { status: 200, body: { insertedId: 'w-2' } };
        },
      },
    );

    const link = await screen.findByRole('link', { name: ENTRY.property_title });
    expect(link).toHaveAttribute('href', `/property/${ENTRY.wish_property_id}`);

    fireEvent.click(screen.getByRole('button', { name: /^Remove/ }));
    const toast = (await screen.findByText(messages.wishlistRemoved)).closest('span')!;
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();

    await act(async () => fireEvent.click(within(toast).getByRole('button', { name: /^Undo/ })));
    expect(await screen.findByText(messages.wishlistAdded)).toBeInTheDocument();
    expect(sentBodies('POST /api/property/wishlist')).toEqual([
      { wish_property_id: ENTRY.wish_property_id },
    ]);
    expect(await screen.findByRole('link', { name: ENTRY.property_title })).toBeInTheDocument();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { savedSearchMessages, type Identity } from '@elite/shared';
import type { FakeRoute } from '../../../testing/fake-api';
import { renderSignedIn, sentBodies } from '../../../testing/render-app';

const BOB: Identity = {
  displayName: 'Bob Buyer',
  email: 'bob@example.com',
  photoURL: null,
  emailVerified: true,
};

/** The filters of what a buyer needs to decide, as the address bar holds them. */
const FILTERS = {
  location: 'Bristol',
  energy: 'C',
  features: 'parking,garden',
  accessible: 'step_free_access',
  open_house: '7d',
};
const noListings: FakeRoute = { status: 200, body: [], headers: { 'X-Total-Count': '0' } };

const pages = async () => {
  const { AllPropertyPage } = await import('./all-property-page');
  return [{ path: '/allProperty', element: <AllPropertyPage /> }];
};

describe('Save this search with the filters of what a buyer needs to decide', () => {
  it('names it after them and keeps them in its query', async () => {
    await renderSignedIn(BOB, pages, `/allProperty?${new URLSearchParams(FILTERS)}`, {
      [`GET /api/property?${new URLSearchParams({ page: '1', limit: '12', ...FILTERS })}`]:
        noListings,
      'POST /api/saved-searches': { status: 201, body: { insertedId: 's-1' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    // Cut to the name's longest.
    expect(within(dialog).getByLabelText('Name')).toHaveValue(
      'Bristol · Energy C or better · Parking, Garden · Accessible: Step-free access ·…',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText(savedSearchMessages.saved);
    expect(sentBodies('POST /api/saved-searches')).toEqual([
      expect.objectContaining({ query: FILTERS }),
    ]);
  });
});

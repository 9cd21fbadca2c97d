import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { savedSearchMessages, type Identity, type SavedSearch } from '@elite/shared';
import type { FakeRoute } from '../../../testing/fake-api';
import { renderSignedIn, sentBodies } from '../../../testing/render-app';
import { SavedSearchesPage } from './saved-searches-page';

const BOB: Identity = {
  displayName: 'Bob Buyer',
  email: 'bob@example.com',
  photoURL: null,
  emailVerified: true,
};

const LISBON: SavedSearch = {
  _id: 's-1',
  name: 'Family homes in Lisbon',
  query: {
    location: 'Lisbon',
    minPrice: '200000',
    maxPrice: '500000',
    beds: '2',
    polygon: '90,23;91,23;90.5,24',
  },
  frequency: 'instant',
  created_at: '2026-11-20T10:00:00.000Z',
};

const CHEAP: SavedSearch = {
  _id: 's-2',
  name: 'Anything cheap',
  query: { maxPrice: '150000', bbox: '90,23,91,24' },
  frequency: 'daily',
  created_at: '2026-11-21T10:00:00.000Z',
};

const routes = [
  { path: '/dashboard/savedSearches', element: <SavedSearchesPage /> },
  { path: '/allProperty', element: <h1>All Property</h1> },
];

function open(api: Record<string, FakeRoute | (() => FakeRoute)>) {
  return renderSignedIn(BOB, routes, '/dashboard/savedSearches', api);
}

const card = (name: string) => screen.findByRole('article', { name });

describe('the Saved Searches page', () => {
  it('lists my searches with their criteria, frequency and how many of 20 I keep', async () => {
    await open({ 'GET /api/saved-searches': { status: 200, body: [LISBON, CHEAP] } });

    const lisbon = await card(LISBON.name);
    expect(
      within(lisbon).getByText('Lisbon · $200,000–$500,000 · 2+ beds · Drawn area'),
    ).toBeInTheDocument();
    expect(within(lisbon).getByRole('combobox', { name: `Alerts for ${LISBON.name}` })).toHaveValue(
      'instant',
    );
    const cheap = await card(CHEAP.name);
    expect(within(cheap).getByText('Up to $150,000 · Map area')).toBeInTheDocument();
    expect(within(cheap).getByRole('combobox')).toHaveDisplayValue('Daily digest');
    expect(screen.getByText('2 of 20 saved searches')).toBeInTheDocument();
  });

  it('opens a search on All Property with its parameters', async () => {
    const { router } = await open({
      'GET /api/saved-searches': { status: 200, body: [LISBON] },
    });
    const link = within(await card(LISBON.name)).getByRole('link', { name: `Open ${LISBON.name}` });
    expect(link).toHaveAttribute(
      'href',
      '/allProperty?location=Lisbon&minPrice=200000&maxPrice=500000&beds=2&polygon=90%2C23%3B91%2C23%3B90.5%2C24',
    );
    fireEvent.click(link);
    await screen.findByRole('heading', { name: 'All Property' });
    expect(router.state.location.search).toBe(
      '?location=Lisbon&minPrice=200000&maxPrice=500000&beds=2&polygon=90%2C23%3B91%2C23%3B90.5%2C24',
    );
  });

  it('renames a search', async () => {
    let list = [LISBON];
    await open({
      'GET /api/saved-searches': () => ({ status: 200, body: list }),
      'PATCH /api/saved-searches/s-1': () => {
        list = [{ ...LISBON, name: 'Lisbon flats' }];
        return { status: 200, body: { modifiedCount: 1 } };
      },
    });
    fireEvent.click(
      within(await card(LISBON.name)).getByRole('button', { name: `Rename ${LISBON.name}` }),
    );
    const name = screen.getByLabelText('New name');
    expect(name).toHaveValue(LISBON.name);
    fireEvent.change(name, { target: { value: 'Lisbon flats' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText(savedSearchMessages.renamed)).toBeInTheDocument();
    expect(sentBodies('PATCH /api/saved-searches/s-1')).toEqual([{ name: 'Lisbon flats' }]);
    expect(await screen.findByRole('heading', { name: 'Lisbon flats' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New name')).not.toBeInTheDocument();
  });

  it('changes how often a search alerts me as soon as another frequency is chosen', async () => {
    let list = [LISBON];
    await open({
      'GET /api/saved-searches': () => ({ status: 200, body: list }),
      'PATCH /api/saved-searches/s-1': () => {
        list = [{ ...LISBON, frequency: 'off' }];
        return { status: 200, body: { modifiedCount: 1 } };
      },
    });
    const select = within(await card(LISBON.name)).getByRole('combobox');
    fireEvent.change(select, { target: { value: 'off' } });

    expect(await screen.findByText(savedSearchMessages.frequencyChanged)).toBeInTheDocument();
    expect(sentBodies('PATCH /api/saved-searches/s-1')).toEqual([{ frequency: 'off' }]);
    await waitFor(() => expect(select).toHaveDisplayValue('No alerts'));
  });

  it('deletes a search once I confirm', async () => {
    let list = [LISBON, CHEAP];
    const { callsTo } = await open({
      'GET /api/saved-searches': () => ({ status: 200, body: list }),
      'DELETE /api/saved-searches/s-1': () => {
        list = [CHEAP];
        return { status: 200, body: { deletedCount: 1 } };
      },
    });
    const deleteButton = within(await card(LISBON.name)).getByRole('button', {
      name: `Delete ${LISBON.name}`,
    });

    // Cancel changes nothing.
    fireEvent.click(deleteButton);
    let dialog = await screen.findByRole('dialog', { name: 'Delete this saved search?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE /api/saved-searches/s-1')).toHaveLength(0);

    fireEvent.click(deleteButton);
    dialog = await screen.findByRole('dialog', { name: 'Delete this saved search?' });
    expect(dialog).toHaveTextContent(LISBON.name);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(savedSearchMessages.deleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: LISBON.name })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('1 of 20 saved searches')).toBeInTheDocument();
  });

  it('says when there is none yet, and where to start one', async () => {
    await open({ 'GET /api/saved-searches': { status: 200, body: [] } });
    expect(await screen.findByText('No saved searches yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Property' })).toHaveAttribute(
      'href',
      '/allProperty',
    );
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    await open({
      'GET /api/saved-searches': () =>
        fail
          ? { status: 400, body: { message: 'Could not list them' } }
          : { status: 200, body: [LISBON] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not list them');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card(LISBON.name)).toBeInTheDocument();
  });
});

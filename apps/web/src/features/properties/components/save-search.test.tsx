import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { frequencyLabels, savedSearchMessages, type Identity } from '@elite/shared';
import { fakeApi, type FakeRoute } from '../../../testing/fake-api';
import { TEST_CONFIG } from '../../../testing/fixtures';
import { renderSignedIn, sentBodies } from '../../../testing/render-app';

const BOB: Identity = {
  displayName: 'Bob Buyer',
  email: 'bob@example.com',
  photoURL: null,
  emailVerified: true,
};

const POLYGON = '90,23;91,23;90.5,24';
/** A search with filters, a drawn area, an order and a page (the last two are not saved). */
const SEARCH =
  `location=Lisbon&minPrice=200000&maxPrice=500000&beds=2&type=house%2Ccondo` +
  `&polygon=${encodeURIComponent(POLYGON)}&sortBy=asc&page=2`;

/** GET /api/property as the page asks it for SEARCH: no listing. */
const listCall = `GET /api/property?${new URLSearchParams({
  page: '2',
  limit: '12',
  location: 'Lisbon',
  minPrice: '200000',
  maxPrice: '500000',
  beds: '2',
  type: 'house,condo',
  polygon: POLYGON,
  sortBy: 'asc',
})}`;
const noListings: FakeRoute = { status: 200, body: [], headers: { 'X-Total-Count': '0' } };

/** Where the sign-in form would be: says which page it would go back to. */
function LoginProbe() {
  const state = useLocation().state as { from?: { pathname: string; search: string } } | null;
  return (
    <h1>
      Login, then back to {state?.from?.pathname}
      {state?.from?.search}
    </h1>
  );
}

const pages = async () => {
  const { AllPropertyPage } = await import('./all-property-page');
  return [
    { path: '/allProperty', element: <AllPropertyPage /> },
    { path: '/login', element: <LoginProbe /> },
    { path: '/dashboard/savedSearches', element: <h1>Saved Searches</h1> },
  ];
};

function openSignedIn(api: Record<string, FakeRoute>) {
  return renderSignedIn(BOB, pages, `/allProperty?${SEARCH}`, {
    [listCall]: noListings,
    ...api,
  });
}

const saveButton = () => screen.findByRole('button', { name: 'Save this search' });

describe('Save this search', () => {
  it('saves the search on screen (filters and drawn area, not the order or page) under a name', async () => {
    const { router } = await openSignedIn({
      'POST /api/saved-searches': { status: 201, body: { insertedId: 's-1' } },
    });
    fireEvent.click(await saveButton());

    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByLabelText('Name');
    // Named after its criteria to start with.
    expect(name).toHaveValue('Lisbon · $200,000–$500,000 · 2+ beds · House, Condo · Drawn area');
    expect(within(dialog).getByRole('radio', { name: /Instant e-mail/ })).toBeChecked();

    fireEvent.change(name, { target: { value: 'Family homes in Lisbon' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: new RegExp(frequencyLabels.daily) }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText(savedSearchMessages.saved);
    expect(sentBodies('POST /api/saved-searches')).toEqual([
      {
        name: 'Family homes in Lisbon',
        frequency: 'daily',
        query: {
          location: 'Lisbon',
          minPrice: '200000',
          maxPrice: '500000',
          beds: '2',
          type: 'house,condo',
          polygon: POLYGON,
        },
      },
    ]);
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));

    // The toast leads to the saved searches.
    fireEvent.click(screen.getByRole('button', { name: 'View saved searches' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/savedSearches'));
  });

  it('keeps the dialog open with the server’s answer when the account has too many', async () => {
    await openSignedIn({
      'POST /api/saved-searches': { status: 409, body: { message: savedSearchMessages.tooMany } },
    });
    fireEvent.click(await saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(savedSearchMessages.tooMany);
    expect(dialog).toHaveAttribute('open');
  });

  it('asks for a name before saving', async () => {
    await openSignedIn({});
    fireEvent.click(await saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(savedSearchMessages.nameRequired)).toBeInTheDocument();
    expect(sentBodies('POST /api/saved-searches')).toEqual([]);
  });

  it('sends a signed-out visitor to sign in, then back to the same search', async () => {
    fakeApi({ 'GET /api/config': { status: 200, body: TEST_CONFIG }, [listCall]: noListings });
    vi.resetModules();
    const { AppShell } = await import('../../../app/app-shell');
    const { createQueryClient } = await import('../../../lib/query-client');
    const router = createMemoryRouter(await pages(), {
      initialEntries: [`/allProperty?${SEARCH}`],
    });
    render(
      <AppShell client={createQueryClient()} hydrated>
        <RouterProvider router={router} />
      </AppShell>,
    );

    fireEvent.click(await saveButton());
    expect(
      await screen.findByRole('heading', {
        name: `Login, then back to /allProperty?${SEARCH}`,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../../testing/fake-api';
import { BOB } from '../../../testing/listing-page';
import { renderSignedIn } from '../../../testing/render-app';

type PageModule = { Page: () => React.JSX.Element };

describe('the dashboard while a page’s code loads', () => {
  it('shows its menu and header with a loading state in the page’s place', async () => {
    const wishlistCode = deferred<PageModule>();
    const viewingsCode = deferred<PageModule>();
    await renderSignedIn(
      BOB,
      async () => {
        const { DashboardLayout } = await import('./dashboard-layout');
        const { lazyComponent } = await import('../../../app/lazy-page');
        return [
          {
            path: '/dashboard',
            element: <DashboardLayout />,
            children: [
              {
                path: 'wishList',
                Component: lazyComponent(
                  () => wishlistCode.promise,
                  (m) => m.Page,
                ),
              },
              {
                path: 'viewings',
                Component: lazyComponent(
                  () => viewingsCode.promise,
                  (m) => m.Page,
                ),
              },
            ],
          },
        ];
      },
      '/dashboard/wishList',
      {
        'GET /api/user/bob%40example.com': {
          status: 200,
          body: { role: 'user', status: 'Verified' },
        },
      },
    );

    // The frame is there at once: the menu (with its links) and its button.
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' }, {});
    expect(await within(menu).findByRole('link', { name: 'Viewings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dashboard menu' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');

    await act(async () => wishlistCode.resolve({ Page: () => <h1>WishList</h1> }));
    expect(await screen.findByRole('heading', { name: 'WishList' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page…')).not.toBeInTheDocument();

    // Another page from the menu: the page before does not stay up while this one loads.
    fireEvent.click(within(menu).getByRole('link', { name: 'Viewings' }));
    expect(await screen.findByText('Loading the page…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'WishList' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    await act(async () => viewingsCode.resolve({ Page: () => <h1>Viewings</h1> }));
    expect(await screen.findByRole('heading', { name: 'Viewings' })).toBeInTheDocument();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Identity, Property } from '@elite/shared';
import { PLAIN_LISTING } from '../../../testing/listing-page';
import { renderSignedIn } from '../../../testing/render-app';
import { keepTablesAsTables } from '../../../testing/table-layout';

const ADA: Identity = {
  displayName: 'Ada Admin',
  email: 'ada@example.com',
  photoURL: null,
  emailVerified: true,
};

const listing = (n: number): Property => ({
  ...PLAIN_LISTING,
  _id: `p-${n}`,
  property_title: `Home ${n}`,
  status: 'pending',
});

describe('Manage Properties', () => {
  keepTablesAsTables();

  it('pages through every listing by the total the server gives, each title leading to its listing', async () => {
    const page = (n: number) => ({
      status: 200,
      body: [listing(n)],
      headers: { 'X-Total-Count': '45' },
    });
    const { callsTo } = await renderSignedIn(
      ADA,
      async () => {
        const { ManagePropertiesPage } = await import('./manage-properties-page');
        return [{ path: '/dashboard/manageProperties', element: <ManagePropertiesPage /> }];
      },
      '/dashboard/manageProperties',
      {
        'GET /api/allProperty?page=1&limit=20': page(1),
        'GET /api/allProperty?page=2&limit=20': page(21),
      },
    );

    const first = await screen.findByRole('link', { name: 'Home 1' });
    expect(first).toHaveAttribute('href', '/property/p-1');
    const pages = screen.getByRole('navigation', { name: 'Pages of properties' });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(
      await screen.findByRole('link', { name: 'Home 21' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(callsTo('GET /api/allProperty?page=2&limit=20')).toHaveLength(1);
  });
});

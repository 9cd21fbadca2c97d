import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '@elite/shared';
import { renderSignedIn } from '../../../testing/render-app';
import { APPLICATION } from '../../../testing/rental-fixtures';
import { keepTablesAsTables } from '../../../testing/table-layout';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const AGNES: Identity = {
  displayName: 'Agnes Agent',
  email: 'agnes@example.com',
  photoURL: null,
  emailVerified: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Requested Property with an application', () => {
  keepTablesAsTables();

  it('shows it as an application in the renter’s words, and answers it as an offer', async () => {
    const user = userEvent.setup();
    const { callsTo } = await renderSignedIn(
      AGNES,
      async () => {
        const { RequestedPropertyPage } = await import('./requested-property-page');
        return [{ path: '/dashboard/requestedProperty', element: <RequestedPropertyPage /> }];
      },
      '/dashboard/requestedProperty',
      {
        'GET /api/user/agnes%40example.com': {
          status: 200,
          body: { role: 'agent', status: 'Verified' },
        },
        'GET /api/requestedProperty/agnes%40example.com': { status: 200, body: [APPLICATION] },
        'PATCH /api/requestProperty/a-1': { status: 200, body: { modifiedCount: 1 } },
      },
    );

    const row = (await screen.findByRole('cell', { name: /Application/ })).closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row);
    expect(cells.getByText('$1,350/month')).toBeVisible();
    expect(row).toHaveTextContent('Move-in date: Apr 1, 2027');
    expect(row).toHaveTextContent('Term: 12 months');
    expect(row).toHaveTextContent('We are two nurses with a quiet cat.');
    expect(row).toHaveTextContent('pending');

    await user.click(cells.getByRole('button', { name: /^Accept/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('$1,350/month');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(callsTo('PATCH /api/requestProperty/a-1')).toHaveLength(1));
  });
});

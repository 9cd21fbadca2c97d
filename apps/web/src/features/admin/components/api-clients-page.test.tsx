import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, Identity } from '@elite/shared';
import { deferred } from '../../../testing/fake-api';
import { renderSignedIn, sentBodies } from '../../../testing/render-app';
import { keepTablesAsTables } from '../../../testing/table-layout';

const ADA: Identity = {
  displayName: 'Ada Admin',
  email: 'ada@example.com',
  photoURL: null,
  emailVerified: true,
};

const feed: ApiClient = {
  _id: 'c-1',
  name: 'Harbour portal',
  createdAt: '2026-11-02T10:00:00.000Z',
  createdBy: 'u-1',
  revokedAt: null,
};
const old: ApiClient = {
  ...feed,
  _id: 'c-2',
  name: 'Old feed',
  revokedAt: '2026-11-03T10:00:00.000Z',
};

async function openPage(clients: () => ApiClient[], extra = {}) {
  return renderSignedIn(
    ADA,
    async () => {
      const { ApiClientsPage } = await import('./api-clients-page');
      return [{ path: '/dashboard/apiClients', element: <ApiClientsPage /> }];
    },
    '/dashboard/apiClients',
    { 'GET /api/api-clients': () => ({ status: 200, body: clients() }), ...extra },
  );
}

describe('API Clients (admin)', () => {
  keepTablesAsTables();

  it('lists the clients: an active one may be revoked, a revoked one says so', async () => {
    await openPage(() => [feed, old]);
    expect(await screen.findByRole('heading', { level: 1, name: 'API Clients' })).toBeVisible();
    const active = await screen.findByRole('row', { name: /Harbour portal/ });
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByRole('button', { name: 'Revoke Harbour portal' })).toBeVisible();
    const revoked = screen.getByRole('row', { name: /Old feed/ });
    expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/secret-/);
  });

  it('creates a client and shows its secret once, with a copy button and a warning', async () => {
    let clients: ApiClient[] = [];
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    await openPage(() => clients, {
      'POST /api/api-clients': () => {
        clients = [feed];
        return {
          status: 201,
          body: { insertedId: 'c-1', client_id: 'c-1', client_secret: 'secret-abc' },
        };
      },
    });
    await screen.findByText('No API clients yet');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create client' })));
    expect(
      await screen.findByText('Give the client a name of at most 100 characters.'),
    ).toBeVisible();
    expect(sentBodies('POST /api/api-clients')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Client name'), { target: { value: 'Harbour portal' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create client' })));
    expect(await screen.findByText(/it is shown only this once/)).toBeVisible();
    expect(sentBodies('POST /api/api-clients')).toEqual([{ name: 'Harbour portal' }]);
    expect(screen.getByLabelText('Client secret')).toHaveValue('secret-abc');
    expect(screen.getByLabelText('Client ID')).toHaveValue('c-1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy secret' })));
    expect(writeText).toHaveBeenCalledWith('secret-abc');
    expect(await screen.findByText('Secret copied')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Harbour portal/ })).toBeVisible();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Done' })));
    expect(screen.queryByDisplayValue('secret-abc')).not.toBeInTheDocument();
  });

  it('revokes a client after a confirmation; its button waits meanwhile', async () => {
    let clients = [feed];
    const answer = deferred<{ status: number; body: null }>();
    const { callsTo } = await openPage(() => clients, {
      'DELETE /api/api-clients/c-1': () => {
        clients = [{ ...feed, revokedAt: '2026-11-04T10:00:00.000Z' }];
        return answer.promise;
      },
    });
    expect(await screen.findByRole('table', { name: 'API clients' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Harbour portal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Harbour portal?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE /api/api-clients/c-1')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Harbour portal' }));
    const again = await screen.findByRole('dialog', { name: 'Revoke Harbour portal?' });
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Revoke' })));
    expect(screen.getByRole('button', { name: 'Revoke Harbour portal' })).toBeDisabled();
    await act(async () => answer.resolve({ status: 204, body: null }));
    expect(await screen.findByText('Client revoked')).toBeInTheDocument();
    expect(callsTo('DELETE /api/api-clients/c-1')).toHaveLength(1);
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
  });
});

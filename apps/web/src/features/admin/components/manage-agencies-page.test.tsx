import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Agency, Identity, UserRecord } from '@elite/shared';
import type { FakeRoute } from '../../../testing/fake-api';
import { renderSignedIn, sentBodies } from '../../../testing/render-app';
import { keepTablesAsTables } from '../../../testing/table-layout';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ADA: Identity = {
  displayName: 'Ada Admin',
  email: 'ada@example.com',
  photoURL: null,
  emailVerified: true,
};

const HARBOUR: Agency = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Harbour Homes',
  logo: 'https://example.com/logo.png',
  address: '1 Quay Street, Lisbon',
  phone: '+351 21 000 0000',
  email: 'hello@harbour.example',
  website: 'https://harbour.example',
  agents: [{ _id: 'u-1', name: 'Agnes Agent', image: null }],
  listings_count: 4,
};
const HILL: Agency = {
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Hill & Dale',
  logo: null,
  address: null,
  phone: null,
  email: null,
  website: null,
  agents: [],
  listings_count: 0,
};

const account = (id: string, name: string, role: UserRecord['role']): UserRecord => ({
  _id: id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  photoURL: null,
  role,
  status: 'Verified',
});
const USERS = [
  account('u-0', 'Ada Admin', 'admin'),
  account('u-1', 'Agnes Agent', 'agent'),
  account('u-2', 'Otto Agent', 'agent'),
  account('u-3', 'Bob Buyer', 'user'),
];

async function openAgencies(
  agencies: () => Agency[],
  api: Record<string, FakeRoute | (() => FakeRoute)> = {},
) {
  return renderSignedIn(
    ADA,
    async () => {
      const { ManageAgenciesPage } = await import('./manage-agencies-page');
      return [{ path: '/dashboard/manageAgencies', element: <ManageAgenciesPage /> }];
    },
    '/dashboard/manageAgencies',
    {
      'GET /api/agencies': () => ({ status: 200, body: agencies() }),
      'GET /api/allUser': { status: 200, body: USERS },
      ...api,
    },
  );
}

const agenciesTable = () => screen.findByRole('table', { name: 'Agencies' });
const rowOf = (table: HTMLElement, text: string) => {
  const row = within(table).getAllByText(text)[0]?.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

describe('Manage Agencies', () => {
  keepTablesAsTables();

  it('lists the agencies with their contact, agents and listings', async () => {
    await openAgencies(() => [HARBOUR, HILL]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Agencies' })).toBeVisible();
    const row = rowOf(await agenciesTable(), 'Harbour Homes');
    expect(within(row).getByText('1 Quay Street, Lisbon')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'hello@harbour.example' })).toHaveAttribute(
      'href',
      'mailto:hello@harbour.example',
    );
    expect(within(row).getByText('Agnes Agent')).toBeVisible();
    expect(within(row).getByText('4')).toBeVisible();
    expect(
      within(rowOf(await agenciesTable(), 'Hill & Dale')).getByText('No agents'),
    ).toBeVisible();
  });

  it('says so when there is no agency yet', async () => {
    await openAgencies(() => []);
    expect(await screen.findByText('No agencies yet')).toBeVisible();
  });

  it('adds an agency once its fields are right, with empty ones sent as none', async () => {
    const user = userEvent.setup();
    let agencies: Agency[] = [];
    await openAgencies(() => agencies, {
      'POST /api/agencies': () => {
        agencies = [{ ...HILL, _id: 'new', name: 'Seaside Realty' }];
        return { status: 201, body: { insertedId: 'new' } };
      },
    });
    await screen.findByText('No agencies yet');
    await user.click(screen.getByRole('button', { name: 'Add agency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add agency' });

    await user.click(within(dialog).getByRole('button', { name: 'Add agency' }));
    expect(
      await within(dialog).findByText('Enter the agency’s name (up to 120 characters).'),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Seaside Realty');
    await user.type(within(dialog).getByLabelText('Website'), 'http://seaside.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add agency' }));
    expect(await within(dialog).findByText('Enter the website’s https URL.')).toBeVisible();
    expect(sentBodies('POST /api/agencies')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Website'));
    await user.type(within(dialog).getByLabelText('Website'), 'https://seaside.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add agency' }));

    expect(await screen.findByText('Seaside Realty was added')).toBeInTheDocument();
    expect(sentBodies('POST /api/agencies')).toEqual([
      {
        name: 'Seaside Realty',
        logo: null,
        address: null,
        phone: null,
        email: null,
        website: 'https://seaside.example',
      },
    ]);
    expect(await agenciesTable()).toHaveTextContent('Seaside Realty');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('changes an agency, and shows the server’s refusal in the dialog', async () => {
    const user = userEvent.setup();
    let answer: FakeRoute = { status: 400, body: { message: 'phone must be a phone number' } };
    await openAgencies(() => [HARBOUR], {
      [`PATCH /api/agencies/${HARBOUR._id}`]: () => answer,
    });
    const row = rowOf(await agenciesTable(), 'Harbour Homes');
    await user.click(within(row).getByRole('button', { name: /^Edit\s*Harbour Homes$/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Edit\s*Harbour Homes$/ });
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('+351 21 000 0000');

    await user.clear(within(dialog).getByLabelText('Address'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'phone must be a phone number',
    );

    answer = { status: 200, body: { modifiedCount: 1 } };
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Harbour Homes was saved')).toBeInTheDocument();
    expect(sentBodies(`PATCH /api/agencies/${HARBOUR._id}`).at(-1)).toEqual({
      name: 'Harbour Homes',
      logo: 'https://example.com/logo.png',
      address: null,
      phone: '+351 21 000 0000',
      email: 'hello@harbour.example',
      website: 'https://harbour.example',
    });
  });

  it('deletes an agency only once asked', async () => {
    const user = userEvent.setup();
    let agencies = [HARBOUR, HILL];
    const { callsTo } = await openAgencies(() => agencies, {
      [`DELETE /api/agencies/${HARBOUR._id}`]: () => {
        agencies = [HILL];
        return { status: 200, body: { deletedCount: 1 } };
      },
    });
    const row = rowOf(await agenciesTable(), 'Harbour Homes');
    await user.click(within(row).getByRole('button', { name: /^Delete\s*Harbour Homes$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Harbour Homes?' });
    expect(dialog).toHaveTextContent('Its agents stay on the site, in no agency.');
    expect(callsTo(`DELETE /api/agencies/${HARBOUR._id}`)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Harbour Homes was deleted')).toBeInTheDocument();
    await vi.waitFor(async () =>
      expect(await agenciesTable()).not.toHaveTextContent('Harbour Homes'),
    );
  });

  it('puts an agent in an agency, or in none', async () => {
    const user = userEvent.setup();
    await openAgencies(() => [HARBOUR, HILL], {
      'PATCH /api/user/u-2/agency': { status: 200, body: { modifiedCount: 1 } },
      'PATCH /api/user/u-1/agency': { status: 200, body: { modifiedCount: 1 } },
    });
    const agents = await screen.findByRole('table', { name: 'Agents and their agencies' });
    // Agents only, each with the agency they are in.
    expect(within(agents).queryByText('Bob Buyer')).not.toBeInTheDocument();
    expect(within(agents).getByRole('combobox', { name: 'Agency of Agnes Agent' })).toHaveValue(
      HARBOUR._id,
    );
    const otto = within(agents).getByRole('combobox', { name: 'Agency of Otto Agent' });
    expect(otto).toHaveValue('');

    await user.selectOptions(otto, within(otto).getByRole('option', { name: 'Hill & Dale' }));
    expect(await screen.findByText('Otto Agent is in Hill & Dale now')).toBeInTheDocument();
    expect(sentBodies('PATCH /api/user/u-2/agency')).toEqual([{ agency_id: HILL._id }]);

    await user.selectOptions(
      within(agents).getByRole('combobox', { name: 'Agency of Agnes Agent' }),
      'No agency',
    );
    expect(await screen.findByText('Agnes Agent is in no agency now')).toBeInTheDocument();
    expect(sentBodies('PATCH /api/user/u-1/agency')).toEqual([{ agency_id: null }]);
  });
});

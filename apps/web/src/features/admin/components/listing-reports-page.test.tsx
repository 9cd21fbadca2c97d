import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Identity, ListingReport } from '@elite/shared';
import { renderSignedIn, sentBodies } from '../../../testing/render-app';

const ADA: Identity = {
  displayName: 'Ada Admin',
  email: 'ada@example.com',
  photoURL: null,
  emailVerified: true,
};

const LIST = 'GET /api/listing-reports?page=1&limit=20';

const openReport: ListingReport = {
  _id: 'r-1',
  reason: 'fraud',
  details: 'They ask for a deposit before any viewing.',
  status: 'open',
  createdAt: '2026-11-02T10:00:00.000Z',
  reporter: { kind: 'visitor', name: null, email: 'vic@example.com' },
  note: null,
  resolvedAt: null,
  listing: { _id: 'p-1', title: 'Harbour View Villa' },
};
const resolvedReport: ListingReport = {
  ...openReport,
  _id: 'r-2',
  reason: 'duplicate',
  details: '',
  status: 'resolved',
  reporter: { kind: 'account', name: 'Bob Buyer', email: 'bob@example.com' },
  note: 'The agent removed the copy.',
  resolvedAt: '2026-11-03T10:00:00.000Z',
  listing: { _id: 'p-2', title: 'Quiet Cottage' },
};

async function openPage(reports: () => ListingReport[], extra = {}) {
  return renderSignedIn(
    ADA,
    async () => {
      const { ListingReportsPage } = await import('./listing-reports-page');
      return [{ path: '/dashboard/listingReports', element: <ListingReportsPage /> }];
    },
    '/dashboard/listingReports',
    {
      [LIST]: () => ({
        status: 200,
        body: reports(),
        headers: { 'X-Total-Count': String(reports().length) },
      }),
      ...extra,
    },
  );
}

const card = async (title: string) =>
  (await screen.findByRole('link', { name: title })).closest('article') as HTMLElement;

describe('Listing Reports (admin)', () => {
  it('shows each report beside its listing; an open one with a form, a resolved one with its note', async () => {
    await openPage(() => [openReport, resolvedReport]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Listing Reports' })).toBeVisible();
    const open = within(await card('Harbour View Villa'));
    expect(open.getByRole('link', { name: 'Harbour View Villa' })).toHaveAttribute(
      'href',
      '/property/p-1',
    );
    expect(open.getByText('Open')).toBeInTheDocument();
    expect(open.getByText('A scam or fraud')).toBeInTheDocument();
    expect(open.getByText('They ask for a deposit before any viewing.')).toBeInTheDocument();
    expect(open.getByText('vic@example.com')).toBeInTheDocument();
    expect(open.getByText(/visitor, not signed in/)).toBeInTheDocument();
    expect(open.getByRole('button', { name: 'Resolve' })).toBeInTheDocument();

    const resolved = within(await card('Quiet Cottage'));
    expect(resolved.getByText('Resolved')).toBeInTheDocument();
    expect(resolved.getByText('None given')).toBeInTheDocument();
    expect(resolved.getByText(/Bob Buyer/)).toBeInTheDocument();
    expect(resolved.getByText('The agent removed the copy.')).toBeInTheDocument();
    expect(resolved.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
  });

  it('resolves an open report with a note, says so and reads the list again', async () => {
    let reports = [openReport];
    const { callsTo } = await openPage(() => reports, {
      'PATCH /api/listing-reports/r-1': () => {
        reports = [{ ...openReport, status: 'resolved', note: 'Listing withdrawn.' }];
        return { status: 200, body: reports[0] };
      },
    });
    const open = within(await card('Harbour View Villa'));
    const note = open.getByLabelText('Note on what was done about Harbour View Villa');
    await act(async () => fireEvent.click(open.getByRole('button', { name: 'Resolve' })));
    expect(
      await open.findByText('Write a note for the reporter, at most 2000 characters.'),
    ).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('PATCH /api/listing-reports/r-1')).toEqual([]);

    fireEvent.change(note, { target: { value: 'Listing withdrawn.' } });
    await act(async () => fireEvent.click(open.getByRole('button', { name: 'Resolve' })));
    expect(
      await screen.findByText('The report is resolved; the reporter is told by e-mail.'),
    ).toBeInTheDocument();
    expect(sentBodies('PATCH /api/listing-reports/r-1')).toEqual([
      { status: 'resolved', note: 'Listing withdrawn.' },
    ]);
    expect(await screen.findByText('Listing withdrawn.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal when another admin resolved it first', async () => {
    await openPage(() => [openReport], {
      'PATCH /api/listing-reports/r-1': {
        status: 409,
        body: { message: 'This report is already resolved' },
      },
    });
    const open = within(await card('Harbour View Villa'));
    fireEvent.change(open.getByLabelText(/^Note on what was done/), {
      target: { value: 'Done.' },
    });
    await act(async () => fireEvent.click(open.getByRole('button', { name: 'Resolve' })));
    expect(await screen.findByText('This report is already resolved')).toBeInTheDocument();
  });

  it('says when there is none yet', async () => {
    await openPage(() => []);
    expect(await screen.findByText('No listing reports yet')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be read', async () => {
    await renderSignedIn(
      ADA,
      async () => {
        const { ListingReportsPage } = await import('./listing-reports-page');
        return [{ path: '/dashboard/listingReports', element: <ListingReportsPage /> }];
      },
      '/dashboard/listingReports',
      // A refusal (4xx) is not retried: the page shows it at once.
      { [LIST]: { status: 400, body: { message: 'limit must be a whole number from 1 to 100' } } },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('limit must be a whole number');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

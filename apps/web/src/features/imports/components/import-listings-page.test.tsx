import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Identity, ListingImport } from '@elite/shared';
import type { FakeRoute } from '../../../testing/fake-api';
import { renderSignedIn } from '../../../testing/render-app';

const AGNES: Identity = {
  displayName: 'Agnes Agent',
  email: 'agnes@example.com',
  photoURL: null,
  emailVerified: true,
};
const ROLE = 'GET /api/user/agnes%40example.com';
const DRY_RUN = 'POST /api/imports?dry_run=1';
const IMPORT = 'POST /api/imports';

const checked: ListingImport = {
  status: 'done',
  dry_run: true,
  rows: 3,
  processed: 3,
  created: 1,
  updated: 1,
  unchanged: 0,
  failed_rows: [{ row: 3, field: 'price_min', message: 'price_min must be a number' }],
};
const running: ListingImport = {
  ...checked,
  status: 'running',
  dry_run: false,
  processed: 1,
  created: 1,
  updated: 0,
  failed_rows: [],
};
const done: ListingImport = { ...checked, dry_run: false };

// Polled once a second: a poll's answer may take a little over that.
const POLL = { timeout: 4000 };

async function openPage(
  role: 'agent' | 'admin',
  api: Record<string, FakeRoute | (() => FakeRoute)>,
) {
  const rendered = await renderSignedIn(
    AGNES,
    async () => {
      const { ImportListingsPage } = await import('./import-listings-page');
      return [{ path: '/dashboard/importListings', element: <ImportListingsPage /> }];
    },
    '/dashboard/importListings',
    { [ROLE]: { status: 200, body: { role, status: 'Verified' } }, ...api },
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Import Listings' })).toBeVisible();
  return rendered;
}

function chooseFile(name = 'listings.csv') {
  const file = new File(['external_id,property_title\n'], name, { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('Listings file (CSV or JSON)'), {
    target: { files: [file] },
  });
  return file;
}

/** The file the app sent to one "METHOD /api/path", in the multipart field `file`. */
function sentFiles(route: string): unknown[] {
  return vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return `${init?.method ?? 'GET'} ${url.pathname}${url.search}` === route;
    })
    .map(([, init]) => (init?.body as FormData).get('file'));
}

describe('Import Listings', () => {
  it('checks a file and shows its counts and its errors by row and field; Import waits for it', async () => {
    const { callsTo } = await openPage('agent', {
      [DRY_RUN]: { status: 202, body: { importId: 'check-1' } },
      'GET /api/imports/check-1': { status: 200, body: checked },
    });
    expect(screen.getByText(/external_id is your own key/)).toBeInTheDocument();
    expect(screen.queryByText(/agent_email column/)).not.toBeInTheDocument();
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();

    const file = chooseFile();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check file' })));
    const check = within(await screen.findByRole('region', { name: 'Check' }));
    expect(await check.findByText('The check is done: nothing was saved.')).toBeInTheDocument();
    expect(sentFiles(DRY_RUN)).toEqual([file]);

    const count = (term: string) => check.getByText(term).nextElementSibling?.textContent;
    expect(count('Rows')).toBe('3');
    expect(count('Would create')).toBe('1');
    expect(count('Would update')).toBe('1');
    expect(count('Unchanged')).toBe('0');
    expect(count('Failed rows')).toBe('1');
    expect(check.getByText(/will be skipped/)).toBeInTheDocument();
    const table = check.getByRole('table', { name: 'Failed rows by row and field' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('3');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['price_min', 'price_min must be a number']);
    expect(importButton).toBeEnabled();
    expect(callsTo(IMPORT)).toEqual([]);
  });

  it('starts the import once checked, shows its progress, then its result', async () => {
    let polls = 0;
    await openPage('agent', {
      [DRY_RUN]: { status: 202, body: { importId: 'check-1' } },
      'GET /api/imports/check-1': { status: 200, body: checked },
      [IMPORT]: { status: 202, body: { importId: 'import-1' } },
      'GET /api/imports/import-1': () => {
        polls += 1;
        return { status: 200, body: polls === 1 ? running : done };
      },
    });
    const file = chooseFile();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check file' })));
    await screen.findByText('The check is done: nothing was saved.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));

    const result = within(await screen.findByRole('region', { name: 'Import' }));
    const progress = await result.findByRole('progressbar', { name: 'Importing the rows' });
    expect(progress).toHaveAttribute('value', '1');
    expect(progress).toHaveAttribute('max', '3');
    expect(result.getByText('1 of 3 rows processed')).toBeInTheDocument();
    expect(sentFiles(IMPORT)).toEqual([file]);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    expect(await result.findByText('The import is done.', {}, POLL)).toBeInTheDocument();
    const count = (term: string) => result.getByText(term).nextElementSibling?.textContent;
    expect(count('Created')).toBe('1');
    expect(count('Updated')).toBe('1');
    expect(result.getByText('These rows failed and were skipped.')).toBeInTheDocument();
    expect(result.getByRole('table', { name: 'Failed rows by row and field' })).toBeInTheDocument();
    expect(result.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a refusal of the whole file, and keeps Import off', async () => {
    await openPage('admin', {
      [DRY_RUN]: { status: 413, body: { message: 'The file is larger than 20 MB' } },
    });
    expect(await screen.findByText(/needs an agent_email column/)).toBeInTheDocument();
    chooseFile('big.csv');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check file' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 20 MB');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Check' })).not.toBeInTheDocument();
  });
});

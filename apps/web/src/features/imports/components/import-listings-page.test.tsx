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

function chooseFile(name = 'listings.csv', text = 'external_id,property_title\n') {
  const file = new File([text], name, { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('Listings file (CSV or JSON)'), {
    target: { files: [file] },
  });
  return file;
}

/** The files the app sent to one "METHOD /api/path" (multipart field `file`): name and text. */
function sentFiles(route: string): Promise<{ name: string; text: string }[]> {
  const files = vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return `${init?.method ?? 'GET'} ${url.pathname}${url.search}` === route;
    })
    .map(([, init]) => (init?.body as FormData).get('file') as File);
  return Promise.all(files.map(async (file) => ({ name: file.name, text: await file.text() })));
}

const sent = (file: File) => file.text().then((text) => ({ name: file.name, text }));

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
    expect(await sentFiles(DRY_RUN)).toEqual([await sent(file)]);

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
    expect(await sentFiles(IMPORT)).toEqual([await sent(file)]);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    // Why it is off: this file is in; another is chosen and checked first.
    expect(screen.getByRole('button', { name: 'Import' })).toHaveAccessibleDescription(
      'This file is imported. To import another, choose it and check it.',
    );

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

  it('keeps Import off when every row failed the check, and says why; a new file starts over', async () => {
    const everyRowFails: ListingImport = {
      ...checked,
      rows: 2,
      created: 0,
      updated: 0,
      failed_rows: [
        { row: 1, field: 'price_min', message: 'price_min must be a number' },
        { row: 2, field: 'location', message: 'location is required' },
        { row: 2, field: 'bedrooms', message: 'bedrooms must be a whole number' },
      ],
    };
    let checks = 0;
    await openPage('agent', {
      [DRY_RUN]: () => {
        checks += 1;
        return { status: 202, body: { importId: `check-${checks}` } };
      },
      'GET /api/imports/check-1': { status: 200, body: everyRowFails },
      'GET /api/imports/check-2': { status: 200, body: checked },
      [IMPORT]: { status: 202, body: { importId: 'import-1' } },
      'GET /api/imports/import-1': { status: 200, body: done },
    });
    chooseFile('broken.csv', 'external_id,price_min\nb-1,cheap\nb-2,\n');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check file' })));
    const check = within(await screen.findByRole('region', { name: 'Check' }));
    expect(
      await check.findByText('Every row fails, so there is nothing to import yet.'),
    ).toBeVisible();
    expect(check.queryByText(/the others can be imported/)).not.toBeInTheDocument();
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    expect(importButton).toHaveAccessibleDescription(
      'Every row failed the check: fix the file and check it again.',
    );

    // The fixed file: the old check goes away at once, and Import waits for the new one.
    const fixed = chooseFile('fixed.csv', 'external_id,price_min\nb-1,100000\nb-2,90000\n');
    expect(screen.queryByRole('region', { name: 'Check' })).not.toBeInTheDocument();
    expect(importButton).toHaveAccessibleDescription(
      'Import becomes available once the file has been checked.',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check file' })));
    await screen.findByText('These rows fail and will be skipped; the others can be imported.');
    expect(importButton).toBeEnabled();
    expect(importButton).not.toHaveAccessibleDescription();
    await act(async () => fireEvent.click(importButton));
    expect(await screen.findByText('The import is done.')).toBeInTheDocument();
    expect(await sentFiles(IMPORT)).toEqual([await sent(fixed)]);
  });

  it('says that a check which stopped must be run again', async () => {
    await openPage('agent', {
      [DRY_RUN]: { status: 202, body: { importId: 'check-1' } },
      'GET /api/imports/check-1': {
        status: 200,
        body: { ...checked, status: 'failed', processed: 1, failed_rows: [] },
      },
    });
    chooseFile();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check file' })));
    expect(await screen.findByText('It stopped after 1 of 3 rows.')).toBeVisible();
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    expect(importButton).toHaveAccessibleDescription(
      'The check stopped before the end: check the file again.',
    );
  });

  it('asks for the file again when it can no longer be read (changed since it was chosen)', async () => {
    const { callsTo } = await openPage('agent', {
      [DRY_RUN]: { status: 202, body: { importId: 'check-1' } },
      'GET /api/imports/check-1': { status: 200, body: checked },
    });
    const file = chooseFile();
    vi.spyOn(file, 'arrayBuffer').mockRejectedValue(
      new DOMException('The file changed', 'NotReadableError'),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check file' })));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be read: it may have changed since you chose it. Choose it again.',
    );
    expect(callsTo(DRY_RUN)).toEqual([]);
    expect(screen.getByLabelText('Listings file (CSV or JSON)')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();

    const again = chooseFile();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check file' })));
    expect(await screen.findByText('The check is done: nothing was saved.')).toBeInTheDocument();
    expect(await sentFiles(DRY_RUN)).toEqual([await sent(again)]);
  });
});

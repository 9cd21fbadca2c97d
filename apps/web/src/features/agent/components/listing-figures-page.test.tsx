import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Identity, Property } from '@elite/shared';
import {
  fakeChartLibrary,
  figureDays,
  rowNumbers,
  type DrawnChart,
} from '../../../testing/figures';
import { noFacts } from '../../../testing/fixtures';
import { renderSignedIn } from '../../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const drawn = vi.hoisted((): DrawnChart[] => []);
vi.mock('chart.js', () => fakeChartLibrary(drawn));

const AGNES: Identity = {
  displayName: 'Agnes Agent',
  email: 'agnes@example.com',
  photoURL: null,
  emailVerified: true,
};

const listing = (id: string, title: string): Property => ({
  _id: id,
  property_title: title,
  location: 'Lisbon',
  property_image: '/images/a.jpg',
  price_range: { min: 300_000, max: 350_000 },
  status: 'verified',
  agent_name: AGNES.displayName,
  agent_email: AGNES.email,
  agent_image: null,
  ...noFacts(),
});

const LOFT = listing('p-1', 'Harbour Loft');
const COTTAGE = listing('p-2', 'Garden Cottage');

const figures = (views: number) => ({ views, wishlisted: 1, contacts: 0, viewings: 2, offers: 0 });

beforeEach(() => {
  // "Today" is 29 November 2026 (the periods end today); timers stay real.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T12:00:00Z') });
  drawn.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

async function openFigures(path = '/dashboard/listingFigures') {
  return renderSignedIn(
    AGNES,
    async () => {
      const { ListingFiguresPage } = await import('./listing-figures-page');
      return [{ path: '/dashboard/listingFigures', element: <ListingFiguresPage /> }];
    },
    path,
    {
      'GET /api/user/agnes%40example.com': {
        status: 200,
        body: { role: 'agent', status: 'Verified' },
      },
      'GET /api/myAddedProperty/agnes%40example.com': { status: 200, body: [LOFT, COTTAGE] },
      'GET /api/property/p-1/stats?from=2026-10-31&to=2026-11-29': {
        status: 200,
        body: { days: figureDays('2026-10-31', 30, (i) => figures(i)) },
      },
      'GET /api/property/p-2/stats?from=2026-11-23&to=2026-11-29': {
        status: 200,
        body: { days: figureDays('2026-11-23', 7, () => figures(4)) },
      },
      'GET /api/property/p-2/stats?from=2026-10-31&to=2026-11-29': {
        status: 404,
        body: { message: 'Property not found' },
      },
    },
  );
}

describe('Listing figures', () => {
  it('shows the first listing’s last 30 days as a table, totals and a chart', async () => {
    await openFigures();

    expect(await screen.findByRole('heading', { level: 1, name: 'Listing Figures' })).toBeVisible();
    expect(await screen.findByLabelText('Listing')).toHaveValue('p-1');
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();

    const table = await screen.findByRole('table', {
      name: 'Figures of Harbour Loft by day, the last 30 days',
    });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual([
      'Date',
      'Views',
      'Wishlisted',
      'Contacts',
      'Viewing requests',
      'Offers',
    ]);
    // A row per day, oldest first, each named by its date.
    expect(rowNumbers(table, 'Sat, Oct 31')).toEqual(['0', '1', '0', '2', '0']);
    expect(rowNumbers(table, 'Sun, Nov 29')[0]).toBe('29');
    // 0 + 1 + ... + 29 views.
    expect(rowNumbers(table, 'Total')).toEqual(['435', '30', '0', '60', '0']);
    const totals = screen.getByRole('region', { name: 'Totals for the period' });
    expect(within(totals).getByText('Views').nextSibling).toHaveTextContent('435');

    // The chart: the same five figures, told apart by dash as well as colour.
    expect(
      screen.getByRole('img', { name: /^Harbour Loft: the last 30 days\. The table beside/ }),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(drawn).not.toHaveLength(0));
    const chart = drawn.at(-1)!;
    expect(chart.data.labels).toHaveLength(30);
    expect(chart.data.datasets.map((line) => line.label)).toEqual(headings.slice(1));
    expect(chart.data.datasets[0]!.data.slice(0, 3)).toEqual([0, 1, 2]);
    const dashes = chart.data.datasets.map((line) => JSON.stringify(line.borderDash));
    expect(new Set(dashes).size).toBe(5);
  });

  it('reads another listing and period, and shows a failure with a retry', async () => {
    const user = userEvent.setup();
    const { router } = await openFigures();
    await screen.findByRole('table', { name: /Harbour Loft/ });

    await user.selectOptions(screen.getByLabelText('Listing'), 'Garden Cottage');
    expect(await screen.findByText('Property not found')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();

    await user.click(screen.getByRole('radio', { name: '7 days' }));
    const table = await screen.findByRole('table', {
      name: 'Figures of Garden Cottage by day, the last 7 days',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 7 + 1);
    expect(rowNumbers(table, 'Total')[0]).toBe('28');
    expect(router.state.location.search).toBe('?listing=p-2&days=7');
  });

  it('opens on the listing and period in its address', async () => {
    await openFigures('/dashboard/listingFigures?listing=p-2&days=7');
    expect(
      await screen.findByRole('table', { name: /Garden Cottage by day, the last 7 days/ }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Listing')).toHaveValue('p-2');
  });
});

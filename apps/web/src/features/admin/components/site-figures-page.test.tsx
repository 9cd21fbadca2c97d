import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '@elite/shared';
import {
  fakeChartLibrary,
  figureDays,
  rowNumbers,
  type DrawnChart,
} from '../../../testing/figures';
import type { FakeRoute } from '../../../testing/fake-api';
import { renderSignedIn } from '../../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const drawn = vi.hoisted((): DrawnChart[] => []);
vi.mock('chart.js', () => fakeChartLibrary(drawn));

const ADA: Identity = {
  displayName: 'Ada Admin',
  email: 'ada@example.com',
  photoURL: null,
  emailVerified: true,
};

const day = (sales: number) => ({
  new_listings: 3,
  new_users: 5,
  searches: 40,
  offers: 2,
  sales,
  sales_amount: sales * 312_500.5,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T12:00:00Z') });
  drawn.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

const openSiteFigures = (api: Record<string, FakeRoute>) =>
  renderSignedIn(
    ADA,
    async () => {
      const { SiteFiguresPage } = await import('./site-figures-page');
      return [{ path: '/dashboard/siteFigures', element: <SiteFiguresPage /> }];
    },
    '/dashboard/siteFigures',
    api,
  );

describe('Site figures', () => {
  it('shows the site’s days with the sales in money, and another period on demand', async () => {
    const user = userEvent.setup();
    await openSiteFigures({
      'GET /api/stats?from=2026-10-31&to=2026-11-29': {
        status: 200,
        body: { days: figureDays('2026-10-31', 30, (i) => day(i === 29 ? 2 : 0)) },
      },
      'GET /api/stats?from=2026-09-01&to=2026-11-29': {
        status: 200,
        body: { days: figureDays('2026-09-01', 90, () => day(1)) },
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Site Figures' })).toBeVisible();
    const table = await screen.findByRole('table', {
      name: 'The site’s figures by day, the last 30 days',
    });
    expect(rowNumbers(table, 'Sun, Nov 29')).toEqual(['3', '5', '40', '2', '2', '$625,001']);
    expect(rowNumbers(table, 'Total')).toEqual(['90', '150', '1,200', '60', '2', '$625,001']);
    // The chart draws the counts; the money, on another scale, is in the table.
    await vi.waitFor(() => expect(drawn).not.toHaveLength(0));
    expect(drawn.at(-1)?.data.datasets.map((line) => line.label)).toEqual([
      'New listings',
      'New accounts',
      'Searches',
      'Offers',
      'Sales',
    ]);

    await user.click(screen.getByRole('radio', { name: '90 days' }));
    const longer = await screen.findByRole('table', { name: /the last 90 days/ });
    expect(within(longer).getAllByRole('row')).toHaveLength(1 + 90 + 1);
    const totals = screen.getByRole('region', { name: 'Totals for the period' });
    expect(within(totals).getByText('Sales amount').nextSibling).toHaveTextContent('$28,125,045');
  });

  it('shows the server’s refusal, with a retry', async () => {
    await openSiteFigures({
      'GET /api/stats?from=2026-10-31&to=2026-11-29': {
        status: 400,
        body: { message: 'A range of figures is at most 366 days' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A range of figures is at most 366 days',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

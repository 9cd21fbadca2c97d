import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openListingPage } from '../../../testing/listing-page';
import { RENTAL_LISTING } from '../../../testing/rental-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a home to rent’s page', () => {
  it('shows the rent per month, a To rent badge, the rental facts and Apply to rent', async () => {
    await openListingPage(RENTAL_LISTING);
    expect(screen.getAllByText('$1,200 - $1,500/month')[0]).toBeVisible();
    expect(screen.getByText('To rent')).toBeVisible();

    const facts = screen.getByRole('region', { name: 'Renting this home' });
    const rows = within(facts)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Deposit: $1,800',
      'Available from: Mar 1, 2027',
      'Furnishing: Part furnished',
      'Minimum term: 6 months',
      'Pets: Yes',
      'Bills included: No',
    ]);
    expect(
      (await screen.findAllByRole('button', { name: 'Apply to rent' })).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Make an Offer' })).toBeNull();
  });

  it('gives its price history in rent per month, and its let as a let', async () => {
    await openListingPage({
      ...RENTAL_LISTING,
      status: 'sold',
      price_history: [
        { date: '2026-10-01T00:00:00.000Z', event: 'listed', min: 1_300, max: 1_500 },
        { date: '2026-10-20T00:00:00.000Z', event: 'price_changed', min: 1_200, max: 1_500 },
        { date: '2026-11-02T00:00:00.000Z', event: 'sold', min: 1_250, max: 1_250 },
      ],
    });
    const history = screen.getByRole('table');
    const rows = within(history)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Listed', '$1,300 - $1,500/month'],
      ['Price changed', '$1,200 - $1,500/month'],
      ['Let', '$1,250/month'],
    ]);
  });

  it('says Let agreed, not Sold, once it is let', async () => {
    await openListingPage({ ...RENTAL_LISTING, status: 'sold' });
    expect(screen.getByText('Let agreed')).toBeVisible();
    expect(screen.queryByText('sold')).toBeNull();
    expect(screen.queryByText('To rent')).toBeNull();
  });
});

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

  it('says Let agreed, not Sold, once it is let', async () => {
    await openListingPage({ ...RENTAL_LISTING, status: 'sold' });
    expect(screen.getByText('Let agreed')).toBeVisible();
    expect(screen.queryByText('sold')).toBeNull();
    expect(screen.queryByText('To rent')).toBeNull();
  });
});

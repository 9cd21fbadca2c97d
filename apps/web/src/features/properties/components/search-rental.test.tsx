import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '@elite/shared';
import { SALE_LISTING } from '@elite/shared';
import { expectTitles, listing, openSearch, page } from '../../../testing/all-property';
import { RENTAL_FACTS } from '../../../testing/rental-fixtures';

vi.mock('./search-map', async () => ({
  default: (await import('../../../testing/all-property')).StandInMap,
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const forSale = (n: number): Property => ({ ...listing(n), ...SALE_LISTING });
const toRent = (n: number, period: 'month' | 'week' = 'month'): Property => ({
  ...listing(n),
  ...RENTAL_FACTS,
  rent_period: period,
  property_title: `Flat ${n}`,
  price_range: { min: 1_000 * n, max: 1_200 * n },
});

describe('All Property’s Buy / Rent switch', () => {
  it('searches homes to rent with listing=rent, keeps it in the address, and shows rents per period', async () => {
    const user = userEvent.setup();
    const { api, search } = await openSearch('/allProperty', {
      'GET /api/property?page=1&limit=12': page([forSale(1)]),
      'GET /api/property?page=1&limit=12&listing=rent': page([toRent(1), toRent(2, 'week')]),
    });
    await expectTitles(['Home 1']);
    const buy = screen.getByRole('radio', { name: 'Buy' });
    expect(buy).toBeChecked();
    expect(screen.getByRole('group', { name: 'Homes to buy or to rent' })).toBeVisible();

    // The keyboard's way: the chosen radio is the tab stop, an arrow key moves to the other.
    buy.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(search()).toBe('?listing=rent'));
    expect(screen.getByRole('radio', { name: 'Rent' })).toBeChecked();
    await expectTitles(['Flat 1', 'Flat 2']);
    expect(api.callsTo('GET /api/property?page=1&limit=12&listing=rent')).toHaveLength(1);

    const cards = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('article');
    expect(cards[0]).toHaveTextContent('$1,000 - $1,200/month');
    expect(cards[0]).toHaveTextContent('To rent');
    expect(cards[1]).toHaveTextContent('$2,000 - $2,400/week');

    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    await waitFor(() => expect(search()).toBe(''));
    await expectTitles(['Home 1']);
  });

  it('opens a shared link on Rent and sends listing with the filters', async () => {
    const { api } = await openSearch('/allProperty?listing=rent&beds=2', {
      'GET /api/property?page=1&limit=12&listing=rent&beds=2': page([toRent(2)]),
    });
    await expectTitles(['Flat 2']);
    expect(screen.getByRole('radio', { name: 'Rent' })).toBeChecked();
    expect(api.callsTo('GET /api/property?page=1&limit=12&listing=rent&beds=2')).toHaveLength(1);
  });
});

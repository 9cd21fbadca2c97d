import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '@elite/shared';
import { HydratedContext } from '../../../../lib/use-hydrated';
import { MortgageCalculator } from './mortgage-calculator';

type Listing = Pick<Property, '_id' | 'price_range' | 'status' | 'listing_type'>;

const SALE: Listing = {
  _id: 'p-1',
  price_range: { min: 450_000, max: 500_000 },
  status: 'verified',
  listing_type: 'sale',
};

function renderCalculator(listing: Listing = SALE) {
  return render(
    <HydratedContext.Provider value>
      <MortgageCalculator property={listing} />
    </HydratedContext.Provider>,
  );
}

const field = (name: RegExp) => screen.getByRole('spinbutton', { name });

async function fill(user: ReturnType<typeof userEvent.setup>, name: RegExp, value: string) {
  await user.clear(field(name));
  await user.type(field(name), value);
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the mortgage calculator', () => {
  it('starts from the listing’s lowest price and a fifth of it as deposit', () => {
    renderCalculator();
    expect(screen.getByRole('region', { name: 'Mortgage calculator' })).toBeVisible();
    expect(field(/^Price \(USD\)/)).toHaveValue(450_000);
    expect(field(/^Deposit \(USD\)/)).toHaveValue(90_000);
    expect(field(/^Interest rate/)).toHaveValue(5);
    expect(field(/^Term/)).toHaveValue(25);
  });

  it('gives the monthly payment by the annuity formula, remembers the figures on the device and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const { unmount } = renderCalculator();

    await fill(user, /^Price/, '300000');
    await fill(user, /^Deposit/, '60000');
    await fill(user, /^Interest rate/, '5');
    await fill(user, /^Term/, '25');
    // 240,000 over 300 months at 5 % a year: 1,403.016…
    const result = screen.getByRole('status');
    expect(result).toHaveTextContent('Monthly payment$1,403.02');
    expect(result).toHaveTextContent('Loan of $240,000');

    unmount();
    renderCalculator();
    expect(field(/^Price/)).toHaveValue(300_000);
    expect(field(/^Deposit/)).toHaveValue(60_000);
    expect(screen.getByRole('status')).toHaveTextContent('$1,403.02');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the price per listing and the rate and term for every listing', async () => {
    const user = userEvent.setup();
    const { unmount } = renderCalculator();
    await fill(user, /^Price/, '440000');
    await fill(user, /^Interest rate/, '3.5');
    await fill(user, /^Term/, '30');
    unmount();

    renderCalculator({ ...SALE, _id: 'p-2', price_range: { min: 200_000, max: 200_000 } });
    expect(field(/^Price/)).toHaveValue(200_000);
    expect(field(/^Deposit/)).toHaveValue(40_000);
    expect(field(/^Interest rate/)).toHaveValue(3.5);
    expect(field(/^Term/)).toHaveValue(30);
    // 160,000 at 3.5 % over 30 years.
    expect(screen.getByRole('status')).toHaveTextContent('$718.47');
  });

  it('brings back the listing’s price, and asks for figures that make a loan', async () => {
    const user = userEvent.setup();
    renderCalculator();
    await fill(user, /^Price/, '80000');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Enter a price, a deposit below it, a rate from 0 to 100 % and a term of 1 to 50 years',
    );
    await user.click(screen.getByRole('button', { name: 'Use the listing’s price' }));
    expect(field(/^Price/)).toHaveValue(450_000);
    expect(screen.queryByRole('button', { name: 'Use the listing’s price' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Monthly payment');
    await user.clear(field(/^Term/));
    expect(screen.getByRole('status')).toHaveTextContent('Enter a price');
  });

  it('is on sale listings only', () => {
    renderCalculator({ ...SALE, listing_type: 'rent' });
    expect(screen.queryByRole('region', { name: 'Mortgage calculator' })).toBeNull();
  });
});

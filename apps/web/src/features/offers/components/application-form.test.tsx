import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WishlistEntry } from '@elite/shared';
import { BOB } from '../../../testing/listing-page';
import { renderSignedIn, sentBodies } from '../../../testing/render-app';
import { RENTAL_LISTING } from '../../../testing/rental-fixtures';

const ENTRY: WishlistEntry = {
  ...RENTAL_LISTING,
  _id: 'w-9',
  wish_property_id: RENTAL_LISTING._id,
  email: BOB.email,
};

beforeEach(() => {
  // Only the clock: the move-in dates are counted from today, 29 November 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function openApplication() {
  const user = userEvent.setup();
  await renderSignedIn(
    BOB,
    async () => {
      const { MakeOfferPage } = await import('./make-offer-page');
      return [
        { path: '/dashboard/wishList/offer/:id', element: <MakeOfferPage /> },
        { path: '/dashboard/propertyBought', element: <h1>My Property</h1> },
      ];
    },
    '/dashboard/wishList/offer/w-9',
    {
      'GET /api/offerProperty/wishList/w-9': { status: 200, body: ENTRY },
      'POST /api/propertyOffer': { status: 201, body: { insertedId: 'a-1' } },
    },
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Apply to rent' })).toBeVisible();
  return user;
}

describe('Apply to rent', () => {
  it('asks for the rent, the move-in date and the term, and checks them as the server does', async () => {
    const user = await openApplication();
    expect(screen.getByText('The agent asks $1,200 - $1,500/month for this home.')).toBeVisible();
    const moveIn = screen.getByLabelText('Move-in date');
    // From the day it is available (later than today) to a year from today.
    expect(moveIn).toHaveAttribute('min', '2027-03-01');
    expect(moveIn).toHaveAttribute('max', '2027-11-29');
    expect(screen.getByLabelText('Term (months)')).toHaveAttribute('min', '6');

    await user.click(screen.getByRole('button', { name: 'Apply to rent' }));
    expect(await screen.findByText('Enter the rent you offer')).toBeVisible();
    expect(screen.getByText('Choose a move-in date')).toBeVisible();
    expect(screen.getByText('Enter the term in months')).toBeVisible();

    await user.type(screen.getByLabelText('Rent offered per month (USD)'), '1000');
    await user.type(moveIn, '2027-02-01');
    await user.type(screen.getByLabelText('Term (months)'), '3');
    await user.click(screen.getByRole('button', { name: 'Apply to rent' }));
    expect(await screen.findByText('The rent must be within $1,200 - $1,500')).toBeVisible();
    expect(screen.getByText('The move-in date is Mar 1, 2027 or later')).toBeVisible();
    expect(screen.getByText('The term is at least 6 months')).toBeVisible();

    await user.clear(moveIn);
    await user.type(moveIn, '2028-01-10');
    await user.click(screen.getByRole('button', { name: 'Apply to rent' }));
    expect(await screen.findByText('The move-in date is Nov 29, 2027 or earlier')).toBeVisible();
    expect(sentBodies('POST /api/propertyOffer')).toEqual([]);
  });

  it('sends the rent, the move-in date, the term and the message', async () => {
    const user = await openApplication();
    await user.type(screen.getByLabelText('Rent offered per month (USD)'), '1350');
    await user.type(screen.getByLabelText('Move-in date'), '2027-04-01');
    await user.type(screen.getByLabelText('Term (months)'), '12');
    await user.type(
      screen.getByLabelText('Message to the agent (optional)'),
      'We are two nurses with a quiet cat.',
    );
    await user.click(screen.getByRole('button', { name: 'Apply to rent' }));
    expect(await screen.findByRole('heading', { name: 'My Property' })).toBeVisible();
    await waitFor(() =>
      expect(sentBodies('POST /api/propertyOffer')).toEqual([
        {
          offer_property_id: 'r-1',
          offered_price: 1350,
          move_in: '2027-04-01',
          term_months: 12,
          message: 'We are two nurses with a quiet cat.',
        },
      ]),
    );
  });
});

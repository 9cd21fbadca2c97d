import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Identity, Sale } from '@elite/shared';
import { BOB } from '../../../testing/listing-page';
import { renderSignedIn } from '../../../testing/render-app';
import { keepTablesAsTables } from '../../../testing/table-layout';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const AGNES: Identity = { ...BOB, displayName: 'Agnes Agent', email: 'agnes@example.com' };

const rowOf = async (title: string) => {
  const row = (await screen.findAllByText(title))[0]?.closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};

describe('lets on the agent’s My Sold Property', () => {
  keepTablesAsTables();

  it('My Sold Property: a let with its rent, term and the holding deposit paid', async () => {
    const LET: Sale = {
      _id: 's-1',
      propertyId: 'r-1',
      offerId: 'a-1',
      transactionId: 'pi_7',
      date: '2026-11-25T10:00:00.000Z',
      status: 'bought',
      property_title: 'Canal Flat',
      location: 'Bristol',
      property_image: '/images/a.jpg',
      agent_name: AGNES.displayName,
      agent_email: AGNES.email,
      buyer_name: BOB.displayName,
      buyer_email: BOB.email,
      offered_price: 1_350,
      amount_paid: 311.54,
      listing_type: 'rent',
      rent_period: 'month',
      move_in: '2027-04-01',
      term_months: 12,
    };
    await renderSignedIn(
      AGNES,
      async () => {
        const { MySoldPropertyPage } = await import('./my-sold-property-page');
        return [{ path: '/dashboard/mySoldProperty', element: <MySoldPropertyPage /> }];
      },
      '/dashboard/mySoldProperty',
      {
        'GET /api/user/agnes%40example.com': {
          status: 200,
          body: { role: 'agent', status: 'Verified' },
        },
        'GET /api/mySoldProperty/agnes%40example.com': { status: 200, body: [LET] },
        'GET /api/totalAmount/agnes%40example.com': { status: 200, body: { price: 311.54 } },
      },
    );
    const row = await rowOf('Canal Flat');
    expect(row).toHaveTextContent('Let');
    expect(within(row).getByText('$1,350/month')).toBeVisible();
    expect(row).toHaveTextContent('Term: 12 months');
    expect(row).toHaveTextContent('$311.54Holding deposit');
    expect(await screen.findByText('$311.54', { selector: 'h2 span' })).toBeVisible();
  });
});

import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BOB } from '../../../testing/listing-page';
import { renderSignedIn } from '../../../testing/render-app';
import { APPLICATION } from '../../../testing/rental-fixtures';
import { keepTablesAsTables } from '../../../testing/table-layout';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const rowOf = async (title: string) => {
  const row = (await screen.findAllByText(title))[0]?.closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};

describe('lets on the renter’s My Property', () => {
  keepTablesAsTables();

  it('My Property: an accepted application pays the holding deposit; a paid one is let', async () => {
    await renderSignedIn(
      BOB,
      async () => {
        const { PropertyBoughtPage } = await import('./property-bought-page');
        return [{ path: '/dashboard/propertyBought', element: <PropertyBoughtPage /> }];
      },
      '/dashboard/propertyBought',
      {
        'GET /api/propertyOffer/bob%40example.com': {
          status: 200,
          body: [
            { ...APPLICATION, status: 'accepted' },
            {
              ...APPLICATION,
              _id: 'a-2',
              property_title: 'Mill House',
              status: 'bought',
              transactionId: 'pi_7',
              amount_paid: 311.54,
            },
          ],
        },
      },
    );
    const accepted = within(await rowOf('Canal Flat'));
    expect(accepted.getByText('$1,350/month')).toBeVisible();
    expect(accepted.getByRole('link', { name: /^Pay holding deposit/ })).toHaveAttribute(
      'href',
      '/dashboard/propertyBought/payment/a-1',
    );
    expect(within(await rowOf('Mill House')).getByText('Let agreed')).toBeVisible();
  });
});

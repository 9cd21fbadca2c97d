import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFER_TO_BUY, type PayableOffer } from '@elite/shared';
import { describe, expect, it } from 'vitest';
import { BOB } from '../../../testing/listing-page';
import { renderSignedIn } from '../../../testing/render-app';

const offer: PayableOffer = {
  _id: 'o-3',
  offer_property_id: 'p-3',
  property_title: 'Harbour loft',
  location: 'Bristol',
  property_image: '/images/loft.jpg',
  agent_name: 'Ann Agent',
  agent_email: 'ann@example.com',
  offered_price: 250_000,
  price_range: { min: 200_000, max: 300_000 },
  buyer_name: BOB.displayName,
  buyer_email: BOB.email,
  status: 'accepted',
  transactionId: null,
  created_at: '2026-11-01T10:00:00.000Z',
  amount_due: 250_000,
  deposit: false,
  ...OFFER_TO_BUY,
};

describe('the payment page in Spanish', () => {
  it('labels the card form, the summary and the form’s errors in Spanish', async () => {
    const user = userEvent.setup();
    await renderSignedIn(
      BOB,
      async () => {
        const { activateLocale } = await import('../../../lib/i18n');
        await activateLocale('es');
        const { PaymentPage } = await import('./payment-page');
        return [{ path: '/dashboard/propertyBought/payment/:id', element: <PaymentPage /> }];
      },
      '/dashboard/propertyBought/payment/o-3',
      {
        'GET /api/propertyOffer/payable/o-3': { status: 200, body: offer },
        'POST /api/create-payment-intent': { status: 200, body: { clientSecret: 'pi_3_secret' } },
      },
    );

    expect(await screen.findByRole('heading', { name: 'Pago', level: 1 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Pagar con tarjeta' })).toBeVisible();
    expect(screen.getByText('Importe a pagar')).toBeVisible();
    expect(await screen.findByLabelText('Número de tarjeta')).toBeVisible();
    expect(screen.getByLabelText('Caducidad (MM/AA)')).toBeVisible();
    expect(screen.getByText(/^Modo de prueba: no se mueve dinero real/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: /^Pagar / }));
    expect(await screen.findByText('Introduce el número de la tarjeta')).toBeVisible();
    expect(screen.getByText('Introduce el CVC')).toBeVisible();
  });
});

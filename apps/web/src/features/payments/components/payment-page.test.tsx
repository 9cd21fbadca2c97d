import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFER_TO_BUY, type PayableOffer } from '@elite/shared';
import { describe, expect, it } from 'vitest';
import { cardPaymentTexts, paymentMessages } from '@elite/shared/messages';
import { BOB } from '../../../testing/listing-page';
import { renderSignedIn } from '../../../testing/render-app';

describe('the payment page', () => {
  it('tells the buyer in plain words why an offer on a withdrawn home cannot be paid', async () => {
    await renderSignedIn(
      BOB,
      async () => {
        const { PaymentPage } = await import('./payment-page');
        return [{ path: '/dashboard/propertyBought/payment/:id', element: <PaymentPage /> }];
      },
      '/dashboard/propertyBought/payment/o-1',
      {
        'GET /api/propertyOffer/payable/o-1': {
          status: 409,
          body: { message: paymentMessages.listingWithdrawn },
        },
      },
    );

    expect(await screen.findByText(cardPaymentTexts.refusedTitle)).toBeVisible();
    expect(screen.getByText(paymentMessages.listingWithdrawn)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to My Property' })).toBeVisible();
    // Nothing to retry and no card form: the refusal stands.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  describe('a declined card', () => {
    const offer: PayableOffer = {
      _id: 'o-2',
      offer_property_id: 'p-2',
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
    const declined = 'Your card was declined.';

    async function declineOnce() {
      const user = userEvent.setup();
      await renderSignedIn(
        BOB,
        async () => {
          const { PaymentPage } = await import('./payment-page');
          return [{ path: '/dashboard/propertyBought/payment/:id', element: <PaymentPage /> }];
        },
        '/dashboard/propertyBought/payment/o-2',
        {
          'GET /api/propertyOffer/payable/o-2': { status: 200, body: offer },
          'POST /api/create-payment-intent': { status: 200, body: { clientSecret: 'pi_1_secret' } },
          'POST /api/payments/sandbox/confirm': {
            status: 402,
            body: { error: { message: declined } },
          },
        },
      );
      await user.type(await screen.findByLabelText('Card number'), '4000000000000002');
      await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
      await user.type(screen.getByLabelText('CVC'), '123');
      await user.click(screen.getByRole('button', { name: /^Pay/ }));
      expect(await screen.findByText(declined)).toBeVisible();
      return user;
    }

    it('goes when the card is changed', async () => {
      const user = await declineOnce();
      await user.clear(screen.getByLabelText('Card number'));
      await user.type(screen.getByLabelText('Card number'), '4242424242424242');
      expect(screen.queryByText(declined)).not.toBeInTheDocument();
    });

    it('does not stay beside the errors of a new attempt', async () => {
      const user = await declineOnce();
      // The card is kept but the CVC emptied: this attempt stops at the form's own check.
      await user.clear(screen.getByLabelText('CVC'));
      expect(screen.queryByText(declined)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /^Pay/ }));
      expect(await screen.findByText('CVC is required')).toBeVisible();
      expect(screen.queryByText(declined)).not.toBeInTheDocument();
    });
  });
});

import { screen } from '@testing-library/react';
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
});

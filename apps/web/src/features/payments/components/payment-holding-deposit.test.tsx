import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOB } from '../../../testing/listing-page';
import { renderSignedIn } from '../../../testing/render-app';
import { PAYABLE_APPLICATION } from '../../../testing/rental-fixtures';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  const { activateLocale } = await import('../../../lib/i18n');
  await activateLocale('en');
});

async function openPayment(locale: 'en' | 'de', offer = PAYABLE_APPLICATION) {
  await renderSignedIn(
    BOB,
    async () => {
      const { activateLocale } = await import('../../../lib/i18n');
      await activateLocale(locale);
      const { PaymentPage } = await import('./payment-page');
      return [{ path: '/dashboard/propertyBought/payment/:id', element: <PaymentPage /> }];
    },
    `/dashboard/propertyBought/payment/${offer._id}`,
    {
      [`GET /api/propertyOffer/payable/${offer._id}`]: { status: 200, body: offer },
      'POST /api/create-payment-intent': { status: 200, body: { clientSecret: 'pi_1_secret' } },
    },
  );
}

describe('paying for an accepted application', () => {
  it('pays the holding deposit: the Pay button names its amount and what it is', async () => {
    await openPayment('en');
    expect(
      await screen.findByRole('button', { name: 'Pay the holding deposit of $311.54' }),
    ).toBeVisible();
    expect(screen.getByText('Holding deposit to pay')).toBeVisible();
    expect(screen.getByText('$1,350/month')).toBeVisible();
    expect(screen.getByText('12 months')).toBeVisible();
    expect(screen.getByText(/secures Canal Flat for you/)).toBeVisible();
    // Not the reservation deposit of an offer above the card cap.
    expect(screen.queryByText(/reservation deposit/i)).toBeNull();
  });

  it('says it in German', async () => {
    await openPayment('de');
    expect(
      // The locale's money format: a non-breaking space before the sign.
      await screen.findByRole('button', { name: /^Reservierungskaution von 311,54\s\$ bezahlen$/ }),
    ).toBeVisible();
    expect(screen.getByText('Zu zahlende Reservierungskaution')).toBeVisible();
    expect(screen.getByText(/^1\.350\s\$\/Monat$/)).toBeVisible();
    expect(screen.getByText('12 Monate')).toBeVisible();
  });

  it('shows a paid application as Let agreed with the holding deposit paid', async () => {
    await openPayment('en', { ...PAYABLE_APPLICATION, status: 'bought', transactionId: 'pi_9' });
    expect(await screen.findByText('Holding deposit paid')).toBeVisible();
    expect(screen.getByText('Let agreed')).toBeVisible();
    expect(screen.getByText('$311.54')).toBeVisible();
  });
});

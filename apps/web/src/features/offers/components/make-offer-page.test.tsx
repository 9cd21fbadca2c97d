import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WishlistEntry } from '@elite/shared';
import { BOB, PLAIN_LISTING } from '../../../testing/listing-page';
import { renderSignedIn } from '../../../testing/render-app';

const ENTRY: WishlistEntry = {
  ...PLAIN_LISTING,
  _id: 'w-1',
  wish_property_id: PLAIN_LISTING._id,
  email: BOB.email,
};

/** The Make an Offer page on a Spanish page (`/es/…`): the catalogue loaded before it renders. */
async function openInSpanish() {
  await renderSignedIn(
    BOB,
    async () => {
      const { activateLocale } = await import('../../../lib/i18n');
      await activateLocale('es');
      const { MakeOfferPage } = await import('./make-offer-page');
      return [{ path: '/dashboard/wishList/offer/:id', element: <MakeOfferPage /> }];
    },
    '/dashboard/wishList/offer/w-1',
    { 'GET /api/offerProperty/wishList/w-1': { status: 200, body: ENTRY } },
  );
}

describe('the Make an Offer page in Spanish', () => {
  it('speaks Spanish: heading, fields, button and the amount’s errors', async () => {
    const user = userEvent.setup();
    await openInSpanish();

    expect(await screen.findByRole('heading', { name: 'Hacer una oferta' })).toBeVisible();
    expect(await screen.findByLabelText('Nombre del agente')).toHaveValue(ENTRY.agent_name);
    expect(screen.getByLabelText('Importe ofrecido (USD)')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Hacer una oferta' }));
    expect(await screen.findByText('Indica el importe que ofreces')).toBeVisible();

    await user.type(screen.getByLabelText('Importe ofrecido (USD)'), '1');
    await user.click(screen.getByRole('button', { name: 'Hacer una oferta' }));
    expect(await screen.findByText('El precio debe estar dentro del rango indicado')).toBeVisible();
  });
});

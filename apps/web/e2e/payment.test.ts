import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney, paymentMessages } from '@elite/shared';
import type { Offer } from '@elite/shared';
import { useProduct } from './support/app';
import { api, loginThroughUi, registerAccount } from './support/api-setup';
import type { Account } from './support/api-setup';
import { expectAccessible, newPage, screenshots } from './support/browser';
import {
  adminAccount,
  adminEnv,
  agentAccount,
  colourImage,
  pathOf,
  verifiedListing,
} from './support/marketplace';

interface Parties {
  baseURL: string;
  admin: Account;
  agent: Account;
  buyer: Account;
}

/**
 * A verified listing the buyer wishlisted and made an offer on; the agent accepts it unless
 * told to leave it pending. Returns the offer's id.
 */
async function offerOn(
  { baseURL, admin, agent, buyer }: Parties,
  listing: { title: string; location: string; min: number; max: number; image: string },
  offeredPrice: number,
  answer: 'accepted' | 'pending' = 'accepted',
): Promise<string> {
  const propertyId = await verifiedListing(baseURL, agent, admin, {
    property_title: listing.title,
    location: listing.location,
    property_image: listing.image,
    price_range: { min: listing.min, max: listing.max },
  });
  await api(baseURL, '/property/wishlist', {
    method: 'POST',
    body: { wish_property_id: propertyId },
    token: buyer.token,
  });
  const { insertedId: offerId } = await api<{ insertedId: string }>(baseURL, '/propertyOffer', {
    method: 'POST',
    body: { offer_property_id: propertyId, offered_price: offeredPrice },
    token: buyer.token,
  });
  if (answer === 'accepted') {
    await api(baseURL, `/requestProperty/${offerId}`, {
      method: 'PATCH',
      body: { status: 'accepted' },
      token: agent.token,
    });
  }
  return offerId;
}

async function parties(baseURL: string, buyerName: string, agentName: string): Promise<Parties> {
  const admin = await adminAccount(baseURL);
  const [buyer, agent] = await Promise.all([
    registerAccount(baseURL, buyerName),
    agentAccount(baseURL, admin, agentName),
  ]);
  return { baseURL, admin, agent, buyer };
}

async function fillCard(page: Page, card: { number: string; exp: string; cvc: string }) {
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry (MM/YY)').fill(card.exp);
  await page.getByLabel('CVC').fill(card.cvc);
}

describe('paying for an accepted offer by card', () => {
  const product = useProduct(adminEnv);

  it('declines a declined card under the form, pays with 4242, shows the receipt, and the agent sees the sale and total', async () => {
    const baseURL = product().server.url;
    const setup = await parties(baseURL, 'Bailey Buyer', 'Avery Agent');
    const { agent, buyer } = setup;
    const image = await colourImage(baseURL, agent, '#3b7a57');
    const title = 'Lakeside Cottage';
    const price = 150_000;
    const offerId = await offerOn(
      setup,
      { title, location: 'Lake Town', min: 120_000, max: 180_000, image },
      price,
    );

    const { page, context, errors } = await newPage(product().browser, baseURL);
    // Stripe.js is only for a PAYMENTS=stripe site: a sandbox site never downloads it.
    const stripeRequests: string[] = [];
    page.on('request', (request) => {
      if (/stripe/i.test(request.url())) stripeRequests.push(request.url());
    });
    await loginThroughUi(page, buyer);

    // My Property: the accepted offer has a PAY link to the payment page.
    await page.goto('/dashboard/propertyBought');
    await page.getByRole('link', { name: `PAY for ${title}` }).click();
    await expect.poll(() => pathOf(page)).toBe(`/dashboard/propertybought/payment/${offerId}`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Please Payment', level: 1 }).isVisible())
      .toBe(true);
    const payButton = page.getByRole('button', { name: `Pay ${formatMoney(price)}` });
    await expect.poll(() => payButton.isVisible()).toBe(true);
    expect(await payButton.textContent()).toContain('$150,000');
    // What is being paid: the property, its place, the agent and the amount.
    await expect.poll(() => page.getByRole('heading', { name: title }).isVisible()).toBe(true);
    expect(await page.getByText('Lake Town').isVisible()).toBe(true);
    expect(await page.getByText('Avery Agent').isVisible()).toBe(true);
    expect(await page.getByLabel('Card number').getAttribute('autocomplete')).toBe('cc-number');
    expect(await page.getByLabel('Expiry (MM/YY)').getAttribute('autocomplete')).toBe('cc-exp');
    expect(await page.getByLabel('CVC').getAttribute('autocomplete')).toBe('cc-csc');
    await expectAccessible(page, 'payment page');
    await screenshots(page, 'payment');

    // The form's own checks: nothing is sent until the fields are filled in.
    await payButton.click();
    await expect.poll(() => page.getByText('Card number is required').isVisible()).toBe(true);
    expect(await page.getByText('Expiry is required').isVisible()).toBe(true);
    expect(await page.getByText('CVC is required').isVisible()).toBe(true);

    // A declined card: the processor's message under the form, and nothing is bought.
    await fillCard(page, { number: '4000000000000002', exp: '12/34', cvc: '123' });
    expect(await page.getByLabel('Card number').inputValue()).toBe('4000 0000 0000 0002');
    await payButton.click();
    const declined = page.locator('form [role="alert"]', { hasText: 'Your card was declined.' });
    await expect.poll(() => declined.isVisible()).toBe(true);
    expect(pathOf(page)).toBe(`/dashboard/propertybought/payment/${offerId}`);
    await expectAccessible(page, 'payment page with a declined card');
    await screenshots(page, 'payment-declined');
    const afterDecline = await api<Offer>(baseURL, `/propertyOffer/payable/${offerId}`, {
      token: buyer.token,
    });
    expect(afterDecline.status).toBe('accepted');

    // The good card: while it is charged the button spins and cannot charge twice (a click or
    // Enter); then the sale is recorded and the buyer is back on My Property.
    let charges = 0;
    await page.route('**/api/payments/sandbox/confirm', async (route) => {
      charges += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payButton.click();
    await expect.poll(() => payButton.isDisabled()).toBe(true);
    expect(await page.getByText('Processing your payment…').isVisible()).toBe(true);
    expect(await page.locator('form .loading-spinner').count()).toBe(1);
    await page.getByLabel('CVC').press('Enter');
    await payButton.click({ force: true });
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/dashboard/propertybought');
    await expect
      .poll(() => page.getByText(/Payment successful\. Transaction ID: /).isVisible())
      .toBe(true);
    const transactionLink = page.getByRole('link', { name: /^Transaction ID: / });
    await expect.poll(() => transactionLink.isVisible()).toBe(true);
    const transactionId = ((await transactionLink.textContent()) ?? '')
      .replace('Transaction ID:', '')
      .trim();
    expect(transactionId).toMatch(/^pi_/);
    expect(charges).toBe(1);
    await expect.poll(() => page.getByText('bought', { exact: true }).isVisible()).toBe(true);

    // The server agrees: the offer is bought with that id, and the wishlist entry is gone.
    const bought = await api<Offer>(baseURL, `/propertyOffer/payable/${offerId}`, {
      token: buyer.token,
    });
    expect(bought).toMatchObject({ status: 'bought', transactionId });
    const wishlist = await api<unknown[]>(
      baseURL,
      `/property/wishList/${encodeURIComponent(buyer.email)}`,
      { token: buyer.token },
    );
    expect(wishlist).toEqual([]);

    // The Transaction ID link opens the receipt: amount, date, id, and no way to pay again.
    await transactionLink.click();
    await expect.poll(() => page.getByText('Here is your receipt.').isVisible()).toBe(true);
    expect(await page.getByText(transactionId, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Amount paid').isVisible()).toBe(true);
    expect(await page.getByText('$150,000').isVisible()).toBe(true);
    expect(await page.getByText('Offer date').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await expectAccessible(page, 'payment receipt');
    await screenshots(page, 'payment-receipt');

    expect(stripeRequests).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    // The agent sees the sale and the total.
    const agentView = await newPage(product().browser, baseURL);
    await loginThroughUi(agentView.page, agent);
    await agentView.page.goto('/dashboard/mySoldProperty');
    await expect
      .poll(() => agentView.page.getByRole('cell', { name: title }).isVisible())
      .toBe(true);
    expect(await agentView.page.getByRole('cell', { name: buyer.email }).isVisible()).toBe(true);
    await expect
      .poll(() => agentView.page.getByRole('heading', { name: /My Total Amount:/ }).textContent())
      .toContain('My Total Amount: $150,000');
    expect(agentView.errors).toEqual([]);
    await agentView.context.close();
  });

  it('shows the server message for an amount above the card cap, and refuses an offer that is not accepted', async () => {
    const baseURL = product().server.url;
    const setup = await parties(baseURL, 'Casey Buyer', 'Morgan Agent');
    const image = await colourImage(baseURL, setup.agent, '#7a3b57');
    const mansion = await offerOn(
      setup,
      { title: 'Hilltop Mansion', location: 'Ridge City', min: 1_500_000, max: 2_000_000, image },
      1_500_000,
    );
    const waiting = await offerOn(
      setup,
      { title: 'Quiet Flat', location: 'Old Town', min: 90_000, max: 110_000, image },
      100_000,
      'pending',
    );

    const { page, context, errors } = await newPage(product().browser, baseURL);
    await loginThroughUi(page, setup.buyer);

    await page.goto(`/dashboard/propertyBought/payment/${mansion}`);
    await expect
      .poll(() =>
        page.getByRole('alert').filter({ hasText: paymentMessages.amountAboveCap }).count(),
      )
      .toBe(1);
    expect(await page.getByText('$1,500,000').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    await expectAccessible(page, 'payment above the card cap');
    await screenshots(page, 'payment-above-cap');

    await page.goto(`/dashboard/propertyBought/payment/${waiting}`);
    await expect.poll(() => page.getByText('This offer cannot be paid').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    await expectAccessible(page, 'payment of a pending offer');
    await page.getByRole('link', { name: 'Back to My Property' }).click();
    await expect.poll(() => pathOf(page)).toBe('/dashboard/propertybought');

    expect(errors).toEqual([]);
    await context.close();
  });
});

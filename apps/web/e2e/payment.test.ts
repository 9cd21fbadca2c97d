import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardPaymentTexts, formatMoney } from '@elite/shared';
import type { Offer, PayableOffer } from '@elite/shared';
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
    // Another card: the last card's decline goes as it is typed (it no longer applies).
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await expect.poll(() => declined.isVisible()).toBe(false);
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
    expect(await page.getByRole('heading', { name: 'Payment receipt', level: 1 }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('heading', { name: 'Please Payment' }).count()).toBe(0);
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

  it('buys a home above the card cap: told the deposit before offering, pays it with 4242, and gets a receipt', async () => {
    const baseURL = product().server.url;
    const { admin, agent, buyer } = await parties(baseURL, 'Casey Buyer', 'Morgan Agent');
    const image = await colourImage(baseURL, agent, '#7a3b57');
    const title = 'Hilltop Mansion';
    const propertyId = await verifiedListing(baseURL, agent, admin, {
      property_title: title,
      location: 'Ridge City',
      property_image: image,
      price_range: { min: 900_000, max: 1_500_000 },
    });
    const { insertedId: entryId } = await api<{ insertedId: string }>(
      baseURL,
      '/property/wishlist',
      { method: 'POST', body: { wish_property_id: propertyId }, token: buyer.token },
    );

    const { page, context, errors } = await newPage(product().browser, baseURL);
    await loginThroughUi(page, buyer);

    // Before offering, the buyer is told what the card will be charged, as they type.
    await page.goto(`/dashboard/wishList/offer/${entryId}`);
    await expect
      .poll(() => page.getByText(cardPaymentTexts.offerChargeHint(10)).isVisible())
      .toBe(true);
    const amount = page.getByLabel(/Offered amount/);
    await amount.fill('950000');
    await expect
      .poll(() => page.getByText(cardPaymentTexts.offerChargeFull(950_000)).isVisible())
      .toBe(true);
    await amount.fill('1200000');
    const depositNote = cardPaymentTexts.offerChargeDeposit(10, 1_200_000, 120_000);
    expect(depositNote).toContain('10% reservation deposit of $120,000');
    await expect.poll(() => page.getByText(depositNote).isVisible()).toBe(true);
    await expectAccessible(page, 'make an offer above the card cap');
    await screenshots(page, 'make-offer-deposit');
    await page.getByRole('button', { name: 'Make An Offer' }).click();
    await expect.poll(() => pathOf(page)).toBe('/dashboard/propertybought');

    const [offer] = await api<Offer[]>(
      baseURL,
      `/propertyOffer/${encodeURIComponent(buyer.email)}`,
      { token: buyer.token },
    );
    await api(baseURL, `/requestProperty/${offer!._id}`, {
      method: 'PATCH',
      body: { status: 'accepted' },
      token: agent.token,
    });

    // The payment page: the Pay button names the deposit, and the page explains it.
    // My Property says what PAY will charge.
    await page.reload();
    await expect
      .poll(() => page.getByText('10% reservation deposit: $120,000').isVisible())
      .toBe(true);
    await screenshots(page, 'property-bought-deposit');
    await page.getByRole('link', { name: `PAY for ${title}` }).click();
    await expect.poll(() => pathOf(page)).toBe(`/dashboard/propertybought/payment/${offer!._id}`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Please Payment', level: 1 }).isVisible())
      .toBe(true);
    const payButton = page.getByRole('button', { name: 'Pay $120,000 deposit' });
    await expect.poll(() => payButton.isVisible()).toBe(true);
    expect(
      await page.getByText(cardPaymentTexts.depositExplained(10, 1_200_000, 120_000)).isVisible(),
    ).toBe(true);
    expect(await page.getByText(/contact the agent/i).count()).toBe(0);
    await expectAccessible(page, 'payment of a deposit');
    await screenshots(page, 'payment-deposit');

    await fillCard(page, { number: '4242 4242 4242 4242', exp: '12/34', cvc: '123' });
    await payButton.click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/dashboard/propertybought');
    const paid = await api<PayableOffer>(baseURL, `/propertyOffer/payable/${offer!._id}`, {
      token: buyer.token,
    });
    expect(paid).toMatchObject({ status: 'bought', amount_due: 120_000, deposit: true });

    // The receipt is headed as a receipt, with the deposit paid and what is left for the agent.
    await page.getByRole('link', { name: /^Transaction ID: / }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Payment receipt', level: 1 }).isVisible())
      .toBe(true);
    expect(await page.getByRole('heading', { name: 'Please Payment' }).count()).toBe(0);
    expect(await page.getByText('Deposit paid').isVisible()).toBe(true);
    expect(await page.getByText('$120,000', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('$1,200,000', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('$1,080,000', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    await expectAccessible(page, 'receipt of a deposit');
    await screenshots(page, 'payment-receipt-deposit');
    expect(errors).toEqual([]);
    await context.close();

    // The agent's total counts the sold price; the sale shows what the card paid.
    const agentView = await newPage(product().browser, baseURL);
    await loginThroughUi(agentView.page, agent);
    await agentView.page.goto('/dashboard/mySoldProperty');
    await expect
      .poll(() => agentView.page.getByRole('heading', { name: /My Total Amount:/ }).textContent())
      .toContain('My Total Amount: $1,200,000');
    await expect
      .poll(() => agentView.page.getByRole('cell', { name: /^\$120,000\s*deposit$/ }).count())
      .toBe(1);
    await screenshots(agentView.page, 'my-sold-property-deposit');
    expect(agentView.errors).toEqual([]);
    await agentView.context.close();
  });

  it('refuses an offer that is not accepted', async () => {
    const baseURL = product().server.url;
    const setup = await parties(baseURL, 'Dana Buyer', 'Riley Agent');
    const image = await colourImage(baseURL, setup.agent, '#573b7a');
    const waiting = await offerOn(
      setup,
      { title: 'Quiet Flat', location: 'Old Town', min: 90_000, max: 110_000, image },
      100_000,
      'pending',
    );

    const { page, context, errors } = await newPage(product().browser, baseURL);
    await loginThroughUi(page, setup.buyer);

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

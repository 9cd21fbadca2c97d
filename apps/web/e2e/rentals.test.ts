import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdingDeposit, messages, utcDate, formatMoney } from '@elite/shared';
import type { PayableOffer, Property } from '@elite/shared';
import { useProduct } from './support/app';
import { api, loginThroughUi, registerAccount } from './support/api-setup';
import { expectAccessible, newPage, screenshots, toast } from './support/browser';
import {
  adminAccount,
  adminEnv,
  agentAccount,
  cardTitles,
  colourImage,
  pathOf,
  verifiedListing,
} from './support/marketplace';

/*
 * Homes to rent (CONTRACT.md section 12), at a phone's width and a desktop's: a renter switches
 * All Property to Rent, filters, opens a rental, applies; the agent accepts; the renter pays the
 * holding deposit by card and the home is "Let agreed".
 */

const VIEWPORTS = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 900 },
];

const RENT = 1_500;

/** The renter's card, as the payment journey fills it. */
async function payWith4242(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

describe('renting a home', () => {
  const product = useProduct(adminEnv);

  for (const viewport of VIEWPORTS) {
    it(`at ${viewport.width} px: switches to Rent, filters, applies, is accepted, pays the holding deposit and sees Let agreed`, async () => {
      const baseURL = product().server.url;
      const admin = await adminAccount(baseURL);
      const [agent, renter] = await Promise.all([
        agentAccount(baseURL, admin, `Rhea Agent ${viewport.label}`),
        registerAccount(baseURL, `Rory Renter ${viewport.label}`),
      ]);
      const image = await colourImage(baseURL, agent, '#2f6f8f');
      const suffix = viewport.label === 'phone' ? 'North' : 'South';
      const loft = `Canal Loft ${suffix}`;
      const studio = `Harbour Studio ${suffix}`;
      const house = `Orchard House ${suffix}`;
      const availableFrom = utcDate(new Date(), 10);
      const loftId = await verifiedListing(baseURL, agent, admin, {
        property_title: loft,
        location: `Canal Street ${suffix}, Manchester`,
        property_image: image,
        price_range: { min: 1_400, max: 1_600 },
        latitude: 53.4776,
        longitude: -2.2374,
        listing_type: 'rent',
        rent_period: 'month',
        deposit: 1_700,
        available_from: availableFrom,
        furnished: 'furnished',
        min_term_months: 6,
        pets_allowed: false,
        bills_included: true,
      });
      await verifiedListing(baseURL, agent, admin, {
        property_title: studio,
        location: `Harbour Road ${suffix}, Bristol`,
        property_image: image,
        price_range: { min: 300, max: 350 },
        listing_type: 'rent',
        rent_period: 'week',
      });
      await verifiedListing(baseURL, agent, admin, {
        property_title: house,
        location: `Canal Side ${suffix}, Manchester`,
        property_image: image,
        price_range: { min: 250_000, max: 300_000 },
      });

      const { page, context, errors } = await newPage(product().browser, baseURL, viewport);
      await loginThroughUi(page, renter);

      // All Property shows homes to buy; the switch to Rent is kept in the address.
      await page.goto('/allProperty');
      await expect.poll(() => cardTitles(page)).toContain(house);
      expect(await cardTitles(page)).not.toContain(loft);
      // The switch's radios are drawn as buttons: a user clicks what they see.
      const rent = page.getByRole('radio', { name: 'Rent' });
      await page.locator('label', { has: rent }).click();
      expect(await rent.isChecked()).toBe(true);
      await expect.poll(() => new URL(page.url()).searchParams.get('listing')).toBe('rent');
      await expect.poll(() => cardTitles(page)).toEqual(expect.arrayContaining([loft, studio]));
      expect(await cardTitles(page)).not.toContain(house);
      const loftCard = page.locator('main article', { hasText: loft });
      expect(await loftCard.textContent()).toContain('/month');
      expect(await page.locator('main article', { hasText: studio }).textContent()).toContain(
        '/week',
      );

      // Filtered by place: only the loft is a home to rent on Canal Street.
      await page.getByLabel('Search by location').fill(`Canal Street ${suffix}`);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect.poll(() => cardTitles(page)).toEqual([loft]);
      expect(new URL(page.url()).searchParams.get('listing')).toBe('rent');
      expect(await page.getByRole('radio', { name: 'Rent' }).isChecked()).toBe(true);
      if (viewport.label === 'desktop') {
        // Beside the list, the map names the rental's marker with its rent per month.
        const named = `.leaflet-marker-icon[aria-label="${loft}, from $1,400/month"]`;
        await expect.poll(() => page.locator(named).count()).toBe(1);
      }
      await expectAccessible(page, 'All Property, homes to rent');
      await screenshots(page, 'rentals-list');

      // The rental's page: the rent per month, its facts, and Apply to rent.
      await loftCard.getByRole('link', { name: 'View Detail' }).click();
      await expect.poll(() => pathOf(page)).toBe(`/property/${loftId}`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Renting this home' }).isVisible())
        .toBe(true);
      expect(await page.getByText('Furnished', { exact: true }).first().isVisible()).toBe(true);
      await expectAccessible(page, 'a home to rent');
      await screenshots(page, 'rentals-listing');
      await page
        .getByRole('button', { name: 'Apply to rent' })
        .filter({ visible: true })
        .first()
        .click();

      // The application: the rent, the move-in date and the term, and a word to the agent.
      const rentField = page.getByLabel(/Rent offered per month/);
      await expect.poll(() => rentField.isVisible()).toBe(true);
      const moveIn = utcDate(new Date(), 14);
      await rentField.fill(String(RENT));
      await page.getByLabel('Move-in date').fill(moveIn);
      await page.getByLabel('Term (months)').fill('3');
      await page.getByLabel('Message to the agent (optional)').fill('Quiet tenant, no pets.');
      const apply = page.getByRole('button', { name: 'Apply to rent' });
      await apply.click();
      // Below the minimum term: said under the field, and nothing is sent.
      await expect
        .poll(() => page.getByText('The term is at least 6 months').isVisible())
        .toBe(true);
      await page.getByLabel('Term (months)').fill('12');
      await expectAccessible(page, 'the application form');
      await apply.click();
      await expect
        .poll(() => toast(page, 'Your application has been sent to the agent').isVisible())
        .toBe(true);
      await expect.poll(() => pathOf(page)).toBe('/dashboard/propertybought');

      // The agent sees the application with its words and accepts it.
      const agentSide = await newPage(product().browser, baseURL, viewport);
      await loginThroughUi(agentSide.page, agent);
      await agentSide.page.goto('/dashboard/requestProperty');
      await expect
        .poll(() => agentSide.page.getByText('Quiet tenant, no pets.').first().isVisible())
        .toBe(true);
      expect(
        await agentSide.page.getByText('Application', { exact: true }).first().isVisible(),
      ).toBe(true);
      await agentSide.page
        .getByRole('button', { name: /^Accept/ })
        .first()
        .click();
      await agentSide.page
        .getByRole('dialog', { name: /^Accept/ })
        .getByRole('button', { name: 'Accept' })
        .click();
      await expect
        .poll(() => agentSide.page.getByText(messages.offerAccepted).first().isVisible())
        .toBe(true);
      expect(agentSide.errors).toEqual([]);

      // The renter pays the holding deposit: a week of rent (rent × 12 / 52), not the rent.
      await page.reload();
      const pay = page.getByRole('link', { name: `Pay holding deposit for ${loft}` });
      await expect.poll(() => pay.isVisible()).toBe(true);
      await pay.click();
      const deposit = holdingDeposit(RENT, 'month', 1);
      expect(deposit).toBe(346.15);
      const payButton = page.getByRole('button', {
        name: `Pay the holding deposit of ${formatMoney(deposit)}`,
      });
      await expect.poll(() => payButton.isVisible()).toBe(true);
      await expectAccessible(page, 'paying a holding deposit');
      await screenshots(page, 'rentals-payment');
      await payWith4242(page);
      await payButton.click();
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/dashboard/propertybought');
      await expect
        .poll(() => page.getByText(/Payment successful\. Transaction ID: /).isVisible())
        .toBe(true);
      await expect.poll(() => page.getByText('Let agreed').first().isVisible()).toBe(true);
      await screenshots(page, 'rentals-let');

      // The server agrees: the application is paid at the holding deposit, and the home has left
      // the public list of homes to rent.
      const offers = await api<PayableOffer[]>(
        baseURL,
        `/propertyOffer/${encodeURIComponent(renter.email)}`,
        { token: renter.token },
      );
      expect(offers.find((o) => o.offer_property_id === loftId)).toMatchObject({
        status: 'bought',
        listing_type: 'rent',
        move_in: moveIn,
        term_months: 12,
        amount_paid: deposit,
      });
      const rentals = await api<Property[]>(baseURL, '/property?listing=rent&limit=50');
      expect(rentals.map((p) => p.property_title)).not.toContain(loft);

      // The agent's sold list shows the let with its words and what was paid.
      await agentSide.page.goto('/dashboard/mySoldProperty');
      await expect.poll(() => agentSide.page.getByText(loft).first().isVisible()).toBe(true);
      expect(await agentSide.page.getByText(formatMoney(deposit)).first().isVisible()).toBe(true);
      expect(agentSide.errors).toEqual([]);
      await agentSide.context.close();

      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

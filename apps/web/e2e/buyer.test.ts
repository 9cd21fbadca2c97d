import { fileURLToPath } from 'node:url';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages, ruleMessages } from '@elite/shared';
import { useProduct } from './support/app';
import { expectAccessible, newPage, screenshots } from './support/browser';
import { loginThroughUi, registerAccount } from './support/api-setup';
import {
  adminAccount,
  adminEnv,
  agentAccount,
  colourImage,
  expectFitsPhone,
  pathOf,
  screenshotOnFailure,
  verifiedListing,
} from './support/marketplace';

describe('a buyer wishlists, reviews and makes an offer', () => {
  const product = useProduct(adminEnv);

  it('wishlists and reviews a property, is stopped by the price range, makes an offer the agent accepts, and sees PAY', async () => {
    const baseURL = product().server.url;
    const admin = await adminAccount(baseURL);
    const agent = await agentAccount(baseURL, admin, 'Avery Agent');
    const propertyId = await verifiedListing(baseURL, agent, admin, {
      property_title: 'Garden House',
      location: 'Dhanmondi, Dhaka',
      property_image: await colourImage(baseURL, agent, '#b7791f'),
      price_range: { min: 100_000, max: 200_000 },
    });
    const buyer = await registerAccount(baseURL, 'Bella Buyer');

    const { page, context, errors } = await newPage(product().browser, product().server.url);
    screenshotOnFailure(page, 'buyer');
    const offersSent: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/propertyOffer')) {
        offersSent.push(request);
      }
    });

    await loginThroughUi(page, buyer);

    // From All Property to the property's page.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'All Property' })
      .click();
    await page.getByRole('link', { name: 'View Detail' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/property/${propertyId}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Garden House' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('$100,000 - $200,000').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(messages.noReviewYet).isVisible()).toBe(true);
    await expectAccessible(page, 'property detail');
    await screenshots(page, 'property-detail');
    await expectFitsPhone(page, 'property detail');

    // Add To WishList; a second time the server's refusal shows as an error.
    await page.getByRole('button', { name: 'Add To WishList' }).click();
    await expect.poll(() => page.getByText(messages.wishlistAdded).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add To WishList' }).click();
    await expect.poll(() => page.getByText(ruleMessages.alreadyWishlisted).isVisible()).toBe(true);

    // Give a Review: a dialog; the description is required.
    await page.getByRole('button', { name: 'Give a Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give a Review' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('dialog') !== null))
      .toBe(true);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => dialog.getByText('Review description is required').isVisible())
      .toBe(true);
    await expectAccessible(page, 'review dialog');
    await screenshots(page, 'review-dialog');
    await dialog.getByLabel('Description').fill('Lovely garden, quiet street.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText(messages.reviewThanks).isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.getByText('Lovely garden, quiet street.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(messages.noReviewYet).count()).toBe(0);

    // The dashboard: profile and the user's menu.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'DashBoard' })
      .click();
    await expect.poll(() => pathOf(page)).toBe('/dashboard');
    await expect
      .poll(() => page.getByRole('heading', { name: 'My Profile' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('main').getByText(buyer.email).isVisible()).toBe(true);
    const menu = page.getByRole('complementary', { name: 'Dashboard menu' });
    await expect
      .poll(() => menu.getByRole('link').allInnerTexts())
      .toEqual(['My Profile', 'WishList', 'Property Bought', 'My Reviews']);
    await expectAccessible(page, 'dashboard profile');
    await screenshots(page, 'dashboard-profile');

    // WishList, then Make an Offer.
    await menu.getByRole('link', { name: 'WishList' }).click();
    await expect.poll(() => pathOf(page)).toBe('/dashboard/wishlist');
    const wishlistRow = page.getByRole('row', { name: /Garden House/ });
    await expect.poll(() => wishlistRow.isVisible()).toBe(true);
    await expectAccessible(page, 'wishlist');
    await screenshots(page, 'wishlist');
    await expectFitsPhone(page, 'wishlist');
    await wishlistRow.getByRole('link', { name: /Make an Offer/ }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/dashboard\/wishlist\/offer\/[^/]+$/);
    await expect.poll(() => page.getByLabel('Property title').inputValue()).toBe('Garden House');
    await expect.poll(() => page.getByLabel('Agent name').inputValue()).toBe('Avery Agent');
    await expect.poll(() => page.getByLabel('Buyer email').inputValue()).toBe(buyer.email);
    expect(await page.getByLabel('Buyer name').getAttribute('readonly')).not.toBeNull();
    await expectAccessible(page, 'make an offer');
    await screenshots(page, 'make-offer');
    await expectFitsPhone(page, 'make an offer');

    // Outside the range: the message, and nothing is sent.
    const amount = page.getByLabel(/Offered amount/);
    await amount.fill('99999');
    await page.getByRole('button', { name: 'Make An Offer' }).click();
    await expect.poll(() => page.getByText(messages.priceOutOfRange).isVisible()).toBe(true);
    await amount.fill('200000.01');
    await page.getByRole('button', { name: 'Make An Offer' }).click();
    await expect.poll(() => page.getByText(messages.priceOutOfRange).isVisible()).toBe(true);
    await expectAccessible(page, 'make an offer, out of range');
    expect(offersSent).toHaveLength(0);

    // Within the range (bounds included): saved, and listed as pending.
    await amount.fill('200000');
    await page.getByRole('button', { name: 'Make An Offer' }).click();
    await expect.poll(() => page.getByText(messages.offerSaved).isVisible()).toBe(true);
    expect(offersSent).toHaveLength(1);
    await expect.poll(() => pathOf(page)).toBe('/dashboard/propertybought');
    const offerRow = page.getByRole('row', { name: /Garden House/ });
    await expect.poll(() => offerRow.getByText('pending').isVisible()).toBe(true);
    await expect.poll(() => offerRow.getByText('$200,000').isVisible()).toBe(true);
    await expect.poll(() => offerRow.getByRole('link', { name: /PAY/ }).count()).toBe(0);

    // The agent accepts in Requested Property.
    const agentSide = await newPage(product().browser, product().server.url);
    await loginThroughUi(agentSide.page, agent);
    await agentSide.page.goto('/dashboard/requestProperty');
    await agentSide.page.getByRole('button', { name: /^Accept/ }).click();
    await agentSide.page
      .getByRole('dialog', { name: /^Accept/ })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect
      .poll(() => agentSide.page.getByText(messages.offerAccepted).isVisible())
      .toBe(true);
    expect(agentSide.errors).toEqual([]);
    await agentSide.context.close();

    // The buyer now sees PAY, which leads to the payment page.
    await page.reload();
    await expect.poll(() => offerRow.getByText('accepted').isVisible()).toBe(true);
    const pay = offerRow.getByRole('link', { name: /PAY/ });
    await expect.poll(() => pay.isVisible()).toBe(true);
    await expectAccessible(page, 'property bought');
    await screenshots(page, 'property-bought');
    await expectFitsPhone(page, 'property bought');
    await pay.click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/dashboard\/propertybought\/payment\/[^/]+$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Please Payment' }).isVisible())
      .toBe(true);
    await expectAccessible(page, 'payment');

    // My Reviews: the review, then Delete.
    await menu.getByRole('link', { name: 'My Reviews' }).click();
    await expect.poll(() => pathOf(page)).toBe('/dashboard/myreview');
    const reviewRow = page.getByRole('row', { name: /Lovely garden/ });
    await expect
      .poll(() => reviewRow.getByRole('cell', { name: 'Garden House', exact: true }).isVisible())
      .toBe(true);
    await expectAccessible(page, 'my reviews');
    await screenshots(page, 'my-reviews');
    await expectFitsPhone(page, 'my reviews');
    await reviewRow.getByRole('button', { name: /^Delete/ }).click();
    await page
      .getByRole('dialog', { name: /Delete your review of “Garden House”/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.poll(() => page.getByText(messages.reviewDeleted).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('You have not written a review yet').isVisible())
      .toBe(true);

    // On a phone the menu is a drawer; Remove empties the wishlist.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Dashboard menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Dashboard' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await page.waitForTimeout(400); // the drawer slides in
    await expectAccessible(page, 'dashboard drawer');
    await page.screenshot({
      path: fileURLToPath(
        new URL('../../../test-results/screenshots/dashboard-drawer-390.png', import.meta.url),
      ),
    });
    await drawer.getByRole('link', { name: 'WishList' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => pathOf(page)).toBe('/dashboard/wishlist');
    await page.getByRole('button', { name: /^Remove/ }).click();
    await expect.poll(() => page.getByText(messages.wishlistRemoved).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Your wishlist is empty').isVisible()).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });
});

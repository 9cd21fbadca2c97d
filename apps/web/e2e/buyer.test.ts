import { fileURLToPath } from 'node:url';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { useProduct } from './support/app';
import { atRest, expectAccessible, newPage, openPage, screenshots } from './support/browser';
import { api, loginThroughUi, registerAccount } from './support/api-setup';
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
    // The price shows at the top (phone) or in the side column (wide screens), and in its history.
    await expect
      .poll(() =>
        page.getByText('$100,000 - $200,000').filter({ visible: true }).first().isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByText(messages.noReviewYet).isVisible()).toBe(true);
    await expectAccessible(page, 'property detail');
    await screenshots(page, 'property-detail');
    await expectFitsPhone(page, 'property detail');

    // Add To WishList: the page then says it is saved, and offers no second add.
    await page.getByRole('button', { name: 'Add To WishList' }).click();
    await expect.poll(() => page.getByText(messages.wishlistAdded).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Saved to WishList').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add To WishList' }).count()).toBe(0);

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
    await expect
      .poll(() => page.getByRole('main').getByText(buyer.email, { exact: true }).isVisible())
      .toBe(true);
    const menu = page.getByRole('complementary', { name: 'Dashboard menu' });
    await expect
      .poll(() => menu.getByRole('link').allInnerTexts())
      .toEqual([
        'My Profile',
        'WishList',
        'Property Bought',
        'My Reviews',
        'Messages',
        'Viewings',
        'Saved Searches',
        'Notifications',
      ]);
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
    await atRest(page); // the drawer slides in
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

  it('buys from the listing page: saves and unsaves there, offers from it, and follows the offer there and in WishList', async () => {
    const baseURL = product().server.url;
    const admin = await adminAccount(baseURL);
    const agent = await agentAccount(baseURL, admin, 'Lena Lister');
    const propertyId = await verifiedListing(baseURL, agent, admin, {
      property_title: 'Lake Cottage',
      location: 'Sylhet',
      property_image: await colourImage(baseURL, agent, '#2b6cb0'),
      price_range: { min: 150_000, max: 180_000 },
    });
    const buyer = await registerAccount(baseURL, 'Omar Offerer');

    const { page, context, errors } = await newPage(product().browser, baseURL);
    screenshotOnFailure(page, 'buyer-listing-page');
    await loginThroughUi(page, buyer);

    // The whole card opens the listing: a click on its photo, not only on View Detail.
    await openPage(page, '/allProperty');
    const photo = page.getByRole('img', { name: 'Lake Cottage' });
    await photo.scrollIntoViewIfNeeded();
    const box = await photo.boundingBox();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect.poll(() => pathOf(page)).toBe(`/property/${propertyId}`);

    // Saved, then removed, on the listing page itself.
    await page.getByRole('button', { name: 'Add To WishList' }).click();
    await expect.poll(() => page.getByText('Saved to WishList').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Remove from WishList' }).click();
    await expect.poll(() => page.getByText(messages.wishlistRemoved).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: 'Add To WishList' }).isVisible())
      .toBe(true);
    expect(await page.getByText('Saved to WishList').count()).toBe(0);

    // Make an Offer from the listing page: the home is saved on the way to the offer form.
    await page.getByRole('button', { name: 'Make an Offer' }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/dashboard\/wishlist\/offer\/[^/]+$/);
    await expect.poll(() => page.getByLabel('Property title').inputValue()).toBe('Lake Cottage');
    await page.getByLabel(/Offered amount/).fill('170000');
    await page.getByRole('button', { name: 'Make An Offer' }).click();
    await expect.poll(() => page.getByText(messages.offerSaved).isVisible()).toBe(true);

    // Back on the listing page: saved, and the offer is pending; no second offer is offered.
    await page.goto(`/property/${propertyId}`);
    await expect.poll(() => page.getByText('Offer pending').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Saved to WishList').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Make an Offer' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Make an Offer' }).count()).toBe(0);
    await expectAccessible(page, 'listing page with a pending offer');
    await screenshots(page, 'property-detail-offer-pending');
    await expectFitsPhone(page, 'listing page with a pending offer');

    // WishList shows the same, instead of a Make an Offer the server would refuse.
    await page.goto('/dashboard/wishList');
    const row = page.getByRole('row', { name: /Lake Cottage/ });
    await expect.poll(() => row.getByText('Offer pending').isVisible()).toBe(true);
    expect(await row.getByRole('link', { name: /Make an Offer/ }).count()).toBe(0);
    await expectAccessible(page, 'wishlist with a pending offer');
    await screenshots(page, 'wishlist-offer-pending');

    // The agent accepts: both places now lead to Pay.
    const [offer] = await api<{ _id: string }[]>(baseURL, `/propertyOffer/${buyer.email}`, {
      token: buyer.token,
    });
    await api(baseURL, `/requestProperty/${offer!._id}`, {
      method: 'PATCH',
      body: { status: 'accepted' },
      token: agent.token,
    });
    await page.reload();
    await expect.poll(() => row.getByText('Offer accepted').isVisible()).toBe(true);
    await expect
      .poll(() => row.getByRole('link', { name: 'Pay for Lake Cottage' }).isVisible())
      .toBe(true);
    await page.goto(`/property/${propertyId}`);
    await expect.poll(() => page.getByText('Offer accepted').isVisible()).toBe(true);
    await screenshots(page, 'property-detail-offer-accepted');
    await page.getByRole('link', { name: 'Pay for Lake Cottage' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/dashboard/propertybought/payment/${offer!._id}`);

    // The listing's own agent is told it is theirs, and offered nothing the server would refuse.
    const agentSide = await newPage(product().browser, baseURL);
    await loginThroughUi(agentSide.page, agent);
    await agentSide.page.goto(`/property/${propertyId}`);
    await expect.poll(() => agentSide.page.getByText(messages.ownProperty).isVisible()).toBe(true);
    expect(await agentSide.page.getByRole('button', { name: 'Add To WishList' }).count()).toBe(0);
    expect(await agentSide.page.getByRole('button', { name: 'Make an Offer' }).count()).toBe(0);
    await screenshots(agentSide.page, 'property-detail-own-listing');
    expect(agentSide.errors).toEqual([]);
    await agentSide.context.close();

    expect(errors).toEqual([]);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { formatPriceRange } from '@elite/shared/money';
import { useProduct } from './support/app';
import { api, loginThroughUi, registerAccount, tableRow as row } from './support/api-setup';
import { expectAccessible, newPage, screenshots } from './support/browser';
import { adminEnv, agentWithPicture, verifiedListing } from './support/marketplace';

/**
 * A verified listing whose agent changes it stays public as verified (CONTRACT.md section 6):
 * the buyer who wished for it still finds it, at the price they saw, until an admin verifies.
 */
describe('an agent changes a verified listing that a buyer wishes for', () => {
  const product = useProduct(adminEnv);

  it('the buyer’s wishlist and the listing keep the verified version; the agent sees the change pending', async () => {
    const { url } = product().server;
    const { admin, agent, picture } = await agentWithPicture(url, 'Ada Agent', '#557799');
    const title = `Orchard Cottage ${Date.now()}`;
    const before = { min: 300_000, max: 320_000 };
    const id = await verifiedListing(url, agent, admin, {
      property_title: title,
      location: 'Hood River, Oregon',
      property_image: picture,
      price_range: before,
    });
    const buyer = await registerAccount(url, 'Wanda Wisher');
    await api(url, '/property/wishlist', {
      method: 'POST',
      body: { wish_property_id: id },
      token: buyer.token,
    });
    // The agent cuts the price: a change for the admin to verify.
    const after = { min: 270_000, max: 300_000 };
    await api(url, `/property/${id}`, {
      method: 'PUT',
      body: {
        property_title: `${title}, reduced`,
        location: 'Hood River, Oregon',
        property_image: picture,
        price_range: after,
      },
      token: agent.token,
    });

    const { page } = await newPage(product().browser, url);
    await loginThroughUi(page, buyer);
    await page.goto('/dashboard/wishlist');
    const wished = row(page, title);
    await expect.poll(() => wished.isVisible()).toBe(true);
    expect(await wished.textContent()).toContain(formatPriceRange(before));
    expect(await wished.textContent()).not.toContain('reduced');
    await screenshots(page, 'wishlist-while-change-waits');
    await page.goto(`/property/${id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: title, exact: true }).isVisible())
      .toBe(true);
    expect(await page.getByText('Property not found').count()).toBe(0);

    // The agent sees the change, pending, and is told that buyers still see the verified one.
    const agentTab = await newPage(product().browser, url);
    await loginThroughUi(agentTab.page, agent);
    await agentTab.page.goto('/dashboard/myAddedProperty');
    const mine = row(agentTab.page, `${title}, reduced`);
    await expect.poll(() => mine.isVisible()).toBe(true);
    expect(await mine.textContent()).toContain(formatPriceRange(after));
    expect(await mine.textContent()).toMatch(/pending/i);
    await expect
      .poll(() => agentTab.page.getByText(messages.listingChangesWait).isVisible())
      .toBe(true);
    await expectAccessible(agentTab.page, 'My Added Property with a change waiting');
    await screenshots(agentTab.page, 'my-added-change-waits');
    await agentTab.page.goto(`/dashboard/myAddedProperty/updateMyAddedProperty/${id}`);
    await expect
      .poll(() => agentTab.page.getByText(messages.listingChangeWaits).isVisible())
      .toBe(true);
    await screenshots(agentTab.page, 'update-change-waits');

    // The admin finds the change to review; once verified, the buyer sees the new price.
    const adminTab = await newPage(product().browser, url);
    await loginThroughUi(adminTab.page, admin);
    await adminTab.page.goto('/dashboard/manageProperties');
    const toReview = row(adminTab.page, `${title}, reduced`);
    await expect.poll(() => toReview.isVisible()).toBe(true);
    expect(await toReview.textContent()).toMatch(/pending/i);
    await expect
      .poll(() => adminTab.page.getByText(messages.listingChangesToReview).isVisible())
      .toBe(true);
    await screenshots(adminTab.page, 'manage-properties-change-waits');
    await api(url, `/property/${id}`, {
      method: 'PATCH',
      body: { status: 'verified' },
      token: admin.token,
    });
    await page.goto('/dashboard/wishlist');
    const verified = row(page, `${title}, reduced`);
    await expect.poll(() => verified.isVisible()).toBe(true);
    expect(await verified.textContent()).toContain(formatPriceRange(after));
  });
});

import { describe, expect, it } from 'vitest';
import { agentNoticeTexts, messages, ruleMessages } from '@elite/shared';
import { useProduct } from './support/app';
import {
  ADMIN,
  ADMIN_ENV,
  addListing,
  api,
  apiLogin,
  loginThroughUi,
  openFromMenu,
  promote,
  registerAccount,
  tableRow as row,
  uploadImageFile,
} from './support/api-setup';
import {
  expectAccessible,
  newPage,
  openPage,
  pathname,
  screenshots,
  toast,
} from './support/browser';
import { pngFile } from './support/fixtures';
import { expectFitsPhone } from './support/marketplace';

describe('an agent lists a property, an admin verifies and advertises it', () => {
  const product = useProduct(ADMIN_ENV);

  it('goes from the Add Property form to All Property and the home page', async () => {
    const { url } = product().server;
    const adminToken = await apiLogin(url, ADMIN.email, ADMIN.password);
    const agent = await registerAccount(url, 'Avery Agent');
    await promote(url, adminToken, agent.email, 'agent');
    const title = `Harbour View Loft ${Date.now()}`;

    // The agent adds the listing with a photo through the form.
    const agentTab = await newPage(product().browser, url);
    const { page } = agentTab;
    await loginThroughUi(page, agent);
    await page.goto('/dashboard');
    await openFromMenu(page, 'Add Property');
    await expect.poll(() => page.getByLabel('Agent name').inputValue()).toBe('Avery Agent');
    await expect.poll(() => page.getByLabel('Agent email').inputValue()).toBe(agent.email);
    expect(await page.getByLabel('Agent email').getAttribute('readonly')).not.toBeNull();
    await expectAccessible(page, 'Add Property');
    await screenshots(page, 'agent-add-property');
    await expectFitsPhone(page, 'agent-add-property');

    // Nothing is sent while a field is wrong: the form says what to fix.
    await page.getByRole('button', { name: 'Add Property' }).click();
    await expect.poll(() => page.getByText('Property title is required').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Property image is required').isVisible()).toBe(true);

    await page.getByLabel('Property title').fill(title);
    await page.getByLabel('Location').fill('Porto, Portugal');
    // The photo uploads as soon as it is chosen and becomes the gallery's cover.
    await page.getByLabel('Property images').setInputFiles(await pngFile('loft.png', '#aa5533'));
    const cover = page.getByRole('listitem', { name: 'Photo 1, cover' });
    await expect.poll(() => cover.locator('img').getAttribute('src')).toMatch(/^\/images\//);
    await page.getByLabel('Minimum price (USD)').fill('450000');
    await page.getByLabel('Maximum price (USD)').fill('400000');
    await page.getByRole('button', { name: 'Add Property' }).click();
    await expect
      .poll(() =>
        page.getByText('Minimum price must not be greater than the maximum price').isVisible(),
      )
      .toBe(true);
    await page.getByLabel('Maximum price (USD)').fill('525000');
    await page.getByRole('button', { name: 'Add Property' }).click();
    await expect.poll(() => toast(page, messages.propertyAdded).isVisible()).toBe(true);

    // It waits in My Added Property as pending, with its uploaded photo.
    await expect.poll(() => pathname(page)).toBe('/dashboard/myAddedProperty');
    const listing = row(page, title);
    await expect.poll(() => listing.getByText('pending').isVisible()).toBe(true);
    await expect.poll(() => listing.getByText('$450,000 - $525,000').isVisible()).toBe(true);
    const photo = listing.getByRole('img', { name: title });
    await expect.poll(() => photo.getAttribute('src')).toMatch(/^\/images\/[0-9a-f]{64}\.webp$/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expectAccessible(page, 'My Added Property');
    await screenshots(page, 'agent-my-added-property');
    await expectFitsPhone(page, 'agent-my-added-property');

    // The admin verifies it in Manage Properties.
    const adminTab = await newPage(product().browser, url);
    const admin = adminTab.page;
    await loginThroughUi(admin, ADMIN);
    await admin.goto('/dashboard');
    await openFromMenu(admin, 'Manage Properties');
    const pending = row(admin, title);
    await expect.poll(() => pending.getByText('$450,000 - $525,000').isVisible()).toBe(true);
    await expectAccessible(admin, 'Manage Properties');
    await screenshots(admin, 'admin-manage-properties');
    await expectFitsPhone(admin, 'admin-manage-properties');
    await pending.getByRole('button', { name: /^Verify/ }).click();
    // Verifying asks first, as rejecting does.
    await admin
      .getByRole('dialog', { name: `Verify “${title}”?` })
      .getByRole('button', { name: 'Verify' })
      .click();
    await expect.poll(() => toast(admin, messages.propertyVerified).isVisible()).toBe(true);
    await expect.poll(() => pending.getByText('verified').isVisible()).toBe(true);
    // A reviewed listing offers no further moderation.
    expect(await pending.getByRole('button').count()).toBe(0);

    // It is now in All Property for everyone.
    await openPage(admin, '/allProperty');
    await expect.poll(() => admin.getByText(title).first().isVisible()).toBe(true);

    // The admin advertises it; advertising it twice is refused with the server's message.
    await admin.goto('/dashboard/advertiseProperty');
    await expect
      .poll(() => admin.getByRole('heading', { level: 1, name: 'Advertise Property' }).isVisible())
      .toBe(true);
    const advert = row(admin, title);
    await expect.poll(() => advert.isVisible()).toBe(true);
    await expectAccessible(admin, 'Advertise Property');
    await screenshots(admin, 'admin-advertise-property');
    await expectFitsPhone(admin, 'admin-advertise-property');
    await advert.getByRole('button', { name: /^Advertise/ }).click();
    await expect.poll(() => toast(admin, ruleMessages.advertised).isVisible()).toBe(true);
    // Advertised: said so, with no second Advertise that the server would refuse.
    await expect.poll(() => advert.getByText('On the home page').isVisible()).toBe(true);
    expect(await advert.getByRole('button', { name: /^Advertise/ }).count()).toBe(0);
    await screenshots(admin, 'admin-advertise-property-advertised');

    // The home page's Advertise Property grid shows it.
    await openPage(admin, '/');
    await expect.poll(() => admin.getByText(title).first().isVisible()).toBe(true);
    await screenshots(admin, 'home-advertised');

    // The admin takes it off the home page, after a confirm; Cancel keeps it.
    await admin.goto('/dashboard/advertiseProperty');
    await advert.getByRole('button', { name: `Remove ${title} from the home page` }).click();
    const confirm = admin.getByRole('dialog', { name: /from the home page\?/ });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    await expect.poll(() => advert.getByText('On the home page').isVisible()).toBe(true);
    await advert.getByRole('button', { name: `Remove ${title} from the home page` }).click();
    await expectAccessible(admin, 'remove from the home page');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => toast(admin, ruleMessages.unadvertised).isVisible()).toBe(true);
    await expect
      .poll(() => advert.getByRole('button', { name: /^Advertise/ }).isVisible())
      .toBe(true);
    expect(await advert.getByText('On the home page').count()).toBe(0);
    await openPage(admin, '/');
    await expect.poll(() => admin.getByText('No advertised property yet').isVisible()).toBe(true);
    expect(await admin.getByText(title).count()).toBe(0);

    // Back with the agent: the listing is verified.
    await page.reload();
    await expect.poll(() => row(page, title).getByText('verified').isVisible()).toBe(true);
    // And heard of it (issue 36 item 19): the bell counts the notice, Notifications shows it.
    const bell = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Notifications, 1 unread', exact: true });
    await expect.poll(() => bell.isVisible()).toBe(true);
    await bell.click();
    const notice = page.getByRole('article').filter({ hasText: title });
    await expect
      .poll(() => notice.getByText(agentNoticeTexts.listing_verified.heading).isVisible())
      .toBe(true);
    // The page marks what it shows as read ("Mark all as read" waits, dimmed, meanwhile): the
    // bell says so once that is done, and the page is judged after it.
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Notifications', exact: true })
          .isVisible(),
      )
      .toBe(true);
    await expectAccessible(page, 'agent notice');
    await screenshots(page, 'agent-notice-verified');
    await expectFitsPhone(page, 'agent-notice-verified');

    expect(agentTab.errors).toEqual([]);
    expect(adminTab.errors).toEqual([]);
    await agentTab.context.close();
    await adminTab.context.close();
  });

  it('lets an agent update a listing (keeping its photo), delete one, and see offers and sales', async () => {
    const { url } = product().server;
    const adminToken = await apiLogin(url, ADMIN.email, ADMIN.password);
    const agent = await registerAccount(url, 'Uma Updater');
    await promote(url, adminToken, agent.email, 'agent');
    const agentToken = await apiLogin(url, agent.email, agent.password);
    const image = await uploadImageFile(url, agentToken, await pngFile('house.png', '#228844'));
    const kept = await addListing(url, agentToken, {
      property_title: 'Old Mill House',
      location: 'Bath',
      property_image: image,
      price_range: { min: 300_000, max: 350_000 },
    });
    await addListing(url, agentToken, {
      property_title: 'Garden Shed Studio',
      location: 'Leeds',
      property_image: image,
      price_range: { min: 90_000, max: 95_000 },
    });

    const { page, context, errors } = await newPage(product().browser, url);
    await loginThroughUi(page, agent);
    await page.goto('/dashboard/myAddedProperty');
    await row(page, 'Old Mill House')
      .getByRole('link', { name: /^Update/ })
      .click();
    await expect
      .poll(() => pathname(page))
      .toBe(`/dashboard/myAddedProperty/updateMyAddedProperty/${kept}`);
    await expect.poll(() => page.getByLabel('Property title').inputValue()).toBe('Old Mill House');
    await expect.poll(() => page.getByLabel('Minimum price (USD)').inputValue()).toBe('300000');
    await expect
      .poll(() =>
        page.getByRole('listitem', { name: 'Photo 1, cover' }).locator('img').getAttribute('src'),
      )
      .toBe(image);
    await expectAccessible(page, 'Update Property');
    await screenshots(page, 'agent-update-property');
    await expectFitsPhone(page, 'agent-update-property');

    await page.getByLabel('Property title').fill('Old Mill House, restored');
    await page.getByLabel('Maximum price (USD)').fill('1250000');
    await page.getByRole('button', { name: 'Update Property' }).click();
    await expect.poll(() => toast(page, messages.propertyUpdated).isVisible()).toBe(true);
    await expect.poll(() => pathname(page)).toBe('/dashboard/myAddedProperty');
    const updated = row(page, 'Old Mill House, restored');
    await expect.poll(() => updated.getByText('$300,000 - $1,250,000').isVisible()).toBe(true);
    await expect
      .poll(() => updated.getByRole('img', { name: /Old Mill/ }).getAttribute('src'))
      .toBe(image);

    // Delete asks first; Cancel keeps the listing.
    const shed = row(page, 'Garden Shed Studio');
    await shed.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: /Delete “Garden Shed Studio”/ });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectAccessible(page, 'delete confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await shed.getByRole('button', { name: /^Delete/ }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toast(page, messages.propertyDeleted).isVisible()).toBe(true);
    await expect.poll(() => shed.count()).toBe(0);

    // No offers yet: the page says so.
    await page.goto('/dashboard');
    await openFromMenu(page, 'Requested Property');
    await expect.poll(() => page.getByText('No offers yet').isVisible()).toBe(true);

    // Once verified, two buyers make offers; the agent rejects one and accepts the other.
    await api(url, `/property/${kept}`, {
      method: 'PATCH',
      body: { status: 'verified' },
      token: adminToken,
    });
    const offer = async (name: string, price: number) => {
      const buyer = await registerAccount(url, name);
      await api(url, '/propertyOffer', {
        method: 'POST',
        body: { offer_property_id: kept, offered_price: price },
        token: buyer.token,
      });
      return buyer;
    };
    const beaBuyer = await offer('Bea Buyer', 310_000);
    const calClient = await offer('Cal Client', 1_000_000);
    await page.reload();
    const bea = row(page, beaBuyer.email);
    const cal = row(page, calClient.email);
    await expect.poll(() => bea.getByText('$310,000').isVisible()).toBe(true);
    await expect.poll(() => cal.getByText('$1,000,000').isVisible()).toBe(true);
    await expect
      .poll(() => bea.getByRole('cell', { name: 'Bea Buyer', exact: true }).isVisible())
      .toBe(true);
    await expect.poll(() => bea.getByText('pending').isVisible()).toBe(true);
    await expectAccessible(page, 'Requested Property');
    await screenshots(page, 'agent-requested-property');
    await expectFitsPhone(page, 'agent-requested-property');
    // An answer cannot be undone, so each asks first.
    await bea.getByRole('button', { name: /^Reject/ }).click();
    await page
      .getByRole('dialog', { name: /Reject Bea Buyer's offer/ })
      .getByRole('button', { name: 'Reject' })
      .click();
    await expect.poll(() => toast(page, messages.offerRejected).isVisible()).toBe(true);
    await expect.poll(() => bea.getByText('rejected').isVisible()).toBe(true);
    expect(await bea.getByRole('button').count()).toBe(0);
    await cal.getByRole('button', { name: /^Accept/ }).click();
    await page
      .getByRole('dialog', { name: /Accept Cal Client's offer/ })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect.poll(() => toast(page, messages.offerAccepted).isVisible()).toBe(true);
    await expect.poll(() => cal.getByText('accepted').isVisible()).toBe(true);
    expect(await cal.getByRole('button').count()).toBe(0);

    // Nothing is paid yet: no sales, and the total is $0.
    await openFromMenu(page, 'My Sold Property');
    await expect
      .poll(() => page.getByRole('heading', { name: 'My Total Amount: $0' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('Nothing sold yet').isVisible()).toBe(true);
    await expectAccessible(page, 'My Sold Property');
    await screenshots(page, 'agent-my-sold-property');
    await expectFitsPhone(page, 'agent-my-sold-property');

    expect(errors).toEqual([]);
    await context.close();
  });
});

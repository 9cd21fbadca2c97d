import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, moderationTexts } from '@elite/shared';
import { useProduct } from './support/app';
import { api, loginThroughUi, registerAccount, tableRow } from './support/api-setup';
import type { Account } from './support/api-setup';
import { newPage, screenshots } from './support/browser';
import type { TrackedPage } from './support/browser';
import {
  adminAccount,
  adminEnv,
  agentAccount,
  colourImage,
  pathOf,
  screenshotOnFailure,
  verifiedListing,
} from './support/marketplace';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const TOWN = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch';
const LONG_TITLE = `Cottage in ${TOWN}`;

interface Cast {
  admin: Account;
  agent: Account;
  buyer: Account;
}

/** A verified listing named after a long town (in the buyer's wishlist, offered on, reviewed), and a pending one. */
async function marketplace(baseURL: string) {
  const admin = await adminAccount(baseURL);
  const agent = await agentAccount(baseURL, admin, 'Petra Agent');
  const buyer = await registerAccount(baseURL, 'Quinn Buyer');
  const image = await colourImage(baseURL, agent, '#2f855a');
  const long = await verifiedListing(baseURL, agent, admin, {
    property_title: LONG_TITLE,
    location: `${TOWN}, Anglesey, Wales`,
    property_image: image,
    price_range: { min: 250_000, max: 300_000 },
  });
  await api(baseURL, '/property', {
    method: 'POST',
    body: {
      property_title: 'Pending Villa',
      location: 'Ballard, Seattle, Washington',
      property_image: image,
      price_range: { min: 700_000, max: 750_000 },
      description: 'A villa with a walled garden and a view of the Sound.',
    },
    token: agent.token,
  });
  const as = { token: buyer.token };
  await api(baseURL, '/property/wishlist', {
    method: 'POST',
    body: { wish_property_id: long },
    ...as,
  });
  await api(baseURL, '/propertyOffer', {
    method: 'POST',
    body: { offer_property_id: long, offered_price: 260_000 },
    ...as,
  });
  await api(baseURL, '/conversations', {
    method: 'POST',
    body: { property_id: long, message: 'Is the sea in view from the garden?' },
    ...as,
  });
  await api(baseURL, '/review', {
    method: 'POST',
    body: { property_id: long, review_description: 'A long name and a short walk to the sea.' },
    ...as,
  });
  return { cast: { admin, agent, buyer } as Cast, long };
}

const pageWidth = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));

/** The badges in the page whose text does not fit them (a word broken inside a badge). */
const brokenBadges = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main .badge')]
      .filter((badge) => badge.scrollHeight > badge.clientHeight + 1)
      .map((badge) => badge.textContent),
  );

async function expectHeading(page: Page, name: string) {
  await expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
}

describe("a new user's walk through the dashboards", () => {
  const product = useProduct(adminEnv);
  let cast: Cast;
  let long: string;
  const tabs: Partial<Record<keyof Cast, TrackedPage>> = {};

  beforeAll(async () => {
    ({ cast, long } = await marketplace(product().server.url));
  }, 120_000);

  const tab = async (role: keyof Cast) => {
    const { server, browser } = product();
    let found = tabs[role];
    if (!found) {
      found = await newPage(browser, server.url);
      await loginThroughUi(found.page, cast[role]);
      tabs[role] = found;
    }
    return found;
  };

  it('a long town name wraps: at 390 px no page is wider than the phone', async () => {
    const pages: { role: keyof Cast; path: string; heading: string }[] = [
      { role: 'buyer', path: '/allProperty', heading: 'All Property' },
      { role: 'buyer', path: `/property/${long}`, heading: LONG_TITLE },
      { role: 'buyer', path: '/dashboard/wishList', heading: 'My WishList' },
      { role: 'buyer', path: '/dashboard/propertyBought', heading: 'My Property' },
      { role: 'buyer', path: '/dashboard/myReview', heading: 'My Reviews' },
      { role: 'agent', path: '/dashboard/myAddedProperty', heading: 'My Added Property' },
      { role: 'agent', path: '/dashboard/requestProperty', heading: 'Requested Property' },
      { role: 'admin', path: '/dashboard/manageProperties', heading: 'Manage Properties' },
      { role: 'admin', path: '/dashboard/advertiseProperty', heading: 'Advertise Property' },
    ];
    for (const { role, path, heading } of pages) {
      const { page } = await tab(role);
      screenshotOnFailure(page, `walk-long-name${path.replaceAll('/', '-')}`);
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await expectHeading(page, heading);
      await expect.poll(() => page.getByText(TOWN).first().isVisible()).toBe(true);
      const width = await pageWidth(page);
      expect(width.scrollWidth, path).toBeLessThanOrEqual(width.innerWidth);
      // On a wide screen too, no badge breaks its word ("verified", not "rifi").
      await page.setViewportSize(DESKTOP);
      await expect.poll(() => brokenBadges(page), { message: path }).toEqual([]);
    }
    // The listing's buying actions stay in view, uncovered.
    const { page, errors } = await tab('buyer');
    await page.goto(`/property/${long}`);
    await expectHeading(page, LONG_TITLE);
    await page
      .getByRole('button', { name: /Add To WishList|Remove from WishList/ })
      .first()
      .click({ trial: true });
    await screenshots(page, 'walk-long-name-listing');
    expect(errors).toEqual([]);
  });

  it('every dashboard row leads to its listing; the admin reviews a pending listing on its page and Verify asks first', async () => {
    // The buyer's wishlist, offers and reviews, the agent's listings: each title opens the listing.
    const rows: { role: keyof Cast; path: string; heading: string; title: string }[] = [
      { role: 'buyer', path: '/dashboard/wishList', heading: 'My WishList', title: LONG_TITLE },
      {
        role: 'buyer',
        path: '/dashboard/propertyBought',
        heading: 'My Property',
        title: LONG_TITLE,
      },
      { role: 'buyer', path: '/dashboard/myReview', heading: 'My Reviews', title: LONG_TITLE },
      {
        role: 'agent',
        path: '/dashboard/requestProperty',
        heading: 'Requested Property',
        title: LONG_TITLE,
      },
    ];
    for (const { role, path, heading, title } of rows) {
      const { page } = await tab(role);
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      await expectHeading(page, heading);
      await tableRow(page, title).getByRole('link', { name: title }).click();
      await expect.poll(() => pathOf(page), { message: path }).toBe(`/property/${long}`);
      await expectHeading(page, title);
    }

    const { page, errors } = await tab('admin');
    screenshotOnFailure(page, 'walk-admin-review');
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard/manageProperties');
    await expectHeading(page, 'Manage Properties');
    await tableRow(page, 'Pending Villa').getByRole('link', { name: 'Pending Villa' }).click();
    await expectHeading(page, 'Pending Villa');
    const review = page.getByRole('region', { name: moderationTexts.pendingTitle });
    await expect.poll(() => review.isVisible()).toBe(true);
    // The whole listing is there to judge: its description and photo.
    await expect.poll(() => page.getByText('A villa with a walled garden').isVisible()).toBe(true);
    await screenshots(page, 'walk-admin-review');
    await review.getByRole('button', { name: /^Verify/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify “Pending Villa”?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await review.getByRole('button', { name: /^Verify/ }).click();
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect
      .poll(() => page.getByText(messages.propertyVerified).first().isVisible())
      .toBe(true);
    await expect.poll(() => review.isVisible()).toBe(false);
    await expect
      .poll(() => page.getByText('verified', { exact: true }).first().isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it('the messages list shows whole titles; "Ctrl+Enter sends" shows only where there is a keyboard', async () => {
    const { server, browser } = product();
    const phone = await newPage(browser, server.url, PHONE, { hasTouch: true, isMobile: true });
    screenshotOnFailure(phone.page, 'walk-messages-phone');
    await loginThroughUi(phone.page, cast.buyer);
    await phone.page.goto('/dashboard/messages');
    await expectHeading(phone.page, 'Messages');
    const title = phone.page.getByText(LONG_TITLE, { exact: true }).first();
    await expect.poll(() => title.isVisible()).toBe(true);
    // Wrapped, not cut short with an ellipsis.
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    await phone.page
      .getByRole('link', { name: new RegExp(LONG_TITLE) })
      .first()
      .click();
    const send = phone.page.getByRole('button', { name: 'Send', exact: true });
    await expect.poll(() => send.isVisible()).toBe(true);
    expect(await phone.page.getByText('Ctrl+Enter sends').isVisible()).toBe(false);
    await screenshots(phone.page, 'walk-messages-phone');
    expect(phone.errors).toEqual([]);
    await phone.context.close();

    const { page, errors } = await tab('buyer');
    await page.setViewportSize(DESKTOP);
    await page.goto('/dashboard/messages');
    await page
      .getByRole('link', { name: new RegExp(LONG_TITLE) })
      .first()
      .click();
    await expect.poll(() => page.getByText('Ctrl+Enter sends').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ListingFigures } from '@elite/shared';
import { useProduct } from './support/app';
import { api, loginThroughUi, openFromMenu, registerAccount } from './support/api-setup';
import { expectAccessible, newPage, screenshots, toast } from './support/browser';
import { adminEnv, expectFitsPhone, publicListing, verifiedListing } from './support/marketplace';

/** Today as the figures' tables name it (`Sun, Nov 29`; the days are UTC days). */
const todayLabel = () =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date());

/** The numbers of a figures table's row for today, in its columns' order. */
async function todaysNumbers(page: Page, table: string): Promise<string[]> {
  const row = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: todayLabel(), exact: true }) });
  return row.getByRole('cell').allInnerTexts();
}

/** The listing's views today, as its agent reads them (views are written every few seconds). */
async function viewsToday(url: string, id: string, token: string) {
  return (await api<ListingFigures>(url, `/property/${id}/stats`, { token })).days.at(-1)?.views;
}

/** Whether the chart's canvas has been drawn on (some pixel is not transparent). */
const chartDrawn = (page: Page, name: RegExp) =>
  page.getByRole('img', { name }).evaluate((canvas) => {
    const { width, height } = canvas as HTMLCanvasElement;
    const context = (canvas as HTMLCanvasElement).getContext('2d');
    if (!context || width === 0 || height === 0) return false;
    return context.getImageData(0, 0, width, height).data.some((value) => value !== 0);
  });

describe('listing figures on the agent’s and the admin’s dashboards', () => {
  const product = useProduct({ ...adminEnv, SITE_LOCALES: 'en,ar' });

  it('an agent reads a listing’s last 30 days; an admin reads the site’s', async () => {
    const { url } = product().server;
    const listing = { location: 'Porto', price_range: { min: 200_000, max: 240_000 } };
    const { admin, agent, picture, id } = await publicListing(url, 'Fiona Figures', '#2266aa', {
      ...listing,
      property_title: 'Quayside Flat',
    });
    await verifiedListing(url, agent, admin, {
      ...listing,
      property_title: 'Hilltop Cabin',
      property_image: picture,
    });

    // A buyer opens the listing and saves it: a view and a wishlist entry today.
    const buyer = await registerAccount(url, 'Bea Buyer');
    await api(url, `/property/${id}`, { token: buyer.token });
    await api(url, '/property/wishlist', {
      method: 'POST',
      body: { wish_property_id: id },
      token: buyer.token,
    });
    // Views are written in batches, every few seconds.
    await expect.poll(() => viewsToday(url, id, agent.token), { timeout: 15_000 }).toBe(1);

    const { page, errors } = await newPage(product().browser, url);
    await loginThroughUi(page, agent);
    await page.goto('/dashboard');
    await openFromMenu(page, 'Listing Figures');
    await page.getByLabel('Listing').selectOption({ label: 'Quayside Flat' });
    // The period is in the address: choosing one navigates (so click, then wait).
    await page.getByRole('radio', { name: '7 days' }).click();
    await expect
      .poll(() =>
        page.getByRole('table', { name: /Quayside Flat by day, the last 7 days/ }).count(),
      )
      .toBe(1);
    await page.getByRole('radio', { name: '30 days' }).click();
    await expect.poll(() => page.getByRole('radio', { name: '30 days' }).isChecked()).toBe(true);
    const table = 'Figures of Quayside Flat by day, the last 30 days';
    // Views, wishlisted, contacts, viewing requests, offers.
    await expect.poll(() => todaysNumbers(page, table)).toEqual(['1', '1', '0', '0', '0']);
    // A row per day, a heading row and the totals.
    expect(await page.getByRole('table', { name: table }).getByRole('row').count()).toBe(32);
    await expect
      .poll(() => chartDrawn(page, /^Quayside Flat: the last 30 days\./), { timeout: 10_000 })
      .toBe(true);
    await expectAccessible(page, 'Listing figures');
    await screenshots(page, 'listing-figures');
    await expectFitsPhone(page, 'Listing figures');

    // The agent's public profile, on My Profile.
    await openFromMenu(page, 'Agent Profile');
    await page.getByLabel('About me').fill('Porto’s riverside, fifteen years.');
    await page.getByLabel('Phone').fill('+351 22 000 0000');
    await page.getByRole('checkbox', { name: 'English' }).check();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => toast(page, 'Your profile was saved').isVisible()).toBe(true);
    await expectAccessible(page, 'Agent profile');

    // In Arabic: the page's texts come with the agent's pages' own chunk; the page mirrors.
    await page.goto(`/ar/dashboard/listingFigures?listing=${id}&days=7`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'أرقام الإعلان' }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        page.getByRole('table', { name: 'أرقام Quayside Flat يوميًا، آخر 7 أيام' }).count(),
      )
      .toBe(1);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectAccessible(page, 'Listing figures in Arabic');
    await screenshots(page, 'listing-figures-ar');
    expect(errors).toEqual([]);

    // The admin: the site's figures, then an agency with the agent in it.
    const adminTab = await newPage(product().browser, url);
    const adminPage = adminTab.page;
    await loginThroughUi(adminPage, { email: admin.email, password: admin.password });
    await adminPage.goto('/dashboard');
    await openFromMenu(adminPage, 'Site Figures');
    const site = 'The site’s figures by day, the last 30 days';
    // New listings, new accounts, searches, offers, sales, sales amount: today's first two.
    await expect
      .poll(async () => (await todaysNumbers(adminPage, site)).slice(0, 2))
      .toEqual(['2', '3']);
    await expect
      .poll(() => chartDrawn(adminPage, /^The site: the last 30 days\./), { timeout: 10_000 })
      .toBe(true);
    await expectAccessible(adminPage, 'Site figures');
    await screenshots(adminPage, 'site-figures');

    await openFromMenu(adminPage, 'Manage Agencies');
    await adminPage.getByRole('button', { name: 'Add agency' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Add agency' });
    await dialog.getByLabel('Name').fill('Douro Homes');
    await dialog.getByLabel('Website').fill('https://douro.example');
    await dialog.getByRole('button', { name: 'Add agency' }).click();
    await expect.poll(() => toast(adminPage, 'Douro Homes was added').isVisible()).toBe(true);
    await adminPage
      .getByRole('combobox', { name: 'Agency of Fiona Figures' })
      .selectOption({ label: 'Douro Homes' });
    await expect
      .poll(() => toast(adminPage, 'Fiona Figures is in Douro Homes now').isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        adminPage.getByRole('table', { name: 'Agencies' }).getByRole('row').nth(1).innerText(),
      )
      .toContain('Fiona Figures');
    await expectAccessible(adminPage, 'Manage agencies');
    await screenshots(adminPage, 'manage-agencies');
    expect(adminTab.errors).toEqual([]);
  });

  it('a signed-in visitor who opens a listing’s page directly is counted', async () => {
    const { url } = product().server;
    const { agent, id } = await publicListing(url, 'Dora Direct', '#aa6622', {
      property_title: 'Direct Loft',
      location: 'Lisbon',
      price_range: { min: 300_000, max: 320_000 },
    });
    const buyer = await registerAccount(url, 'Dan Direct');
    const { page, errors } = await newPage(product().browser, url);
    await loginThroughUi(page, buyer);
    // A whole page load: the server renders it for a browser holding a sign-in.
    await page.goto(`/property/${id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Direct Loft' }).isVisible())
      .toBe(true);
    await expect.poll(() => viewsToday(url, id, agent.token), { timeout: 15_000 }).toBe(1);
    expect(errors).toEqual([]);
  });
});

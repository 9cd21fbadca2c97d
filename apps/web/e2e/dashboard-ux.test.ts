import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, messages } from '@elite/shared';
import { useProduct } from './support/app';
import { api, loginThroughUi, registerAccount, tableRow } from './support/api-setup';
import type { Account } from './support/api-setup';
import { newPage, openPage, screenshots } from './support/browser';
import type { TrackedPage } from './support/browser';
import {
  adminAccount,
  adminEnv,
  agentAccount,
  colourImage,
  screenshotOnFailure,
  verifiedListing,
} from './support/marketplace';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

interface Cast {
  admin: Account;
  agent: Account;
  buyer: Account;
}

/**
 * A marketplace with something on every dashboard page: a pending listing to moderate, offers
 * pending, accepted and paid, wishlist entries and a review.
 */
async function marketplace(baseURL: string): Promise<Cast> {
  const admin = await adminAccount(baseURL);
  const agent = await agentAccount(baseURL, admin, 'Petra Agent');
  const buyer = await registerAccount(baseURL, 'Quinn Buyer');
  const image = await colourImage(baseURL, agent, '#2f855a');
  const listing = (title: string, min: number, max: number) => ({
    property_title: title,
    location: 'Ballard, Seattle, Washington',
    property_image: image,
    price_range: { min, max },
  });
  const harbour = await verifiedListing(
    baseURL,
    agent,
    admin,
    listing('Harbour Loft', 500_000, 600_000),
  );
  const garden = await verifiedListing(
    baseURL,
    agent,
    admin,
    listing('Garden Cottage', 900_000, 990_000),
  );
  const orchard = await verifiedListing(
    baseURL,
    agent,
    admin,
    listing('Orchard House', 300_000, 350_000),
  );
  await api(baseURL, '/property', {
    method: 'POST',
    body: listing('Pending Villa', 700_000, 750_000),
    token: agent.token,
  });

  const as = { token: buyer.token };
  for (const id of [harbour, orchard]) {
    await api(baseURL, '/property/wishlist', {
      method: 'POST',
      body: { wish_property_id: id },
      ...as,
    });
  }
  const offer = async (id: string, price: number) =>
    (
      await api<{ insertedId: string }>(baseURL, '/propertyOffer', {
        method: 'POST',
        body: { offer_property_id: id, offered_price: price },
        ...as,
      })
    ).insertedId;
  const accept = (offerId: string) =>
    api(baseURL, `/requestProperty/${offerId}`, {
      method: 'PATCH',
      body: { status: 'accepted' },
      token: agent.token,
    });
  await offer(harbour, 550_000);
  await accept(await offer(orchard, 320_000));
  const sold = await offer(garden, 985_000.5);
  await accept(sold);
  const { clientSecret } = await api<{ clientSecret: string }>(baseURL, '/create-payment-intent', {
    method: 'POST',
    body: { offerId: sold },
    ...as,
  });
  const { paymentIntent } = await api<{ paymentIntent: { id: string } }>(
    baseURL,
    '/payments/sandbox/confirm',
    {
      method: 'POST',
      body: { clientSecret, cardNumber: '4242 4242 4242 4242', exp: '12/40', cvc: '123' },
      ...as,
    },
  );
  await api(baseURL, '/soldProperty', {
    method: 'POST',
    body: { offerId: sold, transactionId: paymentIntent.id },
    ...as,
  });
  await api(baseURL, '/review', {
    method: 'POST',
    body: { property_id: harbour, review_description: 'Bright rooms and a quiet street.' },
    ...as,
  });
  return { admin, agent, buyer };
}

/** Each role's dashboard pages, and whether their rows carry actions. */
const dashboards: { role: keyof Cast; path: string; heading: string; actions: boolean }[] = [
  { role: 'buyer', path: 'wishList', heading: 'My WishList', actions: true },
  { role: 'buyer', path: 'propertyBought', heading: 'My Property', actions: true },
  { role: 'buyer', path: 'myReview', heading: 'My Reviews', actions: true },
  { role: 'agent', path: 'myAddedProperty', heading: 'My Added Property', actions: true },
  { role: 'agent', path: 'mySoldProperty', heading: 'My Sold Property', actions: false },
  { role: 'agent', path: 'requestProperty', heading: 'Requested Property', actions: true },
  { role: 'admin', path: 'manageProperties', heading: 'Manage Properties', actions: true },
  { role: 'admin', path: 'manageUsers', heading: 'Manage Users', actions: true },
  { role: 'admin', path: 'manageReviews', heading: 'Manage Reviews', actions: true },
  { role: 'admin', path: 'advertiseProperty', heading: 'Advertise Property', actions: true },
];

async function openDashboard(page: Page, path: string, heading: string) {
  await page.goto(`/dashboard/${path}`);
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible())
    .toBe(true);
  await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(1);
}

/** Every action control in the page's table, with where it sits and where its table's box ends. */
function actionPlaces(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main [role="region"] .btn')].map((control) => {
      const box = control.getBoundingClientRect();
      const region = control.closest('[role="region"]')!.getBoundingClientRect();
      return {
        name: control.textContent?.trim() ?? '',
        left: box.left,
        right: box.right,
        regionRight: region.right,
        viewport: window.innerWidth,
      };
    }),
  );
}

const pageWidth = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));

/** The focused element's ring: its outline or box shadow, as the browser draws it. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return {
      text: element.textContent?.trim() ?? '',
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
    };
  });

describe('dashboards on a phone, confirmations, focus and scrolling', () => {
  const product = useProduct(adminEnv);
  let cast: Cast;
  const tabs: Partial<Record<keyof Cast, TrackedPage>> = {};

  beforeAll(async () => {
    cast = await marketplace(product().server.url);
  }, 120_000);

  /** One signed-in tab per role, opened on first use. */
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

  it('at 390 px every dashboard page shows its rows as cards with every action in view; at 1280 px no action is cut off', async () => {
    for (const { role, path, heading, actions } of dashboards) {
      const { page } = await tab(role);
      screenshotOnFailure(page, `dashboard-${path}`);
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await openDashboard(page, path, heading);
        const width = await pageWidth(page);
        expect(width.scrollWidth, `${path} at ${viewport.width}px`).toBeLessThanOrEqual(
          width.innerWidth,
        );
        if (path === 'wishList' && viewport === DESKTOP) {
          // Beside the menu on a laptop the wishlist is a table like the others, not cards.
          await expect.poll(() => page.locator('main [data-cards]').count()).toBe(0);
        }
        // A page may still be reading what decides its actions (Advertise checks the agents).
        if (actions) {
          await expect
            .poll(async () => ({ path, hasActions: (await actionPlaces(page)).length > 0 }))
            .toEqual({ path, hasActions: true });
        }
        const places = await actionPlaces(page);
        for (const place of places) {
          const where = `${place.name} on ${path} at ${viewport.width}px`;
          expect(place.left, where).toBeGreaterThanOrEqual(0);
          expect(place.right, where).toBeLessThanOrEqual(
            Math.min(place.regionRight, place.viewport),
          );
        }
        // Clickable where it is: nothing covers it and it needs no scrolling sideways.
        const first = page.locator('main [role="region"] .btn').first();
        if (actions) await first.click({ trial: true });
      }
      await screenshots(page, `dashboard-${path}`);
    }
    // The total stays inside the phone's width, and says the whole amount.
    const { page } = await tab('agent');
    await page.setViewportSize(PHONE);
    await openDashboard(page, 'mySoldProperty', 'My Sold Property');
    const total = page.getByRole('heading', {
      name: `My Total Amount: ${formatMoney(985_000.5)}`,
    });
    await expect.poll(() => total.isVisible()).toBe(true);
    const box = await total.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect((await tab('agent')).errors).toEqual([]);
  });

  it('rejecting a listing, answering an offer and deleting a review ask first; Cancel changes nothing', async () => {
    // Admin: Reject asks; Cancel leaves the listing pending.
    const admin = (await tab('admin')).page;
    await admin.setViewportSize(DESKTOP);
    await openDashboard(admin, 'manageProperties', 'Manage Properties');
    const titles = () => admin.getByRole('row').locator('td:nth-child(2)').allInnerTexts();
    const order = await titles();
    const villa = tableRow(admin, 'Pending Villa');
    await villa.getByRole('button', { name: /^Reject/ }).click();
    const rejectDialog = admin.getByRole('dialog', { name: 'Reject “Pending Villa”?' });
    await expect.poll(() => rejectDialog.isVisible()).toBe(true);
    await rejectDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => rejectDialog.isVisible()).toBe(false);
    await admin.reload();
    await expect.poll(() => villa.getByText('pending', { exact: true }).isVisible()).toBe(true);
    // Confirmed, it is rejected, and no row moves under the pointer.
    await villa.getByRole('button', { name: /^Reject/ }).click();
    await rejectDialog.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => villa.getByText('rejected', { exact: true }).isVisible()).toBe(true);
    expect(await titles()).toEqual(order);

    // Agent: Accept and Reject each ask; Cancel leaves the offer pending.
    const agent = (await tab('agent')).page;
    await agent.setViewportSize(PHONE);
    await openDashboard(agent, 'requestProperty', 'Requested Property');
    const offer = tableRow(agent, 'Harbour Loft');
    for (const answer of ['Accept', 'Reject']) {
      await offer.getByRole('button', { name: new RegExp(`^${answer}`) }).click();
      const dialog = agent.getByRole('dialog', {
        name: `${answer} Quinn Buyer's offer on “Harbour Loft”?`,
      });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await expect.poll(() => dialog.getByText('$550,000').isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
    }
    await agent.reload();
    await expect.poll(() => offer.getByText('pending').isVisible()).toBe(true);

    // Buyer: deleting a review asks; Cancel keeps it.
    const buyer = (await tab('buyer')).page;
    await buyer.setViewportSize(PHONE);
    await openDashboard(buyer, 'myReview', 'My Reviews');
    const review = tableRow(buyer, 'Bright rooms');
    await review.getByRole('button', { name: /^Delete/ }).click();
    const deleteDialog = buyer.getByRole('dialog', {
      name: 'Delete your review of “Harbour Loft”?',
    });
    await expect.poll(() => deleteDialog.isVisible()).toBe(true);
    await deleteDialog.getByRole('button', { name: 'Cancel' }).click();
    await buyer.reload();
    await expect.poll(() => review.isVisible()).toBe(true);
    await review.getByRole('button', { name: /^Delete/ }).click();
    await deleteDialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => buyer.getByText(messages.reviewDeleted).first().isVisible()).toBe(true);
    await expect.poll(() => review.count()).toBe(0);

    for (const role of ['admin', 'agent', 'buyer'] as const) {
      expect((await tab(role)).errors).toEqual([]);
    }
  });

  it('keyboard focus is ringed on the nav and sidebar links, the active ones included, and the skip link covers nothing', async () => {
    const { page, errors } = await tab('buyer');
    await page.setViewportSize(DESKTOP);
    await openPage(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect.poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true);
    const skipBox = await skip.boundingBox();
    const brandBox = await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Elite Property' })
      .boundingBox();
    const overlaps =
      skipBox!.x < brandBox!.x + brandBox!.width &&
      brandBox!.x < skipBox!.x + skipBox!.width &&
      skipBox!.y < brandBox!.y + brandBox!.height &&
      brandBox!.y < skipBox!.y + skipBox!.height;
    expect(overlaps).toBe(false);

    const ringed: Record<string, boolean> = {};
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      const ring = await focusRing(page);
      ringed[ring.text] = ring.outline;
    }
    // Home is the active pill here.
    expect(ringed).toMatchObject({ Home: true, 'All Property': true, DashBoard: true });

    await page.goto('/dashboard/wishList');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'My WishList' }).isVisible())
      .toBe(true);
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    for (const label of ['My Profile', 'WishList']) {
      const link = sidebar.getByRole('link', { name: label });
      await link.focus();
      // Focus by script counts as keyboard focus for :focus-visible only after a key press.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
      expect((await focusRing(page)).outline, label).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  it('a new page starts at the top, whether opened by a link or by its address; Back restores the position', async () => {
    const { page, errors } = await tab('admin');
    await page.setViewportSize(PHONE);
    await openDashboard(page, 'manageUsers', 'Manage Users');
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    const toBottom = () => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

    // Opened by its address in the same tab.
    await toBottom();
    await expect.poll(scrollY).toBeGreaterThan(300);
    await openDashboard(page, 'advertiseProperty', 'Advertise Property');
    expect(await scrollY()).toBe(0);

    // Opened by a link; Back returns to where the reader was.
    await toBottom();
    const before = await scrollY();
    expect(before).toBeGreaterThan(300);
    await page.locator('footer').getByRole('link', { name: 'All Property' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'All Property' }).isVisible())
      .toBe(true);
    expect(await scrollY()).toBe(0);
    await page.goBack();
    await expect.poll(async () => Math.abs((await scrollY()) - before)).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });
});

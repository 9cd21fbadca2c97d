import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { frequencyLabels, savedSearchMessages, type PropertyInput } from '@elite/shared';
import { startSmtpSink } from '../../server/test/helpers/smtp-sink';
import { addListing, api, loginThroughUi, registerAccount } from './support/api-setup';
import { useProduct } from './support/app';
import {
  SCREENSHOTS,
  expectAccessible,
  newPage,
  openPage,
  pathname,
  toast,
} from './support/browser';
import { openFromNavbar } from './support/listing-page';
import {
  adminEnv,
  agentWithPicture,
  cardTitles,
  expectFitsPhone,
  screenshotOnFailure,
  verifiedListing,
} from './support/marketplace';

/*
 * Issue 22 in a browser: a buyer draws an area on All Property's map and saves it as a search
 * with instant alerts; an agent lists a home inside it and the admin verifies it; the buyer's
 * bell counts it, Home and Notifications show it, and an alert e-mail arrives over SMTP whose
 * List-Unsubscribe link turns the search's alerts off. Once on a phone, once on a desktop.
 */

// A real SMTP server on loopback, up before the product starts (SMTP_URL names it).
const sink = await startSmtpSink();
afterAll(() => sink.stop());

const VIEWPORTS = [
  { label: 'phone', width: 390, height: 844, place: { lat: 41.141, lng: -8.611 } },
  { label: 'desktop', width: 1280, height: 900, place: { lat: 38.712, lng: -9.13 } },
];

const screenshotDir = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

/** The page as it is now, at the test's own width. */
async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(screenshotDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${screenshotDir}alerts-${name}-${width}.png`, fullPage: true });
}

const marker = (page: Page, title: string) =>
  page.locator(`.leaflet-marker-icon[aria-label^="${title}"]`).first();

/**
 * Where a marker's tip is on screen, read again until two frames agree: the page may still be
 * scrolling or the map moving (as map-search.test.ts does).
 */
async function steadyTip(page: Page, title: string) {
  const read = () =>
    page.evaluate(
      (name) =>
        new Promise<string>((resolve) =>
          requestAnimationFrame(() => {
            const icon = document.querySelector(`.leaflet-marker-icon[aria-label^="${name}"]`);
            const box = icon?.getBoundingClientRect();
            resolve(JSON.stringify(box ? { x: box.x + box.width / 2, y: box.bottom } : null));
          }),
        ),
      title,
    );
  let last = await read();
  for (let frame = 0; frame < 120; frame += 1) {
    const now = await read();
    if (now === last && now !== 'null') return JSON.parse(now) as { x: number; y: number };
    last = now;
  }
  throw new Error(`the marker of ${title} never came to rest`);
}

/** Draws a circle of `radius` px around a listing's marker, in draw mode, with the mouse. */
async function drawAround(page: Page, title: string, radius: number) {
  const before = page.url();
  await page.getByRole('button', { name: 'Draw area' }).click();
  await marker(page, title).evaluate((icon) => icon.scrollIntoView({ block: 'center' }));
  const { x, y } = await steadyTip(page, title);
  await page.mouse.move(x + radius, y);
  await page.mouse.down();
  for (let i = 1; i <= 36; i += 1) {
    const angle = (i / 36) * 2 * Math.PI;
    await page.mouse.move(x + radius * Math.cos(angle), y + radius * Math.sin(angle));
  }
  await page.mouse.up();
  await page.waitForURL((url) => url.href !== before && url.searchParams.has('polygon'));
}

/** The middle of a drawn area (`lng,lat;lng,lat;…`): for a circle, a point well inside it. */
function middleOf(polygon: string): { latitude: number; longitude: number } {
  const points = ring(polygon).map((pair) => pair.split(',').map(Number) as [number, number]);
  const mean = (of: (point: [number, number]) => number) =>
    points.reduce((sum, point) => sum + of(point), 0) / points.length;
  return { longitude: mean(([lng]) => lng), latitude: mean(([, lat]) => lat) };
}

/** A drawn area's corners, without the closing one that repeats the first (if written). */
function ring(polygon: string): string[] {
  const points = polygon.split(';');
  return points.length > 1 && points.at(-1) === points[0] ? points.slice(0, -1) : points;
}

/** The navigation bar's bell, by its accessible name. */
const bell = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

describe('saved searches and alerts', () => {
  const product = useProduct({ ...adminEnv, SMTP_URL: sink.url, ALERT_POLL_MS: '1000' });

  it.each(VIEWPORTS)(
    'a buyer saves a drawn area and is alerted of a new home in it, on a $label',
    async ({ label, width, height, place }) => {
      const { browser, server } = product();
      const baseURL = server.url;
      const { admin, agent, picture } = await agentWithPicture(baseURL, 'Alma Agent', '#2f855a');
      const listing = (title: string, at: { lat: number; lng: number }): PropertyInput => ({
        property_title: title,
        location: label === 'phone' ? 'Porto, Portugal' : 'Lisbon, Portugal',
        property_image: picture,
        price_range: { min: 410_000, max: 450_000 },
        property_type: 'apartment',
        bedrooms: 2,
        bathrooms: 1,
        living_area: 850,
        latitude: at.lat,
        longitude: at.lng,
      });
      // A home already listed, that the buyer draws around.
      const landmark = `Old Town Loft ${width}`;
      await verifiedListing(baseURL, agent, admin, listing(landmark, place));
      const buyerAccount = await registerAccount(baseURL, 'Bea Buyer');
      // Alerts go to a proven address only (CONTRACT.md section 3): the buyer opens the link.
      const [confirm] = await sink.waitFor(buyerAccount.email, 1, 30_000);
      const verifyToken = /verify-email\?token=([\w-]+)/.exec(confirm?.text ?? '')?.[1];
      await api(baseURL, '/auth/verify-email', { method: 'POST', body: { token: verifyToken } });
      const searchName = `Around the old town (${label})`;

      // 1. The buyer draws an area around the loft and saves it with instant alerts.
      const buyer = await newPage(browser, baseURL, { width, height });
      screenshotOnFailure(buyer.page, `saved-search-alerts-${label}`);
      const { page } = buyer;
      await loginThroughUi(page, buyerAccount);
      await openFromNavbar(page, 'All Property');
      await page.getByRole('heading', { level: 1, name: 'All Property' }).waitFor();
      if (label === 'phone') {
        await page.getByRole('button', { name: 'Map', exact: true }).click();
        await page.waitForURL(/view=map/);
      }
      await marker(page, landmark).waitFor();
      await drawAround(page, landmark, 40);
      const drawn = new URL(page.url()).searchParams.get('polygon') ?? '';
      await page.getByRole('button', { name: 'Clear area' }).waitFor();
      await shot(page, 'drawn');

      await page.getByRole('button', { name: 'Save this search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(searchName);
      await dialog.getByRole('radio', { name: new RegExp(frequencyLabels.instant) }).check();
      await expectAccessible(page, 'the Save this search dialog');
      await shot(page, 'save-dialog');
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => toast(page, savedSearchMessages.saved).isVisible()).toBe(true);
      // The toast's way to the list, while it shows (5 s).
      await page.getByRole('button', { name: 'View saved searches' }).click();
      await page.waitForURL('**/dashboard/savedSearches');
      const card = page.getByRole('article', { name: searchName });
      await card.waitFor();
      expect(await card.getByLabel(`Alerts for ${searchName}`).inputValue()).toBe('instant');
      await shot(page, 'saved-searches');
      await expectAccessible(page, 'Saved Searches');
      await expectFitsPhone(page, 'Saved Searches');
      // Open leads back to the same search: the drawn area.
      await card.getByRole('link', { name: `Open ${searchName}` }).click();
      await page.waitForURL((url) => url.pathname === '/allProperty');
      expect(ring(new URL(page.url()).searchParams.get('polygon') ?? '')).toEqual(ring(drawn));
      await expect.poll(() => cardTitles(page)).toEqual([landmark]);

      // 2. The agent lists a home inside the area, and one far outside it; the admin verifies both.
      const title = `Garden Flat ${width}`;
      const farAway = { lat: place.lat + 2, lng: place.lng + 2 };
      await verifiedListing(baseURL, agent, admin, listing(`Faraway House ${width}`, farAway));
      const inside = middleOf(drawn);
      const id = await addListing(
        baseURL,
        agent.token,
        listing(title, { lat: inside.latitude, lng: inside.longitude }),
      );
      await api(baseURL, `/property/${id}`, {
        method: 'PATCH',
        body: { status: 'verified' },
        token: admin.token,
      });

      // 3. The bell counts it (asked every 20 s, and when the window gets the focus back).
      await expect
        .poll(
          async () => {
            if (await bell(page, 'Notifications, 1 unread').isVisible()) return true;
            await page.evaluate(() =>
              document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
            );
            return false;
          },
          { timeout: 60_000, interval: 500 },
        )
        .toBe(true);
      await shot(page, 'bell');

      // Home shows it under New for your searches.
      await openFromNavbar(page, 'Home');
      const fresh = page.getByRole('region', { name: 'New for your searches' });
      // Its list is asked once the count is known: two requests in a row on a busy machine.
      await expect.poll(() => fresh.getByText(title).isVisible(), { timeout: 30_000 }).toBe(true);
      await shot(page, 'home-new-for-your-searches');

      await bell(page, 'Notifications, 1 unread').click();
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      const item = page.getByRole('listitem').filter({ hasText: title });
      await item.waitFor();
      expect(await page.getByRole('listitem').filter({ hasText: 'Faraway House' }).count()).toBe(0);
      expect(await item.getByText('New listing', { exact: true }).isVisible()).toBe(true);
      expect(await item.getByText('$410,000').isVisible()).toBe(true);
      expect(await item.getByText(`For “${searchName}”`, { exact: false }).isVisible()).toBe(true);
      // Shown, it is read: the count goes.
      await expect.poll(() => bell(page, 'Notifications').isVisible()).toBe(true);
      await shot(page, 'notifications');
      // The "Search saved" toast may still be fading (axe would judge its contrast mid-fade):
      // the pointer off the toasts (hovering pauses them), then none left.
      await page.mouse.move(0, 0);
      await expect
        .poll(() => page.locator('.Toastify__toast').count(), { timeout: 15_000 })
        .toBe(0);
      await expectAccessible(page, 'Notifications');
      await expectFitsPhone(page, 'Notifications');
      await item.getByRole('link', { name: title }).click();
      await page.waitForURL(`**/property/${id}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('button', { name: 'Request a viewing' }).first().waitFor();
      await page.getByRole('button', { name: 'Make an Offer' }).first().waitFor();
      await shot(page, 'listing');

      // 4. The alert e-mail, over SMTP, with its unsubscribe link.
      // (Registration's "Confirm your e-mail address" goes to the same inbox: alerts only.)
      const alertMails = () =>
        sink.to(buyerAccount.email).filter((m) => m.headers['list-unsubscribe'] !== undefined);
      await expect.poll(() => alertMails().length, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
      const mails = alertMails();
      expect(mails.map((received) => received.subject)).toEqual([
        `New for "${searchName}": ${title}`,
      ]);
      const [mail] = mails;
      if (!mail) throw new Error('no e-mail');
      const { text, headers } = mail;
      expect(text).toContain(`/property/${id}`);
      const link = /^<(.+)>$/.exec(headers['list-unsubscribe'] ?? '')?.[1] ?? '';
      const unsubscribe = new URL(link);
      expect(unsubscribe.pathname).toBe('/api/saved-searches/unsubscribe');
      // The link is on PUBLIC_URL (here the server's own address unless the environment sets one).
      await page.goto(new URL(`${unsubscribe.pathname}${unsubscribe.search}`, baseURL).href);
      // Opening the link asks first (a mail scanner opens links too); its button turns them off.
      await page.getByRole('button', { name: savedSearchMessages.unsubscribeButton }).click();
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toBe(savedSearchMessages.unsubscribed(searchName));
      await shot(page, 'unsubscribed');

      await openPage(page, '/dashboard/savedSearches');
      const alerts = card.getByLabel(`Alerts for ${searchName}`);
      await expect.poll(() => alerts.inputValue()).toBe('off');
      expect(await alerts.locator('option:checked').textContent()).toBe(frequencyLabels.off);
      await shot(page, 'alerts-off');

      expect(pathname(page)).toBe('/dashboard/savedSearches');
      expect(buyer.errors).toEqual([]);
      await buyer.context.close();
    },
  );
});

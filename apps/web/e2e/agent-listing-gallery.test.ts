import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@elite/shared';
import type { Property } from '@elite/shared';
import { useProduct } from './support/app';
import {
  ADMIN,
  ADMIN_ENV,
  api,
  apiLogin,
  loginThroughUi,
  promote,
  registerAccount,
  tableRow,
} from './support/api-setup';
import {
  SCREENSHOTS,
  expectAccessible,
  newPage,
  pathname,
  screenshots,
  toast,
} from './support/browser';
import {
  expectVisible,
  focusedLabel,
  isInView,
  keyFacts,
  openFromDashboardMenu,
  openFromNavbar,
  pinOffset,
} from './support/listing-page';
import { expectFitsPhone, screenshotOnFailure } from './support/marketplace';

/** Three small photos, told apart by colour and name. */
async function threePhotos(): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'elite-gallery-'));
  const files: string[] = [];
  for (const [name, background] of [
    ['front.png', '#b5651d'],
    ['kitchen.jpg', '#dddddd'],
    ['garden.png', '#2e8b57'],
  ] as const) {
    const file = path.join(dir, name);
    const image = sharp({ create: { width: 320, height: 240, channels: 3, background } });
    await (name.endsWith('.jpg') ? image.jpeg() : image.png()).toFile(file);
    files.push(file);
  }
  return files;
}

/** The photos' file names in the gallery's order. */
const photoOrder = (page: Page) =>
  page
    .getByRole('list', { name: 'Photos' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''));

const DESCRIPTION = 'Bright rooms on two floors.\nA quiet street, five minutes from the station.';
type Viewport = { width: number; height: number };

/** Saves what the page shows into /tmp, to look at. */
const snap = async (page: Page, name: string, fullPage = true) => {
  if (SCREENSHOTS) {
    await page.screenshot({ path: path.join(os.tmpdir(), `journey-${name}.png`), fullPage });
  }
};

/** The admin verifies the pending listing in Manage Properties (SPEC.md section 4). */
async function adminVerifies(browser: Browser, url: string, viewport: Viewport, title: string) {
  const { page, context, errors } = await newPage(browser, url, viewport);
  screenshotOnFailure(page, `listing-journey-admin-${viewport.width}`);
  await loginThroughUi(page, ADMIN);
  await page.goto('/dashboard');
  await openFromDashboardMenu(page, 'Manage Properties');
  const listing = tableRow(page, title);
  await expectVisible(listing.getByText('pending'));
  await expectAccessible(page, 'Manage Properties');
  await snap(page, `admin-${viewport.width}`);
  await listing.getByRole('button', { name: /^Verify/ }).click();
  await page
    .getByRole('dialog', { name: `Verify “${title}”?` })
    .getByRole('button', { name: 'Verify' })
    .click();
  await expectVisible(toast(page, messages.propertyVerified));
  await expectVisible(listing.getByText('verified'));
  expect(errors).toEqual([]);
  await context.close();
}

/** The shown photo of the viewer ("Photo 2 of 3") and its alt text. */
async function viewerPhoto(viewer: Locator, number: number) {
  const count = await viewer.getByText(`Photo ${number} of 3`, { exact: true }).isVisible();
  const slide = viewer.getByRole('group', { name: `${number} of 3` });
  return { count, alt: await slide.locator('img').getAttribute('alt') };
}

/**
 * A buyer finds the verified listing in All Property and reads it: the facts, the description,
 * the photos (walked with the keyboard in the viewer), the map and the price history.
 */
async function buyerViewsListing(
  browser: Browser,
  url: string,
  viewport: Viewport,
  { title, id }: { title: string; id: string },
) {
  const { width } = viewport;
  const buyer = await registerAccount(url, 'Bo Buyer');
  const { page, context, errors } = await newPage(browser, url, viewport);
  screenshotOnFailure(page, `listing-journey-buyer-${width}`);
  await loginThroughUi(page, buyer);
  await openFromNavbar(page, 'All Property');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect.poll(() => card.getByRole('list', { name: 'Facts' }).innerText()).toMatch(/3 beds/);
  await card.getByRole('link', { name: 'View Detail' }).click();
  await expect.poll(() => pathname(page)).toBe(`/property/${id}`);
  await expectVisible(page.getByRole('heading', { level: 1, name: title }));

  // The key facts and the description, with its line break.
  await expect
    .poll(() => keyFacts(page))
    .toMatchObject({
      Bedrooms: '3',
      Bathrooms: '1.5',
      'Living area': '1,450 sq ft',
      Type: 'House',
      'On the market': 'Listed today',
    });
  const about = page.getByRole('region', { name: 'About this home' });
  expect(await about.locator('p').innerText()).toBe(DESCRIPTION);

  // The photos in the agent's order: the garden on the cover, "1 / 3".
  const gallery = page.getByRole('main').getByRole('region', { name: 'Photos' });
  const opener = gallery.getByRole('button', { name: 'Open photo 1 of 3 full screen' });
  expect(await opener.getByRole('img').getAttribute('alt')).toBe('The garden behind the house');
  expect(await gallery.getByText('1 / 3', { exact: true }).isVisible()).toBe(true);
  await snap(page, `buyer-listing-${width}`);

  // The viewer, with the keyboard: Enter opens it, ArrowRight goes on, Escape closes it.
  await opener.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Photos' });
  await expect
    .poll(() => viewerPhoto(viewer, 1))
    .toEqual({
      count: true,
      alt: 'The garden behind the house',
    });
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => viewerPhoto(viewer, 2)).toEqual({ count: true, alt: 'The kitchen' });
  await expectAccessible(page, 'listing page with the viewer open');
  await snap(page, `buyer-viewer-${width}`, false);
  await page.keyboard.press('Escape');
  await expect.poll(() => viewer.count()).toBe(0);
  // Focus is back on the cover, which now shows the photo last seen.
  await expect.poll(() => focusedLabel(page)).toBe('Open photo 2 of 3 full screen');
  expect(await gallery.getByRole('img').first().getAttribute('alt')).toBe('The kitchen');

  // The map, drawn when it comes near (on a plain background here), with the pin in its middle.
  const map = page.getByRole('region', { name: `Map of ${title}` });
  await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
  await expectVisible(map.locator('.leaflet-marker-icon:not(:has(.map-place-label))'), 'the pin');
  expect(await map.locator('.leaflet-tile').count()).toBe(0);
  const pin = await pinOffset(map);
  expect(Math.abs(pin.dx)).toBeLessThanOrEqual(2);
  expect(Math.abs(pin.dy)).toBeLessThanOrEqual(2);
  await snap(page, `buyer-map-${width}`, false);

  // The price history: listed today at the agent's price range.
  const listed = page
    .getByRole('region', { name: 'Price history' })
    .getByRole('row')
    .filter({ hasText: 'Listed' });
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
  expect(await listed.getByRole('cell').allInnerTexts()).toEqual([
    today.format(new Date()),
    'Listed',
    '$300,000 - $350,000',
  ]);
  await expectAccessible(page, 'listing page');
  await expectFitsPhone(page, 'listing page');

  // The buying actions stay at hand: on a phone, the bar at the bottom, even at the page's end.
  const save = page.getByRole('button', { name: 'Add To WishList' });
  await expectVisible(save);
  if (width < 1024) expect(await isInView(save)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  if (width < 1024) await expect.poll(() => isInView(save)).toBe(true);
  // ...and the end of the page still comes out from under the bar.
  const end = page.getByRole('contentinfo').getByText('All rights reserved.', { exact: false });
  await expect.poll(() => isInView(end)).toBe(true);
  await snap(page, `buyer-bottom-${width}`, false);
  await save.click();
  await expectVisible(toast(page, messages.wishlistAdded));
  await expectVisible(page.getByText('Saved to WishList'));

  expect(errors).toEqual([]);
  await context.close();
}

describe('an agent’s listing with a gallery and a pin, verified, then read by a buyer', () => {
  const product = useProduct(ADMIN_ENV);

  for (const width of [390, 1280]) {
    it(`adds three photos, reorders them, writes alt texts and places the pin; the admin verifies; a buyer reads it (${width} px)`, async () => {
      const { url } = product().server;
      const adminToken = await apiLogin(url, ADMIN.email, ADMIN.password);
      const agent = await registerAccount(url, 'Gale Gallery');
      await promote(url, adminToken, agent.email, 'agent');
      const title = `Garden House ${width}`;

      const viewport = { width, height: width === 390 ? 844 : 900 };
      const { page, context, errors } = await newPage(product().browser, url, viewport);
      screenshotOnFailure(page, `agent-listing-gallery-${width}`);
      await loginThroughUi(page, agent);
      await page.goto('/dashboard/addProperty');
      await page.getByLabel('Property title').fill(title);
      await page.getByLabel('Location').fill('Ghent, Belgium');
      await page.getByLabel('Minimum price (USD)').fill('300000');
      await page.getByLabel('Maximum price (USD)').fill('350000');
      await page.getByLabel('Property type').selectOption('house');
      await page.getByLabel('Bedrooms').fill('3');
      await page.getByLabel('Bathrooms').fill('1.5');
      await page.getByLabel('Living area (sq ft)').fill('1450');
      await page.getByRole('textbox', { name: 'Description' }).fill(DESCRIPTION);

      // Three files at once; each uploads with its own progress, then shows its picture.
      await page.getByLabel('Property images').setInputFiles(await threePhotos());
      const photos = page.getByRole('list', { name: 'Photos' });
      await expect.poll(() => photos.getByRole('listitem').count()).toBe(3);
      await expect.poll(() => photos.getByRole('progressbar').count(), { timeout: 30_000 }).toBe(0);
      expect(await photoOrder(page)).toEqual(['front.png', 'kitchen.jpg', 'garden.png']);

      // The garden becomes the cover; the kitchen goes last.
      await page.getByRole('button', { name: 'Make cover, photo 3' }).click();
      await expect.poll(() => photoOrder(page)).toEqual(['garden.png', 'front.png', 'kitchen.jpg']);
      await expect
        .poll(() => page.getByText('Photo 3 is now the cover.').textContent())
        .toBe('Photo 3 is now the cover.');
      // Dragged by its handle, the kitchen goes before the front; the buttons do the same.
      const handle = page.getByRole('button', { name: 'Drag photo 3 to reorder' });
      const target = photos.getByRole('listitem').nth(1);
      await handle.scrollIntoViewIfNeeded();
      const from = await handle.boundingBox();
      const to = await target.boundingBox();
      if (!from || !to) throw new Error('the photos have no boxes');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 3, { steps: 4 });
      await page.mouse.up();
      await expect.poll(() => photoOrder(page)).toEqual(['garden.png', 'kitchen.jpg', 'front.png']);
      // The drop is over once it is announced; a click before that is the drag's own.
      await expect.poll(() => page.getByText('Photo 3 dropped at position 2.').count()).toBe(1);
      // The drag library still swallows clicks for 50 ms after a drop (faster than a person
      // clicks, not faster than a test): pressed again only while the order shows it was not taken.
      await vi.waitFor(
        async () => {
          if ((await photoOrder(page))[1] === 'kitchen.jpg') {
            await page.getByRole('button', { name: 'Move later, photo 2' }).click();
          }
          expect(await photoOrder(page)).toEqual(['garden.png', 'front.png', 'kitchen.jpg']);
        },
        { timeout: 10_000, interval: 100 },
      );
      await page.getByRole('button', { name: 'Move earlier, photo 3' }).click();
      await expect.poll(() => photoOrder(page)).toEqual(['garden.png', 'kitchen.jpg', 'front.png']);
      await expect.poll(() => page.getByText('Photo 3 moved to position 2 of 3.').count()).toBe(1);
      await expect
        .poll(() => photos.getByRole('listitem').first().getAttribute('aria-label'))
        .toBe('Photo 1, cover');
      await page.getByLabel('Alt text for photo 1').fill('The garden behind the house');
      await page.getByLabel('Alt text for photo 2').fill('The kitchen');
      await page.getByLabel('Alt text for photo 3').fill('The front of the house');

      // The pin: a click on the map fills in the coordinates.
      const map = page.getByRole('region', { name: 'Map: click to place the listing’s pin' });
      await map.scrollIntoViewIfNeeded();
      await expect.poll(() => map.locator('.leaflet-container').isVisible()).toBe(true);
      const box = await map.boundingBox();
      if (!box) throw new Error('the map has no box');
      await page.mouse.click(box.x + box.width / 2 + 20, box.y + box.height / 2 - 10);
      await expect.poll(() => page.getByLabel('Latitude').inputValue()).not.toBe('');
      const clicked = await page.getByLabel('Latitude').inputValue();
      // Dragging the pin moves it: the coordinates follow.
      const pin = map.getByRole('button', { name: /Listing pin/ });
      const pinBox = await pin.boundingBox();
      if (!pinBox) throw new Error('the pin has no box');
      await page.mouse.move(pinBox.x + pinBox.width / 2, pinBox.y + pinBox.height / 2);
      await page.mouse.down();
      await page.mouse.move(pinBox.x + pinBox.width / 2 - 30, pinBox.y + pinBox.height / 2 + 40, {
        steps: 8,
      });
      await page.mouse.up();
      await expect.poll(() => page.getByLabel('Latitude').inputValue()).not.toBe(clicked);
      const latitude = Number(await page.getByLabel('Latitude').inputValue());
      const longitude = Number(await page.getByLabel('Longitude').inputValue());
      expect(latitude).toBeLessThan(Number(clicked));
      expect(Math.abs(latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(longitude)).toBeLessThanOrEqual(180);
      await expect.poll(() => map.getByRole('button', { name: /Listing pin/ }).count()).toBe(1);

      await expectAccessible(page, 'Add Property with a gallery');
      await screenshots(page, 'agent-add-property-gallery');
      await expectFitsPhone(page, 'agent-add-property-gallery');

      await page.getByRole('button', { name: 'Add Property' }).click();
      await expect.poll(() => toast(page, messages.propertyAdded).isVisible()).toBe(true);
      await expect.poll(() => pathname(page)).toBe('/dashboard/myAddedProperty');

      // The API answers the listing as the agent arranged it.
      const mine = await api<Property[]>(
        url,
        `/myAddedProperty/${encodeURIComponent(agent.email)}`,
        {
          token: agent.token,
        },
      );
      const added = mine.find((p) => p.property_title === title);
      if (!added) throw new Error('the listing was not added');
      const listing = await api<Property>(url, `/property/${added._id}`, { token: agent.token });
      expect(listing.photos.map((p) => p.alt)).toEqual([
        'The garden behind the house',
        'The kitchen',
        'The front of the house',
      ]);
      expect(listing.photos).toHaveLength(3);
      expect(listing.property_image).toBe(listing.photos[0]?.url);
      expect(listing).toMatchObject({
        property_type: 'house',
        bedrooms: 3,
        bathrooms: 1.5,
        living_area: 1450,
        latitude,
        longitude,
        description: DESCRIPTION,
      });

      // Each photo is the file put in that place: the garden's green, the kitchen's grey.
      const colours = await Promise.all(
        listing.photos.map(async (photo) => {
          const bytes = Buffer.from(await (await fetch(new URL(photo.url, url))).arrayBuffer());
          const { dominant } = await sharp(bytes).stats();
          return [dominant.r, dominant.g, dominant.b].map((c) => Math.round(c / 32));
        }),
      );
      expect(colours[0]).toEqual([0x2e, 0x8b, 0x57].map((c) => Math.round(c / 32)));
      expect(colours[1]).toEqual([0xdd, 0xdd, 0xdd].map((c) => Math.round(c / 32)));
      expect(errors).toEqual([]);
      await context.close();

      await adminVerifies(product().browser, url, viewport, title);
      await buyerViewsListing(product().browser, url, viewport, { title, id: added._id });
    });
  }
});

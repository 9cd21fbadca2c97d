import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PropertyInput } from '@elite/shared';
import { useProduct } from './support/app';
import { expectAccessible, newPage, openPage, screenshots } from './support/browser';
import {
  adminEnv,
  agentWithPicture,
  cardTitles,
  screenshotOnFailure,
  verifiedListing,
} from './support/marketplace';

/*
 * Issue 20: All Property as a search page. A visitor filters, moves the map, draws an area,
 * opens a marker's card, follows it to the listing and comes Back to the same search; the same
 * address opened elsewhere gives the same results. PUBLIC_LISTINGS=1 so that a signed-out
 * visitor can open the listing.
 */
describe('finding a home on the map', () => {
  const product = useProduct({ ...adminEnv, PUBLIC_LISTINGS: '1' });

  /** Five verified listings: four apartments and houses in Lisbon, one apartment in Porto. */
  async function seed() {
    const baseURL = product().server.url;
    const { admin, agent, picture } = await agentWithPicture(baseURL, 'Marta Map', '#336699');
    const add = (listing: Partial<PropertyInput> & Pick<PropertyInput, 'property_title'>) =>
      verifiedListing(baseURL, agent, admin, {
        location: 'Lisbon, Portugal',
        property_image: picture,
        price_range: { min: 300_000, max: 320_000 },
        property_type: 'apartment',
        bedrooms: 2,
        bathrooms: 1,
        living_area: 900,
        ...listing,
      } as PropertyInput);
    const ids = {
      alfama: await add({ property_title: 'Alfama Loft', latitude: 38.712, longitude: -9.13 }),
      lumiar: await add({
        property_title: 'Lumiar Flat',
        price_range: { min: 200_000, max: 210_000 },
        latitude: 38.772,
        longitude: -9.16,
      }),
      belem: await add({
        property_title: 'Belem House',
        property_type: 'house',
        bedrooms: 4,
        price_range: { min: 650_000, max: 700_000 },
        latitude: 38.697,
        longitude: -9.206,
      }),
      porto: await add({
        property_title: 'Porto Riverside',
        location: 'Porto, Portugal',
        latitude: 41.141,
        longitude: -8.611,
      }),
    };
    return { baseURL, ids };
  }

  const marker = (page: Page, title: string) =>
    page.locator(`.leaflet-marker-icon[aria-label^="${title}"]`);

  /**
   * Where markers' tips are on screen, read together in one frame and again until two frames
   * agree: the page may still be scrolling or the map moving (a position read before such a
   * move and one read after it would measure a distance that never was). `null`: not on the map.
   */
  async function steadyTips(page: Page, titles: string[]) {
    const read = () =>
      page.evaluate(
        (names) =>
          new Promise<({ x: number; y: number } | null)[]>((resolve) => {
            requestAnimationFrame(() =>
              resolve(
                names.map((name) => {
                  const icon = document.querySelector(
                    `.leaflet-marker-icon[aria-label^="${name}"]`,
                  );
                  if (!icon) return null;
                  const box = icon.getBoundingClientRect();
                  return { x: box.x + box.width / 2, y: box.y + box.height };
                }),
              ),
            );
          }),
        titles,
      );
    let last = JSON.stringify(await read());
    for (let frame = 0; frame < 120; frame += 1) {
      const now = await read();
      if (JSON.stringify(now) === last) return now;
      last = JSON.stringify(now);
    }
    throw new Error(`markers of ${titles.join(', ')} never came to rest`);
  }

  /** A marker in the middle of the window (clear of the sticky header), the map around it. */
  async function showMarker(page: Page, title: string) {
    await marker(page, title)
      .first()
      .evaluate((element) => element.scrollIntoView({ block: 'center' }));
  }

  /** Clicks whichever marker is on top at a marker's place (twin listings share one). */
  async function clickMarker(page: Page, title: string) {
    await showMarker(page, title);
    const box = await marker(page, title).first().boundingBox();
    if (!box) throw new Error('not on screen');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  /** Zooms in around a marker with the scroll wheel until `other` is `apart` pixels away. */
  async function zoomAt(page: Page, title: string, other: string, apart: number) {
    // Both named (a marker is named after its listing once the list has it).
    await marker(page, title).first().waitFor();
    await marker(page, other).first().waitFor();
    for (let step = 0; step < 8; step += 1) {
      // The list's length changes with each search, and with it where the map is.
      await showMarker(page, title);
      const [a, b] = await steadyTips(page, [title, other]);
      if (!a) throw new Error(`${title} is not on the map`);
      // Gone from the map: out of the view, as far as can be.
      if (!b || Math.hypot(a.x - b.x, a.y - b.y) >= apart) return;
      const before = page.url();
      await page.mouse.move(a.x, a.y - 4);
      await page.mouse.wheel(0, -120);
      // The new view becomes the search (search as I move the map).
      await page.waitForURL((url) => url.href !== before && url.searchParams.has('bbox'));
    }
  }

  /** Draws a circle of `radius` px around a marker, in draw mode, with the mouse. */
  async function drawAround(page: Page, title: string, radius: number) {
    const before = page.url();
    await page.getByRole('button', { name: 'Draw area' }).click();
    await showMarker(page, title);
    const [tip] = await steadyTips(page, [title]);
    if (!tip) throw new Error(`${title} is not on the map`);
    const { x, y } = tip;
    await page.mouse.move(x + radius, y);
    await page.mouse.down();
    for (let i = 1; i <= 36; i += 1) {
      const angle = (i / 36) * 2 * Math.PI;
      await page.mouse.move(x + radius * Math.cos(angle), y + radius * Math.sin(angle));
    }
    await page.mouse.up();
    await page.waitForURL((url) => url.href !== before && url.searchParams.has('polygon'));
  }

  it('on a desktop: filter, zoom the map, draw an area, open a marker, go Back, share the link', async () => {
    const { baseURL, ids } = await seed();
    const { page, errors, context } = await newPage(product().browser, baseURL);
    screenshotOnFailure(page, 'map-search-desktop');
    await openPage(page, '/allProperty');
    const map = page.getByRole('region', { name: 'Map of the results' });
    await expect.poll(() => marker(page, 'Alfama Loft').count()).toBe(1);
    expect((await cardTitles(page)).sort()).toEqual([
      'Alfama Loft',
      'Belem House',
      'Lumiar Flat',
      'Porto Riverside',
    ]);

    // Filter: apartments only (a new history entry).
    const filters = page.getByRole('group', { name: 'Filters' });
    // The home type's drop-down (the bar has others: features, accessibility).
    const homeType = filters
      .locator('details')
      .filter({ has: page.getByRole('checkbox', { name: 'Apartment', includeHidden: true }) })
      .locator('summary');
    await homeType.click();
    await filters.getByRole('checkbox', { name: 'Apartment' }).click();
    await page.waitForURL(/type=apartment/);
    await expect
      .poll(async () => (await cardTitles(page)).sort())
      .toEqual(['Alfama Loft', 'Lumiar Flat', 'Porto Riverside']);
    await homeType.click();

    // Zoom in on Lisbon: Porto leaves the view, and the list.
    await zoomAt(page, 'Alfama Loft', 'Lumiar Flat', 120);
    await expect
      .poll(async () => (await cardTitles(page)).sort())
      .toEqual(['Alfama Loft', 'Lumiar Flat']);
    await screenshots(page, 'map-search-view');

    // Draw around Alfama: only it is left.
    await drawAround(page, 'Alfama Loft', 50);
    await expect.poll(() => cardTitles(page)).toEqual(['Alfama Loft']);
    expect(await page.getByRole('button', { name: 'Clear area' }).isVisible()).toBe(true);
    expect(await map.locator('path.leaflet-interactive').count()).toBeGreaterThan(0);
    await screenshots(page, 'map-search-drawn');
    const searchUrl = page.url();
    expect(new URL(searchUrl).searchParams.get('type')).toBe('apartment');
    await expectAccessible(page, 'All Property with a drawn area');

    // The marker's card, and through it the listing.
    await clickMarker(page, 'Alfama Loft');
    const popup = page.locator('.leaflet-popup');
    expect(await popup.getByText('Alfama Loft').isVisible()).toBe(true);
    expect(await popup.getByText('$300,000 - $320,000').isVisible()).toBe(true);
    await popup.getByRole('link', { name: 'View Detail' }).click();
    await page.waitForURL(`**/property/${ids.alfama}`);
    await page.getByRole('heading', { level: 1, name: 'Alfama Loft' }).waitFor();

    // Back: the same search, the same results.
    await page.goBack();
    await page.waitForURL(searchUrl);
    await expect.poll(() => cardTitles(page)).toEqual(['Alfama Loft']);
    expect(await page.getByRole('button', { name: 'Clear area' }).isVisible()).toBe(true);

    // The address shared: a new visitor gets the same search.
    const other = await newPage(product().browser, baseURL);
    const shared = new URL(searchUrl);
    await openPage(other.page, `${shared.pathname}${shared.search}`);
    await expect.poll(() => cardTitles(other.page)).toEqual(['Alfama Loft']);
    expect(other.page.url()).toBe(searchUrl);
    expect(other.errors).toEqual([]);
    await other.context.close();

    // Clearing the area searches the map's view again.
    await page.getByRole('button', { name: 'Clear area' }).click();
    await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone: the filter sheet counts, the List/Map switch, a drawn area, Back', async () => {
    const { baseURL } = await seed();
    const { page, errors, context } = await newPage(product().browser, baseURL, {
      width: 390,
      height: 844,
    });
    screenshotOnFailure(page, 'map-search-phone');
    await openPage(page, '/allProperty');
    // Four listings a seed: once for this test, once more if the desktop's ran first.
    await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThan(0);
    const k = (await cardTitles(page)).length / 4;
    const homes = (n: number) => `Show ${n * k} ${n * k === 1 ? 'home' : 'homes'}`;
    const times = (title: string) => Array.from({ length: k }, () => title);

    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('button', { name: homes(4) }).waitFor();
    await sheet.getByLabel('Beds').selectOption('3');
    // Belem House only: the button counts before applying.
    const apply = sheet.getByRole('button', { name: homes(1) });
    await apply.waitFor();
    await screenshots(page, 'map-search-sheet');
    await expectAccessible(page, 'the filter sheet');
    await apply.click();
    await page.waitForURL(/beds=3/);
    await expect.poll(() => cardTitles(page)).toEqual(times('Belem House'));

    await page.getByRole('button', { name: 'Filters 1 set' }).click();
    await sheet.getByRole('button', { name: 'Clear all' }).click();
    await sheet.getByLabel('Max price').fill('400000');
    await sheet.getByRole('button', { name: homes(3) }).click();
    await page.waitForURL((url) => url.searchParams.get('maxPrice') === '400000');

    await page.getByRole('button', { name: 'Map' }).click();
    await page.waitForURL(/view=map/);
    await expect.poll(() => marker(page, 'Alfama Loft').count()).toBe(k);
    await zoomAt(page, 'Alfama Loft', 'Lumiar Flat', 100);
    await drawAround(page, 'Lumiar Flat', 30);
    // The map keeps the old markers until the drawn area's arrive.
    await expect.poll(() => marker(page, 'Alfama Loft').count()).toBe(0);
    expect(await marker(page, 'Lumiar Flat').count()).toBe(k);
    const searchUrl = page.url();
    await expectAccessible(page, 'the map on a phone');
    await screenshots(page, 'map-search-phone-map');
    await page.setViewportSize({ width: 390, height: 844 });

    await clickMarker(page, 'Lumiar Flat');
    await page.locator('.leaflet-popup').getByRole('link', { name: 'View Detail' }).click();
    await page.waitForURL(/\/property\//);
    await page.getByRole('heading', { level: 1, name: 'Lumiar Flat' }).waitFor();
    await page.goBack();
    await page.waitForURL(searchUrl);
    await expect.poll(() => marker(page, 'Lumiar Flat').count()).toBe(k);

    await page.getByRole('button', { name: 'List' }).click();
    await expect.poll(() => cardTitles(page)).toEqual(times('Lumiar Flat'));
    expect(errors).toEqual([]);
    await context.close();
  });
});

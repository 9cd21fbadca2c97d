import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useProduct } from './support/app';
import { loginThroughUi } from './support/api-setup';
import { expectAccessible, newPage, openPage, screenshots } from './support/browser';
import {
  adminEnv,
  agentAccount,
  adminAccount,
  agentWithPicture,
  cardTitles,
  screenshotOnFailure,
  verifiedListing,
} from './support/marketplace';

/*
 * Issue 36 item 14 (and 19, 20): with MAP_TILE_URL=off (useProduct's default) the maps draw a
 * basemap of their own, land and borders from Natural Earth and town labels from the server's
 * gazetteer; the agent's pin map opens on the town typed in Location; a drawn area can be
 * replaced by the map's view with the keyboard alone (zoomed with - and +), and an empty one
 * offers to clear it.
 */
describe('maps without a tile server', () => {
  const product = useProduct({ ...adminEnv, PUBLIC_LISTINGS: '1' });

  /** Land drawn (SVG paths in the basemap's pane) and the labels' texts, once there. */
  async function basemap(page: Page, region: string) {
    const map = page.getByRole('region', { name: region });
    await expect
      .poll(() => map.locator('.leaflet-basemap-pane path').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    return map;
  }
  const labels = (page: Page) =>
    page.locator('.map-place-label').evaluateAll((spans) => spans.map((s) => s.textContent));

  it('All Property: land and towns under the pins; a drawn area replaced by the view, by keyboard', async () => {
    const baseURL = product().server.url;
    const { admin, agent, picture } = await agentWithPicture(baseURL, 'Basil Basemap', '#446688');
    await verifiedListing(baseURL, agent, admin, {
      property_title: 'Graca Terrace',
      location: 'Lisbon, Portugal',
      property_image: picture,
      price_range: { min: 400_000, max: 420_000 },
      latitude: 38.716,
      longitude: -9.131,
    } as never);
    const { page, errors, context } = await newPage(product().browser, baseURL);
    screenshotOnFailure(page, 'map-basemap-search');

    // A small area drawn north-west of the listing: nothing in it.
    const polygon = '-9.165,38.735;-9.155,38.735;-9.16,38.742';
    await openPage(page, `/allProperty?polygon=${encodeURIComponent(polygon)}`);
    await basemap(page, 'Map of the results');
    await page.getByText('No homes in the drawn area').waitFor();
    expect(await page.getByRole('button', { name: 'Clear filters' }).count()).toBe(0);
    await screenshots(page, 'map-basemap-empty-area');

    // By keyboard: zoom the map out with "-" and in with "+" (Leaflet's keys, the map focused),
    // then Search this view. A zoom about the same centre redraws the land at another scale;
    // the map pane itself only moves with a pan.
    const container = page.locator('.leaflet-container');
    const land = () =>
      container.evaluate((el) => el.querySelector('.leaflet-basemap-pane path')?.getAttribute('d'));
    await container.focus();
    const zoom = async (key: '-' | '+') => {
      const before = await land();
      await page.keyboard.press(key);
      await expect.poll(land).not.toBe(before);
      // The next key once the zoom has ended (Leaflet ignores one during its animation).
      await expect.poll(() => container.locator('.leaflet-zoom-anim').count()).toBe(0);
    };
    for (let step = 0; step < 3; step += 1) await zoom('-');
    // Zoomed out, Lisbon's own label shows beside its districts'.
    await expect.poll(() => labels(page)).toContain('Lisbon');
    await zoom('+');
    // Search this view replaces the drawn area with the map's view.
    await page.getByRole('button', { name: 'Draw area' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Search this view');
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) => url.searchParams.has('bbox') && !url.searchParams.has('polygon'),
    );
    await expect.poll(() => cardTitles(page)).toContain('Graca Terrace');
    await expectAccessible(page, 'All Property on the offline basemap');
    await screenshots(page, 'map-basemap-search');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the agent’s pin map opens on the town typed in Location', async () => {
    const baseURL = product().server.url;
    const admin = await adminAccount(baseURL);
    const agent = await agentAccount(baseURL, admin, 'Pia Pinmap');
    const { page, errors, context } = await newPage(product().browser, baseURL, {
      width: 390,
      height: 844,
    });
    screenshotOnFailure(page, 'map-basemap-pin');
    await loginThroughUi(page, agent);
    await page.goto('/dashboard/addProperty');
    await page.getByLabel('Location').fill('Seattle, WA');
    const map = await basemap(page, 'Map: click to place the listing’s pin');
    await page
      .getByText('The map shows Seattle: click it to place the pin.')
      .waitFor({ state: 'attached' });
    await expect.poll(() => labels(page)).toContain('Seattle');
    await map.scrollIntoViewIfNeeded();
    await screenshots(page, 'map-basemap-pin');

    // A click in the middle of the map places the pin in Seattle, not in the Sahara.
    await map.scrollIntoViewIfNeeded();
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.getByLabel('Latitude').inputValue()).not.toBe('');
    expect(Number(await page.getByLabel('Latitude').inputValue())).toBeCloseTo(47.6, 0);
    expect(Number(await page.getByLabel('Longitude').inputValue())).toBeCloseTo(-122.3, 0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

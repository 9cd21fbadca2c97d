import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { writePmtilesFixture } from '../../server/test/helpers/pmtiles';
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
 * Issue 36 item 14 (docs/decisions/049): with MAP_PMTILES_FILE the maps draw the operator's
 * own basemap, vector tiles read from that one file in byte ranges, instead of any tile server
 * or the offline basemap. The archive is a small one of the Lisbon area, written for the test.
 */
const archive = writePmtilesFixture();
afterAll(() => rmSync(path.dirname(archive), { recursive: true, force: true }));

describe('maps on an operator’s PMTiles basemap', () => {
  const product = useProduct({
    ...adminEnv,
    PUBLIC_LISTINGS: '1',
    MAP_PMTILES_FILE: archive,
  });

  /** How many colours the canvas tiles of the map show (the theme's background is one). */
  const tileColours = (page: Page) =>
    page.locator('canvas.leaflet-tile').evaluateAll((canvases) => {
      const colours = new Set<string>();
      for (const canvas of canvases as HTMLCanvasElement[]) {
        const context = canvas.getContext('2d');
        if (!context || canvas.width === 0) continue;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        for (let i = 0; i < data.length; i += 4 * 7) {
          colours.add(`${data[i]},${data[i + 1]},${data[i + 2]},${data[i + 3]}`);
        }
      }
      return colours.size;
    });

  it('All Property draws the archive’s land, roads and labels from range requests', async () => {
    const baseURL = product().server.url;
    const { admin, agent, picture } = await agentWithPicture(baseURL, 'Pedro Pmtiles', '#336699');
    await verifiedListing(baseURL, agent, admin, {
      property_title: 'Alfama Loft',
      location: 'Lisbon, Portugal',
      property_image: picture,
      price_range: { min: 300_000, max: 320_000 },
      latitude: 38.712,
      longitude: -9.13,
    } as never);
    // The site's own Content-Security-Policy applies (no bypass): the archive is read under it.
    const context = await product().browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    const reads: { range: string | undefined; status: number; contentRange?: string }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname !== '/map/basemap.pmtiles') return;
      reads.push({
        range: response.request().headers().range,
        status: response.status(),
        contentRange: response.headers()['content-range'],
      });
    });
    const places: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/places') places.push(request.url());
    });
    screenshotOnFailure(page, 'map-pmtiles');

    await openPage(page, '/allProperty?bbox=-9.2,38.68,-9.05,38.76');
    await expect.poll(() => cardTitles(page)).toContain('Alfama Loft');
    const map = page.getByRole('region', { name: 'Map of the results' });
    await expect
      .poll(() => map.locator('.leaflet-container').getAttribute('data-basemap'))
      .toBe('pmtiles');
    // Canvas tiles, on which the archive's features are drawn over the theme's background.
    await expect
      .poll(() => map.locator('canvas.leaflet-tile').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => tileColours(page), { timeout: 15_000 }).toBeGreaterThan(2);
    // The listing's pin over it, and the archive's attribution.
    expect(await map.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);
    await expect
      .poll(() => map.locator('.leaflet-control-attribution').innerText())
      .toContain('OpenStreetMap');

    // Read in ranges: the header first, then the tiles the view needs, each a 206.
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads[0]?.range).toBe('bytes=0-16383');
    for (const read of reads) {
      expect(read.range).toMatch(/^bytes=\d+-\d+$/);
      expect(read.status).toBe(206);
      expect(read.contentRange).toMatch(/^bytes \d+-\d+\/\d+$/);
    }
    // Not the offline basemap: no land of Natural Earth, no gazetteer labels asked for.
    expect(await map.locator('.leaflet-basemap-pane path').count()).toBe(0);
    expect(places).toEqual([]);

    // A keyboard zoom out reads the tiles of the new zoom, in ranges too.
    const before = reads.length;
    await map.locator('.leaflet-container').focus();
    await page.keyboard.press('-');
    await expect.poll(() => reads.length).toBeGreaterThan(before);
    await page.waitForURL((url) => url.searchParams.get('bbox') !== '-9.2,38.68,-9.05,38.76');
    expect(reads.every((read) => read.status === 206)).toBe(true);

    await screenshots(page, 'map-pmtiles');
    expect(errors).toEqual([]);
    await context.close();

    // Accessibility, in a page that lets the test inject axe (an inline script the site's policy
    // refuses).
    const checked = await newPage(product().browser, baseURL);
    await openPage(checked.page, '/allProperty?bbox=-9.2,38.68,-9.05,38.76');
    await expect
      .poll(() => checked.page.locator('canvas.leaflet-tile').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expectAccessible(checked.page, 'All Property on the PMTiles basemap');
    expect(checked.errors).toEqual([]);
    await checked.context.close();
  });
});

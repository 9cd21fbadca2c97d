import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openFromMenu } from './api-setup';

/** Below the large breakpoint the site's and the dashboard's menus sit behind a button. */
const narrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** A link of the site's main navigation, through the hamburger menu on a phone. */
export async function openFromNavbar(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (narrow(page)) await nav.getByRole('button', { name: 'Navigation' }).click();
  await nav.getByRole('link', { name: label }).click();
}

/** A page of the dashboard's role menu, through its drawer on a phone. */
export async function openFromDashboardMenu(page: Page, label: string) {
  if (narrow(page)) await page.getByRole('button', { name: 'Dashboard menu' }).click();
  await openFromMenu(page, label);
}

/** The listing page's key facts, as its term and value pairs ("Bedrooms": "3"). */
export function keyFacts(page: Page): Promise<Record<string, string>> {
  return page
    .getByRole('region', { name: 'Key facts' })
    .locator('dt')
    .evaluateAll((terms) =>
      Object.fromEntries(
        terms.map((term) => [
          term.textContent?.trim() ?? '',
          term.nextElementSibling?.textContent?.trim() ?? '',
        ]),
      ),
    );
}

/** Whether the whole element is inside the window and on top there (nothing covers it). */
export const isInView = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside =
      box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && top !== null && element.contains(top);
  });

/** The accessible name of the focused element. */
export const focusedLabel = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName,
  );

/** Where the map's pin stands, relative to the map's middle (px); the map centres the listing. */
export async function pinOffset(map: Locator): Promise<{ dx: number; dy: number }> {
  const mapBox = await map.boundingBox();
  const pinBox = await map
    .locator('.leaflet-marker-icon:not(:has(.map-place-label))')
    .boundingBox();
  if (!mapBox || !pinBox) throw new Error('the map or its pin has no box');
  // The pin's tip is the bottom middle of its icon.
  return {
    dx: pinBox.x + pinBox.width / 2 - (mapBox.x + mapBox.width / 2),
    dy: pinBox.y + pinBox.height - (mapBox.y + mapBox.height / 2),
  };
}

/** Waits until the element is visible. */
export const expectVisible = (locator: Locator, message?: string) =>
  expect.poll(() => locator.isVisible(), { message }).toBe(true);

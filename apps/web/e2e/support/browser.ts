import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = require.resolve('axe-core/axe.min.js');
const screenshotDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../test-results/screenshots',
);

/** Debian's Chromium with the flags this machine needs (no downloads, no background traffic). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and page crashes that a user would not expect. */
  errors: string[];
}

/** A fresh context (own storage) and page that records unexpected console errors. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 900 },
  /** More of the context's settings, such as the visitor's `timezoneId`. */
  options: BrowserContextOptions = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ ...options, baseURL, viewport, bypassCSP: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser logs every 4xx response; refusals the product expects (a wrong password,
    // a guard's 401) are asserted by the tests themselves.
    if (/status of 4\d\d/.test(message.text())) return;
    errors.push(`console: ${message.text()}`);
  });
  return { page, context, errors };
}

/**
 * Opens `path` and waits until the app has taken the page over: the home page and All Property
 * arrive server-rendered, and a click before that reaches plain HTML, not the app.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

/**
 * Waits until nothing on the page is moving: every short CSS transition or animation (a link's
 * fade, a drawer sliding in, a toast arriving) has finished. Endless or long ones (a spinner, a
 * skeleton's pulse, a toast's countdown) are part of the page at rest and not waited for.
 */
export async function atRest(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const timing = animation.effect?.getComputedTiming();
      const end = Number(timing?.endTime ?? 0);
      return animation.playState !== 'running' || !Number.isFinite(end) || end > 1000;
    }),
  );
}

/** axe-core on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page, label: string) {
  // Colours are judged at rest: let a link's fade out of its active style (after a
  // navigation) finish first, as a reader would see it.
  await atRest(page);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run();
    return (
      result.violations as {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }[]
    )
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
  });
  expect(violations, `accessibility of ${label}`).toEqual([]);
}

/** Whether journeys save pictures to look at (not when E2E_SCREENSHOTS=0). */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/**
 * Saves the page at phone and desktop widths into test-results/screenshots for review; nothing
 * when E2E_SCREENSHOTS=0 (.ci/run: nobody looks at a clean clone's pictures, and they are two
 * full-page captures each).
 */
export async function screenshots(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await atRest(page);
    await page.screenshot({
      path: path.join(screenshotDir, `${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(original);
}

/** The path of the page's address. */
export const pathname = (page: Page) => new URL(page.url()).pathname;

/** A toast (or any text shown once) with exactly this text. */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

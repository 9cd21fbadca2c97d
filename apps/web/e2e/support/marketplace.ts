import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import type { PropertyInput } from '@elite/shared';
import { addListing, api, apiLogin, promote, registerAccount, uploadImageFile } from './api-setup';
import type { Account } from './api-setup';
import { pngFile } from './fixtures';

/** The admin account `useProduct(adminEnv)` creates at start-up. */
export const adminEnv = { ADMIN_EMAIL: 'admin@e2e.test', ADMIN_PASSWORD: 'Admin!Pass1' };

export async function adminAccount(baseURL: string): Promise<Account> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = adminEnv;
  return { name: 'Admin', email, password, token: await apiLogin(baseURL, email, password) };
}

/** A new account that the admin made an agent. */
export async function agentAccount(baseURL: string, admin: Account, name: string) {
  const agent = await registerAccount(baseURL, name);
  await promote(baseURL, admin.token, agent.email, 'agent');
  return agent;
}

/** A plain picture in one colour, stored through the API; returns its display URL. */
export async function colourImage(baseURL: string, owner: Account, colour: string) {
  return uploadImageFile(baseURL, owner.token, await pngFile(`${colour.slice(1)}.png`, colour));
}

/** The admin, an agent the admin made, and a picture of `colour` that the agent uploaded. */
export async function agentWithPicture(baseURL: string, name: string, colour: string) {
  const admin = await adminAccount(baseURL);
  const agent = await agentAccount(baseURL, admin, name);
  return { admin, agent, picture: await colourImage(baseURL, agent, colour) };
}

/** An agent's listing that the admin verified, so it is public; returns its id. */
export async function verifiedListing(
  baseURL: string,
  agent: Account,
  admin: Account,
  listing: PropertyInput,
): Promise<string> {
  const id = await addListing(baseURL, agent.token, listing);
  await api(baseURL, `/property/${id}`, {
    method: 'PATCH',
    body: { status: 'verified' },
    token: admin.token,
  });
  return id;
}

/**
 * A public listing to look at: the admin, an agent the admin made (`agentName`), and the agent's
 * `listing` with a picture of `colour` as its cover, verified by the admin.
 */
export async function publicListing(
  baseURL: string,
  agentName: string,
  colour: string,
  listing: Omit<PropertyInput, 'property_image'>,
) {
  const { admin, agent, picture } = await agentWithPicture(baseURL, agentName, colour);
  const id = await verifiedListing(baseURL, agent, admin, { ...listing, property_image: picture });
  return { admin, agent, picture, id };
}

/** The card headings of the All Property grid, in order. */
export function cardTitles(page: Page): Promise<string[]> {
  return page.locator('main article h2').allInnerTexts();
}

/** The path of the current page, lower-cased (routes match whatever the case). */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname.toLowerCase();
}

/** Inside a test: if it fails, saves what the page showed, to see why. */
export function screenshotOnFailure(page: Page, name: string) {
  onTestFailed(async () => {
    const dir = fileURLToPath(new URL('../../../../test-results/failures/', import.meta.url));
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: `${dir}${name}.png`, fullPage: true }).catch(() => undefined);
  });
}

/** At the narrowest supported width (360px) the page never scrolls sideways; tables show as cards. */
export async function expectFitsPhone(page: Page, label: string) {
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: label })
    .toBeLessThanOrEqual(360);
  await page.setViewportSize(original);
}

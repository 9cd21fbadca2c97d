import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listingSignInTexts, messages } from '@elite/shared';
import { SIGNED_IN_HINT_COOKIE, TOKEN_STORAGE_KEY } from '@elite/shared/session';
import { addListing, api, registerAccount } from './support/api-setup';
import { useProduct } from './support/app';
import { openPage, screenshots } from './support/browser';
import {
  adminEnv,
  cardTitles,
  publicListing,
  screenshotOnFailure,
  verifiedListing,
} from './support/marketplace';

/**
 * A tab of `context` whose app holds `token` (set on a page of the site, before the app runs),
 * and every error it logs, strictly: a hydration mismatch is one.
 */
async function tabHoldingToken(context: BrowserContext, token: string, name: string) {
  const tab = await context.newPage();
  screenshotOnFailure(tab, name);
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  await tab.goto('/favicon.svg');
  await tab.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [TOKEN_STORAGE_KEY, token],
  );
  return { tab, errors };
}

/*
 * The home page and All Property are server-rendered (docs/decisions/012): what a visitor
 * sees before any script runs, what a search engine reads, and that the browser then hydrates the
 * page without re-rendering it.
 */
describe('server-rendered public pages', () => {
  const product = useProduct(adminEnv);

  it('shows listings and searches without JavaScript, and a write shows on the next page at once', async () => {
    const baseURL = product().server.url;
    const {
      admin,
      agent,
      picture,
      id: flat,
    } = await publicListing(baseURL, 'Rita Render', '#aa5533', {
      property_title: 'Gulshan Garden Flat',
      location: 'Gulshan, Dhaka',
      price_range: { min: 100_000, max: 120_000 },
    });
    await verifiedListing(baseURL, agent, admin, {
      property_title: 'Sylhet Tea House',
      location: 'Sylhet',
      property_image: picture,
      price_range: { min: 90_000, max: 95_000 },
    });

    // A property's page for a browser without the signed-in hint is rendered in the browser (its
    // guard may send the visitor to log in), but its picture is named in the HTML, to start
    // loading at once; not for a listing that is not public.
    const propertyHtml = async (id: string) => (await fetch(`${baseURL}/property/${id}`)).text();
    expect(await propertyHtml(flat)).toContain(`<link rel="preload" as="image" href="${picture}"`);
    const hidden = await addListing(baseURL, agent.token, {
      property_title: 'Not Yet Verified',
      location: 'Gulshan, Dhaka',
      property_image: picture,
      price_range: { min: 1, max: 2 },
    });
    expect(await propertyHtml(hidden)).not.toContain('rel="preload" as="image"');

    const context = await product().browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    screenshotOnFailure(page, 'server-rendering');

    await page.goto('/allProperty');
    expect((await cardTitles(page)).sort()).toEqual(['Gulshan Garden Flat', 'Sylhet Tea House']);
    expect(await page.getByText('$100,000 - $120,000').isVisible()).toBe(true);
    // The search is a plain form: without the app, the browser sends it and the server responds.
    await page.getByLabel('Search by location').fill('Dhaka');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/location=Dhaka/);
    expect(await cardTitles(page)).toEqual(['Gulshan Garden Flat']);
    await screenshots(page, 'all-property-without-javascript');

    // Advertised now: the home page rendered next shows it (no stale copy is served).
    await page.goto('/');
    const advertised = page.locator('section[aria-labelledby="advertised-properties"] article');
    expect(await advertised.count()).toBe(0);
    await api(baseURL, '/advertiseProperty', {
      method: 'POST',
      body: { property_id: flat },
      token: admin.token,
    });
    await page.goto('/');
    expect(await page.getByRole('heading', { name: messages.heroWelcomeTitle }).isVisible()).toBe(
      true,
    );
    expect(await advertised.getByText('Gulshan Garden Flat').isVisible()).toBe(true);
    // The newsletter needs the app: its button waits for it rather than sending the address in
    // the page's URL.
    expect(await page.getByRole('button', { name: 'Subscribe' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('hydrates without errors for a signed-in visitor with their own locale and less motion, and is rendered as signed in next time', async () => {
    const baseURL = product().server.url;
    const buyer = await registerAccount(baseURL, 'Lena Locale');
    const local = await product().browser.newContext({
      baseURL,
      locale: 'de-DE',
      timezoneId: 'Asia/Tokyo',
      reducedMotion: 'reduce',
    });
    const { tab, errors } = await tabHoldingToken(local, buyer.token, 'server-rendering-signed-in');
    await openPage(tab, '/');
    // The server rendered it signed out and playing; the browser knows better.
    await expect
      .poll(() => tab.getByRole('button', { name: /Account menu/ }).isVisible())
      .toBe(true);
    expect(await tab.getByRole('button', { name: 'Play the slideshow' }).isVisible()).toBe(true);
    // The app tells the server that this browser holds a token (a cookie that says only that),
    // so the next server-rendered page shows a sign-in being checked where a visitor sees Login.
    const hinted = async () =>
      (await local.cookies()).some((c) => c.name === SIGNED_IN_HINT_COOKIE && c.value === '1');
    await expect.poll(hinted).toBe(true);
    // (The navbar: the footer links to Login for everyone.)
    const navbarOf = async (response: { text(): Promise<string> }) =>
      (await response.text()).split('</header>')[0]!;
    const login = />\s*Login\s*<\/a>/;
    const hintedNavbar = await navbarOf(await local.request.get('/allProperty'));
    expect(hintedNavbar).toContain('<nav aria-label="Main"');
    expect(hintedNavbar).not.toMatch(login);
    expect(await navbarOf(await fetch(`${baseURL}/allProperty`))).toMatch(login);
    // Interactive: the sort is the app's, not a plain form's.
    await openPage(tab, '/allProperty');
    await tab.getByLabel('Sort by', { exact: true }).selectOption('desc');
    await expect.poll(() => new URL(tab.url()).search).toBe('?sortBy=desc');
    // Logging out takes the hint away with the token.
    await tab.getByRole('button', { name: /Account menu/ }).click();
    await tab.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(hinted).toBe(false);
    expect(errors).toEqual([]);
    await local.close();
  });

  it("server-renders a public listing's page for a browser holding a token, shown while its sign-in is checked", async () => {
    const baseURL = product().server.url;
    const { id } = await publicListing(baseURL, 'Pia Page', '#3355aa', {
      property_title: 'Rendered Dune House',
      location: 'Kuakata, Patuakhali',
      price_range: { min: 300_000, max: 350_000 },
    });
    const buyer = await registerAccount(baseURL, 'Hana Hint');

    // Server-rendered only for a browser with the hint cookie; for others the browser renders it.
    const title = /<h1[^>]*>Rendered Dune House<\/h1>/;
    const hint = { cookie: `${SIGNED_IN_HINT_COOKIE}=1` };
    const html = await (await fetch(`${baseURL}/property/${id}`, { headers: hint })).text();
    expect(html).toMatch(title);
    expect(html).toContain('$300,000 - $350,000');
    expect(await (await fetch(`${baseURL}/property/${id}`)).text()).not.toMatch(title);

    const context = await product().browser.newContext({ baseURL });
    const { tab, errors } = await tabHoldingToken(
      context,
      buyer.token,
      'server-rendering-property',
    );
    await context.addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url: baseURL }]);
    await openPage(tab, `/property/${id}`);
    await expect
      .poll(() => tab.getByRole('button', { name: /Account menu/ }).isVisible())
      .toBe(true);
    // Hydrated without a mismatch (React would log one), and the page's buttons are the app's.
    await tab.getByRole('button', { name: 'Give a Review' }).click();
    await expect.poll(() => tab.getByRole('dialog').isVisible()).toBe(true);
    expect(errors).toEqual([]);

    // A token the server refuses: the server-rendered page gives way to the listing's sign-in
    // card (issue 36 item 17), at the listing's own address.
    await tab.evaluate(([key]) => localStorage.setItem(key!, 'not-a-token'), [TOKEN_STORAGE_KEY]);
    await tab.goto(`/property/${id}`);
    await expect
      .poll(() =>
        tab.getByRole('heading', { level: 1, name: listingSignInTexts.title }).isVisible(),
      )
      .toBe(true);
    expect(new URL(tab.url()).pathname).toBe(`/property/${id}`);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { api, registerAccount } from './support/api-setup';
import { useProduct } from './support/app';
import { newPage, openPage, pathname, screenshots } from './support/browser';
import {
  adminEnv,
  expectFitsPhone,
  publicListing,
  screenshotOnFailure,
} from './support/marketplace';

/*
 * PUBLIC_LISTINGS=1 (CONTRACT.md section 10): a listing's page is anyone's, arrives rendered by the
 * server with its share card and JSON-LD, and hydrates without errors; saving the home still
 * starts with signing in.
 */
describe('a public listing page, with PUBLIC_LISTINGS=1', () => {
  const product = useProduct({ ...adminEnv, PUBLIC_LISTINGS: '1' });

  it('a signed-out visitor opens a shared link, sees the listing, and is sent to log in to save it', async () => {
    const baseURL = product().server.url;
    const { id } = await publicListing(baseURL, 'Sana Share', '#557733', {
      property_title: 'Lakeside Cottage',
      location: 'Lake Placid, New York',
      price_range: { min: 410_000, max: 450_000 },
      property_type: 'house',
      bedrooms: 3,
      bathrooms: 2,
      living_area: 1400,
      latitude: 44.2795,
      longitude: -73.9799,
      // A description is text: markup in it is shown, never run (CONTRACT.md section 6).
      description: 'Quiet cottage by the lake.\n<script>window.hacked = true</script>',
    });

    // What a link preview or a search engine reads: the listing in the HTML, with its card.
    const html = await (await fetch(`${baseURL}/property/${id}`)).text();
    expect(html).toContain('<meta property="og:title" content="Lakeside Cottage">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    // The app's own title and description give way to the listing's, not doubled.
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual([
      '<title>Lakeside Cottage | Elite Property</title>',
    ]);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'RealEstateListing',
      name: 'Lakeside Cottage',
      mainEntity: { '@type': 'SingleFamilyResidence', numberOfBedrooms: 3 },
    });
    const root = html.split('<div id="root">')[1] ?? '';
    expect(root).toContain('Lakeside Cottage');
    expect(root).toContain('$410,000 - $450,000');
    expect(root).toContain('&lt;script&gt;window.hacked = true&lt;/script&gt;');
    expect(html).not.toContain('<script>window.hacked');

    const { page, context, errors } = await newPage(product().browser, baseURL);
    screenshotOnFailure(page, 'public-listing');
    await openPage(page, `/property/${id}`);
    expect(
      await page.getByRole('heading', { level: 1, name: 'Lakeside Cottage' }).isVisible(),
    ).toBe(true);
    expect(await page.getByText('Lake Placid, New York').first().isVisible()).toBe(true);
    expect(pathname(page)).toBe(`/property/${id}`);
    expect(await page.title()).toBe('Lakeside Cottage | Elite Property');
    const description = page.getByText('Quiet cottage by the lake.');
    expect(await description.textContent()).toBe(
      'Quiet cottage by the lake.\n<script>window.hacked = true</script>',
    );
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
    await screenshots(page, 'public-listing-signed-out');

    // Saving it needs an account: the visitor is sent to log in, and comes back after.
    const save = page.getByText('Add To WishList', { exact: true });
    await expect.poll(() => save.isVisible()).toBe(true);
    await save.click();
    await page.waitForURL(/\/login$/);
    const buyer = await registerAccount(baseURL, 'Bea Buyer');
    await page.getByLabel('Email').fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(new RegExp(`/property/${id}$`));
    await expect
      .poll(() => page.getByRole('button', { name: 'Add To WishList' }).isVisible())
      .toBe(true);

    // No hydration mismatch or other error on the way.
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a listing with many reviews shows them six at a time, each page at its own address', async () => {
    const baseURL = product().server.url;
    const { id } = await publicListing(baseURL, 'Rhea Reviewed', '#335577', {
      property_title: 'Well Reviewed Barn',
      location: 'Woodstock, Vermont',
      price_range: { min: 380_000, max: 420_000 },
    });
    // Seven people review it, one review each (oldest first: the page shows the newest first).
    for (let i = 1; i <= 7; i += 1) {
      const reviewer = await registerAccount(baseURL, `Reviewer ${i}`);
      await api(baseURL, '/review', {
        method: 'POST',
        token: reviewer.token,
        body: { property_id: id, review_description: `Review number ${i} of the barn` },
      });
    }

    const { page, context, errors } = await newPage(product().browser, baseURL);
    screenshotOnFailure(page, 'listing-reviews-pages');
    await openPage(page, `/property/${id}`);
    const reviews = page.getByRole('region', { name: 'Reviews (7)' });
    await expect
      .poll(() => reviews.getByText('Review number 7 of the barn').isVisible())
      .toBe(true);
    expect(await reviews.getByText(/^Review number \d of the barn$/).count()).toBe(6);
    expect(await reviews.getByText('Review number 1 of the barn').count()).toBe(0);
    await screenshots(page, 'listing-reviews-page-1');
    await expectFitsPhone(page, 'listing-reviews-page-1');

    await reviews
      .getByRole('navigation', { name: 'Pages of reviews' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect
      .poll(() => reviews.getByText('Review number 1 of the barn').isVisible())
      .toBe(true);
    expect(await reviews.getByText(/^Review number \d of the barn$/).count()).toBe(1);
    expect(new URL(page.url()).search).toBe('?reviews=2');
    await screenshots(page, 'listing-reviews-page-2');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a listing id no listing has, and a path the app does not know, answer the 404 page', async () => {
    const baseURL = product().server.url;
    for (const path of ['/property/00000000-0000-4000-8000-000000000000', '/no-such-page']) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    const robots = await (await fetch(`${baseURL}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /dashboard');
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    expect(sitemap).toContain('/property/');
  });
});

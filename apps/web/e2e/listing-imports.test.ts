import { describe, expect, it } from 'vitest';
import { loginThroughUi, openFromMenu } from './support/api-setup';
import { useProduct } from './support/app';
import { expectAccessible, newPage, screenshots } from './support/browser';
import {
  adminAccount,
  adminEnv,
  agentAccount,
  colourImage,
  expectFitsPhone,
  screenshotOnFailure,
} from './support/marketplace';

/*
 * Listing imports (CONTRACT.md section 15): an agent checks a CSV file on Import Listings (a bad
 * row shown by row and field), imports it and reads the result; an admin is told that a file
 * names each row's agent.
 */
describe('importing listings from a file', () => {
  const product = useProduct(adminEnv);

  it('an agent checks a file, imports it and reads the result', async () => {
    const url = product().server.url;
    const admin = await adminAccount(url);
    const agent = await agentAccount(url, admin, 'Ines Importer');
    const photo = await colourImage(url, agent, '#3366aa');
    const csv = [
      'external_id,property_title,location,price_min,price_max,photos,bedrooms',
      `h-1,Harbour Loft,"Porto, Portugal",300000,320000,${photo},2`,
      `h-2,River Flat,"Porto, Portugal",250000,260000,${photo},many`,
    ].join('\r\n');

    const { page, errors } = await newPage(product().browser, url);
    screenshotOnFailure(page, 'listing-import-agent');
    await loginThroughUi(page, agent);
    await page.goto('/dashboard');
    await openFromMenu(page, 'Import Listings');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Import Listings' }).isVisible())
      .toBe(true);
    await page.getByLabel('Listings file (CSV or JSON)').setInputFiles({
      name: 'listings.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Check file' }).click();
    const check = page.getByRole('region', { name: 'Check', exact: true });
    await expect
      .poll(() => check.getByText('The check is done: nothing was saved.').isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    const failed = check.getByRole('table', { name: 'Failed rows by row and field' });
    await expect.poll(() => failed.getByRole('row').nth(1).innerText()).toMatch(/^2\s+bedrooms\s/);
    await expectAccessible(page, 'the checked import');
    await screenshots(page, 'listing-import-checked');

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const result = page.getByRole('region', { name: 'Import', exact: true });
    await expect
      .poll(() => result.getByText('The import is done.').isVisible(), { timeout: 20_000 })
      .toBe(true);
    const count = (term: string) => result.locator('dt', { hasText: term }).locator('+ dd');
    expect(await count('Created').innerText()).toBe('1');
    expect(await count('Failed rows').innerText()).toBe('1');
    await expectFitsPhone(page, 'the import result');
    expect(errors).toEqual([]);

    // The imported listing is the agent's.
    await openFromMenu(page, 'My Added Property');
    await expect.poll(() => page.getByText('Harbour Loft').first().isVisible()).toBe(true);

    const adminSide = await newPage(product().browser, url);
    await loginThroughUi(adminSide.page, admin);
    await adminSide.page.goto('/dashboard/importListings');
    await expect
      .poll(() => adminSide.page.getByText(/needs an agent_email column/).isVisible())
      .toBe(true);
    expect(adminSide.errors).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { loginThroughUi, openFromMenu, tableRow } from './support/api-setup';
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
 * names each row's agent. Another agent imports a file with two bad rows, fixes them and imports
 * it again: the fixed rows go in and the others stay as they were.
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

  it('an agent imports a file with two bad rows, fixes them, and imports it again', async () => {
    const url = product().server.url;
    const admin = await adminAccount(url);
    const agent = await agentAccount(url, admin, 'Fiona Fixer');
    const photo = await colourImage(url, agent, '#aa6633');
    const header = 'external_id,property_title,location,price_min,price_max,photos,bedrooms';
    const good = [
      `f-1,Garden House,"Lisbon, Portugal",410000,430000,${photo},3`,
      `f-2,Tram Stop Flat,"Lisbon, Portugal",220000,235000,${photo},1`,
      `f-4,Castle View Loft,"Lisbon, Portugal",380000,395000,${photo},2`,
    ];
    const fileOf = (rows: string[]) => ({
      name: 'catalogue.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...rows].join('\r\n')),
    });
    // Rows 3 and 5 are bad: a price in words, a bedroom count that is not a number.
    const broken = fileOf([
      good[0]!,
      good[1]!,
      `f-3,Riverside Duplex,"Lisbon, Portugal",about half a million,520000,${photo},4`,
      good[2]!,
      `f-5,Alfama Terrace,"Lisbon, Portugal",300000,310000,${photo},several`,
    ]);
    const fixed = fileOf([
      good[0]!,
      good[1]!,
      `f-3,Riverside Duplex,"Lisbon, Portugal",500000,520000,${photo},4`,
      good[2]!,
      `f-5,Alfama Terrace,"Lisbon, Portugal",300000,310000,${photo},2`,
    ]);

    const { page, errors } = await newPage(product().browser, url);
    screenshotOnFailure(page, 'listing-import-fixed');
    await loginThroughUi(page, agent);
    await page.goto('/dashboard');
    await openFromMenu(page, 'Import Listings');
    const fileField = page.getByLabel('Listings file (CSV or JSON)');
    const checkButton = page.getByRole('button', { name: 'Check file' });
    const importButton = page.getByRole('button', { name: 'Import', exact: true });
    const check = page.getByRole('region', { name: 'Check', exact: true });
    const result = page.getByRole('region', { name: 'Import', exact: true });
    const count = (region: typeof check, term: string) =>
      region.locator('dt', { hasText: term }).locator('+ dd').innerText();
    const failedRows = () =>
      check.getByRole('table', { name: 'Failed rows by row and field' }).getByRole('row');

    // The check: both bad rows, each by its row and field; nothing saved yet.
    await fileField.setInputFiles(broken);
    await checkButton.click();
    await expect
      .poll(() => check.getByText('The check is done: nothing was saved.').isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await expect.poll(() => failedRows().count()).toBe(3);
    expect(await failedRows().nth(1).innerText()).toMatch(/^3\s+price_min\s/);
    expect(await failedRows().nth(2).innerText()).toMatch(/^5\s+bedrooms\s/);
    expect(await count(check, 'Would create')).toBe('3');
    expect(await count(check, 'Failed rows')).toBe('2');
    expect(await importButton.isEnabled()).toBe(true);

    // The import: the good rows go in, the two bad ones fail alone.
    await importButton.click();
    await expect
      .poll(() => result.getByText('The import is done.').isVisible(), { timeout: 20_000 })
      .toBe(true);
    expect(await count(result, 'Created')).toBe('3');
    expect(await count(result, 'Failed rows')).toBe('2');
    await expect.poll(() => importButton.isDisabled()).toBe(true);

    // The two rows fixed in the file: a new check finds nothing wrong and would touch only them.
    await fileField.setInputFiles(fixed);
    await expect.poll(() => result.count()).toBe(0);
    await expect.poll(() => check.count()).toBe(0);
    await checkButton.click();
    await expect
      .poll(() => check.getByText('Every row passed.').isVisible(), { timeout: 20_000 })
      .toBe(true);
    expect(await count(check, 'Would create')).toBe('2');
    expect(await count(check, 'Unchanged')).toBe('3');
    expect(await count(check, 'Failed rows')).toBe('0');
    await expectAccessible(page, 'the fixed file, checked');

    await importButton.click();
    await expect
      .poll(() => result.getByText('The import is done.').isVisible(), { timeout: 20_000 })
      .toBe(true);
    expect(await count(result, 'Created')).toBe('2');
    expect(await count(result, 'Updated')).toBe('0');
    expect(await count(result, 'Unchanged')).toBe('3');
    expect(await count(result, 'Failed rows')).toBe('0');
    await screenshots(page, 'listing-import-fixed');
    await expectFitsPhone(page, 'the second import');

    // All five are the agent's, each once.
    await openFromMenu(page, 'My Added Property');
    await expect.poll(() => page.getByRole('row').count()).toBe(6);
    for (const title of [
      'Garden House',
      'Tram Stop Flat',
      'Riverside Duplex',
      'Castle View Loft',
      'Alfama Terrace',
    ]) {
      expect(await tableRow(page, title).count(), title).toBe(1);
    }
    expect(errors).toEqual([]);
  });
});

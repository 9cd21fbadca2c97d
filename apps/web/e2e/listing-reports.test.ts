import { describe, expect, it } from 'vitest';
import { loginThroughUi } from './support/api-setup';
import { useProduct } from './support/app';
import { expectAccessible, newPage, openPage, screenshots, toast } from './support/browser';
import { openFromDashboardMenu } from './support/listing-page';
import {
  adminEnv,
  expectFitsPhone,
  publicListing,
  screenshotOnFailure,
} from './support/marketplace';

const PHONE = { width: 390, height: 844 };
const THANKS = 'Thank you: an admin will look at your report.';

/*
 * Listing reports (CONTRACT.md section 16): a visitor who is not signed in reports a listing with
 * their e-mail address; an admin finds the report beside the listing on Listing Reports and
 * resolves it with a note.
 */
describe('reporting a listing, and an admin resolving the report', () => {
  const product = useProduct({ ...adminEnv, PUBLIC_LISTINGS: '1' });

  it('a visitor reports a listing; an admin resolves it with a note', async () => {
    const url = product().server.url;
    const { admin, id } = await publicListing(url, 'Rhea Realtor', '#aa3355', {
      property_title: 'Canal House',
      location: 'Amsterdam',
      price_range: { min: 650_000, max: 700_000 },
    });

    // The visitor, on a wide screen.
    const visitor = await newPage(product().browser, url);
    screenshotOnFailure(visitor.page, 'listing-report-visitor');
    await openPage(visitor.page, `/property/${id}`);
    await visitor.page.getByRole('button', { name: 'Report this listing' }).click();
    const dialog = visitor.page.getByRole('dialog', { name: 'Report this listing' });
    await dialog.getByRole('radio', { name: 'Misleading or wrong information' }).check();
    await dialog.getByLabel('Details (optional)').fill('The photos are of the house next door.');
    await dialog.getByLabel('Your e-mail address').fill('vic@example.com');
    await expectAccessible(visitor.page, 'the report form');
    await screenshots(visitor.page, 'listing-report-form');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(() => toast(visitor.page, THANKS).isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // The same address again while the report is open: the server's refusal, as it says it.
    await visitor.page.getByRole('button', { name: 'Report this listing' }).click();
    await dialog.getByRole('radio', { name: 'A scam or fraud' }).check();
    await dialog.getByLabel('Your e-mail address').fill('vic@example.com');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect
      .poll(() =>
        toast(
          visitor.page,
          'You have already reported this listing and your report is still open: an admin will look at it',
        ).isVisible(),
      )
      .toBe(true);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    // The admin, on a phone.
    const { page, context, errors } = await newPage(product().browser, url, PHONE);
    screenshotOnFailure(page, 'listing-report-admin');
    await loginThroughUi(page, admin);
    await page.goto('/dashboard');
    await openFromDashboardMenu(page, 'Listing Reports');
    const report = page.getByRole('article', { name: 'Canal House' });
    await expect.poll(() => report.getByText('Open', { exact: true }).isVisible()).toBe(true);
    expect(await report.getByRole('link', { name: 'Canal House' }).getAttribute('href')).toBe(
      `/property/${id}`,
    );
    expect(await report.innerText()).toContain('Misleading or wrong information');
    expect(await report.innerText()).toContain('The photos are of the house next door.');
    expect(await report.innerText()).toContain('vic@example.com');
    await expectAccessible(page, 'Listing Reports with an open report');
    await expectFitsPhone(page, 'Listing Reports');

    await report
      .getByLabel('Note on what was done about Canal House')
      .fill('The agent replaced the photos with the right ones.');
    await report.getByRole('button', { name: 'Resolve' }).click();
    await expect
      .poll(() =>
        toast(page, 'The report is resolved; the reporter is told by e-mail.').isVisible(),
      )
      .toBe(true);
    await expect.poll(() => report.getByText('Resolved', { exact: true }).isVisible()).toBe(true);
    expect(await report.innerText()).toContain(
      'The agent replaced the photos with the right ones.',
    );
    expect(await report.getByRole('button', { name: 'Resolve' }).count()).toBe(0);
    await expectAccessible(page, 'Listing Reports with a resolved report');
    await screenshots(page, 'listing-reports');
    expect(errors).toEqual([]);
    await context.close();
  });
});

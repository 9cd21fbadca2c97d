import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { messages, type AccountExport } from '@elite/shared';
import { TOKEN_STORAGE_KEY } from '@elite/shared/session';
import { useProduct } from './support/app';
import { api, loginThroughUi, registerAccount } from './support/api-setup';
import { expectAccessible, newPage, pathname, screenshots, toast } from './support/browser';
import { expectFitsPhone, screenshotOnFailure } from './support/marketplace';

/*
 * Issue 43, "take my data and leave" (CONTRACT.md section 16), in a browser at a phone's and a
 * desktop's width: a user signs in, downloads their data from My Profile, deletes their account
 * with the password, lands on the home page signed out, and can no longer sign in.
 */
describe('taking one’s data and leaving', () => {
  const product = useProduct();

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    it(`downloads the data and deletes the account at ${viewport.width} px`, async () => {
      const { url } = product().server;
      const person = await registerAccount(url, `Dana Departing ${viewport.width}`);
      await api(url, '/saved-searches', {
        method: 'POST',
        body: { name: 'Lisbon flats', frequency: 'daily', query: { location: 'Lisbon' } },
        token: person.token,
      });
      const { page, errors } = await newPage(product().browser, url, viewport);
      screenshotOnFailure(page, `account-privacy-${viewport.width}`);
      await loginThroughUi(page, person);
      await page.goto('/dashboard/myProfile');
      const data = page.getByRole('region', { name: 'Your data' });

      // The file: everything the site holds about them, theirs alone.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        data.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^elite-property-data-\d{4}-\d{2}-\d{2}\.json$/);
      const file = JSON.parse(
        await readFile((await download.path()) ?? '', 'utf8'),
      ) as AccountExport;
      expect(file.account.email).toBe(person.email);
      expect(file.savedSearches.map((search) => search.name)).toEqual(['Lisbon flats']);
      await expect
        .poll(() => data.getByRole('button', { name: 'Download my data' }).isEnabled())
        .toBe(true);
      await expectAccessible(page, 'My Profile with your data');
      if (viewport.width === 390) await expectFitsPhone(page, 'My Profile');

      // Deleting: the dialog says what goes and what stays, and asks for the password.
      await data.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expect.poll(() => dialog.getByLabel('Your password').isVisible()).toBe(true);
      await expect.poll(() => dialog.getByText('Your wishlist').isVisible()).toBe(true);
      await expectAccessible(page, 'the delete account dialog');
      await screenshots(page, `delete-account-${viewport.width}`);
      await dialog.getByLabel('Your password').fill('Wrong!Pass9');
      await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
      await expect
        .poll(() => dialog.getByText('Your current password is incorrect').isVisible())
        .toBe(true);
      await dialog.getByLabel('Your password').fill(person.password);
      await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();

      await expect
        .poll(() => toast(page, 'Your account was deleted. Goodbye!').isVisible())
        .toBe(true);
      await expect.poll(() => pathname(page)).toBe('/');
      expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();

      // Gone: signing in again is refused.
      await page.goto('/login');
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('Password', { exact: true }).fill(person.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => page.getByText(messages.passwordIncorrect).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    });
  }
});

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountMessages, messages } from '@elite/shared';
import { PASSWORD, registerAccount } from './support/api-setup';
import { useProduct } from './support/app';
import { expectAccessible, newPage, pathname, screenshots, toast } from './support/browser';
import { pngFile } from './support/fixtures';
import { expectFitsPhone, screenshotOnFailure } from './support/marketplace';

/*
 * Issue 36, item 2 in a browser: a new user registers, confirms the address from the link in the
 * e-mail the server writes (an .eml file under DATA_DIR/mail, no SMTP_URL), changes the password,
 * signs out everywhere, forgets the password and sets a new one from the e-mailed link, then signs
 * in with it. Item 19: no Google or Facebook button on a site without them, and focus on the
 * page's main content after signing in.
 */

const product = useProduct();

/** The newest e-mail to `to` that carries a link to `linkPath`, as the product wrote it. */
async function linkFromMail(to: string, linkPath: string, after: string[] = []): Promise<string> {
  const dir = path.join(product().server.dataDir, 'mail');
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(dir).catch(() => [] as string[])).filter(
          (name) => name.endsWith('.eml') && !after.includes(name),
        );
        for (const name of names.sort().reverse()) {
          const mail = await simpleParser(await readFile(path.join(dir, name)));
          const recipients = [mail.to ?? []].flat().flatMap((field) => field.value);
          if (!recipients.some((address) => address.address === to)) continue;
          const link = new RegExp(`https?://[^\\s"<>]*${linkPath}\\?token=[^\\s"<>]+`).exec(
            mail.text ?? '',
          );
          if (link) {
            found = link[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `an e-mail to ${to} with a ${linkPath} link` },
    )
    .toBe(true);
  const url = new URL(found!);
  return `${url.pathname}${url.search}`;
}

const mailFiles = async () =>
  readdir(path.join(product().server.dataDir, 'mail')).catch(() => [] as string[]);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const mainHasFocus = (page: Page) => page.evaluate(() => document.activeElement?.id === 'main');

describe('account security', () => {
  it('knows its new pages and answers 404 for others', async () => {
    const { url } = product().server;
    for (const page of ['/verify-email?token=x', '/forgot-password', '/reset-password?token=x']) {
      expect((await fetch(`${url}${page}`)).status, page).toBe(200);
    }
    expect((await fetch(`${url}/forgot-passwords`)).status).toBe(404);
  });

  it('confirms the address, changes and resets the password, signs out everywhere', async () => {
    const { browser, server } = product();
    const { page, context, errors } = await newPage(browser, server.url);
    screenshotOnFailure(page, 'account-security');
    const email = `newcomer-${Date.now()}@e2e.test`;

    // Register; no social buttons on a site that has none; focus lands on the page.
    await page.goto('/register');
    await page.getByLabel('Name').fill('Nora Newcomer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Profile image').setInputFiles(await pngFile('nora.png'));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect.poll(() => toast(page, messages.registrationSuccess).isVisible()).toBe(true);
    await expect.poll(() => mainHasFocus(page)).toBe(true);

    // My Profile says that e-mailed alerts wait for the confirmation; the link can come again.
    await page.goto('/dashboard/myProfile');
    const notice = page.getByRole('region', { name: accountMessages.unverifiedTitle });
    await expect.poll(() => notice.isVisible()).toBe(true);
    await screenshots(page, 'account-profile-unverified');
    await expectAccessible(page, 'My Profile, unverified');
    const before = await mailFiles();
    await notice.getByRole('button', { name: accountMessages.resendLink }).click();
    await expect
      .poll(() => toast(page, accountMessages.verificationSent(email)).isVisible())
      .toBe(true);

    // The newest link confirms the address.
    await page.goto(await linkFromMail(email, '/verify-email', before));
    await expect
      .poll(() => heading(page, accountMessages.emailConfirmedTitle).isVisible())
      .toBe(true);
    await screenshots(page, 'account-verify-email');
    await page.getByRole('link', { name: 'Go to My Profile' }).click();
    await expect.poll(() => heading(page, 'My Profile').isVisible()).toBe(true);
    expect(await notice.count()).toBe(0);

    // Change password.
    const changeForm = page.getByRole('region', { name: accountMessages.changePasswordTitle });
    await changeForm.getByLabel(accountMessages.currentPassword).fill(PASSWORD);
    await changeForm.getByLabel(accountMessages.newPassword, { exact: true }).fill('Second!Pass2');
    await changeForm.getByRole('button', { name: accountMessages.changePassword }).click();
    await expect.poll(() => toast(page, accountMessages.passwordChanged).isVisible()).toBe(true);
    await screenshots(page, 'account-profile');

    // Sign out everywhere: asks, then this browser is signed out too.
    await page
      .getByRole('region', { name: accountMessages.signOutEverywhereTitle })
      .getByRole('button', { name: accountMessages.signOutEverywhereConfirm })
      .click();
    const dialog = page.getByRole('dialog', { name: accountMessages.signOutEverywhereQuestion });
    await dialog.getByRole('button', { name: accountMessages.signOutEverywhereConfirm }).click();
    await expect
      .poll(() => toast(page, accountMessages.signedOutEverywhere).isVisible())
      .toBe(true);
    await expect.poll(() => pathname(page)).toBe('/login');

    // Forgot password -> the e-mailed link -> a new password.
    expect(await page.getByRole('button', { name: /Continue With/ }).count()).toBe(0);
    await page.getByRole('link', { name: accountMessages.forgotPasswordLink }).click();
    await expect
      .poll(() => heading(page, accountMessages.forgotPasswordTitle).isVisible())
      .toBe(true);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: accountMessages.sendResetLink }).click();
    await expect
      .poll(() => page.getByText(accountMessages.resetLinkSent(email)).isVisible())
      .toBe(true);
    await screenshots(page, 'account-forgot-password');

    await page.goto(await linkFromMail(email, '/reset-password'));
    await expect
      .poll(() => heading(page, accountMessages.resetPasswordTitle).isVisible())
      .toBe(true);
    await screenshots(page, 'account-reset-password');
    await page.getByLabel(accountMessages.newPassword, { exact: true }).fill('Third!Pass3');
    await page.getByLabel(accountMessages.confirmNewPassword).fill('Third!Pass3');
    await page.getByRole('button', { name: accountMessages.setNewPassword }).click();
    await expect.poll(() => toast(page, accountMessages.passwordResetDone).isVisible()).toBe(true);
    await expect.poll(() => pathname(page)).toBe('/login');
    await screenshots(page, 'account-login');

    // Sign in with the new password; focus goes to the page, not back to the document's top.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Third!Pass3');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => toast(page, messages.loginSuccess).isVisible()).toBe(true);
    await expect.poll(() => mainHasFocus(page)).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: the account pages and a used link', async () => {
    const { browser, server } = product();
    const account = await registerAccount(server.url, 'Petra Phone');
    const { page, context, errors } = await newPage(browser, server.url, {
      width: 390,
      height: 844,
    });
    screenshotOnFailure(page, 'account-security-phone');
    await page.goto('/verify-email?token=not-a-real-token');
    await expect
      .poll(() => heading(page, accountMessages.verifyLinkFailedTitle).isVisible())
      .toBe(true);
    await expectFitsPhone(page, 'a used verification link');
    await screenshots(page, 'account-verify-email-failed');
    await expectAccessible(page, 'a used verification link');

    for (const route of ['/forgot-password', '/reset-password?token=x', '/login']) {
      await page.goto(route);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      await expectFitsPhone(page, route);
    }

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => toast(page, messages.loginSuccess).isVisible()).toBe(true);
    await page.goto('/dashboard/myProfile');
    await expect
      .poll(() => page.getByRole('region', { name: accountMessages.unverifiedTitle }).isVisible())
      .toBe(true);
    await expectFitsPhone(page, 'My Profile');
    expect(errors).toEqual([]);
    await context.close();
  });
});

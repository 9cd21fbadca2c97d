import { describe, expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { useProduct } from './support/app';
import { expectAccessible, newPage, screenshots } from './support/browser';
import { pngFile } from './support/fixtures';

describe('signing up, out and in', () => {
  const product = useProduct();

  it('registers, logs out, and logs in again landing back on the page that sent them to /login', async () => {
    const { page, context, errors } = await newPage(product().browser, product().server.url);
    const email = `journey-${Date.now()}@example.com`;
    const photo = await pngFile();

    await page.goto('/register');
    await expect.poll(() => page.title()).toContain('Register');
    await expectAccessible(page, '/register');
    await screenshots(page, 'register');

    await page.getByLabel('Name').fill('Jamie Journey');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await page.getByLabel('Profile image').setInputFiles(photo);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByText(messages.passwordPolicy).first().isVisible()).toBe(true);

    await page.getByLabel('Password', { exact: true }).fill('Strong!Pass1');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByText(messages.registrationSuccess).isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');

    // Signed in: the avatar menu holds the name and the Log out button.
    const account = page.getByRole('button', { name: /Account menu/ });
    // The profile photo went through our image hosting and shows in the navigation avatar.
    const photoInAvatar = account.locator('img');
    await expect.poll(() => photoInAvatar.getAttribute('src')).toMatch(/^\/images\/[0-9a-f]{64}/);
    await expect
      .poll(() =>
        photoInAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await account.click();
    await expect.poll(() => page.getByText('Jamie Journey').first().isVisible()).toBe(true);
    await expectAccessible(page, 'home signed in');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: 'Register' }).first().isVisible())
      .toBe(true);

    // A guarded page sends the visitor to /login and back after signing in.
    await page.goto('/dashboard');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await expectAccessible(page, '/login');
    await screenshots(page, 'login');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong!Pass1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => page.getByText(messages.passwordNotMatching).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(messages.passwordIncorrect).isVisible()).toBe(true);

    await page.getByLabel('Password', { exact: true }).fill('Strong!Pass1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => page.getByText(messages.loginSuccess).isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname.toLowerCase()).toBe('/dashboard');

    // A signed-in visitor is sent away from /login.
    await page.goto('/login');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the 404 page for an unknown path, with a way home', async () => {
    const { page, context, errors } = await newPage(product().browser, product().server.url);
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByText(messages.notFoundTitle).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(messages.notFoundText).isVisible()).toBe(true);
    await expectAccessible(page, '404');
    await screenshots(page, 'not-found');
    await page.getByRole('link', { name: 'Take me home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('matches routes whatever their case', async () => {
    const { page, context } = await newPage(product().browser, product().server.url);
    for (const path of ['/dashBoard', '/Dashboard', '/DASHBOARD']) {
      await page.goto(path);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    }
    await context.close();
  });
});

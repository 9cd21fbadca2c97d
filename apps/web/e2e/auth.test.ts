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
    const response = await page.goto('/no/such/page');
    // Search engines and monitors read the status: not found is 404, not 200.
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText(messages.notFoundTitle).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(messages.notFoundText).isVisible()).toBe(true);
    await expectAccessible(page, '404');
    await screenshots(page, 'not-found');
    await page.getByRole('link', { name: 'Take me home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("responds 200 to every page of the app's route table and 404 for any other path or unknown listing", async () => {
    const id = '3f1c9a52-0000-4000-8000-000000000000';
    const pages = [
      '/',
      '/allProperty',
      '/allProperty?location=Dhaka',
      '/login',
      '/register',
      '/auth/complete',
      '/dashboard',
      '/dashBoard',
      '/Dashboard',
      '/dashboard/',
      '/dashboard/myProfile',
      '/dashboard/wishList',
      `/dashboard/wishList/offer/${id}`,
      '/dashboard/propertyBought',
      `/dashboard/propertyBought/payment/${id}`,
      '/dashboard/myReview',
      '/dashboard/addProperty',
      '/dashboard/myAddedProperty',
      `/dashboard/myAddedProperty/updateMyAddedProperty/${id}`,
      '/dashboard/requestProperty',
      '/dashboard/mySoldProperty',
      '/dashboard/manageProperties',
      '/dashboard/manageUsers',
      '/dashboard/manageReviews',
      '/dashboard/advertiseProperty',
    ];
    const unknown = [
      '/no/such/page',
      '/property',
      // A listing page whose id no listing has (CONTRACT.md section 10).
      `/property/${id}`,
      `/property/${id}/extra`,
      '/dashboard/nope',
      '/dashboard/wishList/offer',
      '/login/again',
      '/assets/no-such-file.js',
    ];
    const status = async (path: string) => (await fetch(product().server.url + path)).status;
    for (const path of pages) expect(await status(path), path).toBe(200);
    for (const path of unknown) expect(await status(path), path).toBe(404);
    // The API's own unknown paths stay JSON.
    const api = await fetch(`${product().server.url}/api/no-such-thing`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
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

import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, socialSignInMessages } from '@elite/shared';
import { TOKEN_STORAGE_KEY } from '@elite/shared/session';
import { freePort } from '../../server/test/helpers/spawn-server';
import { useProduct } from './support/app';
import { expectAccessible, newPage, openPage, screenshots } from './support/browser';

/**
 * "Continue With Google" in Chromium against an OpenID Connect provider on loopback
 * (oauth2-mock-server approves every sign-in at once). PUBLIC_URL is left to its default, the
 * server's own URL, so the provider sends the browser back to the product under test.
 */

const googlePort = await freePort();
const google = new OAuth2Server();
let person = { sub: 'e2e-google-1', email: 'e2e-google-1@example.com', name: 'Gina Google' };

beforeAll(async () => {
  await google.issuer.keys.generate('RS256');
  google.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { ...person, email_verified: true });
  });
  await google.start(googlePort, '127.0.0.1');
  google.issuer.url = `http://127.0.0.1:${googlePort}`;
});

afterAll(async () => {
  await google.stop();
});

describe('Continue With Google', () => {
  const product = useProduct({
    GOOGLE_CLIENT_ID: 'elite-e2e',
    GOOGLE_CLIENT_SECRET: 'elite-e2e-secret',
    GOOGLE_ISSUER: `http://127.0.0.1:${googlePort}`,
  });

  it('signs in through the popup and returns to the page the guard sent the visitor from', async () => {
    const { page, context, errors } = await newPage(product().browser, product().server.url);
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        sessionStorage.setItem('popup-features', String(args[2]));
        return open(...args);
      };
    });
    await page.goto('/dashboard');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');

    const popupOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Continue With Google' }).click();
    const popup = await popupOpened;
    // The popup travels to the provider and back, passes the sign-in back and closes itself.
    await popup.waitForEvent('close', { timeout: 30_000 });
    // SPEC.md section 9: a 500x600 popup.
    expect(await page.evaluate(() => sessionStorage.getItem('popup-features'))).toMatch(
      /popup=yes,width=500,height=600/,
    );

    await expect.poll(() => page.getByText(messages.loginSuccess).isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname.toLowerCase()).toBe('/dashboard');
    const account = page.getByRole('button', { name: /Account menu/ });
    await expect.poll(() => account.isVisible()).toBe(true);
    await account.click();
    await expect.poll(() => page.getByText(person.name).first().isVisible()).toBe(true);

    // Still signed in after a reload: the token is stored.
    await page.reload();
    await expect.poll(() => account.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in in the same window when the browser blocks the popup', async () => {
    const { page, context, errors } = await newPage(product().browser, product().server.url);
    person = { sub: 'e2e-google-2', email: 'e2e-google-2@example.com', name: 'Bo Blocked' };
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await openPage(page, '/allProperty');
    await page.goto('/dashboard');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');

    await page.getByRole('button', { name: 'Continue With Google' }).click();
    await expect.poll(() => page.getByText(messages.loginSuccess).isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname.toLowerCase()).toBe('/dashboard');
    // The one-time code is gone from the address bar and the history.
    expect(page.url()).not.toContain('code=');
    await expect
      .poll(() => page.getByRole('button', { name: /Account menu/ }).isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('explains a cancelled sign-in on the login page', async () => {
    const { page, context, errors } = await newPage(product().browser, product().server.url);
    google.service.once('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    await page.goto('/login');
    const popupOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Continue With Google' }).click();
    await (await popupOpened).waitForEvent('close', { timeout: 30_000 });

    const alert = page.getByRole('alert').filter({ hasText: socialSignInMessages.cancelled });
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectAccessible(page, '/login with a sign-in error');
    await screenshots(page, 'login-social-error');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a sign-in link made in another browser (login CSRF) and says so on the login page', async () => {
    // The attacker signs in at the provider in their own browser and keeps the link back.
    person = { sub: 'e2e-google-attacker', email: 'attacker@example.com', name: 'Ada Attacker' };
    const start = await fetch(`${product().server.url}/api/auth/google`, { redirect: 'manual' });
    const atProvider = await fetch(String(start.headers.get('location')), { redirect: 'manual' });
    const forged = String(atProvider.headers.get('location'));
    expect(new URL(forged).pathname).toBe('/api/auth/google/callback');

    // The victim's browser is made to open it.
    const { page, context, errors } = await newPage(product().browser, product().server.url);
    await page.goto(forged);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    const alert = page.getByRole('alert').filter({ hasText: socialSignInMessages.notThisBrowser });
    await expect.poll(() => alert.isVisible()).toBe(true);
    // Nobody is signed in: the page still offers to log in, and no token was stored.
    expect(await page.getByRole('button', { name: /Account menu/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Continue With Google' }).isVisible()).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
    await expectAccessible(page, '/login after a forged sign-in link');
    await screenshots(page, 'login-social-other-browser');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers Google only: Facebook is not configured here (issue 36, item 19)', async () => {
    const { page, context, errors } = await newPage(product().browser, product().server.url);
    await page.goto('/login');
    const google = page.getByRole('button', { name: 'Continue With Google' });
    await expect.poll(() => google.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Continue With FaceBook' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not show words of its own from a crafted /login?error= link', async () => {
    const { page, context } = await newPage(product().browser, product().server.url);
    await page.goto('/login?error=Call%20555-0100%20to%20unlock%20your%20account');
    const alert = page.getByRole('alert').filter({ hasText: socialSignInMessages.providerFailed });
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await page.getByText('555-0100').count()).toBe(0);
    await context.close();
  });
});

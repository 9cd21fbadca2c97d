import { describe, expect, it } from 'vitest';
import { loginThroughUi, openFromMenu, tableRow } from './support/api-setup';
import { useProduct } from './support/app';
import { expectAccessible, newPage, screenshots, toast } from './support/browser';
import {
  adminEnv,
  expectFitsPhone,
  publicListing,
  screenshotOnFailure,
} from './support/marketplace';

/** POST /reso/token with the client's credentials by HTTP Basic (RFC 6749 section 4.4). */
async function takeToken(baseURL: string, clientId: string, secret: string) {
  const credentials = Buffer.from(
    `${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`,
  ).toString('base64');
  const response = await fetch(`${baseURL}/reso/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${credentials}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** GET /reso/odata/Property as a client holding `token`. */
async function readProperties(baseURL: string, token: string) {
  const response = await fetch(`${baseURL}/reso/odata/Property?$select=ListingKey,City`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/*
 * API Clients (CONTRACT.md section 15): an admin gives a portal access to the RESO Web API, the
 * portal takes a token with the credentials the page showed once and reads the listings, then
 * the admin revokes the client and its token stops working.
 */
describe('an admin manages the RESO Web API clients', () => {
  const product = useProduct(adminEnv);

  it('creates a client, its credentials read the API, and revoking it stops its token', async () => {
    const { url } = product().server;
    const { admin, id: listingId } = await publicListing(url, 'Rita Reso', '#2a7f62', {
      property_title: 'Quayside Studio',
      location: 'Bristol',
      city: 'Bristol',
      price_range: { min: 180_000, max: 190_000 },
    });

    const { page, context, errors } = await newPage(product().browser, url);
    screenshotOnFailure(page, 'api-clients-admin');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    await loginThroughUi(page, admin);
    await page.goto('/dashboard');
    await openFromMenu(page, 'API Clients');
    await expect.poll(() => page.getByText('No API clients yet').isVisible()).toBe(true);
    await expectAccessible(page, 'API Clients, empty');

    // A name is required.
    await page.getByRole('button', { name: 'Create client' }).click();
    await expect
      .poll(() => page.getByText('Give the client a name of at most 100 characters.').isVisible())
      .toBe(true);

    await page.getByLabel('Client name').fill('Regional MLS');
    await page.getByRole('button', { name: 'Create client' }).click();
    const once = page.getByRole('alert').filter({ hasText: 'it is shown only this once' });
    await expect.poll(() => once.isVisible()).toBe(true);
    const clientId = await once.getByLabel('Client ID').inputValue();
    const secret = await once.getByLabel('Client secret').inputValue();
    expect(clientId).not.toBe('');
    expect(secret.length).toBeGreaterThan(20);
    await once.getByRole('button', { name: 'Copy secret' }).click();
    await expect.poll(() => toast(page, 'Secret copied').isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    const client = tableRow(page, 'Regional MLS');
    await expect.poll(() => client.getByText('Active', { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page, 'API Clients, a new secret');
    await screenshots(page, 'api-clients-secret');
    await expectFitsPhone(page, 'API Clients, a new secret');

    // Shown once: gone after Done, and not there when the page is opened again.
    await once.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByLabel('Client secret').count()).toBe(0);
    await page.reload();
    await expect.poll(() => client.isVisible()).toBe(true);
    expect(await page.locator('body').innerText()).not.toContain(secret);

    // The portal's side: a token for the credentials, then the public listings with it.
    const wrong = await takeToken(url, clientId, `${secret}x`);
    expect(wrong.status).toBe(401);
    const issued = await takeToken(url, clientId, secret);
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const token = String(issued.body.access_token);
    const read = await readProperties(url, token);
    expect(read.status).toBe(200);
    expect(read.body.value).toEqual([{ ListingKey: listingId, City: 'Bristol' }]);

    // On a phone the client's Revoke button is in view, not behind a sideways scroll.
    await page.setViewportSize({ width: 360, height: 740 });
    const revokeButton = client.getByRole('button', { name: 'Revoke Regional MLS' });
    await expect
      .poll(async () => {
        const box = await revokeButton.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 360;
      })
      .toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Revoking asks first; Cancel changes nothing.
    await client.getByRole('button', { name: 'Revoke Regional MLS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke Regional MLS?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectAccessible(page, 'the revoke confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect((await readProperties(url, token)).status).toBe(200);

    await client.getByRole('button', { name: 'Revoke Regional MLS' }).click();
    await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect.poll(() => toast(page, 'Client revoked').isVisible()).toBe(true);
    await expect.poll(() => client.getByText('Revoked', { exact: true }).isVisible()).toBe(true);
    expect(await client.getByRole('button').count()).toBe(0);

    // The old token is refused at once, and no new one is given.
    const refused = await readProperties(url, token);
    expect(refused.status).toBe(401);
    expect(refused.body).toHaveProperty('error.message');
    expect((await takeToken(url, clientId, secret)).status).toBe(401);

    await expectAccessible(page, 'API Clients, a revoked client');
    await expectFitsPhone(page, 'API Clients, a revoked client');
    expect(errors).toEqual([]);
  });
});

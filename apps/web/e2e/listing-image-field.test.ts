import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { useProduct } from './support/app';
import {
  ADMIN,
  ADMIN_ENV,
  apiLogin,
  loginThroughUi,
  promote,
  registerAccount,
  tableRow as row,
} from './support/api-setup';
import { expectAccessible, newPage, pathname, screenshots, toast } from './support/browser';
import { expectFitsPhone } from './support/marketplace';

describe('the image field of the listing form', () => {
  const product = useProduct(ADMIN_ENV);

  it('shows each photo’s upload progress, and the form waits for it', async () => {
    const { url } = product().server;
    const adminToken = await apiLogin(url, ADMIN.email, ADMIN.password);
    const agent = await registerAccount(url, 'Pat Progress');
    await promote(url, adminToken, agent.email, 'agent');
    // Noise does not compress: about 1 MB to send.
    const noisy = path.join(mkdtempSync(path.join(os.tmpdir(), 'elite-noise-')), 'noise.png');
    await sharp(randomBytes(600 * 600 * 3), { raw: { width: 600, height: 600, channels: 3 } })
      .png()
      .toFile(noisy);

    const { page, context, errors } = await newPage(product().browser, url);
    await loginThroughUi(page, agent);
    await page.goto('/dashboard/addProperty');
    await page.getByLabel('Property title').fill('Slow Upload Villa');
    await page.getByLabel('Location').fill('Ghent');
    await page.getByLabel('Minimum price (USD)').fill('100000');
    await page.getByLabel('Maximum price (USD)').fill('120000');

    // A slow uplink, so the upload takes a few seconds.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 300 * 1024,
    });
    // The photo uploads as soon as it is chosen, with its own progress bar.
    await page.getByLabel('Property images').setInputFiles(noisy);
    const progress = page.getByRole('progressbar', { name: 'Uploading noise.png' });
    await expect.poll(() => progress.isVisible()).toBe(true);
    // Sending the form meanwhile sends nothing and says why.
    await page.getByRole('button', { name: 'Add Property' }).click();
    await expect
      .poll(() => page.getByText('Wait until every photo has finished uploading').isVisible())
      .toBe(true);
    await expect.poll(() => progress.getAttribute('value')).not.toBe('0');
    await screenshots(page, 'agent-add-property-uploading');
    await expectFitsPhone(page, 'agent-add-property-uploading');
    await expect.poll(() => progress.count(), { timeout: 30_000 }).toBe(0);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByRole('button', { name: 'Add Property' }).click();
    await expect
      .poll(() => toast(page, messages.propertyAdded).isVisible(), { timeout: 30_000 })
      .toBe(true);
    await expect.poll(() => row(page, 'Slow Upload Villa').isVisible()).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the server’s message on the photo it refuses', async () => {
    const { url } = product().server;
    const adminToken = await apiLogin(url, ADMIN.email, ADMIN.password);
    const agent = await registerAccount(url, 'Rae Refused');
    await promote(url, adminToken, agent.email, 'agent');

    const { page, context, errors } = await newPage(product().browser, url);
    await loginThroughUi(page, agent);
    await page.goto('/dashboard/addProperty');
    await page.getByLabel('Property title').fill('Not a picture');
    await page.getByLabel('Location').fill('Nowhere');
    // Named .png, so the browser calls it an image; the server judges the bytes.
    await page.getByLabel('Property images').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some text, not an image'),
    });
    await page.getByLabel('Minimum price (USD)').fill('1000');
    await page.getByLabel('Maximum price (USD)').fill('2000');
    // The server's refusal shows on the photo, which can be removed.
    const photo = page.getByRole('listitem', { name: 'Photo 1, cover' });
    await expect
      .poll(() => photo.getByRole('alert').textContent())
      .toBe(messages.imageTypeNotAccepted);
    await page.getByRole('button', { name: 'Add Property' }).click();
    await expect
      .poll(() => page.getByText('Remove or retry the photos that failed to upload').isVisible())
      .toBe(true);
    await expect.poll(() => pathname(page)).toBe('/dashboard/addProperty');
    await expectAccessible(page, 'refused image');
    await screenshots(page, 'agent-add-property-refused-image');
    await page.getByRole('button', { name: 'Remove photo 1' }).click();
    await expect.poll(() => photo.count()).toBe(0);
    await expectFitsPhone(page, 'agent-add-property-refused-image');

    expect(errors).toEqual([]);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { ruleMessages } from '@elite/shared';
import { useProduct } from './support/app';
import {
  ADMIN,
  ADMIN_ENV,
  addListing,
  api,
  apiLogin,
  loginThroughUi,
  promote,
  registerAccount,
  tableRow as row,
  uploadImageFile,
} from './support/api-setup';
import { expectAccessible, newPage, screenshots } from './support/browser';
import { pngFile } from './support/fixtures';

describe('a fraud agent’s listings', () => {
  const product = useProduct(ADMIN_ENV);

  it('a fraud agent sees no Update or Delete, and the admin sees their listing hidden, not advertisable', async () => {
    const { url } = product().server;
    const adminToken = await apiLogin(url, ADMIN.email, ADMIN.password);
    const agent = await registerAccount(url, 'Fred Fraudster');
    await promote(url, adminToken, agent.email, 'agent');
    const agentToken = await apiLogin(url, agent.email, agent.password);
    const image = await uploadImageFile(url, agentToken, await pngFile('fraud.png', '#884422'));
    const title = `Too Good Villa ${Date.now()}`;
    const id = await addListing(url, agentToken, {
      property_title: title,
      location: 'Nowhere Bay',
      property_image: image,
      price_range: { min: 10_000, max: 20_000 },
    });
    await api(url, `/property/${id}`, {
      method: 'PATCH',
      body: { status: 'verified' },
      token: adminToken,
    });
    await api(url, `/fraudUser/${agent.email}`, {
      method: 'PATCH',
      body: { status: 'fraud' },
      token: adminToken,
    });

    const agentTab = await newPage(product().browser, url);
    await loginThroughUi(agentTab.page, agent);
    await agentTab.page.goto('/dashboard/myAddedProperty');
    const listing = row(agentTab.page, title);
    await expect.poll(() => listing.isVisible()).toBe(true);
    await expect
      .poll(() => agentTab.page.getByText(ruleMessages.fraudListingsFrozen).isVisible())
      .toBe(true);
    expect(await listing.getByRole('link', { name: /^Update/ }).count()).toBe(0);
    expect(await listing.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await expectAccessible(agentTab.page, 'My Added Property of a fraud agent');
    await screenshots(agentTab.page, 'agent-my-added-property-fraud');

    const adminTab = await newPage(product().browser, url);
    await loginThroughUi(adminTab.page, ADMIN);
    await adminTab.page.goto('/dashboard/advertiseProperty');
    const advert = row(adminTab.page, title);
    await expect
      .poll(() => advert.getByText('Hidden: agent marked as fraud').isVisible())
      .toBe(true);
    expect(await advert.getByRole('button').count()).toBe(0);
    await screenshots(adminTab.page, 'admin-advertise-property-fraud');

    expect(agentTab.errors).toEqual([]);
    expect(adminTab.errors).toEqual([]);
    await agentTab.context.close();
    await adminTab.context.close();
  });
});

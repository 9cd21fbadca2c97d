import { describe, expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { useProduct } from './support/app';
import {
  ADMIN,
  ADMIN_ENV,
  addListing,
  api,
  apiLogin,
  loginThroughUi,
  openFromMenu,
  promote,
  registerAccount,
  tableRow,
  uploadImageFile,
} from './support/api-setup';
import { expectAccessible, newPage, screenshots } from './support/browser';
import { pngFile } from './support/fixtures';
import { expectFitsPhone } from './support/marketplace';

const row = tableRow;
const button = (scope: ReturnType<typeof row>, name: string) =>
  scope.getByRole('button', { name: new RegExp(`^${name}`) });
const visible = (locator: { isVisible(): Promise<boolean> }) => () => locator.isVisible();
const count = (locator: { count(): Promise<number> }) => () => locator.count();

describe('an admin manages users and reviews', () => {
  const product = useProduct(ADMIN_ENV);

  it('changes roles, marks an agent as fraud, deletes a user and a review', async () => {
    const { url } = product().server;
    const adminToken = await apiLogin(url, ADMIN.email, ADMIN.password);

    // Accounts: two users to promote, one to delete, an agent to mark as fraud, and a review.
    const toAgent = await registerAccount(url, 'Alex Newagent');
    const toAdmin = await registerAccount(url, 'Una Newadmin');
    const toDelete = await registerAccount(url, 'Dee Leaving');
    const fraud = await registerAccount(url, 'Fran Fraudster');
    await promote(url, adminToken, fraud.email, 'agent');
    const lister = await registerAccount(url, 'Lee Lister');
    await promote(url, adminToken, lister.email, 'agent');
    const listerToken = await apiLogin(url, lister.email, lister.password);
    const propertyId = await addListing(url, listerToken, {
      property_title: 'Cliffside Cottage',
      location: 'Cornwall',
      property_image: await uploadImageFile(url, listerToken, await pngFile('cottage.png')),
      price_range: { min: 200_000, max: 260_000 },
    });
    await api(url, `/property/${propertyId}`, {
      method: 'PATCH',
      body: { status: 'verified' },
      token: adminToken,
    });
    const reviewer = await registerAccount(url, 'Rowan Reviewer');
    await api(url, '/review', {
      method: 'POST',
      body: { property_id: propertyId, review_description: 'Lovely sea views, draughty windows.' },
      token: await apiLogin(url, reviewer.email, reviewer.password),
    });

    const adminTab = await newPage(product().browser, url);
    const { page } = adminTab;
    await loginThroughUi(page, ADMIN);
    await page.goto('/dashboard');
    await openFromMenu(page, 'Manage Users');

    // Roles in upper case, and the buttons each role allows.
    const alex = row(page, toAgent.email);
    await expect.poll(visible(alex.getByText('USER', { exact: true }))).toBe(true);
    await expect.poll(count(button(alex, 'Make Admin'))).toBe(1);
    await expect.poll(count(button(alex, 'Make Agent'))).toBe(1);
    await expect.poll(count(button(alex, 'Delete'))).toBe(1);
    expect(await button(alex, 'Mark as Fraud').count()).toBe(0);
    const admin = row(page, ADMIN.email);
    await expect.poll(visible(admin.getByText('ADMIN', { exact: true }))).toBe(true);
    expect(await admin.getByRole('button').count()).toBe(0);
    await expectAccessible(page, 'Manage Users');
    await screenshots(page, 'admin-manage-users');
    await expectFitsPhone(page, 'admin-manage-users');

    // Make Agent: the role changes and the agent's buttons appear.
    await button(alex, 'Make Agent').click();
    await expect.poll(visible(page.getByText(messages.userRoleUpdated).first())).toBe(true);
    await expect.poll(visible(alex.getByText('AGENT', { exact: true }))).toBe(true);
    await expect.poll(count(button(alex, 'Make Agent'))).toBe(0);
    await expect.poll(count(button(alex, 'Mark as Fraud'))).toBe(1);

    // Make Admin: an admin row has no buttons at all.
    const una = row(page, toAdmin.email);
    await button(una, 'Make Admin').click();
    await expect.poll(visible(una.getByText('ADMIN', { exact: true }))).toBe(true);
    await expect.poll(count(una.getByRole('button'))).toBe(0);

    // Mark as Fraud asks first, then shows the FRAUD badge and hides Make Admin.
    const fran = row(page, fraud.email);
    await button(fran, 'Mark as Fraud').click();
    const fraudDialog = page.getByRole('dialog', { name: /as fraud\?/ });
    await expect.poll(visible(fraudDialog)).toBe(true);
    await expectAccessible(page, 'Mark as Fraud confirmation');
    await fraudDialog.getByRole('button', { name: 'Mark as Fraud' }).click();
    // The toast says what happened to the agent.
    await expect
      .poll(visible(page.getByText(messages.agentMarkedFraud('Fran Fraudster')).first()))
      .toBe(true);
    await expect.poll(visible(fran.getByText('FRAUD', { exact: true }))).toBe(true);
    await expect.poll(count(button(fran, 'Make Admin'))).toBe(0);
    await expect.poll(count(button(fran, 'Mark as Fraud'))).toBe(0);
    await expect.poll(count(button(fran, 'Delete'))).toBe(1);

    // Delete asks first; the toast is error-styled.
    const dee = row(page, toDelete.email);
    await button(dee, 'Delete').click();
    const deleteDialog = page.getByRole('dialog', { name: /Delete Dee Leaving\?/ });
    await deleteDialog.getByRole('button', { name: 'Delete' }).click();
    const deleted = page
      .locator('.Toastify__toast--error')
      .filter({ hasText: messages.userDeleted });
    await expect.poll(visible(deleted)).toBe(true);
    await expect.poll(count(dee)).toBe(0);
    await screenshots(page, 'admin-manage-users-after');
    await expectFitsPhone(page, 'admin-manage-users-after');

    // Manage Reviews: delete the review.
    await openFromMenu(page, 'Manage Reviews');
    const review = row(page, 'Lovely sea views');
    await expect.poll(visible(review.getByText(reviewer.email))).toBe(true);
    await expect.poll(visible(review.getByRole('img', { name: 'Rowan Reviewer' }))).toBe(true);
    await expectAccessible(page, 'Manage Reviews');
    await screenshots(page, 'admin-manage-reviews');
    await expectFitsPhone(page, 'admin-manage-reviews');
    await button(review, 'Delete').click();
    await page
      .getByRole('dialog', { name: /Delete the review by Rowan Reviewer/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.poll(visible(page.getByText(messages.reviewDeleted).first())).toBe(true);
    await expect.poll(visible(page.getByText('No reviews yet'))).toBe(true);

    // The fraud agent can no longer add a property.
    const agentTab = await newPage(product().browser, url);
    await loginThroughUi(agentTab.page, fraud);
    await agentTab.page.goto('/dashboard/addProperty');
    await expect.poll(visible(agentTab.page.getByText(messages.fraudCannotAdd))).toBe(true);
    expect(await agentTab.page.getByLabel('Property title').count()).toBe(0);
    await expectAccessible(agentTab.page, 'Add Property (fraud)');
    await screenshots(agentTab.page, 'agent-add-property-fraud');
    await expectFitsPhone(agentTab.page, 'agent-add-property-fraud');

    // The new agent's dashboard is the agent's.
    const newAgentTab = await newPage(product().browser, url);
    await loginThroughUi(newAgentTab.page, toAgent);
    await newAgentTab.page.goto('/dashboard/addProperty');
    await expect.poll(visible(newAgentTab.page.getByLabel('Property title'))).toBe(true);

    expect(adminTab.errors).toEqual([]);
    expect(agentTab.errors).toEqual([]);
    expect(newAgentTab.errors).toEqual([]);
    await adminTab.context.close();
    await agentTab.context.close();
    await newAgentTab.context.close();
  });
});

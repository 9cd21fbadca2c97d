import { describe, expect, it } from 'vitest';
import { listingSignInTexts } from '@elite/shared';
import { useProduct } from './support/app';
import { expectAccessible, newPage, openPage, screenshots } from './support/browser';
import { loginThroughUi, registerAccount } from './support/api-setup';
import { adminAccount, adminEnv, agentAccount, pathOf } from './support/marketplace';

const agentPaths = [
  '/dashboard/addProperty',
  '/dashboard/myAddedProperty',
  '/dashboard/myAddedProperty/updateMyAddedProperty/00000000-0000-0000-0000-000000000000',
  '/dashboard/requestProperty',
  '/dashboard/mySoldProperty',
  '/dashboard/listingFigures',
];
const adminPaths = [
  '/dashboard/manageProperties',
  '/dashboard/manageUsers',
  '/dashboard/manageReviews',
  '/dashboard/advertiseProperty',
  '/dashboard/reportedConversations',
  '/dashboard/manageAgencies',
  '/dashboard/siteFigures',
  '/dashboard/listingReports',
  '/dashboard/apiClients',
];
/** Pages agents and admins both open. */
const staffPaths = ['/dashboard/importListings'];

describe('role guards and lazily loaded pages', () => {
  const product = useProduct(adminEnv);

  it('sends a user who opens an admin or agent page to /dashboard', async () => {
    const buyer = await registerAccount(product().server.url, 'Bella Buyer');
    const { page, context, errors } = await newPage(product().browser, product().server.url);
    await loginThroughUi(page, buyer);

    for (const path of [...adminPaths, ...agentPaths, ...staffPaths]) {
      await page.goto(path);
      await expect.poll(() => pathOf(page), { message: path }).toBe('/dashboard');
      await expect
        .poll(() => page.getByRole('heading', { name: 'My Profile' }).isVisible())
        .toBe(true);
    }
    await expectAccessible(page, 'dashboard after a guard');
    await screenshots(page, 'guard-user-landing');

    // On a wide screen the sidebar folds away and comes back, and stays as it was left.
    const sidebar = page.getByRole('complementary', { name: 'Dashboard menu' });
    await page.getByRole('button', { name: 'Hide menu' }).click();
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Show menu' }).isVisible()).toBe(true);
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Show menu' }).click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);

    // The user's own pages stay open, whatever the case of the address.
    for (const path of [
      '/dashboard/wishList',
      '/Dashboard/propertyBought',
      '/DASHBOARD/myReview',
    ]) {
      await page.goto(path);
      await expect.poll(() => pathOf(page)).toBe(path.toLowerCase());
    }

    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps agents out of admin pages and admins out of agent pages', async () => {
    const admin = await adminAccount(product().server.url);
    const agent = await agentAccount(product().server.url, admin, 'Avery Agent');

    const agentSide = await newPage(product().browser, product().server.url);
    await loginThroughUi(agentSide.page, agent);
    for (const path of adminPaths) {
      await agentSide.page.goto(path);
      await expect.poll(() => pathOf(agentSide.page), { message: path }).toBe('/dashboard');
    }
    await agentSide.page.goto('/dashboard/requestProperty');
    await expect.poll(() => pathOf(agentSide.page)).toBe('/dashboard/requestproperty');
    await expect
      .poll(() =>
        agentSide.page
          .getByRole('complementary', { name: 'Dashboard menu' })
          .getByRole('link')
          .allInnerTexts(),
      )
      .toEqual([
        'Agent Profile',
        'Add Property',
        'My Added Property',
        'My Sold Property',
        'Requested Property',
        'Listing Figures',
        'Import Listings',
        'WishList',
        'Property Bought',
        'My Reviews',
        'Messages',
        'Viewings',
        'Saved Searches',
        'Notifications',
      ]);
    expect(agentSide.errors).toEqual([]);
    await agentSide.context.close();

    const adminSide = await newPage(product().browser, product().server.url);
    await loginThroughUi(adminSide.page, admin);
    for (const path of agentPaths) {
      await adminSide.page.goto(path);
      await expect.poll(() => pathOf(adminSide.page), { message: path }).toBe('/dashboard');
    }
    await expect
      .poll(() =>
        adminSide.page
          .getByRole('complementary', { name: 'Dashboard menu' })
          .getByRole('link')
          .allInnerTexts(),
      )
      .toEqual([
        'My Profile',
        'Manage Properties',
        'Manage Users',
        'Manage Reviews',
        'Advertise Property',
        'Reported Conversations',
        'Manage Agencies',
        'Site Figures',
        'Listing Reports',
        'API Clients',
        'Import Listings',
        'WishList',
        'Property Bought',
        'My Reviews',
        'Messages',
        'Viewings',
        'Saved Searches',
        'Notifications',
      ]);
    await expect
      .poll(() => adminSide.page.getByText('admin', { exact: true }).isVisible())
      .toBe(true);
    expect(adminSide.errors).toEqual([]);
    await adminSide.context.close();
  });

  it('sends a signed-out visitor to /login from any dashboard page; a listing asks to sign in', async () => {
    const { page, context, errors } = await newPage(product().browser, product().server.url);
    for (const path of ['/dashboard/wishList', '/dashboard/manageUsers']) {
      await page.goto(path);
      await expect.poll(() => pathOf(page), { message: path }).toBe('/login');
    }
    await page.goto('/property/anything');
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 1, name: listingSignInTexts.title }).isVisible(),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a page afresh when its old code is gone, instead of failing', async () => {
    const buyer = await registerAccount(product().server.url, 'Bella Buyer');
    const { page, context, errors } = await newPage(product().browser, product().server.url);
    await loginThroughUi(page, buyer);
    await openPage(page, '/');

    // The wishlist page's file responds 404 once, as after a rebuild with new file names.
    let refused = 0;
    await page.route(/\/assets\/wishlist-page-[^/]+\.js$/, async (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'DashBoard' })
      .click();
    await page
      .getByRole('complementary', { name: 'Dashboard menu' })
      .getByRole('link', { name: 'WishList' })
      .click();
    await expect.poll(() => pathOf(page)).toBe('/dashboard/wishlist');
    await expect
      .poll(() => page.getByRole('heading', { name: 'My WishList' }).isVisible())
      .toBe(true);
    expect(refused).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the dashboard’s menu and header, with a loading state inside, while a page’s code loads', async () => {
    const buyer = await registerAccount(product().server.url, 'Bella Buyer');
    const { page, context, errors } = await newPage(product().browser, product().server.url);
    await loginThroughUi(page, buyer);
    const loading = page.getByRole('status').filter({ hasText: 'Loading the page…' });
    const pattern = /\/assets\/notifications-page-[^/]+\.js$/;

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      // The Notifications page's code is held back until the frame has been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(pattern, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/dashboard/notifications');
      // The frame comes once the session is known (a loading state may show before it, for the
      // whole page); the page's own code is still held, so its loading state is inside the frame.
      const frame =
        viewport.width === 390
          ? page.getByRole('button', { name: 'Dashboard menu' })
          : page
              .getByRole('complementary', { name: 'Dashboard menu' })
              .getByRole('link', { name: 'Notifications' });
      await expect.poll(() => frame.isVisible()).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
      expect(await loading.isVisible()).toBe(true);
      if (viewport.width === 390) await screenshots(page, 'dashboard-page-loading');
      release();
      const heading = page.getByRole('heading', { level: 1, name: 'Notifications' });
      await expect.poll(() => heading.isVisible()).toBe(true);
      expect(await loading.count()).toBe(0);
      await page.unroute(pattern);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { conversationMessages, firstMessageDraft } from '@elite/shared';
import { loginThroughUi, registerAccount } from './support/api-setup';
import { useProduct } from './support/app';
import {
  expectAccessible,
  newPage,
  openPage,
  pathname,
  screenshots,
  toast,
} from './support/browser';
import { openFromDashboardMenu } from './support/listing-page';
import {
  adminAccount,
  adminEnv,
  agentWithPicture,
  expectFitsPhone,
  screenshotOnFailure,
  verifiedListing,
} from './support/marketplace';

/*
 * Issue 21 in a browser: a buyer writes to a listing's agent and asks to see the home; the agent
 * sees the unread count, answers and confirms; the buyer reads the answer and saves the viewing
 * to a calendar; a reported thread reaches the admin. Once on a phone, once on a desktop.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** 10:00 on the buyer's clock, three days from now: a datetime-local value. */
function threeDaysAheadAtTen(): string {
  const day = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}T10:00`;
}

/** The open thread's messages (the list of conversations quotes the last one too). */
const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });

const unreadLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

const VIEWPORTS = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 900 },
];

describe('messages and viewings', () => {
  const product = useProduct(adminEnv);

  it.each(VIEWPORTS)(
    'a buyer and an agent talk and agree a viewing, on a $label',
    async ({ width, height }) => {
      const { browser, server } = product();
      const baseURL = server.url;
      const viewport = { width, height };
      const title = `Courtyard House ${width}`;
      const { admin, agent, picture } = await agentWithPicture(baseURL, 'Ada Agent', '#336699');
      const id = await verifiedListing(baseURL, agent, admin, {
        property_title: title,
        location: 'Lyon, France',
        property_image: picture,
        price_range: { min: 500_000, max: 550_000 },
      });
      const buyerAccount = await registerAccount(baseURL, 'Ben Buyer');

      // The buyer is in Paris: the viewing is asked and shown on Paris time.
      const buyer = await newPage(browser, baseURL, viewport, { timezoneId: 'Europe/Paris' });
      screenshotOnFailure(buyer.page, `messages-buyer-${width}`);
      const { page } = buyer;
      await loginThroughUi(page, buyerAccount);
      await openPage(page, `/property/${id}`);
      await expect
        .poll(() => page.getByRole('button', { name: 'Request a viewing' }).isVisible())
        .toBe(true);
      await screenshots(page, 'listing-contact');

      // Contact agent: the question is there to edit.
      await page.getByRole('button', { name: 'Contact agent' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Contact agent' });
      const box = dialog.getByRole('textbox', { name: 'Your message' });
      expect(await box.inputValue()).toBe(firstMessageDraft(title));
      await expectAccessible(page, 'the Contact agent form');
      await screenshots(page, 'contact-agent-form');
      await box.fill('Is the courtyard sunny?\nAnd is there <b>parking</b>?');
      await dialog.getByRole('button', { name: 'Send message' }).click();
      // The buyer stays on the listing, told it is sent; the conversation is in Messages.
      await expect.poll(() => toast(page, conversationMessages.messageSent).isVisible()).toBe(true);
      expect(pathname(page)).toBe(`/property/${id}`);
      await page.goto('/dashboard/messages');
      await page
        .getByRole('link', { name: new RegExp(title) })
        .first()
        .click();
      await page.waitForURL(/\/dashboard\/messages\/[^/]+$/);
      const mine = thread(page).getByText('Is the courtyard sunny?');
      await expect.poll(() => mine.isVisible()).toBe(true);
      expect(await mine.textContent()).toBe(
        'Is the courtyard sunny?\nAnd is there <b>parking</b>?',
      );

      // Request a viewing, on the buyer's own clock.
      await openPage(page, `/property/${id}`);
      await page.getByRole('button', { name: 'Request a viewing' }).click();
      const viewingDialog = page.getByRole('dialog', { name: 'Request a viewing' });
      await viewingDialog.getByLabel('Date and time').fill(threeDaysAheadAtTen());
      await viewingDialog.getByLabel('Note for the agent (optional)').fill('After work suits me');
      await expectAccessible(page, 'the Request a viewing form');
      await viewingDialog.getByRole('button', { name: 'Send request' }).click();
      await expect
        .poll(() => toast(page, conversationMessages.viewingRequested).isVisible())
        .toBe(true);

      // The agent sees the unread message from the navigation bar, reads it and answers.
      const seller = await newPage(browser, baseURL, viewport);
      screenshotOnFailure(seller.page, `messages-agent-${width}`);
      const agentPage = seller.page;
      await loginThroughUi(agentPage, agent);
      await expect.poll(() => unreadLink(agentPage, 'Messages, 1 unread').isVisible()).toBe(true);
      await unreadLink(agentPage, 'Messages, 1 unread').click();
      await agentPage.waitForURL(/\/dashboard\/messages$/);
      const conversation = agentPage.getByRole('link', { name: new RegExp(title) });
      await expect.poll(() => conversation.isVisible()).toBe(true);
      await expectAccessible(agentPage, 'the Messages list');
      await expectFitsPhone(agentPage, 'the Messages list');
      await screenshots(agentPage, 'messages-list');
      await conversation.click();
      const question = thread(agentPage).getByText('Is the courtyard sunny?');
      await expect.poll(() => question.isVisible()).toBe(true);
      expect(await question.textContent()).toContain('<b>parking</b>');
      await expect.poll(() => unreadLink(agentPage, 'Messages').isVisible()).toBe(true);
      const reply = agentPage.getByRole('textbox', { name: 'Your reply' });
      await reply.fill('Yes, all afternoon.\nParking is in the garage.');
      await reply.press('Control+Enter');
      const answer = thread(agentPage).getByText('Yes, all afternoon.', { exact: false });
      await expect.poll(() => answer.isVisible()).toBe(true);
      expect(await reply.inputValue()).toBe('');
      await expectAccessible(agentPage, 'a thread');
      await expectFitsPhone(agentPage, 'a thread');
      await screenshots(agentPage, 'messages-thread');

      // The agent confirms the viewing.
      await openFromDashboardMenu(agentPage, 'Viewings');
      const request = agentPage.getByRole('listitem').filter({ hasText: title });
      await expect.poll(() => request.getByText('After work suits me').isVisible()).toBe(true);
      await request.getByRole('button', { name: 'Confirm' }).click();
      await expect
        .poll(() => toast(agentPage, conversationMessages.viewingConfirmed).isVisible())
        .toBe(true);
      await expect
        .poll(() => request.getByText('confirmed', { exact: true }).isVisible())
        .toBe(true);
      await expectAccessible(agentPage, 'the agent’s Viewings');
      await screenshots(agentPage, 'viewings-agent');

      // The buyer reads the answer: the count shows on the next ask.
      await openPage(page, '/dashboard/messages');
      await expect.poll(() => unreadLink(page, 'Messages, 1 unread').isVisible()).toBe(true);
      await page.getByRole('link', { name: new RegExp(title) }).click();
      await expect
        .poll(() =>
          thread(page).getByText('Parking is in the garage.', { exact: false }).isVisible(),
        )
        .toBe(true);

      // Either side may report a thread; the admin reads it.
      await page.getByRole('button', { name: 'Report' }).click();
      await page
        .getByRole('dialog', { name: 'Report this conversation?' })
        .getByRole('button', { name: 'Report' })
        .click();
      await expect.poll(() => toast(page, conversationMessages.reported).isVisible()).toBe(true);
      await expect.poll(() => page.getByText('Reported', { exact: true }).isVisible()).toBe(true);

      // The viewing, on Paris time, into the calendar.
      await openPage(page, '/dashboard/viewings');
      const viewing = page.getByRole('listitem').filter({ hasText: title });
      await expect
        .poll(() => viewing.getByText('confirmed', { exact: true }).isVisible())
        .toBe(true);
      const when = await viewing.locator('time').textContent();
      expect(when).toMatch(/10:00/);
      expect(when).toMatch(/GMT\+1|CET|GMT\+2|CEST/);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        viewing.getByRole('button', { name: 'Add to calendar' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.ics$/);
      const ics = await readFile((await download.path()) ?? '', 'utf8');
      expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
      await expectAccessible(page, 'the buyer’s Viewings');
      await screenshots(page, 'viewings-buyer');

      // Cancelling can be undone from its toast: the same time is asked for again.
      await viewing.getByRole('button', { name: 'Cancel viewing' }).click();
      const cancelled = page
        .getByRole('alert')
        .filter({ hasText: conversationMessages.viewingCancelled });
      await expect.poll(() => cancelled.isVisible()).toBe(true);
      await expect
        .poll(() => viewing.getByText('cancelled', { exact: true }).isVisible())
        .toBe(true);
      await cancelled.getByRole('button', { name: /^Undo/ }).click();
      await expect
        .poll(() => toast(page, conversationMessages.viewingRequested).isVisible())
        .toBe(true);
      const again = page
        .getByRole('listitem')
        .filter({ hasText: title })
        .filter({ has: page.getByText('requested', { exact: true }) });
      await expect.poll(() => again.locator('time').textContent()).toBe(when);

      const adminPage = await newPage(browser, baseURL, viewport);
      screenshotOnFailure(adminPage.page, `messages-admin-${width}`);
      await loginThroughUi(adminPage.page, await adminAccount(baseURL));
      await openPage(adminPage.page, '/dashboard');
      await openFromDashboardMenu(adminPage.page, 'Reported Conversations');
      const reported = adminPage.page.getByRole('listitem').filter({ hasText: title });
      await expect
        .poll(() => reported.getByText('Parking is in the garage.', { exact: false }).isVisible())
        .toBe(true);
      await expectAccessible(adminPage.page, 'Reported Conversations');
      await screenshots(adminPage.page, 'reported-conversations');

      expect(pathname(page)).toBe('/dashboard/viewings');
      expect([...buyer.errors, ...seller.errors, ...adminPage.errors]).toEqual([]);
      await Promise.all([buyer.context.close(), seller.context.close(), adminPage.context.close()]);
    },
    // Three people in three browsers, on a busy machine.
    240_000,
  );
});

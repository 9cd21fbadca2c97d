import { expect, it, vi } from 'vitest';
import type { Notification } from '@elite/shared';
import { createAccount, type TestAccount } from './helpers/factories';
import { listing, propertyCalls } from './helpers/property-calls';
import { MAIL_TEST_PUBLIC_URL, useMailSink, type ReceivedMail } from './helpers/smtp-sink';
import { describeEachDatabase } from './helpers/test-app';

/**
 * An agent hears of an admin's decision (issue 36 item 19, docs/decisions/048): a listing (or a
 * change to it) verified or rejected, and the account marked as fraud, each one notification in
 * GET /api/notifications (and the bell's count) and one e-mail, as a real SMTP server receives it.
 */
const PUBLIC_URL = MAIL_TEST_PUBLIC_URL;
const { sink, env } = useMailSink();

/** The one e-mail `account` received whose subject matches. */
function mailFor(account: TestAccount, subject: RegExp): Promise<ReceivedMail> {
  return vi.waitFor(
    () => {
      const found = sink.to(account.email).filter((mail) => subject.test(mail.subject));
      if (found.length === 0) throw new Error(`no e-mail "${subject}" to ${account.email}`);
      expect(found).toHaveLength(1);
      return found[0]!;
    },
    { timeout: 15_000, interval: 25 },
  );
}

/** The e-mails of this feature (registration also sent "Confirm your e-mail address"). */
const noticeMails = (account: TestAccount) =>
  sink
    .to(account.email)
    .filter((mail) => /^Your listing .* was |account was marked as fraud$/.test(mail.subject))
    .map((mail) => mail.subject);

describeEachDatabase(
  'agent notices',
  (ctx) => {
    const { inject, addListing } = propertyCalls(ctx);
    const make = (role: 'user' | 'agent' | 'admin', name: string, emailVerified = true) =>
      createAccount(ctx().app, ctx().db, { role, name, emailVerified });

    const moderate = (who: TestAccount, id: string, status: 'verified' | 'rejected') =>
      inject({
        method: 'PATCH',
        url: `/api/property/${id}`,
        headers: who.auth,
        payload: { status },
      });
    const markFraud = (who: TestAccount, email: string) =>
      inject({
        method: 'PATCH',
        url: `/api/fraudUser/${encodeURIComponent(email)}`,
        headers: who.auth,
        payload: { status: 'fraud' },
      });
    const notifications = async (who: TestAccount) => {
      const res = await inject({ method: 'GET', url: '/api/notifications', headers: who.auth });
      expect(res.statusCode).toBe(200);
      return res.json<Notification[]>();
    };
    const unread = async (who: TestAccount) =>
      (await inject({ method: 'GET', url: '/api/notifications/unread', headers: who.auth })).json<{
        count: number;
      }>().count;

    it('a verified listing: its agent gets one notification and one e-mail linking to it; nobody else', async () => {
      const agent = await make('agent', 'Agnes Agent');
      const admin = await make('admin', 'Ada Admin');
      const buyer = await make('user', 'Bea Buyer');
      const id = await addListing(agent, { property_title: 'Harbour loft' });
      expect((await moderate(admin, id, 'verified')).statusCode).toBe(200);

      const [notice, ...more] = await notifications(agent);
      expect(more).toEqual([]);
      expect(notice).toMatchObject({
        kind: 'listing_verified',
        property_id: id,
        property_title: 'Harbour loft',
        saved_search_id: null,
        saved_search_names: [],
        price: null,
        read: false,
      });
      expect(await unread(agent)).toBe(1);

      const mail = await mailFor(agent, /^Your listing Harbour loft was verified$/);
      expect(mail.toName).toBe('Agnes Agent');
      expect(mail.text).toContain('An admin verified your listing Harbour loft.');
      expect(mail.text).toContain(`${PUBLIC_URL}/property/${id}`);
      // The buyer and the admin hear nothing of it.
      expect(await notifications(buyer)).toEqual([]);
      expect(await notifications(admin)).toEqual([]);
      expect(noticeMails(buyer)).toEqual([]);
      expect(noticeMails(admin)).toEqual([]);

      // Read like any notification; the bell follows.
      const read = await inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: agent.auth,
        payload: { ids: [notice!._id] },
      });
      expect(read.json()).toEqual({ modifiedCount: 1 });
      expect(await unread(agent)).toBe(0);
    });

    it('a rejected listing: a notification and an e-mail saying so, though the public never sees it', async () => {
      const agent = await make('agent', 'Rita Rejected');
      const admin = await make('admin', 'Ada Admin');
      const id = await addListing(agent, { property_title: 'Dockside studio' });
      expect((await moderate(admin, id, 'rejected')).statusCode).toBe(200);

      expect(await notifications(agent)).toMatchObject([
        { kind: 'listing_rejected', property_id: id, property_title: 'Dockside studio' },
      ]);
      expect(await unread(agent)).toBe(1);
      const mail = await mailFor(agent, /^Your listing Dockside studio was rejected$/);
      expect(mail.text).toContain('An admin rejected your listing Dockside studio.');
      expect(mail.text).toContain(`${PUBLIC_URL}/property/${id}`);
    });

    it('a change to a verified listing: verified and rejected are told too, once each', async () => {
      const agent = await make('agent', 'Carl Changer');
      const admin = await make('admin', 'Ada Admin');
      const id = await addListing(agent, { property_title: 'Old Mill' });
      expect((await moderate(admin, id, 'verified')).statusCode).toBe(200);
      const change = (title: string) =>
        inject({
          method: 'PUT',
          url: `/api/property/${id}`,
          headers: agent.auth,
          payload: listing({ property_title: title }),
        });
      expect((await change('Old Mill, reduced')).json()).toEqual({ modifiedCount: 1 });
      expect((await moderate(admin, id, 'rejected')).statusCode).toBe(200);
      const rejected = await mailFor(agent, /^Your listing Old Mill was rejected$/);
      expect(rejected.text).toContain('An admin rejected your change to Old Mill.');

      expect((await change('New Mill')).json()).toEqual({ modifiedCount: 1 });
      expect((await moderate(admin, id, 'verified')).statusCode).toBe(200);
      await mailFor(agent, /^Your listing New Mill was verified$/);

      // Newest first; each names the listing as it is now.
      expect((await notifications(agent)).map((n) => [n.kind, n.property_title])).toEqual([
        ['listing_verified', 'New Mill'],
        ['listing_rejected', 'New Mill'],
        ['listing_verified', 'New Mill'],
      ]);
      expect(noticeMails(agent)).toEqual([
        'Your listing Old Mill was verified',
        'Your listing Old Mill was rejected',
        'Your listing New Mill was verified',
      ]);
    });

    it('an agent marked as fraud: a notification naming no listing and an e-mail saying the listings are hidden', async () => {
      const agent = await make('agent', 'Fred Fraud');
      const admin = await make('admin', 'Ada Admin');
      const buyer = await make('user', 'Bea Buyer');
      expect((await markFraud(admin, agent.email)).json()).toEqual({ modifiedCount: 1 });

      expect(await notifications(agent)).toMatchObject([
        {
          kind: 'account_marked_fraud',
          property_id: null,
          property_title: null,
          saved_search_id: null,
          price: null,
          read: false,
        },
      ]);
      expect(await unread(agent)).toBe(1);
      const mail = await mailFor(agent, /^Your Elite Property account was marked as fraud$/);
      expect(mail.text).toContain('An admin marked your agent account as fraud.');
      expect(mail.text).toContain('Your listings are hidden from the public');
      expect(mail.text).toContain(`${PUBLIC_URL}/dashboard/myProfile`);
      // Marked once: a second call is a 409 and tells nothing more.
      expect((await markFraud(admin, agent.email)).statusCode).toBe(409);
      expect(await notifications(agent)).toHaveLength(1);
      expect(await notifications(buyer)).toEqual([]);
    });

    it('nobody but an admin can cause them: refused calls leave no notification and no e-mail', async () => {
      const agent = await make('agent', 'Nora Nobody');
      const other = await make('agent', 'Otto Other');
      const buyer = await make('user', 'Bea Buyer');
      const admin = await make('admin', 'Ada Admin');
      const id = await addListing(agent, { property_title: 'Quiet mews' });
      for (const who of [agent, other, buyer]) {
        expect((await moderate(who, id, 'verified')).statusCode).toBe(403);
        expect((await moderate(who, id, 'rejected')).statusCode).toBe(403);
        expect((await markFraud(who, agent.email)).statusCode).toBe(403);
      }
      expect(await notifications(agent)).toEqual([]);
      expect(await unread(agent)).toBe(0);
      // Then an admin's: once its e-mail is here, the refused calls queued none before it.
      expect((await moderate(admin, id, 'verified')).statusCode).toBe(200);
      await mailFor(agent, /^Your listing Quiet mews was verified$/);
      expect(noticeMails(agent)).toEqual(['Your listing Quiet mews was verified']);
      expect(await notifications(agent)).toHaveLength(1);
    });

    it('an address not yet proven still gets them: they are about the agent’s own account', async () => {
      const agent = await make('agent', 'Una Unproven', false);
      const admin = await make('admin', 'Ada Admin');
      const id = await addListing(agent, { property_title: 'Lantern house' });
      expect((await moderate(admin, id, 'verified')).statusCode).toBe(200);
      await mailFor(agent, /^Your listing Lantern house was verified$/);
      expect(await notifications(agent)).toHaveLength(1);
    });
  },
  env,
);

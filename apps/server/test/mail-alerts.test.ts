import { and, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { savedSearchMessages } from '@elite/shared';
import { mailOutbox } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/factories';
import { addListing, moderateListing } from './helpers/property-factory';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import { describeEachDatabase, type TestContext } from './helpers/test-app';

/**
 * Saved-search alerts by e-mail (CONTRACT.md section 9) through a real SMTP server on loopback,
 * with the server's own polling intervals: an instant alert arrives within 60 seconds with its
 * unsubscribe link; the link turns the alerts off; a tampered token is refused; a daily digest
 * goes out once a day (the alerts' clock is the test's).
 */
const PUBLIC_URL = 'https://homes.example.com';
const ALERT_WITHIN_MS = 60_000;
let sink: SmtpSink;
const env: Record<string, string> = { PUBLIC_URL };
/** The alerts' clock: day one, 10:00 UTC (digests go out at 07:00 UTC). */
let clock = new Date('2026-03-02T10:00:00Z');

beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = sink.url;
});
afterAll(async () => {
  await sink?.stop();
});

/**
 * The alert e-mails (new listing, price drop, digest) `address` received: those that carry a
 * List-Unsubscribe header. Registration's "Confirm your e-mail address" goes to the same inbox.
 */
const alertsTo = (address: string) =>
  sink.to(address).filter((mail) => mail.headers['list-unsubscribe'] !== undefined);

/** Polls until `address` has received `count` alert e-mails, returns them. */
const waitForAlerts = (address: string, count: number) =>
  vi.waitFor(
    () => {
      const alerts = alertsTo(address);
      if (alerts.length < count) throw new Error(`waiting for an alert to ${address}`);
      return alerts;
    },
    { timeout: ALERT_WITHIN_MS, interval: 25 },
  );

const unsubscribePath = (header: string) => {
  const url = /^<(.+)>$/.exec(header)?.[1] ?? '';
  expect(url.startsWith(`${PUBLIC_URL}/api/saved-searches/unsubscribe?token=`)).toBe(true);
  return url.slice(PUBLIC_URL.length);
};

describeEachDatabase(
  'saved-search alerts by e-mail',
  (ctx) => {
    const as = (who: TestAccount | undefined, options: InjectOptions) =>
      ctx().app.inject({ ...options, headers: { ...who?.auth, ...options.headers } });
    let agent: TestAccount;
    let admin: TestAccount;
    let buyer: TestAccount;
    let digestBuyer: TestAccount;
    const account = (role: 'user' | 'agent' | 'admin', name: string) =>
      createAccount(ctx().app, ctx().db, { role, name });

    beforeAll(async () => {
      clock = new Date('2026-03-02T10:00:00Z');
      agent = await account('agent', 'Ada Agent');
      admin = await account('admin', 'Ann Admin');
      buyer = await account('user', 'Bea Buyer');
      digestBuyer = await account('user', 'Dan Digest');
    });

    const save = async (who: TestAccount, name: string, location: string, frequency: string) => {
      const res = await as(who, {
        method: 'POST',
        url: '/api/saved-searches',
        payload: { name, query: { location, beds: 2 }, frequency },
      });
      expect(res.statusCode).toBe(201);
      return res.json().insertedId as string;
    };
    const list = async (location: string, title: string, min = 420_000) => {
      const id = await addListing(ctx().app, agent, {
        property_title: title,
        location,
        property_image: 'https://cdn.example.com/cover.jpg',
        price_range: { min, max: min + 30_000 },
        ...{ bedrooms: 3, bathrooms: 2, living_area: 120, property_type: 'apartment' },
      } as never);
      await moderateListing(ctx().app, admin, id);
      return id;
    };
    const settle = async ({ app }: TestContext) => {
      app.alertWorker.nudge();
      await app.alertWorker.settled();
    };
    const queuedFor = (who: TestAccount, kind: string) =>
      ctx()
        .db.select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toEmail, who.email), like(mailOutbox.kind, kind)));

    it('an instant alert arrives within 60 seconds with the listing, its link and an unsubscribe link', async () => {
      await save(buyer, 'Porto flats', 'porto', 'instant');
      const id = await list('Porto, Portugal', 'River <view> flat');

      const [mail] = await waitForAlerts(buyer.email, 1);
      expect(mail!.subject).toBe('New for "Porto flats": River <view> flat');
      expect(mail!.text).toContain('From $420,000');
      expect(mail!.text).toContain('3 beds · 2 baths · 120 sq ft · Apartment');
      expect(mail!.text).toContain(`${PUBLIC_URL}/property/${id}`);
      expect(mail!.html).toContain('<img src="https://cdn.example.com/cover.jpg"');
      expect(mail!.html).toContain('River &lt;view&gt; flat');
      expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const path = unsubscribePath(mail!.headers['list-unsubscribe']!);
      expect(mail!.text).toContain(`${PUBLIC_URL}${path}`);
    });

    it('following the link turns the alerts off, says so, and no further e-mail comes', async () => {
      const [mail] = alertsTo(buyer.email);
      const path = unsubscribePath(mail!.headers['list-unsubscribe']!);

      // Opening the link asks (a mail scanner opens links too); the page's button turns it off.
      const page = await as(undefined, {
        method: 'GET',
        url: path,
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('Turn off the e-mail alerts for &quot;Porto flats&quot;?');
      const posted = await as(undefined, {
        method: 'POST',
        url: path,
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(posted.statusCode).toBe(200);
      expect(posted.body).toContain('Alerts turned off');
      const mine = await as(buyer, { method: 'GET', url: '/api/saved-searches' });
      expect(mine.json()).toEqual([
        expect.objectContaining({ name: 'Porto flats', frequency: 'off' }),
      ]);

      // A client (or a second click) gets the same answer as JSON.
      const again = await as(undefined, { method: 'POST', url: path });
      expect(again.json()).toEqual({ message: savedSearchMessages.unsubscribed('Porto flats') });

      await list('Porto, Portugal', 'Second river flat');
      await settle(ctx());
      expect(await queuedFor(buyer, 'alert_%')).toHaveLength(1);
      const notifications = await as(buyer, { method: 'GET', url: '/api/notifications' });
      expect(notifications.json()).toHaveLength(1);
    });

    it('one home matching two searches: one e-mail naming both, whose link turns both off', async () => {
      const both = await account('user', 'Bo Both');
      await save(both, 'Coimbra', 'coimbra', 'instant');
      await save(both, 'Anywhere in Portugal', 'portugal', 'instant');
      await list('Coimbra, Portugal', 'Riverside flat');

      const [mail] = await waitForAlerts(both.email, 1);
      expect(mail!.text).toContain(
        'A new home matches your saved searches "Coimbra", "Anywhere in Portugal".',
      );
      const path = unsubscribePath(mail!.headers['list-unsubscribe']!);
      expect((await as(undefined, { method: 'POST', url: path })).statusCode).toBe(200);
      const mine = await as(both, { method: 'GET', url: '/api/saved-searches' });
      expect(mine.json().map((s: { frequency: string }) => s.frequency)).toEqual(['off', 'off']);
      await settle(ctx());
      expect(alertsTo(both.email)).toHaveLength(1);
    });

    it('refuses a tampered or forged token and changes nothing', async () => {
      const id = await save(buyer, 'Braga homes', 'braga', 'instant');
      const token = await ctx().app.unsubscribeTokens.sign([id]);
      const [payload, signature] = token.split('.') as [string, string];
      const flipped = `${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
      const otherId = Buffer.from('00000000-0000-4000-8000-000000000000').toString('base64url');
      for (const bad of [flipped, `${otherId}.${signature}`, payload, 'nonsense', '']) {
        const url = `/api/saved-searches/unsubscribe?token=${encodeURIComponent(bad)}`;
        const res = await as(undefined, { method: 'GET', url });
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().message).toMatch(/token|not valid/);
        const page = await as(undefined, { method: 'GET', url, headers: { accept: 'text/html' } });
        expect(page.statusCode).toBe(400);
      }
      const page = await as(undefined, {
        method: 'GET',
        url: `/api/saved-searches/unsubscribe?token=${encodeURIComponent(flipped)}`,
        headers: { accept: 'text/html' },
      });
      expect(page.body).toContain('This unsubscribe link is not valid.');
      const mine = (await as(buyer, { method: 'GET', url: '/api/saved-searches' })).json();
      expect(mine.find((s: { _id: string }) => s._id === id).frequency).toBe('instant');

      // The one-click POST a mail client sends works with the genuine token.
      const oneClick = await as(undefined, {
        method: 'POST',
        url: `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(oneClick.statusCode).toBe(200);
    });

    it('sends a daily search one digest a day with that day’s matches', async () => {
      await save(digestBuyer, 'Faro every day', 'faro', 'daily');
      const ids = [
        await list('Faro, Portugal', 'Faro one', 300_000),
        await list('Faro, Portugal', 'Faro two', 310_000),
      ];
      await settle(ctx());
      // Recorded for the bell, but no e-mail before the day's digest time.
      const recorded = (await as(digestBuyer, { method: 'GET', url: '/api/notifications' })).json();
      expect(recorded).toHaveLength(2);
      expect(await queuedFor(digestBuyer, 'alert_%')).toHaveLength(0);

      clock = new Date('2026-03-03T07:00:05Z');
      await settle(ctx());
      await settle(ctx());
      const [digest] = await waitForAlerts(digestBuyer.email, 1);
      expect(digest!.subject).toBe('2 homes for your saved searches today');
      for (const id of ids) expect(digest!.text).toContain(`${PUBLIC_URL}/property/${id}`);
      unsubscribePath(digest!.headers['list-unsubscribe']!);

      // Later that day: a new match waits for tomorrow's digest.
      clock = new Date('2026-03-03T09:00:00Z');
      const third = await list('Faro, Portugal', 'Faro three', 320_000);
      clock = new Date('2026-03-03T23:59:00Z');
      await settle(ctx());
      expect(await queuedFor(digestBuyer, 'alert_digest')).toHaveLength(1);

      clock = new Date('2026-03-04T07:10:00Z');
      await settle(ctx());
      await settle(ctx());
      const mails = await waitForAlerts(digestBuyer.email, 2);
      expect(mails[1]!.subject).toBe('1 home for your saved searches today');
      expect(mails[1]!.text).toContain(`${PUBLIC_URL}/property/${third}`);
      expect(await queuedFor(digestBuyer, 'alert_digest')).toHaveLength(2);
      await vi.waitFor(() => expect(alertsTo(digestBuyer.email)).toHaveLength(2));
    });
  },
  env,
  { now: () => clock },
);

import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { Notification, SavedSearchFrequency } from '@elite/shared';
import { mailOutbox } from '../src/db/schema';
import { accountMaker, type TestAccount } from './helpers/factories';
import { addListing, moderateListing } from './helpers/property-factory';
import { describeEachDatabase } from './helpers/test-app';

/** The alerts' clock: 10:00 UTC (digests go out at 07:00 UTC). */
let clock = new Date('2026-03-02T10:00:00Z');

/**
 * Issue 36: what the public may not see is neither listed in the bell nor sent in a digest
 * (item 6), and one home matching two searches of one account is one notification naming
 * both (item 19).
 */
describeEachDatabase(
  'alerts: hidden listings and several matching searches',
  (ctx) => {
    const account = accountMaker(ctx);
    const as = (who: TestAccount, options: InjectOptions) =>
      ctx().app.inject({ ...options, headers: { ...who.auth, ...options.headers } });
    let admin: TestAccount;

    beforeAll(async () => {
      admin = await account('admin');
    });

    const newTown = () => `Town ${randomBytes(4).toString('hex')}`;

    async function drain() {
      ctx().app.alertWorker.nudge();
      await ctx().app.alertWorker.settled();
    }

    async function saveSearch(
      who: TestAccount,
      name: string,
      query: Record<string, string | number>,
      frequency: SavedSearchFrequency,
    ) {
      const res = await as(who, {
        method: 'POST',
        url: '/api/saved-searches',
        payload: { name, query, frequency },
      });
      expect(res.statusCode, res.body).toBe(201);
    }

    async function listVerified(agent: TestAccount, town: string, title: string) {
      const id = await addListing(ctx().app, agent, {
        property_title: title,
        location: `${town}, Testland`,
        property_image: 'https://example.com/a.jpg',
        price_range: { min: 300_000, max: 350_000 },
      });
      await moderateListing(ctx().app, admin, id);
      return id;
    }

    async function bell(who: TestAccount) {
      await drain();
      const list = await as(who, { method: 'GET', url: '/api/notifications' });
      const unread = await as(who, { method: 'GET', url: '/api/notifications/unread' });
      return {
        list: list.json<Notification[]>(),
        total: list.headers['x-total-count'],
        unread: unread.json<{ count: number }>().count,
      };
    }

    const alertMails = (who: TestAccount, kind = 'alert_%') =>
      ctx()
        .db.select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toEmail, who.email), like(mailOutbox.kind, kind)));

    it('one home matching two of my searches rings the bell once, naming both, with one e-mail', async () => {
      const [agent, buyer] = [await account('agent'), await account()];
      const town = newTown();
      await saveSearch(buyer, 'Anywhere in town', { location: town }, 'daily');
      await saveSearch(buyer, 'Town under 400k', { location: town, maxPrice: 400_000 }, 'instant');
      const id = await listVerified(agent, town, 'Corner house');

      const { list, unread } = await bell(buyer);
      expect(unread).toBe(1);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        property_id: id,
        saved_search_name: 'Anywhere in town',
        saved_search_names: ['Anywhere in town', 'Town under 400k'],
      });
      // Instant, as one of its searches asks: one e-mail, not two.
      expect(await alertMails(buyer, 'alert_new_listing')).toHaveLength(1);
    });

    it("a fraud agent's listing leaves the bell and the daily digest", async () => {
      const [cheat, honest, buyer] = [
        await account('agent'),
        await account('agent'),
        await account(),
      ];
      const town = newTown();
      await saveSearch(buyer, 'Daily town', { location: town }, 'daily');
      const hidden = await listVerified(cheat, town, 'Too good to be true');
      const shown = await listVerified(honest, town, 'Honest home');

      const before = await bell(buyer);
      expect(before.list.map((n) => n.property_id).sort()).toEqual([hidden, shown].sort());
      expect(before.unread).toBe(2);

      const marked = await as(admin, {
        method: 'PATCH',
        url: `/api/fraudUser/${encodeURIComponent(cheat.email)}`,
        payload: { status: 'fraud' },
      });
      expect(marked.statusCode).toBe(200);

      const after = await bell(buyer);
      expect(after.list.map((n) => n.property_id)).toEqual([shown]);
      expect(after.total).toBe('1');
      expect(after.unread).toBe(1);

      // The next day's digest names the honest home only.
      clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
      await drain();
      await drain();
      const digests = await alertMails(buyer, 'alert_digest');
      expect(digests).toHaveLength(1);
      expect(digests[0]!.text).toContain(`/property/${shown}`);
      expect(digests[0]!.text).not.toContain(hidden);
      expect(digests[0]!.text).not.toContain('Too good to be true');
      expect(digests[0]!.subject).toBe('1 home for your saved searches today');
    });
  },
  {},
  { now: () => clock },
);

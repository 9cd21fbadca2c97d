import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { alertJobs, mailOutbox, notifications, priceHistory } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/factories';
import { addListing, moderateListing } from './helpers/property-factory';
import { useTwoServers } from './helpers/test-app';

/**
 * Two app instances on one PostgreSQL database, both alert workers polling and nudged at the
 * same moments (CONTRACT.md section 9: "with several servers on one PostgreSQL, each alert is
 * still sent once"): every (saved search, event) gets exactly one notification, and every
 * instant notification exactly one e-mail.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const LISTINGS = 24;
const BUYERS = 4;

interface Expected {
  searchId: string;
  email: string;
  frequency: 'instant' | 'daily';
  maxPrice: number | undefined;
}

// Registered only with TEST_DATABASE_URL, like every PostgreSQL suite.
if (adminUrl)
  describe('two servers match each listing once', () => {
    // Both poll often, so that they meet on the same jobs besides the nudges.
    const servers = useTwoServers('postgres', { ALERT_POLL_MS: '15' });
    const town = `Twin ${randomBytes(4).toString('hex')}`;

    const apps = (): [FastifyInstance, FastifyInstance] => {
      const { first, second } = servers();
      return [first.app, second];
    };

    /** Both workers at once, again and again, until no listing waits. */
    async function drainBoth() {
      const { db } = servers().first;
      for (let round = 0; round < 200; round++) {
        for (let i = 0; i < 3; i++) for (const app of apps()) app.alertWorker.nudge();
        await Promise.all(apps().map((app) => app.alertWorker.settled()));
        if ((await db.select().from(alertJobs)).length === 0) return;
      }
      throw new Error('alert jobs still waiting');
    }

    /** Verifies the listings half through each server, all at once, nudging both workers. */
    async function verifyAll(admin: TestAccount, ids: string[]) {
      await Promise.all(
        ids.map(async (id, i) => {
          const app = apps()[i % 2]!;
          await moderateListing(app, admin, id);
          for (const a of apps()) a.alertWorker.nudge();
        }),
      );
      await drainBoth();
    }

    it('every (account, event) notified once, every instant notification mailed once', async () => {
      const { app, db } = servers().first;
      const admin = await createAccount(app, db, { role: 'admin' });
      const agent = await createAccount(app, db, { role: 'agent' });
      const expected: Expected[] = [];
      const searchName = new Map<string, string>();
      for (let b = 0; b < BUYERS; b++) {
        const buyer = await createAccount(app, db, { name: `Buyer ${b}` });
        for (const [s, maxPrice] of [undefined, 250_000, 320_000].entries()) {
          const frequency = (b + s) % 3 === 2 ? 'daily' : 'instant';
          const name = `Buyer ${b} search ${s}`;
          const res = await apps()[s % 2]!.inject({
            method: 'POST',
            url: '/api/saved-searches',
            headers: buyer.auth,
            payload: { name, query: { location: town, maxPrice }, frequency },
          });
          expect(res.statusCode, res.body).toBe(201);
          const searchId = res.json<{ insertedId: string }>().insertedId;
          searchName.set(searchId, name);
          expected.push({ searchId, email: buyer.email, frequency, maxPrice });
        }
      }

      // The listings: minimum prices 200k..430k, so each search matches some of them.
      const price = new Map<string, number>();
      const ids: string[] = [];
      for (let i = 0; i < LISTINGS; i++) {
        const min = 200_000 + i * 10_000;
        const id = await addListing(app, agent, {
          property_title: `Twin home ${i}`,
          location: `${town}, Testland`,
          price_range: { min, max: min + 50_000 },
        });
        ids.push(id);
        price.set(id, min);
      }
      await verifyAll(admin, ids);

      // Then half of them cheaper by 60k, verified again through both servers at once.
      const dropped = ids.filter((_, i) => i % 2 === 0);
      for (const id of dropped) {
        const min = price.get(id)! - 60_000;
        const res = await app.inject({
          method: 'PUT',
          url: `/api/property/${id}`,
          headers: agent.auth,
          payload: {
            property_title: `Twin home ${ids.indexOf(id)}`,
            location: `${town}, Testland`,
            property_image: 'https://example.com/a.jpg',
            price_range: { min, max: min + 50_000 },
          },
        });
        expect(res.json()).toEqual({ modifiedCount: 1 });
      }
      await verifyAll(admin, dropped);

      // What each search should have got: every event whose price it takes.
      const events = await db
        .select()
        .from(priceHistory)
        .where(inArray(priceHistory.propertyId, ids));
      expect(events).toHaveLength(LISTINGS + dropped.length);
      // One notification per account and event, naming every search of the account it matched
      // (the oldest first); instant when any of them is.
      const kindOf = (e: (typeof events)[number]) =>
        e.event === 'listed' ? 'new_listing' : 'price_drop';
      const grouped = [...new Set(expected.map((e) => e.email))].flatMap((email) =>
        events.flatMap((e) => {
          const matched = expected.filter(
            (x) => x.email === email && (x.maxPrice === undefined || e.min <= x.maxPrice),
          );
          if (matched.length === 0) return [];
          const instantToo = matched.some((x) => x.frequency === 'instant');
          return [{ email, matched, event: e, instant: instantToo }];
        }),
      );
      const want = grouped
        .map(
          (g) => `${g.matched.map((x) => x.searchId).join(',')} ${g.event.id} ${kindOf(g.event)}`,
        )
        .sort();

      const check = async () => {
        const rows = await db
          .select()
          .from(notifications)
          // Alerts only: the agent also hears of each verification (an agent's notice).
          .where(
            and(
              inArray(notifications.propertyId, ids),
              inArray(notifications.kind, ['new_listing', 'price_drop']),
            ),
          );
        expect(
          rows.map((n) => `${n.savedSearchIds.join(',')} ${n.eventId} ${n.kind}`).sort(),
        ).toEqual(want);
        const mails = await db
          .select({ to: mailOutbox.toEmail, kind: mailOutbox.kind, subject: mailOutbox.subject })
          .from(mailOutbox)
          .where(like(mailOutbox.kind, 'alert_%'));
        // One e-mail per instant notification, to its searcher, of its kind.
        const instant = grouped
          .filter((g) => g.instant)
          .map((g) => `${g.email} alert_${kindOf(g.event)}`)
          .sort();
        expect(instant.length).toBeGreaterThan(20);
        expect(mails.map((m) => `${m.to} ${m.kind}`).sort()).toEqual(instant);
        // A new listing's e-mail names the search and the listing: each pair once.
        const newMails = mails.filter((m) => m.kind === 'alert_new_listing').map((m) => m.subject);
        expect(new Set(newMails).size).toBe(newMails.length);
        for (const subject of newMails) {
          expect([...searchName.values()].some((name) => subject.includes(`"${name}"`))).toBe(true);
        }
        return rows.length;
      };
      const recorded = await check();
      expect(recorded).toBe(want.length);

      // Each listing's last event queued again (as after a crash), many times over, taken by
      // both servers at once: nothing more.
      const current = new Map(
        ids.map((id) => [id, price.get(id)! - (dropped.includes(id) ? 60_000 : 0)]),
      );
      const last = events.filter((e) => e.min === current.get(e.propertyId));
      expect(last).toHaveLength(LISTINGS);
      for (let round = 0; round < 3; round++) {
        await db
          .insert(alertJobs)
          .values(
            last.map((e) => ({
              eventId: e.id,
              propertyId: e.propertyId,
              kind: e.event === 'listed' ? ('new_listing' as const) : ('price_drop' as const),
              oldPrice: e.event === 'listed' ? null : e.min + 60_000,
            })),
          )
          .onConflictDoNothing();
        await drainBoth();
      }
      expect(await check()).toBe(recorded);
      // Daily matches were recorded too (for the digest, not mailed at once).
      const daily = await db
        .select()
        .from(notifications)
        .where(and(inArray(notifications.propertyId, ids), eq(notifications.delivery, 'daily')));
      expect(daily.length).toBeGreaterThan(0);
    }, 60_000);
  });

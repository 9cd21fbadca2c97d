import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ALERT_KINDS, type Notification, type SavedSearchFrequency } from '@elite/shared';
import { alertJobs, mailOutbox, notifications, priceHistory } from '../src/db/schema';
import { accountMaker, type TestAccount } from './helpers/factories';
import { addListing, moderateListing } from './helpers/property-factory';
import { describeEachDatabase } from './helpers/test-app';

/**
 * Which events of a listing notify whom (CONTRACT.md section 9): its first verification
 * (new_listing), a verification at a lower minimum than the public last saw (price_drop),
 * nothing else; never the listing's own agent, never a search whose alerts are off, never
 * twice for one event. Each test's listings are in a town of their own, and its searches ask
 * for that town.
 */
describeEachDatabase('alerts: which events notify whom', (ctx) => {
  const account = accountMaker(ctx);
  let agent: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    agent = await account('agent');
    admin = await account('admin');
  });

  const newTown = () => `Town ${randomBytes(4).toString('hex')}`;

  /** Lets the alert worker match every waiting listing. */
  async function drain() {
    ctx().app.alertWorker.nudge();
    await ctx().app.alertWorker.settled();
  }

  async function saveSearch(
    buyer: TestAccount,
    query: Record<string, string | number>,
    frequency: SavedSearchFrequency = 'instant',
  ): Promise<string> {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: buyer.auth,
      payload: { name: `Search ${randomBytes(3).toString('hex')}`, query, frequency },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ insertedId: string }>().insertedId;
  }

  /** Someone's alerts (an agent's notices of their own listings, decision 048, are not). */
  async function notificationsOf(who: TestAccount): Promise<Notification[]> {
    await drain();
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/notifications?limit=100',
      headers: who.auth,
    });
    expect(res.statusCode).toBe(200);
    return res.json<Notification[]>().filter((n) => n.saved_search_id !== null);
  }

  /** The alerts recorded of a listing, for anyone. */
  const alertRows = (propertyId: string) =>
    ctx()
      .db.select()
      .from(notifications)
      .where(
        and(
          eq(notifications.propertyId, propertyId),
          inArray(notifications.kind, [...ALERT_KINDS]),
        ),
      );

  /** The alert e-mails queued for someone, as `kind subject` lines. */
  async function alertMails(who: TestAccount): Promise<string[]> {
    const rows = await ctx()
      .db.select({ kind: mailOutbox.kind, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toEmail, who.email), like(mailOutbox.kind, 'alert_%')));
    return rows.map((r) => `${r.kind} ${r.subject}`).sort();
  }

  const body = (town: string, min: number, max: number, by = agent) => ({
    by,
    input: {
      property_title: `Home in ${town}`,
      location: `${town}, Testland`,
      property_image: 'https://example.com/a.jpg',
      price_range: { min, max },
    },
  });

  async function listVerified(town: string, min: number, max: number, by = agent) {
    const id = await addListing(ctx().app, by, body(town, min, max).input);
    await moderateListing(ctx().app, admin, id);
    return id;
  }

  /** The agent updates the listing (back to pending); `verify` as the admin decides. */
  async function update(
    id: string,
    town: string,
    min: number,
    max: number,
    decision: 'verified' | 'rejected' | 'none' = 'verified',
  ) {
    const res = await ctx().app.inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: agent.auth,
      payload: body(town, min, max).input,
    });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    if (decision !== 'none') await moderateListing(ctx().app, admin, id, decision);
  }

  /** The names of these searches of the account. */
  async function savedSearchNames(who: TestAccount, ids: string[]): Promise<string[]> {
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/saved-searches',
      headers: who.auth,
    });
    return res
      .json<{ _id: string; name: string }[]>()
      .filter((s) => ids.includes(s._id))
      .map((s) => s.name);
  }

  const summary = (list: Notification[]) =>
    list.map((n) => `${n.saved_search_id} ${n.kind} ${n.old_price ?? '-'} ${n.price}`).sort();

  it('a new listing: one notification per account naming each matching instant or daily search, none for off', async () => {
    const town = newTown();
    const buyer = await account();
    const other = await account();
    const instant = await saveSearch(buyer, { location: town }, 'instant');
    const daily = await saveSearch(buyer, { location: town, maxPrice: 300000 }, 'daily');
    // Each search differs (the same one twice is refused): these also match the listing.
    await saveSearch(buyer, { location: town, minPrice: 1 }, 'off');
    const turnedOff = await saveSearch(buyer, { location: town, minPrice: 2 }, 'instant');
    const patched = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${turnedOff}`,
      headers: buyer.auth,
      payload: { frequency: 'off' },
    });
    expect(patched.json()).toEqual({ modifiedCount: 1 });
    await saveSearch(buyer, { location: town, maxPrice: 249999 }, 'instant');
    await saveSearch(buyer, { location: 'another town' }, 'instant');
    const othersSearch = await saveSearch(other, { location: town.toUpperCase() }, 'daily');

    const id = await listVerified(town, 250000, 320000);
    const mine = await notificationsOf(buyer);
    // One home matching two of my searches rings the bell once, naming both (issue 36).
    expect(summary(mine)).toEqual([`${instant} new_listing - 250000`]);
    const names = (await savedSearchNames(buyer, [instant, daily])).sort();
    expect([...mine[0]!.saved_search_names].sort()).toEqual(names);
    for (const n of mine) {
      expect(n).toMatchObject({
        property_id: id,
        property_title: `Home in ${town}`,
        property_location: `${town}, Testland`,
        read: false,
      });
    }
    expect(summary(await notificationsOf(other))).toEqual([`${othersSearch} new_listing - 250000`]);
    // One e-mail at once, as the instant search asks.
    expect(await alertMails(buyer)).toEqual([
      expect.stringMatching(new RegExp(`^alert_new_listing .*Home in ${town}$`)),
    ]);
    expect(await alertMails(other)).toEqual([]);
  });

  it('a price drop: price_drop with the minimum the public saw and the new one', async () => {
    const town = newTown();
    const buyer = await account();
    const any = await saveSearch(buyer, { location: town });
    const cheap = await saveSearch(buyer, { location: town, maxPrice: 380000 });
    const id = await listVerified(town, 400000, 450000);
    expect(summary(await notificationsOf(buyer))).toEqual([`${any} new_listing - 400000`]);

    // Cheaper but not yet verified: the public still sees the old price.
    await update(id, town, 350000, 450000, 'none');
    await notificationsOf(buyer);
    expect(await alertRows(id)).toHaveLength(1);
    await moderateListing(ctx().app, admin, id);
    const after = await notificationsOf(buyer);
    expect(summary(after)).toEqual(
      [`${any} new_listing - 400000`, `${any} price_drop 400000 350000`].sort(),
    );
    expect(after[0]).toMatchObject({ kind: 'price_drop', property_id: id });
    expect([...after[0]!.saved_search_names].sort()).toEqual(
      (await savedSearchNames(buyer, [any, cheap])).sort(),
    );
    const mails = await alertMails(buyer);
    expect(mails.filter((m) => m.startsWith('alert_price_drop'))).toHaveLength(1);
    expect(mails.filter((m) => m.startsWith('alert_new_listing'))).toHaveLength(1);
  });

  it('a rise, a change of the maximum only, the same price again: nothing; a drop after a rise compares with the risen price', async () => {
    const town = newTown();
    const buyer = await account();
    const search = await saveSearch(buyer, { location: town });
    const id = await listVerified(town, 300000, 350000);
    expect(await notificationsOf(buyer)).toHaveLength(1);
    await update(id, town, 320000, 350000); // a rise
    expect(await notificationsOf(buyer)).toHaveLength(1);
    await update(id, town, 320000, 400000); // the maximum only
    expect(await notificationsOf(buyer)).toHaveLength(1);
    await update(id, town, 320000, 400000); // the same again
    expect(await notificationsOf(buyer)).toHaveLength(1);
    await update(id, town, 310000, 400000); // below the last verified minimum
    expect(summary(await notificationsOf(buyer))).toEqual(
      [`${search} new_listing - 300000`, `${search} price_drop 320000 310000`].sort(),
    );
  });

  it('a rejected listing, or a rejected cheaper update, notifies nobody', async () => {
    const town = newTown();
    const buyer = await account();
    await saveSearch(buyer, { location: town });
    const rejected = await addListing(ctx().app, agent, body(town, 200000, 210000).input);
    await moderateListing(ctx().app, admin, rejected, 'rejected');
    expect(await notificationsOf(buyer)).toEqual([]);
    const { db } = ctx();
    expect(await db.select().from(alertJobs).where(eq(alertJobs.propertyId, rejected))).toEqual([]);

    const id = await listVerified(town, 300000, 350000);
    expect(await notificationsOf(buyer)).toHaveLength(1);
    await update(id, town, 200000, 350000, 'rejected');
    await notificationsOf(buyer);
    const rows = await alertRows(id);
    expect(rows.map((n) => n.kind)).toEqual(['new_listing']);
  });

  it("never notifies an agent of their own listing, but does of another agent's", async () => {
    const town = newTown();
    const lister = await account('agent');
    const buyer = await account();
    const listerSearch = await saveSearch(lister, { location: town });
    const buyerSearch = await saveSearch(buyer, { location: town });
    const own = await listVerified(town, 500000, 550000, lister);
    expect(await notificationsOf(lister)).toEqual([]);
    expect(summary(await notificationsOf(buyer))).toEqual([`${buyerSearch} new_listing - 500000`]);
    expect(await alertMails(lister)).toEqual([]);

    const theirs = await listVerified(town, 450000, 460000);
    const mine = await notificationsOf(lister);
    expect(mine.map((n) => [n.saved_search_id, n.property_id])).toEqual([[listerSearch, theirs]]);
    expect(mine.some((n) => n.property_id === own)).toBe(false);
  });

  it('a repeat of the same event (its job queued again) records nothing more', async () => {
    const town = newTown();
    const buyer = await account();
    await saveSearch(buyer, { location: town });
    await saveSearch(buyer, { location: town, minPrice: 1 }, 'daily');
    const id = await listVerified(town, 300000, 310000);
    const before = await notificationsOf(buyer);
    expect(before).toHaveLength(1);
    const mailsBefore = await alertMails(buyer);
    expect(mailsBefore).toHaveLength(1);

    const { db } = ctx();
    const [event] = await db
      .select({ id: priceHistory.id })
      .from(priceHistory)
      .where(eq(priceHistory.propertyId, id));
    for (let i = 0; i < 2; i++) {
      await db
        .insert(alertJobs)
        .values({ eventId: event!.id, propertyId: id, kind: 'new_listing', oldPrice: null });
      expect(await notificationsOf(buyer)).toEqual(before);
      expect(await db.select().from(alertJobs).where(eq(alertJobs.propertyId, id))).toEqual([]);
    }
    expect(await alertMails(buyer)).toEqual(mailsBefore);
    const rows = await alertRows(id);
    expect(rows).toHaveLength(1);
  });

  it('the job is written in the verification’s transaction: at its answer, queued or matched', async () => {
    const town = newTown();
    const buyer = await account();
    await saveSearch(buyer, { location: town });
    const { db } = ctx();
    for (let i = 0; i < 5; i++) {
      const id = await addListing(ctx().app, agent, body(town, 300000 + i * 1000, 400000).input);
      await moderateListing(ctx().app, admin, id);
      // No waiting: the worker may have taken the job, but then its notification is there.
      // The job first: once it is gone, the notifications committed with its deletion are seen.
      const jobs = await db.select().from(alertJobs).where(eq(alertJobs.propertyId, id));
      const matched = await alertRows(id);
      expect(jobs.length + matched.length, `listing ${i}`).toBeGreaterThan(0);
    }
    await drain();
    expect(await notificationsOf(buyer)).toHaveLength(5);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { and, eq, lt } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { figuresMessages, messages, type ListingFigures, type SiteFigures } from '@elite/shared';
import { SIGNED_IN_HINT_COOKIE } from '@elite/shared/session';
import { listingVisitors, offers, sales, viewings, visitorKeys } from '../src/db/schema';
import { conversationCalls, inDays } from './helpers/conversation-calls';
import type { TestAccount } from './helpers/factories';
import { temporaryDataDir } from './helpers/images';
import { describeEachDatabase } from './helpers/test-app';

/*
 * Listing figures (CONTRACT.md section 14): a listing's views (once per visitor a day, on its
 * page and its details, never its agent's or an admin's, cache hits included), wishlist entries,
 * conversations, viewing requests and offers for its agent and the admins; the site's figures for
 * the admins. The counts are written in batches: `app.figures.flush()` writes them at once.
 */

// A stand-in web build whose renderer reads the listing as the real one does (the page's own
// read of /api/property/{id} is the server's, not a visitor's).
const build = temporaryDataDir('web-build-figures');
const dist = path.join(build.dir, 'dist');
fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Elite Property</title></head><body><div id="root"></div></body></html>',
);
fs.mkdirSync(path.join(build.dir, 'dist-ssr'));
fs.writeFileSync(
  path.join(build.dir, 'dist-ssr', 'entry-server.js'),
  `export function isKnownPage() { return true; }
export function createRenderer(send) {
  return async (url) => {
    const match = /^\\/property\\/([^/?]+)/.exec(url);
    if (!match) return null;
    const response = await send('/api/property/' + match[1]);
    if (response.status !== 200) return null;
    return { html: '<h1>' + (await response.json()).property_title + '</h1>', state: '', head: '' };
  };
}
`,
);
afterAll(() => build.remove());

const DAY_MS = 86_400_000;
let clock = new Date();
const day = (offset = 0) => new Date(clock.getTime() + offset * DAY_MS).toISOString().slice(0, 10);

describeEachDatabase(
  'listing figures',
  (ctx) => {
    const c = conversationCalls(ctx);
    let admin: TestAccount;
    let agent: TestAccount;
    let otherAgent: TestAccount;
    let buyer: TestAccount;
    let listing: string;
    let pending: string;

    /** A visitor: an address and a browser. */
    const visitor = (address: string, browser: string) => ({
      remoteAddress: address,
      headers: { 'user-agent': browser } as Record<string, string>,
    });
    const visit = (
      who: { remoteAddress: string; headers: Record<string, string> },
      url: string,
      account?: TestAccount,
    ) =>
      c.inject({
        method: 'GET',
        url,
        remoteAddress: who.remoteAddress,
        headers: { ...who.headers, ...account?.auth },
      } as InjectOptions);
    const stats = (who: TestAccount | undefined, id: string, query = '') =>
      c.as(who, { method: 'GET', url: `/api/property/${id}/stats${query}` });
    const siteStats = (who: TestAccount | undefined, query = '') =>
      c.as(who, { method: 'GET', url: `/api/stats${query}` });
    const today = async (id: string) => {
      await ctx().app.figures.flush();
      const res = await stats(agent, id);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ListingFigures>().days.at(-1)!;
    };

    beforeAll(async () => {
      // Each database's suite starts today (the last test moves the clock a day on).
      clock = new Date();
      [admin, agent, otherAgent, buyer] = await Promise.all([
        c.account('admin'),
        c.account('agent', 'Ada Agent'),
        c.account('agent', 'Otto Agent'),
        c.account('user', 'Bob Buyer'),
      ]);
      listing = await c.listing(agent, { title: 'Harbour loft' });
      pending = await c.listing(agent, { title: 'Waiting flat', status: 'pending' });
    });

    it('a listing’s figures are its agent’s and the admins’: 401, 403, 404 to anyone else', async () => {
      expect((await stats(undefined, listing)).statusCode).toBe(401);
      for (const who of [buyer, otherAgent]) {
        const res = await stats(who, listing);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(messages.forbidden);
      }
      expect((await stats(agent, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await stats(admin, 'not-an-id')).statusCode).toBe(404);
      for (const who of [agent, admin]) {
        const res = await stats(who, pending);
        expect(res.statusCode).toBe(200);
        const { days } = res.json<ListingFigures>();
        expect(days).toHaveLength(30);
        expect(days.at(-1)!.date).toBe(day());
        expect(days[0]!.date).toBe(day(-29));
      }
    });

    it('the site’s figures are the admins’ only', async () => {
      expect((await siteStats(undefined)).statusCode).toBe(401);
      for (const who of [buyer, agent]) expect((await siteStats(who)).statusCode).toBe(403);
      const res = await siteStats(admin, '?from=2026-01-01&to=2026-01-03');
      expect(res.statusCode).toBe(200);
      expect(res.json<SiteFigures>().days.map((d) => d.date)).toEqual([
        '2026-01-01',
        '2026-01-02',
        '2026-01-03',
      ]);
    });

    it('a bad range is a 400 that says why: not a day, from after to, over 366 days', async () => {
      const cases: [string, string][] = [
        ['?from=2026-02-30', 'from: from must be a date (YYYY-MM-DD)'],
        ['?to=yesterday', 'to: to must be a date (YYYY-MM-DD)'],
        ['?from=2026-03-02&to=2026-03-01', figuresMessages.fromAfterTo],
        ['?from=2025-01-01&to=2026-01-02', figuresMessages.rangeTooLong],
      ];
      for (const [query, message] of cases) {
        for (const res of [await stats(agent, listing, query), await siteStats(admin, query)]) {
          expect(res.statusCode, query).toBe(400);
          expect(res.json().message).toBe(message);
        }
      }
      const year = await stats(agent, listing, '?from=2024-01-01&to=2024-12-31');
      expect(year.json<ListingFigures>().days).toHaveLength(366);
      const fromOnly = await siteStats(admin, `?from=${day(-2)}`);
      expect(fromOnly.json<SiteFigures>().days.map((d) => d.date)).toEqual([
        day(-2),
        day(-1),
        day(),
      ]);
    });

    it('a visitor is counted once a day, on the API and the page alike; another is counted', async () => {
      const before = (await today(listing)).views;
      const ana = visitor('203.0.113.7', 'Ana’s browser');
      for (const url of [`/api/property/${listing}`, `/property/${listing}`]) {
        for (let i = 0; i < 3; i++) expect((await visit(ana, url)).statusCode).toBe(200);
      }
      expect((await today(listing)).views).toBe(before + 1);
      // Seen again after the batch was written: still once.
      await visit(ana, `/property/${listing}`);
      expect((await today(listing)).views).toBe(before + 1);

      await visit(visitor('203.0.113.7', 'Another browser'), `/property/${listing}`);
      await visit(visitor('198.51.100.4', 'Ana’s browser'), `/api/property/${listing}`);
      expect((await today(listing)).views).toBe(before + 3);
    });

    it('a signed-in browser’s page is counted by its API read, which says who it is', async () => {
      const before = (await today(listing)).views;
      const hinted = visitor('203.0.113.20', 'Signed-in browser');
      hinted.headers = { ...hinted.headers, cookie: `${SIGNED_IN_HINT_COOKIE}=1` };
      expect((await visit(hinted, `/property/${listing}`)).statusCode).toBe(200);
      expect((await today(listing)).views).toBe(before);
      await visit(visitor('203.0.113.20', 'Signed-in browser'), `/api/property/${listing}`, buyer);
      expect((await today(listing)).views).toBe(before + 1);
    });

    it('its agent’s and the admins’ own views are not counted; another agent’s are', async () => {
      const before = (await today(listing)).views;
      const desk = visitor('192.0.2.50', 'Office browser');
      expect((await visit(desk, `/api/property/${listing}`, agent)).statusCode).toBe(200);
      expect((await visit(desk, `/api/property/${listing}`, admin)).statusCode).toBe(200);
      expect((await today(listing)).views).toBe(before);
      await visit(desk, `/api/property/${listing}`, otherAgent);
      expect((await today(listing)).views).toBe(before + 1);
      // Nor a listing the public does not see, even by its own agent's page.
      await visit(visitor('192.0.2.51', 'Curious'), `/api/property/${pending}`, agent);
      await visit(visitor('192.0.2.51', 'Curious'), `/property/${pending}`);
      expect((await today(pending)).views).toBe(0);
    });

    it('a view answered from the response cache is counted', async () => {
      const fresh = await c.listing(agent, { title: 'Cached cottage' });
      const first = await visit(visitor('203.0.113.30', 'First'), `/api/property/${fresh}`);
      const second = await visit(visitor('203.0.113.31', 'Second'), `/api/property/${fresh}`);
      expect(first.headers['x-cache']).toBe('miss');
      expect(second.headers['x-cache']).toBe('hit');
      const page = [
        await visit(visitor('203.0.113.32', 'Third'), `/property/${fresh}`),
        await visit(visitor('203.0.113.33', 'Fourth'), `/property/${fresh}`),
      ];
      expect(page.map((res) => res.headers['x-cache'])).toEqual(['miss', 'hit']);
      expect((await today(fresh)).views).toBe(4);
    });

    it('wishlist entries, conversations, viewing requests and offers on the day they were made', async () => {
      const home = await c.listing(agent, { title: 'Busy bungalow' });
      const add = await c.as(buyer, {
        method: 'POST',
        url: '/api/property/wishlist',
        payload: { wish_property_id: home },
      });
      expect(add.statusCode).toBe(201);
      expect((await c.start(buyer, home)).statusCode).toBe(201);
      expect((await c.requestViewing(buyer, home, inDays(3))).statusCode).toBe(201);
      const offer = await c.as(buyer, {
        method: 'POST',
        url: '/api/propertyOffer',
        payload: { offer_property_id: home, offered_price: 150_000 },
      });
      expect(offer.statusCode).toBe(201);
      // The viewing request was made three days ago.
      await ctx()
        .db.update(viewings)
        .set({ createdAt: new Date(clock.getTime() - 3 * DAY_MS) })
        .where(eq(viewings.propertyId, home));
      const { days } = (
        await stats(agent, home, `?from=${day(-3)}&to=${day()}`)
      ).json<ListingFigures>();
      expect(days).toEqual([
        { date: day(-3), views: 0, wishlisted: 0, contacts: 0, viewings: 1, offers: 0 },
        { date: day(-2), views: 0, wishlisted: 0, contacts: 0, viewings: 0, offers: 0 },
        { date: day(-1), views: 0, wishlisted: 0, contacts: 0, viewings: 0, offers: 0 },
        { date: day(), views: 0, wishlisted: 1, contacts: 1, viewings: 0, offers: 1 },
      ]);
    });

    it('the site’s figures: listings, accounts, searches (cache hits too), offers and sales', async () => {
      const query = `?from=${day(-1)}&to=${day()}`;
      const before = (await siteStats(admin, query)).json<SiteFigures>().days;
      await c.account('user', 'New Nina');
      const sold = await c.listing(agent, { title: 'Sold studio' });
      const let_ = await c.listing(agent, { title: 'Let loft' });
      for (let i = 0; i < 2; i++) {
        await c.inject({ method: 'GET', url: '/api/property?location=Lisbon' });
        await c.inject({ method: 'GET', url: '/api/property/map?location=Lisbon' });
      }
      const [offer] = await ctx()
        .db.select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.buyerId, buyer.id)));
      const sale = (propertyId: string, soldAt: Date) => ({
        propertyId,
        offerId: null,
        transactionId: `tx-${propertyId}`,
        propertyTitle: 'A home',
        location: 'Lisbon',
        propertyImage: 'https://example.com/a.jpg',
        agentName: 'Ada Agent',
        agentEmail: agent.email,
        buyerName: 'Bob Buyer',
        buyerEmail: buyer.email,
        soldAt,
      });
      await ctx()
        .db.insert(sales)
        .values([
          { ...sale(sold, clock), price: 250_000.5, amountPaid: 25_000 },
          // A let: what was paid (its holding deposit) counts, not its rent.
          {
            ...sale(let_, new Date(clock.getTime() - DAY_MS)),
            price: 1_200,
            amountPaid: 300,
            listingType: 'rent' as const,
            rentPeriod: 'month' as const,
          },
        ]);
      expect(offer).toBeDefined();
      await ctx().app.figures.flush();
      const after = (await siteStats(admin, query)).json<SiteFigures>().days;
      const [yesterday, now] = [after[0]!, after[1]!];
      expect(now.date).toBe(day());
      expect(now.new_users - before[1]!.new_users).toBe(1);
      expect(now.new_listings - before[1]!.new_listings).toBe(2);
      expect(now.searches - before[1]!.searches).toBe(4);
      expect(now.offers).toBeGreaterThanOrEqual(1);
      expect(now.sales - before[1]!.sales).toBe(1);
      expect(now.sales_amount - before[1]!.sales_amount).toBeCloseTo(250_000.5, 2);
      expect(yesterday.sales - before[0]!.sales).toBe(1);
      expect(yesterday.sales_amount - before[0]!.sales_amount).toBeCloseTo(300, 2);
    });

    it('the next day a visitor counts again, and yesterday’s visitors and key are forgotten', async () => {
      const ana = visitor('203.0.113.7', 'Ana’s browser');
      const first = (await today(listing)).views;
      expect(first).toBeGreaterThan(0);
      clock = new Date(clock.getTime() + DAY_MS);
      expect((await today(listing)).views).toBe(0);
      await visit(ana, `/api/property/${listing}`);
      await ctx().app.figures.flush();
      const days = (
        await stats(agent, listing, `?from=${day(-1)}&to=${day()}`)
      ).json<ListingFigures>().days;
      expect(days.map((d) => d.views)).toEqual([first, 1]);

      const { db } = ctx();
      expect(await db.select().from(listingVisitors).where(lt(listingVisitors.day, day()))).toEqual(
        [],
      );
      expect(await db.select().from(visitorKeys).where(lt(visitorKeys.day, day()))).toEqual([]);
    });
  },
  { WEB_DIST: dist },
  { now: () => clock },
);

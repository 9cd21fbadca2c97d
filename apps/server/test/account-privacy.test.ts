import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountExportSchema,
  identityMessages,
  messages,
  ruleMessages,
  type AccountExport,
} from '@elite/shared';
import {
  auditLog,
  mailOutbox,
  offers,
  sales,
  sessions,
  users,
  wishlistEntries,
} from '../src/db/schema';
import { issueToken } from '../src/modules/identity/service';
import { hashToken } from '../src/modules/identity/tokens';
import { privacyMessages } from '../src/modules/privacy/messages';
import { fingerprint } from './helpers/authorization-matrix/world';
import { GOOD_PASSWORD, type TestAccount } from './helpers/factories';
import { privacyCalls } from './helpers/privacy-calls';
import { describeEachDatabase } from './helpers/test-app';

/*
 * "Take my data and leave" (CONTRACT.md section 16): the signed-in person downloads one file of
 * everything the site holds about them, and deletes their account as an admin's delete does.
 */
describeEachDatabase('taking one’s data and leaving', (ctx) => {
  const c = privacyCalls(ctx);
  const wishlistOf = (id: string) =>
    ctx().db.select().from(wishlistEntries).where(eq(wishlistEntries.userId, id));
  const offersOf = (id: string) => ctx().db.select().from(offers).where(eq(offers.buyerId, id));

  describe('the export', () => {
    let agent: TestAccount;
    let bea: TestAccount;
    let olga: TestAccount;
    let file: AccountExport;
    let text: string;
    let headers: Record<string, unknown>;
    let clientSecret: string;
    let home: string;

    beforeAll(async () => {
      agent = await c.account('agent', 'Agnes Agent');
      bea = await c.account('user', 'Bea Buyer');
      olga = await c.account('user', 'Olga Other');
      home = await c.listing(agent, { title: 'Harbour Flat' });
      const other = await c.listing(agent, { title: 'Garden House' });
      // Bea and Olga: a wishlist entry, a review, an offer; Bea a purchase and every dealing.
      for (const who of [bea, olga]) {
        await c.post(who, '/api/property/wishlist', { wish_property_id: home });
        await c.post(who, '/api/review', {
          property_id: home,
          review_description: `Seen by ${who.name}`,
        });
        await c.post(who, '/api/propertyOffer', { offer_property_id: other, offered_price: 1e5 });
        await c.post(who, `/api/property/${home}/reports`, {
          reason: 'misleading',
          details: `Reported by ${who.name}`,
        });
      }
      ({ clientSecret } = await c.sale(agent, bea));
      await c.dealings(agent, bea, home);
      // Two sections of two pages and a bit (500 rows a page), keyed by id and by day.
      await ctx().db.execute(
        sql`insert into notifications (user_id, kind, property_id, delivery)
          select ${bea.id}, 'listing_verified', ${home}, 'instant' from generate_series(0, 1000)`,
      );
      await ctx().db.execute(
        sql`insert into digest_runs (user_id, day) select ${bea.id}, date '2020-01-01' + g from generate_series(0, 1000) g`,
      );
      const res = await c.exportOf(bea);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      text = res.body;
      headers = res.headers;
      file = JSON.parse(text) as AccountExport;
    });

    it('is one JSON file to save, never kept by a cache', () => {
      expect(headers['content-type']).toBe('application/json; charset=utf-8');
      expect(headers['content-disposition']).toBe(
        `attachment; filename="elite-property-data-${new Date().toISOString().slice(0, 10)}.json"`,
      );
      expect(headers['cache-control']).toBe('no-store');
      expect(accountExportSchema.safeParse(file).error).toBeUndefined();
    });

    it('holds every section with the caller’s own records', () => {
      expect(file.account).toMatchObject({
        _id: bea.id,
        name: 'Bea Buyer',
        email: bea.email,
        role: 'user',
        has_password: true,
        agency: null,
      });
      expect(file.sessions).toEqual([expect.objectContaining({ current: true })]);
      expect(file.wishlist).toEqual([
        expect.objectContaining({ property_id: home, property_title: 'Harbour Flat' }),
      ]);
      expect(file.reviews.map((r) => r.description)).toEqual(['Seen by Bea Buyer']);
      expect(file.offers.map((o) => o.status).sort()).toEqual(['bought', 'pending']);
      expect(file.payments).toEqual([
        expect.objectContaining({ amount: 150_000, status: 'succeeded' }),
      ]);
      expect(file.purchases).toEqual([
        expect.objectContaining({
          property_title: 'Sold Cottage',
          price: 150_000,
          agent_name: 'Agnes Agent',
        }),
      ]);
      expect(file.sales).toEqual([]);
      expect(file.conversations).toEqual([
        expect.objectContaining({ role: 'buyer', other_party_name: 'Agnes Agent' }),
      ]);
      expect(file.messages.map((m) => [m.from_me, m.body]).sort()).toEqual([
        [false, 'Very.'],
        [true, 'Is it quiet?'],
      ]);
      expect(file.viewings).toEqual([
        expect.objectContaining({
          role: 'buyer',
          status: 'confirmed',
          other_party_name: 'Agnes Agent',
        }),
      ]);
      expect(file.savedSearches).toEqual([
        expect.objectContaining({ name: 'Harbour', frequency: 'daily' }),
      ]);
      expect(file.notifications[0]).toMatchObject({ kind: 'listing_verified', property_id: home });
      expect(file.listings).toEqual([]);
      expect(file.agentReviewsWritten).toEqual([
        expect.objectContaining({ agent_name: 'Agnes Agent', rating: 5 }),
      ]);
      expect(file.openHouseAttendances).toEqual([
        expect.objectContaining({ property_title: 'Harbour Flat' }),
      ]);
      expect(file.emails.map((m) => m.kind)).toContain('email_verification');
      expect(file.listingReports).toEqual([
        expect.objectContaining({
          property_id: home,
          property_title: 'Harbour Flat',
          reason: 'misleading',
          details: 'Reported by Bea Buyer',
          status: 'open',
        }),
      ]);
      for (const rows of [file.notifications, file.digests]) {
        expect(new Set(rows.map((row) => row._id)).size).toBe(1001);
        expect(rows).toHaveLength(1001);
      }
    });

    it('holds nobody else’s records, and no secret', async () => {
      expect(text).not.toContain(olga.email);
      expect(text).not.toContain(olga.id);
      expect(text).not.toContain('Seen by Olga Other');
      expect(text).not.toContain('Reported by Olga Other');
      const [stored] = await ctx().db.select().from(users).where(eq(users.id, bea.id));
      const [session] = await ctx().db.select().from(sessions).where(eq(sessions.userId, bea.id));
      for (const secret of [
        stored!.passwordHash!,
        session!.tokenHash,
        bea.token,
        clientSecret,
        '_secret_',
        'argon2',
      ]) {
        expect(text, secret).not.toContain(secret);
      }
    });

    it('gives an agent their listings, sales and reviews, the buyer shown as the app shows them', async () => {
      const res = await c.exportOf(agent);
      const mine = res.json<AccountExport>();
      expect(mine.account).toMatchObject({ role: 'agent', email: agent.email });
      expect(mine.listings.map((l) => l.title).sort()).toEqual([
        'Garden House',
        'Harbour Flat',
        'Sold Cottage',
      ]);
      expect(mine.listings[0]).not.toHaveProperty('location_search');
      expect(mine.sales).toEqual([
        expect.objectContaining({ buyer_name: 'Bea Buyer', buyer_email: bea.email }),
      ]);
      expect(mine.agentReviewsReceived).toEqual([
        expect.objectContaining({ reviewer_name: 'Bea Buyer' }),
      ]);
      expect(mine.conversations).toEqual([
        expect.objectContaining({ role: 'agent', other_party_name: 'Bea Buyer' }),
      ]);
      expect(JSON.stringify([mine.conversations, mine.viewings, mine.messages])).not.toContain(
        bea.email,
      );
    });

    it('is only ever one’s own: signed out or with a dead token it is a 401', async () => {
      for (const res of [
        await c.exportOf(undefined),
        await c.as(undefined, {
          method: 'GET',
          url: '/api/auth/me/export',
          headers: { authorization: 'Bearer not-a-token' },
        }),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: messages.notSignedIn });
      }
    });
  });

  describe('deleting one’s account', () => {
    it('asks for the password: none or a wrong one is a 400 and changes nothing', async () => {
      const user = await c.account();
      expect((await c.deletionCheck(user)).json()).toEqual({
        password_required: true,
        recent_sign_in: true,
      });
      const before = await fingerprint(ctx());
      for (const [payload, message] of [
        [undefined, privacyMessages.passwordRequired],
        [{}, privacyMessages.passwordRequired],
        [{ password: '' }, privacyMessages.passwordRequired],
        [{ password: 'Wrong!Pass9' }, identityMessages.currentPasswordIncorrect],
      ] as const) {
        const res = await c.deleteAccount(user, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toEqual({ message });
      }
      expect(await fingerprint(ctx())).toBe(before);
      expect((await c.me(user)).statusCode).toBe(200);
    });

    it('refuses an admin, as an admin’s delete does', async () => {
      const admin = await c.account('admin');
      const res = await c.deleteAccount(admin, { password: GOOD_PASSWORD });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ruleMessages.adminProtected });
      expect((await c.me(admin)).statusCode).toBe(200);
    });

    it('deletes a buyer: tokens die, records go, the agent’s sale stays with “Former buyer”', async () => {
      const agent = await c.account('agent', 'Sam Seller');
      const buyer = await c.account('user', 'Leah Leaving');
      const secondSignIn = {
        ...buyer,
        auth: { authorization: `Bearer ${await issueToken(ctx().db, buyer.id)}` },
      };
      await c.sale(agent, buyer);
      const open = await c.listing(agent, { title: 'Still For Sale' });
      await c.ok(buyer, {
        method: 'POST',
        url: '/api/property/wishlist',
        payload: { wish_property_id: open },
      });
      await c.acceptedOffer(agent, buyer, open);
      await ctx()
        .db.insert(mailOutbox)
        .values({
          kind: 'test',
          toEmail: buyer.email,
          toName: buyer.name,
          subject: 'Later',
          text: 't',
          html: 'h',
          nextAttemptAt: new Date(Date.now() + 3_600_000),
        });

      const res = await c.deleteAccount(buyer, { password: GOOD_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ deletedCount: 1 });
      for (const who of [buyer, secondSignIn]) expect((await c.me(who)).statusCode).toBe(401);
      const login = await c.as(undefined, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: buyer.email, password: GOOD_PASSWORD },
      });
      expect(login.statusCode).toBe(401);
      expect(await wishlistOf(buyer.id)).toEqual([]);
      expect(await offersOf(buyer.id)).toEqual([]);
      const unsent = await ctx()
        .db.select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toEmail, buyer.email), isNull(mailOutbox.sentAt)));
      expect(unsent).toEqual([]);

      const sold = await c.ok(agent, { method: 'GET', url: `/api/mySoldProperty/${agent.email}` });
      expect(sold).toEqual([
        expect.objectContaining({
          property_title: 'Sold Cottage',
          buyer_name: 'Former buyer',
          buyer_email: '',
        }),
      ]);
      expect(JSON.stringify(sold)).not.toContain('Leah');
      const [entry] = await ctx()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'user.deleted'), eq(auditLog.targetId, buyer.id)));
      expect(entry).toMatchObject({
        actorId: buyer.id,
        actorEmail: buyer.email,
        details: { email: buyer.email, by_owner: true },
      });
    });

    it('deletes an agent: unsold listings leave the site, the buyer’s purchase shows “Former agent”', async () => {
      const agent = await c.account('agent', 'Alex Departing');
      const buyer = await c.account('user', 'Bo Bought');
      const { offerId } = await c.sale(agent, buyer);
      const unsold = await c.listing(agent, { title: 'Left Behind', location: 'Faro' });
      expect(
        (await c.as(undefined, { method: 'GET', url: `/api/property/${unsold}` })).statusCode,
      ).toBe(200);

      const res = await c.deleteAccount(agent, { password: GOOD_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(
        (await c.as(undefined, { method: 'GET', url: `/api/property/${unsold}` })).statusCode,
      ).toBe(404);
      const listed = await c.as(undefined, { method: 'GET', url: '/api/property?location=Faro' });
      expect(listed.json().map((p: { _id: string }) => p._id)).not.toContain(unsold);
      const bought = await c.ok(buyer, { method: 'GET', url: `/api/propertyOffer/${buyer.email}` });
      expect(bought).toEqual([
        expect.objectContaining({
          _id: offerId,
          status: 'bought',
          agent_name: 'Former agent',
          agent_email: '',
        }),
      ]);
      const [stored] = await ctx().db.select().from(sales).where(eq(sales.offerId, offerId));
      expect(stored).toMatchObject({
        agentName: 'Former agent',
        agentEmail: '',
        buyerName: 'Bo Bought',
      });
    });

    it('an account without a password needs a sign-in of the last 10 minutes', async () => {
      const social = await c.account('user', 'Sol Social');
      await ctx().db.update(users).set({ passwordHash: null }).where(eq(users.id, social.id));
      // Its sign-in was 20 minutes ago; rotating the token (POST /api/jwt) is no new sign-in.
      await ctx()
        .db.update(sessions)
        .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
        .where(eq(sessions.tokenHash, hashToken(social.token)));
      const rotated = await c.ok(social, { method: 'POST', url: '/api/jwt' });
      const old = { ...social, auth: { authorization: `Bearer ${rotated.token}` } };
      expect((await c.deletionCheck(old)).json()).toEqual({
        password_required: false,
        recent_sign_in: false,
      });
      const before = await fingerprint(ctx());
      for (const payload of [undefined, { password: GOOD_PASSWORD }]) {
        const res = await c.deleteAccount(old, payload);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: privacyMessages.signInAgain });
      }
      expect(await fingerprint(ctx())).toBe(before);

      // A fresh sign-in (as the provider's callback issues one).
      const fresh = {
        ...social,
        auth: { authorization: `Bearer ${await issueToken(ctx().db, social.id)}` },
      };
      expect((await c.deletionCheck(fresh)).json()).toEqual({
        password_required: false,
        recent_sign_in: true,
      });
      expect((await c.deleteAccount(fresh)).statusCode).toBe(200);
      expect((await c.me(old)).statusCode).toBe(401);
      expect(await ctx().db.select().from(users).where(eq(users.id, social.id))).toEqual([]);
    });
  });
});

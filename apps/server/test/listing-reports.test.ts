import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { limitMessages, type ListingReport } from '@elite/shared';
import { auditLog, users } from '../src/db/schema';
import { listingReportMessages } from '../src/modules/listing-reports/messages';
import { reportsOfReporter } from '../src/modules/listing-reports/repository';
import { defaultRateLimits } from '../src/plugins/rate-limits';
import { createAccount, uniqueEmail, type TestAccount } from './helpers/factories';
import { listingReportCalls } from './helpers/listing-report-calls';
import { describeEachDatabase, generousRateLimits } from './helpers/test-app';

const FLOOD = defaultRateLimits.listingReportsPerReporter.max;

/*
 * Listing reports (CONTRACT.md section 16): anyone reports a public listing (an account, or a
 * visitor with an e-mail address), once while the report is open, a flood gets a 429; the admins
 * read the queue, resolve a report with a note, and the reporter is e-mailed in their language.
 */
describeEachDatabase(
  'listing reports',
  (ctx) => {
    const c = listingReportCalls(ctx);
    const { report, queue, resolve, stored, outcomeMails } = c;
    let admin: TestAccount;
    let agent: TestAccount;
    let buyer: TestAccount;
    let listingId: string;
    const good = { reason: 'misleading', details: 'The photos are of another house.' };
    const reportOf = async (id: string) =>
      ((await queue(admin)).json() as ListingReport[]).find((r) => r._id === id);

    beforeAll(async () => {
      [admin, agent, buyer] = await Promise.all([
        c.account('admin'),
        c.account('agent', 'Ada Agent'),
        c.account('user', 'Bea Buyer'),
      ]);
      listingId = await c.listing(agent, { title: 'Harbour loft' });
    });

    it('a visitor reports a public listing with an e-mail address, in their language', async () => {
      const res = await report(
        undefined,
        listingId,
        { ...good, details: '  The photos are of another house.  ', email: ' Vic@Example.com ' },
        { headers: { 'accept-language': 'fr' } },
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ insertedId: expect.any(String) });
      const [row] = await stored(listingId);
      expect(row).toMatchObject({
        id: res.json().insertedId,
        reporterId: null,
        reporterEmail: 'vic@example.com',
        fromAccount: false,
        locale: 'fr',
        reason: 'misleading',
        details: 'The photos are of another house.',
        status: 'open',
        note: null,
        resolvedAt: null,
      });
    });

    it('a signed-in reporter is their account: an e-mail they send is ignored', async () => {
      const res = await report(buyer, listingId, {
        reason: 'fraud',
        details: '',
        email: 'someone-else@example.com',
      });
      expect(res.statusCode, res.body).toBe(201);
      const row = (await stored(listingId)).find((r) => r.id === res.json().insertedId);
      expect(row).toMatchObject({
        reporterId: buyer.id,
        reporterEmail: buyer.email,
        fromAccount: true,
        reason: 'fraud',
        details: '',
      });
    });

    it('refuses bad input with a 400 that names the field, and stores nothing', async () => {
      const other = await c.listing(agent, { title: 'Quiet cottage' });
      const bad: [unknown, RegExp][] = [
        [good, /^email is required when you are not signed in$/],
        [{ ...good, email: 'not-an-address' }, /^email: /],
        [{ ...good, reason: 'ugly', email: uniqueEmail() }, /^reason: reason must be one of/],
        [{ details: good.details, email: uniqueEmail() }, /^reason: /],
        [{ reason: 'other', email: uniqueEmail() }, /^details: is required \(at least 10/],
        [{ reason: 'other', details: 'Too short', email: uniqueEmail() }, /^details: /],
        [{ ...good, details: 'x'.repeat(2001), email: uniqueEmail() }, /^details: /],
        [{ ...good, details: 'bell\u0007', email: uniqueEmail() }, /^details: /],
        [{ ...good, details: 42, email: uniqueEmail() }, /^details: /],
      ];
      for (const [payload, message] of bad) {
        const res = await report(undefined, other, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toMatch(message);
      }
      expect(await stored(other)).toEqual([]);
      const fine = await report(undefined, other, {
        reason: 'other',
        details: 'The agent asks for a deposit by wire.',
        email: uniqueEmail(),
      });
      expect(fine.statusCode, fine.body).toBe(201);
    });

    it('a listing the public cannot see is a 404 to everyone', async () => {
      const pending = await c.listing(agent, { status: 'pending' });
      const deleted = await c.listing(agent);
      const removal = await c.as(agent, { method: 'DELETE', url: `/api/property/${deleted}` });
      expect(removal.statusCode, removal.body).toBe(200);
      const fraud = await createAccount(ctx().app, ctx().db, { role: 'agent' });
      const fraudListing = await c.listing(fraud);
      await ctx().db.update(users).set({ status: 'fraud' }).where(eq(users.id, fraud.id));
      for (const id of [randomUUID(), 'not-an-id', pending, deleted, fraudListing]) {
        for (const who of [undefined, buyer]) {
          const res = await report(who, id, { ...good, email: uniqueEmail() });
          expect(res.statusCode, `${id} as ${who?.name}`).toBe(404);
          expect(res.json().message).toBe('Property not found');
        }
      }
    });

    it('the listing’s own agent cannot report it (403)', async () => {
      const res = await report(agent, listingId, good);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(listingReportMessages.ownListing);
    });

    it('reporting a listing again while the report is open is a 409; two at once, one wins', async () => {
      const again = await report(buyer, listingId, good);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(listingReportMessages.alreadyOpen);
      const visitorAgain = await report(undefined, listingId, {
        ...good,
        email: 'VIC@example.com',
      });
      expect(visitorAgain.statusCode).toBe(409);

      const twice = await c.account('user', 'Tom Twice');
      const answers = await Promise.all([
        report(twice, listingId, good),
        report(twice, listingId, good),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      expect((await stored(listingId)).filter((r) => r.reporterId === twice.id)).toHaveLength(1);
    });

    it('a flood of reports gets a 429 with a clear message, per address and per account', async () => {
      const listings = await Promise.all(
        Array.from({ length: FLOOD + 1 }, (_, i) => c.listing(agent, { title: `Flat ${i}` })),
      );
      const flooder = await c.account('user', 'Flo Flood');
      const from = { visitor: '192.0.2.7', account: '192.0.2.8' };
      for (const [i, id] of listings.entries()) {
        const visitor = await report(
          undefined,
          id,
          { ...good, email: uniqueEmail() },
          { remoteAddress: from.visitor },
        );
        const signedIn = await report(flooder, id, good, { remoteAddress: from.account });
        const expected = i < FLOOD ? 201 : 429;
        expect([visitor.statusCode, signedIn.statusCode], `report ${i + 1}`).toEqual([
          expected,
          expected,
        ]);
        if (expected === 429) {
          for (const res of [visitor, signedIn]) {
            expect(res.json().message).toBe(limitMessages.tooManyListingReports);
            expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          }
        }
      }
      // Another visitor, and another account from the flooder's address, are not held back.
      const last = listings.at(-1)!;
      expect((await report(undefined, last, { ...good, email: uniqueEmail() })).statusCode).toBe(
        201,
      );
      const neighbour = await c.account('user', 'Ned Neighbour');
      expect(
        (await report(neighbour, last, good, { remoteAddress: from.account })).statusCode,
      ).toBe(201);
    });

    it('only admins read and resolve reports: 401 signed out, 403 for the others', async () => {
      const [open] = await stored(listingId);
      expect((await queue(undefined)).statusCode).toBe(401);
      expect(
        (await resolve(undefined, open!.id, { status: 'resolved', note: 'x' })).statusCode,
      ).toBe(401);
      for (const who of [buyer, agent]) {
        const res = await queue(who);
        expect(res.statusCode).toBe(403);
        const refused = await resolve(who, open!.id, { status: 'resolved', note: 'Done.' });
        expect(refused.statusCode).toBe(403);
      }
      expect((await stored(listingId)).every((r) => r.status === 'open')).toBe(true);
    });

    it('an admin resolves a report with a note: audited, and the reporter is e-mailed in their language', async () => {
      const reader = await c.account('user', 'Dora Deutsch');
      await ctx().db.update(users).set({ locale: 'de' }).where(eq(users.id, reader.id));
      const byAccount = (await report(reader, listingId, { reason: 'duplicate' })).json()
        .insertedId as string;
      const [byVisitor] = (await stored(listingId)).filter(
        (r) => r.reporterEmail === 'vic@example.com',
      );

      const res = await resolve(admin, byVisitor!.id, {
        status: 'resolved',
        note: '  The agent replaced the photos.  ',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        _id: byVisitor!.id,
        reason: 'misleading',
        details: 'The photos are of another house.',
        status: 'resolved',
        createdAt: expect.any(String),
        reporter: { kind: 'visitor', name: null, email: 'vic@example.com' },
        note: 'The agent replaced the photos.',
        resolvedAt: expect.any(String),
        listing: { _id: listingId, title: 'Harbour loft' },
      });
      const [entry] = await ctx()
        .db.select()
        .from(auditLog)
        .where(eq(auditLog.targetId, byVisitor!.id));
      expect(entry).toMatchObject({
        action: 'listing_report.resolved',
        targetType: 'listing_report',
        actorId: admin.id,
        details: { property_id: listingId, reason: 'misleading' },
      });
      // The visitor's e-mail is in the language they reported in (French).
      const [toVisitor] = await outcomeMails('vic@example.com');
      expect(toVisitor?.subject).toBe('Votre signalement de Harbour loft a été examiné');
      expect(toVisitor?.text).toContain('> The agent replaced the photos.');
      expect(toVisitor?.text).toContain(`/property/${listingId}`);

      // The account's in its own language (German), to its address.
      expect(
        (await resolve(admin, byAccount, { status: 'resolved', note: 'Removed.' })).statusCode,
      ).toBe(200);
      const [toAccount] = await outcomeMails(reader.email);
      expect(toAccount?.subject).toBe('Ihre Meldung zu Harbour loft wurde geprüft');
      expect(toAccount?.text).toMatch(/^Hallo Dora Deutsch,/);
      expect(toAccount?.text).toContain('> Removed.');

      // Resolved, the same reporter may report the listing again.
      expect((await report(reader, listingId, { reason: 'duplicate' })).statusCode).toBe(201);
    });

    it('resolving a resolved report is a 409, an unknown one a 404, a bad body a 400', async () => {
      const [resolved] = (await stored(listingId)).filter((r) => r.status === 'resolved');
      const again = await resolve(admin, resolved!.id, { status: 'resolved', note: 'Again.' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(listingReportMessages.alreadyResolved);
      for (const id of [randomUUID(), 'nope']) {
        const res = await resolve(admin, id, { status: 'resolved', note: 'Done.' });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(listingReportMessages.reportNotFound);
      }
      const [open] = (await stored(listingId)).filter((r) => r.status === 'open');
      for (const payload of [
        { status: 'resolved' },
        { status: 'resolved', note: '   ' },
        { status: 'open', note: 'Done.' },
        { status: 'resolved', note: 'x'.repeat(2001) },
      ]) {
        const res = await resolve(admin, open!.id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toMatch(/^(note|status): /);
      }
      expect((await reportOf(open!.id))?.status).toBe('open');
    });

    it('two admins resolving one report at once: one 200, one 409, one e-mail', async () => {
      const second = await c.account('admin');
      const reporterEmail = uniqueEmail('racer');
      const id = (await report(undefined, listingId, { ...good, email: reporterEmail })).json()
        .insertedId as string;
      const answers = await Promise.all([
        resolve(admin, id, { status: 'resolved', note: 'First.' }),
        resolve(second, id, { status: 'resolved', note: 'Second.' }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(await outcomeMails(reporterEmail)).toHaveLength(1);
      const entries = await ctx().db.select().from(auditLog).where(eq(auditLog.targetId, id));
      expect(entries).toHaveLength(1);
    });

    it('admins read open reports first, then the newest, a page at a time', async () => {
      const res = await queue(admin);
      expect(res.statusCode).toBe(200);
      const all = res.json() as ListingReport[];
      const total = Number(res.headers['x-total-count']);
      expect(total).toBe(all.length);
      expect(all.length).toBeGreaterThan(FLOOD * 2);
      const firstResolved = all.findIndex((r) => r.status === 'resolved');
      expect(firstResolved).toBeGreaterThan(0);
      expect(all.slice(firstResolved).every((r) => r.status === 'resolved')).toBe(true);
      for (const group of [all.slice(0, firstResolved), all.slice(firstResolved)]) {
        const times = group.map((r) => r.createdAt);
        expect(times).toEqual([...times].sort().reverse());
      }
      const byBuyer = all.find((r) => r.reporter.email === buyer.email);
      expect(byBuyer).toMatchObject({
        reason: 'fraud',
        status: 'open',
        reporter: { kind: 'account', name: 'Bea Buyer', email: buyer.email },
        note: null,
        resolvedAt: null,
        listing: { _id: listingId, title: 'Harbour loft' },
      });
      const page = await queue(admin, '?page=2&limit=3');
      expect(page.headers['x-total-count']).toBe(String(total));
      expect((page.json() as ListingReport[]).map((r) => r._id)).toEqual(
        all.slice(3, 6).map((r) => r._id),
      );
      expect((await queue(admin, '')).json()).toHaveLength(12);
      expect((await queue(admin, '?limit=0')).statusCode).toBe(400);
    });

    it('a deleted account’s report stays, with its e-mail, and gets no e-mail', async () => {
      const leaver = await c.account('user', 'Lee Leaver');
      const id = (await report(leaver, listingId, { reason: 'discriminatory' })).json()
        .insertedId as string;
      const mine = await reportsOfReporter(ctx().db, leaver, { after: null, limit: 10 });
      expect(mine).toEqual([
        expect.objectContaining({
          _id: id,
          property_id: listingId,
          property_title: 'Harbour loft',
          status: 'open',
        }),
      ]);
      const removed = await c.as(admin, { method: 'DELETE', url: `/api/user/${leaver.id}` });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await reportOf(id))?.reporter).toEqual({
        kind: 'deleted_account',
        name: null,
        email: leaver.email,
      });
      expect((await resolve(admin, id, { status: 'resolved', note: 'Noted.' })).statusCode).toBe(
        200,
      );
      expect(await outcomeMails(leaver.email)).toEqual([]);
    });

    it('answers its refusals in the caller’s language', async () => {
      const res = await report(buyer, listingId, good, { headers: { 'accept-language': 'es' } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'Ya has denunciado este anuncio y tu denuncia sigue abierta: un administrador la revisará',
      );
      const missing = await report(undefined, listingId, good, {
        headers: { 'accept-language': 'de' },
      });
      expect(missing.json().message).toBe('email ist erforderlich, wenn Sie nicht angemeldet sind');
    });
  },
  { SITE_LOCALES: 'en,es,fr,de,ar' },
  {
    rateLimits: {
      ...generousRateLimits,
      listingReportsPerReporter: defaultRateLimits.listingReportsPerReporter,
    },
  },
);

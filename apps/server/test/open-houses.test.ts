import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { openHouses, properties } from '../src/db/schema';
import { openHouseMessages } from '../src/modules/open-houses/messages';
import { conversationCalls } from './helpers/conversation-calls';
import type { TestAccount } from './helpers/factories';
import { inHours, openHouseCalls } from './helpers/open-house-calls';
import { describeEachDatabase } from './helpers/test-app';

/** The properties of the one VEVENT in an RFC 5545 text (lines unfolded, parameters dropped). */
function parseEvent(text: string): Record<string, string> {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  const start = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  expect(start).toBeGreaterThan(0);
  const event: Record<string, string> = {};
  for (const line of lines.slice(start + 1, end)) {
    const colon = (/^(?:[^":]|"[^"]*")*:/.exec(line)?.[0].length ?? 0) - 1;
    const [name] = line.slice(0, colon).split(';');
    event[name!] = line.slice(colon + 1);
  }
  return event;
}

/** `20270501T100000Z`: an instant as RFC 5545 writes it in UTC. */
const icsTime = (iso: string) => `${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;

describeEachDatabase(
  'open houses: the agent adds and cancels them, visitors say they come',
  (ctx) => {
    const c = conversationCalls(ctx);
    const o = openHouseCalls(ctx);
    let agent: TestAccount;
    let otherAgent: TestAccount;
    let buyer: TestAccount;
    let stranger: TestAccount;
    let admin: TestAccount;
    let propertyId: string;
    beforeAll(async () => {
      [agent, otherAgent, buyer, stranger, admin] = await Promise.all([
        c.account('agent', 'Ada Agent'),
        c.account('agent'),
        c.account('user', 'Bob Buyer'),
        c.account('user'),
        c.account('admin'),
      ]);
      propertyId = await c.listing(agent, { title: 'Harbour loft', location: 'Lisbon, Alfama' });
    });
    const setStatus = async (id: string, status: 'pending' | 'sold' | 'verified') => {
      await ctx().db.update(properties).set({ status }).where(eq(properties.id, id));
      await ctx().app.publicChanges.publish({ kind: 'listing', id });
    };

    it('signed out, adding, cancelling and attending are 401; the list and calendar file are public', async () => {
      const id = await o.addAt(agent, propertyId, 30);
      const refused = await Promise.all([
        o.add(undefined, propertyId, { start: inHours(5), end: inHours(6) }),
        o.remove(undefined, id),
        o.attend(undefined, id),
        o.unattend(undefined, id),
      ]);
      for (const res of refused) expect(res.statusCode).toBe(401);
      expect((await o.list(undefined, propertyId)).statusCode).toBe(200);
      expect((await o.calendar(undefined, id)).statusCode).toBe(200);
    });

    it('the agent adds open houses; everyone sees those not yet over, soonest first', async () => {
      const listing = await c.listing(agent, { title: 'Garden house' });
      const start = inHours(72);
      const end = inHours(75);
      const res = await o.add(agent, listing, { start, end, note: '  Ring the bell  ' });
      expect(res.statusCode, res.body).toBe(201);
      const later = res.json().insertedId as string;
      const sooner = await o.addAt(agent, listing, 24);
      // One already over (written past the API) is not listed.
      await ctx()
        .db.insert(openHouses)
        .values({
          propertyId: listing,
          startAt: new Date(Date.now() - 3 * 3_600_000),
          endAt: new Date(Date.now() - 3_600_000),
        });

      const list = await o.list(undefined, listing);
      expect(list.statusCode).toBe(200);
      expect(list.json().map((h: { _id: string }) => h._id)).toEqual([sooner, later]);
      expect(list.json()[1]).toEqual({
        _id: later,
        start: start.replace('.000Z', 'Z'),
        end: end.replace('.000Z', 'Z'),
        note: 'Ring the bell',
        attending: false,
      });
      expect(list.headers['cache-control']).toBe('private, no-store');
    });

    it('bad input is a 400 naming the field; times outside the rules say which rule', async () => {
      const cases: [object, RegExp][] = [
        [{ end: inHours(30) }, /start/],
        [{ start: 'tomorrow', end: inHours(30) }, /start/],
        [{ start: inHours(28) }, /end/],
        [{ start: inHours(28), end: inHours(30), note: 'x'.repeat(501) }, /note/],
        [{ start: inHours(-1), end: inHours(1) }, /^start must be in the future$/],
        [
          { start: inHours(91 * 24), end: inHours(91 * 24 + 1) },
          /^start must be at most 90 days ahead$/,
        ],
        [{ start: inHours(30), end: inHours(30) }, /^end must be after start$/],
        [{ start: inHours(30), end: inHours(43) }, /^end must be at most 12 hours after start$/],
      ];
      for (const [body, message] of cases) {
        const res = await o.add(agent, propertyId, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toMatch(message);
      }
    });

    it('a refusal is in the caller’s language', async () => {
      const res = await o.as(agent, {
        method: 'POST',
        url: `/api/property/${propertyId}/open-houses`,
        headers: { 'accept-language': 'es' },
        payload: { start: inHours(30), end: inHours(29) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('end debe ser posterior a start');
      const bad = await o.as(agent, {
        method: 'POST',
        url: `/api/property/${propertyId}/open-houses`,
        headers: { 'accept-language': 'es' },
        payload: { start: '2027-05-01 10:00', end: inHours(29) },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^start: start debe ser una fecha y hora/);
    });

    it('only the listing’s agent adds or cancels: another agent, a buyer and an admin are refused', async () => {
      const body = { start: inHours(30), end: inHours(31) };
      for (const who of [otherAgent, buyer, admin]) {
        const res = await o.add(who, propertyId, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(messages.forbidden);
      }
      const id = await o.addAt(agent, propertyId, 40);
      for (const who of [otherAgent, buyer, admin]) {
        expect((await o.remove(who, id)).statusCode).toBe(403);
      }
      expect((await o.add(agent, randomUUID(), body)).statusCode).toBe(404);
      expect((await o.remove(agent, randomUUID())).statusCode).toBe(404);
      expect((await o.remove(agent, 'not-an-id')).statusCode).toBe(404);

      const removed = await o.remove(agent, id);
      expect(removed.json()).toEqual({ deletedCount: 1 });
      expect((await o.remove(agent, id)).statusCode).toBe(404);
      expect(
        (await o.list(undefined, propertyId)).json().map((h: { _id: string }) => h._id),
      ).not.toContain(id);
    });

    it('a listing not verified: its agent gets a 409, the public a 404; a sold one is a 409', async () => {
      const pending = await c.listing(agent, { status: 'pending' });
      const body = { start: inHours(30), end: inHours(31) };
      const own = await o.add(agent, pending, body);
      expect(own.statusCode).toBe(409);
      expect(own.json().message).toBe(openHouseMessages.onlyVerified);
      expect((await o.add(otherAgent, pending, body)).statusCode).toBe(404);
      expect((await o.list(undefined, pending)).statusCode).toBe(404);
      expect((await o.list(buyer, pending)).statusCode).toBe(404);
      expect((await o.list(agent, pending)).json()).toEqual([]);
      expect((await o.list(admin, pending)).statusCode).toBe(200);

      const sold = await c.listing(agent);
      const before = await o.addAt(agent, sold, 50);
      await setStatus(sold, 'sold');
      expect((await o.add(agent, sold, body)).statusCode).toBe(409);
      const attend = await o.attend(buyer, before);
      expect(attend.statusCode).toBe(409);
    });

    it('an open house of a listing the public may no longer see is a 404 to the public', async () => {
      const listing = await c.listing(agent);
      const id = await o.addAt(agent, listing, 30);
      await setStatus(listing, 'pending');
      for (const res of [
        await o.list(undefined, listing),
        await o.calendar(undefined, id),
        await o.attend(buyer, id),
        await o.unattend(buyer, id),
        await o.remove(otherAgent, id),
      ]) {
        expect(res.statusCode).toBe(404);
      }
      expect((await o.list(agent, listing)).json()).toHaveLength(1);
      expect((await o.calendar(agent, id)).statusCode).toBe(200);
    });

    it('at most 20 upcoming per listing: the 21st is a 409; one over frees nothing it did not hold', async () => {
      const listing = await c.listing(agent);
      for (let i = 0; i < 20; i++) await o.addAt(agent, listing, 24 + i * 3);
      const res = await o.add(agent, listing, { start: inHours(100), end: inHours(101) });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(openHouseMessages.tooMany);
      expect((await o.list(undefined, listing)).json()).toHaveLength(20);
    });

    it('twenty-five additions at once make twenty, never twenty-one', async () => {
      const listing = await c.listing(agent);
      const results = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          o.add(agent, listing, { start: inHours(24 + i * 3), end: inHours(25 + i * 3) }),
        ),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes.filter((s) => s === 201)).toHaveLength(20);
      expect(codes.filter((s) => s === 409)).toHaveLength(5);
      expect((await o.list(undefined, listing)).json()).toHaveLength(20);
    });

    it('a visitor says they come, or no longer; `attending` is each caller’s own', async () => {
      const id = await o.addAt(agent, propertyId, 60);
      expect((await o.attend(buyer, id)).json()).toEqual({ modifiedCount: 1 });
      expect((await o.attend(buyer, id)).json()).toEqual({ modifiedCount: 0 });
      const attendingOf = async (who: TestAccount | undefined) =>
        (await o.list(who, propertyId)).json().find((h: { _id: string }) => h._id === id)
          ?.attending;
      expect(await attendingOf(buyer)).toBe(true);
      expect(await attendingOf(stranger)).toBe(false);
      expect(await attendingOf(undefined)).toBe(false);
      expect((await o.unattend(buyer, id)).json()).toEqual({ modifiedCount: 1 });
      expect((await o.unattend(buyer, id)).json()).toEqual({ modifiedCount: 0 });
      expect(await attendingOf(buyer)).toBe(false);

      const own = await o.attend(agent, id);
      expect(own.statusCode).toBe(409);
      expect(own.json().message).toBe(openHouseMessages.ownListing);
      expect((await o.attend(buyer, randomUUID())).statusCode).toBe(404);
      expect((await o.attend(buyer, 'nope')).statusCode).toBe(404);
    });

    it('one already over cannot be attended', async () => {
      const [past] = await ctx()
        .db.insert(openHouses)
        .values({
          propertyId,
          startAt: new Date(Date.now() - 3 * 3_600_000),
          endAt: new Date(Date.now() - 3_600_000),
        })
        .returning({ id: openHouses.id });
      const res = await o.attend(buyer, past!.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(openHouseMessages.over);
    });

    it('the calendar file is an RFC 5545 event from start to end, the same UID each time', async () => {
      const start = inHours(26);
      const end = inHours(29);
      const res = await o.add(agent, propertyId, { start, end, note: 'Shoes off, please' });
      const id = res.json().insertedId as string;
      const file = await o.calendar(undefined, id);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(file.headers['content-disposition']).toContain('open-house.ics');
      expect(file.body).toMatch(/\r\n/);
      expect(file.body.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
      const event = parseEvent(file.body);
      expect(event.UID).toBe(`${id}@elite-property.open-house`);
      expect(event.DTSTART).toBe(icsTime(start));
      expect(event.DTEND).toBe(icsTime(end));
      expect(event.SUMMARY).toBe('Open house: Harbour loft');
      expect(event.LOCATION).toBe('Lisbon\\, Alfama');
      expect(event.STATUS).toBe('CONFIRMED');
      expect(event.DESCRIPTION).toContain('Shoes off\\, please');
      expect(event.DESCRIPTION).toContain(`/property/${propertyId}`);
      expect(parseEvent((await o.calendar(buyer, id)).body).UID).toBe(event.UID);
      expect((await o.calendar(undefined, randomUUID())).statusCode).toBe(404);
    });
  },
  { SITE_LOCALES: 'en,es' },
);

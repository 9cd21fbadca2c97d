import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it, vi } from 'vitest';
import { conversationMessages, messages } from '@elite/shared';
import { defaultRateLimits } from '../src/plugins/rate-limits';
import { conversationCalls, inDays } from './helpers/conversation-calls';
import type { TestAccount } from './helpers/factories';
import { describeEachDatabase } from './helpers/test-app';
import { properties, users } from '../src/db/schema';
import { eq } from 'drizzle-orm';

const notAllowed = { message: conversationMessages.viewingMoveNotAllowed };

/** The properties of the one VEVENT in an RFC 5545 text (lines unfolded, parameters dropped). */
function parseEvent(text: string): Record<string, string> {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const start = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(start).toBeGreaterThan(0);
  const event: Record<string, string> = {};
  for (const line of lines.slice(start + 1, end)) {
    const colon = (/^(?:[^":]|"[^"]*")*:/.exec(line)?.[0].length ?? 0) - 1;
    const [name] = line.slice(0, colon).split(';');
    event[name!] = line.slice(colon + 1);
  }
  return event;
}

describeEachDatabase('viewings: requests, answers and calendar files', (ctx) => {
  const c = conversationCalls(ctx);
  let agent: TestAccount;
  let buyer: TestAccount;
  let stranger: TestAccount;
  let propertyId: string;
  beforeAll(async () => {
    [agent, buyer, stranger] = await Promise.all([
      c.account('agent', 'Ada Agent'),
      c.account('user', 'Bob Buyer'),
      c.account('agent'),
    ]);
    propertyId = await c.listing(agent, { title: 'Harbour loft', location: 'Lisbon, Alfama' });
  });
  const request = async (start = inDays(3)) => {
    const res = await c.requestViewing(buyer, propertyId, start);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().insertedId as string;
  };
  const statusOf = async (id: string) =>
    (await c.viewings(buyer)).json().find((v: { _id: string }) => v._id === id)?.status;

  it('signed out, every call is a 401', async () => {
    const id = randomUUID();
    const calls = [
      c.requestViewing(undefined, propertyId, inDays(3)),
      c.viewings(undefined),
      c.move(undefined, id, 'confirmed'),
      c.calendar(undefined, id),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
  });

  it('a buyer requests a viewing; both sides see it, in the offset it was asked in, soonest first', async () => {
    const later = '2026-12-01T10:00:00+01:00';
    const laterAt = Date.parse(later);
    // The fixed date must lie within the window the server accepts; otherwise use a moving one.
    const start =
      laterAt > Date.now() && laterAt < Date.now() + 89 * 86_400_000 ? later : inDays(20);
    const res = await c.requestViewing(buyer, propertyId, start, '  Ring twice  ');
    expect(res.statusCode).toBe(201);
    const id = res.json().insertedId;
    const sooner = await request(inDays(1, '-05:30'));

    const mine = (await c.viewings(buyer)).json();
    expect(mine.map((v: { _id: string }) => v._id)).toEqual([sooner, id]);
    expect(mine[1]).toEqual({
      _id: id,
      property_id: propertyId,
      property_title: 'Harbour loft',
      start,
      status: 'requested',
      note: 'Ring twice',
      buyer_name: 'Bob Buyer',
      buyer_email: buyer.email,
      agent_name: 'Ada Agent',
      i_am_buyer: true,
    });
    expect(mine[0].start).toMatch(/-05:30$/);
    const theirs = (await c.viewings(agent)).json();
    expect(theirs.find((v: { _id: string }) => v._id === id)).toMatchObject({
      start,
      i_am_buyer: false,
    });
    expect((await c.viewings(stranger)).json()).toEqual([]);
  });

  it('the start needs its offset, lies in the future and at most 90 days ahead', async () => {
    const cases: [unknown, string][] = [
      ['2026-12-01T10:00:00', `start: ${conversationMessages.viewingStartInvalid}`],
      ['tomorrow at ten', `start: ${conversationMessages.viewingStartInvalid}`],
      [42, `start: ${conversationMessages.viewingStartInvalid}`],
      [inDays(3).replace(/T\d\d/, 'T25'), `start: ${conversationMessages.viewingStartInvalid}`],
      ['2027-02-30T10:00:00Z', conversationMessages.viewingStartInvalid],
      [inDays(3, '+01:00').replace('+01:00', '+19:00'), conversationMessages.viewingStartInvalid],
      [inDays(-1), conversationMessages.viewingStartPast],
      [inDays(91), conversationMessages.viewingStartTooFar],
    ];
    for (const [start, message] of cases) {
      const res = await c.requestViewing(buyer, propertyId, start);
      expect(res.statusCode, String(start)).toBe(400);
      expect(res.json().message, String(start)).toBe(message);
    }
    const note = await c.requestViewing(buyer, propertyId, inDays(3), 'n'.repeat(501));
    expect(note.json()).toEqual({ message: `note: ${conversationMessages.viewingNoteTooLong}` });
    const z = await request(inDays(89, '+00:00'));
    const listed = (await c.viewings(buyer)).json().find((v: { _id: string }) => v._id === z);
    expect(listed.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);
  });

  it('the own listing is a 409, a hidden or unknown one a 404, a blocked buyer a 403', async () => {
    const own = await c.requestViewing(agent, propertyId, inDays(2));
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: messages.ownProperty });
    const pending = await c.listing(agent, { status: 'pending' });
    for (const id of [pending, randomUUID(), 'not-an-id']) {
      expect((await c.requestViewing(buyer, id, inDays(2))).statusCode).toBe(404);
    }
    const pest = await c.account();
    const conversation = (await c.start(pest, propertyId, 'Hi')).json().insertedId;
    await c.block(agent, conversation, true);
    const blocked = await c.requestViewing(pest, propertyId, inDays(2));
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: conversationMessages.blocked });
  });

  it('the agent confirms or declines once; the buyer cancels; every other move is a 409', async () => {
    const id = await request();
    for (const status of ['confirmed', 'declined']) {
      expect((await c.move(buyer, id, status)).json()).toEqual(notAllowed);
    }
    expect((await c.move(agent, id, 'cancelled')).json()).toEqual(notAllowed);
    for (const who of [stranger, await c.account('admin')]) {
      const res = await c.move(who, id, 'confirmed');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: conversationMessages.viewingNotFound });
    }
    expect((await c.move(agent, id, 'requested')).statusCode).toBe(400);
    expect((await c.move(agent, randomUUID(), 'confirmed')).statusCode).toBe(404);
    expect((await c.move(agent, 'nope', 'confirmed')).statusCode).toBe(404);

    expect((await c.move(agent, id, 'confirmed')).json()).toEqual({ modifiedCount: 1 });
    expect(await statusOf(id)).toBe('confirmed');
    for (const status of ['confirmed', 'declined']) {
      const res = await c.move(agent, id, status);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(notAllowed);
    }
    expect((await c.move(buyer, id, 'cancelled')).json()).toEqual({ modifiedCount: 1 });
    expect((await c.move(buyer, id, 'cancelled')).json()).toEqual(notAllowed);
    expect((await c.move(agent, id, 'confirmed')).json()).toEqual(notAllowed);
    expect(await statusOf(id)).toBe('cancelled');

    const declined = await request();
    expect((await c.move(agent, declined, 'declined')).statusCode).toBe(200);
    expect((await c.move(buyer, declined, 'cancelled')).json()).toEqual(notAllowed);
    expect((await c.move(agent, declined, 'confirmed')).json()).toEqual(notAllowed);
    expect(await statusOf(declined)).toBe('declined');
  });

  it('a confirm and a cancel at the same moment: exactly one wins, and the status is the winner’s', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await request();
      const [confirm, cancel] = await Promise.all([
        c.move(agent, id, 'declined'),
        c.move(buyer, id, 'cancelled'),
      ]);
      const codes = [confirm.statusCode, cancel.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      expect(await statusOf(id)).toBe(confirm.statusCode === 200 ? 'declined' : 'cancelled');
    }
    const id = await request();
    const [confirm, cancel] = await Promise.all([
      c.move(agent, id, 'confirmed'),
      c.move(buyer, id, 'cancelled'),
    ]);
    // Cancelling a confirmed viewing is allowed: both may succeed, one after the other.
    expect(cancel.statusCode).toBe(200);
    expect([200, 409]).toContain(confirm.statusCode);
    expect(await statusOf(id)).toBe('cancelled');
  });

  it('either participant downloads the viewing as a calendar event; others get a 404', async () => {
    const start = inDays(5, '+02:00');
    const res = await c.requestViewing(buyer, propertyId, start, 'Ring twice');
    const id = res.json().insertedId as string;
    const file = await c.calendar(buyer, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="viewing.ics"');
    const event = parseEvent(file.body);
    const utc = new Date(Date.parse(start)).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
    expect(event).toMatchObject({
      UID: `${id}@elite-property`,
      DTSTART: utc,
      DURATION: 'PT1H',
      SUMMARY: 'Viewing: Harbour loft',
      LOCATION: 'Lisbon\\, Alfama',
      STATUS: 'TENTATIVE',
    });
    expect(event.DESCRIPTION).toContain('Ring twice');
    expect(event.DESCRIPTION).toContain(`${ctx().config.publicUrl}/property/${propertyId}`);
    expect(event.ORGANIZER).toBe(`MAILTO:${agent.email}`);

    await c.move(agent, id, 'confirmed');
    const confirmed = parseEvent((await c.calendar(agent, id)).body);
    expect(confirmed).toMatchObject({ UID: event.UID, DTSTART: utc, STATUS: 'CONFIRMED' });
    await c.move(buyer, id, 'cancelled');
    expect(parseEvent((await c.calendar(buyer, id)).body).STATUS).toBe('CANCELLED');

    for (const [who, unknown] of [
      [stranger, id],
      [buyer, randomUUID()],
      [buyer, 'nope'],
    ] as const) {
      const refused = await c.calendar(who, unknown);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: conversationMessages.viewingNotFound });
    }
  });

  it("the calendar file carries the listing's point, and names cannot add lines to it", async () => {
    const sly = await c.account('agent', 'Sly Agent');
    const guest = await c.account('user', 'Guest');
    // Names as an older account or an import might hold them: a quote, CR/LF, a property.
    await ctx()
      .db.update(users)
      .set({ name: 'Sly" Agent\r\nATTENDEE:mailto:spy@example.com' })
      .where(eq(users.id, sly.id));
    await ctx()
      .db.update(users)
      .set({ name: 'Guest\nX-INJECTED:1;"x"' })
      .where(eq(users.id, guest.id));
    const listing = await c.listing(sly, {
      title: 'Point house',
      location: 'Williamsburg, Brooklyn',
    });
    await ctx()
      .db.update(properties)
      .set({ latitude: 40.7081, longitude: -73.9571 })
      .where(eq(properties.id, listing));
    const res = await c.requestViewing(guest, listing, inDays(4));
    expect(res.statusCode, res.body).toBe(201);
    const file = (await c.calendar(guest, res.json().insertedId)).body;
    const lines = file.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
    expect(lines.filter((line) => /^ATTENDEE[;:]/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /^ORGANIZER[;:]/.test(line))).toHaveLength(1);
    expect(lines.some((line) => line.startsWith('X-INJECTED'))).toBe(false);
    // Parameter values per RFC 6868: ^' a quote, ^n a line break.
    expect(file.replace(/\r\n[ \t]/g, '')).toContain(
      `ORGANIZER;CN="Sly^' Agent^nATTENDEE:mailto:spy@example.com":MAILTO:${sly.email}`,
    );
    const event = parseEvent(file);
    expect(event.GEO).toBe('40.7081;-73.9571');
    expect(event.LOCATION).toBe('Williamsburg\\, Brooklyn');
  });

  it('each request and answer is told to the notifier, in the same transaction', async () => {
    const viewing = vi.spyOn(ctx().app.notify, 'viewing');
    try {
      const id = await request();
      await c.move(agent, id, 'confirmed');
      await c.move(agent, id, 'declined');
      await c.move(buyer, id, 'cancelled');
      expect(viewing.mock.calls.map((call) => call[1])).toEqual([
        { viewingId: id, event: 'requested' },
        { viewingId: id, event: 'confirmed' },
        { viewingId: id, event: 'cancelled' },
      ]);
      expect(viewing.mock.calls[0]![0]).not.toBe(ctx().db);
    } finally {
      viewing.mockRestore();
    }
  });
});

describeEachDatabase(
  'viewings: how many an account may request',
  (ctx) => {
    const c = conversationCalls(ctx);
    it('10 viewing requests per hour, then 429 for that account only', async () => {
      const [agent, buyer, other] = await Promise.all([
        c.account('agent'),
        c.account(),
        c.account(),
      ]);
      const propertyId = await c.listing(agent);
      for (let i = 0; i < defaultRateLimits.viewingRequestsPerAccount.max; i++) {
        expect((await c.requestViewing(buyer, propertyId, inDays(2 + i))).statusCode).toBe(201);
      }
      const refused = await c.requestViewing(buyer, propertyId, inDays(20));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: conversationMessages.tooManyMessages });
      expect((await c.requestViewing(other, propertyId, inDays(20))).statusCode).toBe(201);
    });
  },
  {},
  { rateLimits: defaultRateLimits },
);

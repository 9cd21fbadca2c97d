import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { conversationMessages, messages } from '@elite/shared';
import { users } from '../src/db/schema';
import { defaultRateLimits } from '../src/plugins/rate-limits';
import { conversationCalls } from './helpers/conversation-calls';
import type { TestAccount } from './helpers/factories';
import { describeEachDatabase } from './helpers/test-app';

const notFoundMessage = { message: conversationMessages.conversationNotFound };

describeEachDatabase('conversations: a buyer and a listing’s agent', (ctx) => {
  const c = conversationCalls(ctx);
  let agent: TestAccount;
  let buyer: TestAccount;
  let stranger: TestAccount;
  let admin: TestAccount;
  beforeAll(async () => {
    [agent, buyer, stranger, admin] = await Promise.all([
      c.account('agent', 'Ada Agent'),
      c.account('user', 'Bob Buyer'),
      c.account('agent'),
      c.account('admin'),
    ]);
  });
  const setStatus = (who: TestAccount, status: 'Verified' | 'fraud') =>
    ctx().db.update(users).set({ status }).where(eq(users.id, who.id));

  it('signed out, every call is a 401', async () => {
    const id = randomUUID();
    const calls = [
      c.start(undefined, id),
      c.list(undefined),
      c.inject({ url: '/api/conversations/unread' }),
      c.thread(undefined, id),
      c.send(undefined, id, 'Hi'),
      c.block(undefined, id, true),
      c.report(undefined, id),
      c.inject({ url: '/api/admin/conversations' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
  });

  it('one thread per buyer and listing: a second start adds to it; text is kept as sent', async () => {
    const propertyId = await c.listing(agent, { title: 'Harbour loft' });
    const first = await c.start(buyer, propertyId, '  <b>Is it</b> still free? & when?  ');
    expect(first.statusCode).toBe(201);
    const id = first.json().insertedId as string;
    const second = await c.start(buyer, propertyId, 'Second question');
    expect(second.statusCode).toBe(201);
    expect(second.json().insertedId).toBe(id);

    const thread = (await c.thread(agent, id)).json();
    expect(thread).toEqual([
      {
        _id: expect.any(String),
        body: '<b>Is it</b> still free? & when?',
        sent_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        from_me: false,
        sender_name: 'Bob Buyer',
      },
      expect.objectContaining({ body: 'Second question', from_me: false }),
    ]);
    const [summary] = (await c.list(buyer)).json().filter((s: { _id: string }) => s._id === id);
    expect(summary).toEqual({
      _id: id,
      property_id: propertyId,
      property_title: 'Harbour loft',
      property_image: 'https://example.com/flat.jpg',
      i_am_buyer: true,
      other_party: { name: 'Ada Agent', image: null },
      last_message: { body: 'Second question', sent_at: thread[1].sent_at, from_me: true },
      unread: 0,
      blocked: false,
      reported: false,
    });
  });

  it('two concurrent first messages of one buyer end in one conversation holding both', async () => {
    const propertyId = await c.listing(agent);
    const [a, b] = await Promise.all([
      c.start(buyer, propertyId, 'One'),
      c.start(buyer, propertyId, 'Two'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().insertedId).toBe(b.json().insertedId);
    const bodies = (await c.thread(buyer, a.json().insertedId))
      .json()
      .map((m: { body: string }) => m.body);
    expect(bodies.sort()).toEqual(['One', 'Two']);
  });

  it('the own listing is a 409; a listing that is not public or does not exist is a 404', async () => {
    const own = await c.start(agent, await c.listing(agent), 'Me?');
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: messages.ownProperty });
    const fraudAgent = await c.account('agent');
    const fraudListing = await c.listing(fraudAgent);
    await setStatus(fraudAgent, 'fraud');
    const hidden = [
      await c.listing(agent, { status: 'pending' }),
      await c.listing(agent, { status: 'rejected' }),
      fraudListing,
      randomUUID(),
      'not-an-id',
    ];
    for (const propertyId of hidden) {
      const res = await c.start(buyer, propertyId, 'Hello?');
      expect(res.statusCode, propertyId).toBe(404);
    }
    expect((await c.list(agent)).json()).not.toContainEqual(
      expect.objectContaining({ property_id: fraudListing }),
    );
  });

  it('a message is 1 to 2,000 characters; empty or blank ones are refused', async () => {
    const propertyId = await c.listing(agent);
    const empty = `message: ${conversationMessages.messageEmpty}`;
    for (const text of ['', '   \n\t ']) {
      const res = await c.start(buyer, propertyId, text);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: empty });
    }
    const long = await c.start(buyer, propertyId, 'x'.repeat(2001));
    expect(long.json()).toEqual({ message: `message: ${conversationMessages.messageTooLong}` });
    const id = (await c.start(buyer, propertyId, 'x')).json().insertedId as string;
    expect((await c.send(agent, id, 'y'.repeat(2000))).statusCode).toBe(201);
    expect((await c.send(agent, id, 'y'.repeat(2001))).statusCode).toBe(400);
    expect((await c.send(agent, id, '  ')).statusCode).toBe(400);
    expect((await c.thread(buyer, id)).json().map((m: { body: string }) => m.body.length)).toEqual([
      1, 2000,
    ]);
  });

  it('only its two participants read or write a conversation: to others it does not exist', async () => {
    const id = (await c.start(buyer, await c.listing(agent), 'Private')).json().insertedId;
    for (const who of [stranger, admin]) {
      const read = await c.thread(who, id);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual(notFoundMessage);
      expect((await c.send(who, id, 'Me too')).statusCode).toBe(404);
      expect((await c.report(who, id)).statusCode).toBe(404);
      expect((await c.list(who)).json()).not.toContainEqual(expect.objectContaining({ _id: id }));
    }
    for (const unknown of [randomUUID(), 'not-an-id']) {
      expect((await c.thread(buyer, unknown)).json()).toEqual(notFoundMessage);
      expect((await c.send(buyer, unknown, 'Hi')).statusCode).toBe(404);
    }
    expect((await c.thread(buyer, id)).json()).toHaveLength(1);
  });

  it('unread counts rise with the other side’s messages and fall to 0 once read; newest first', async () => {
    const [seller, reader] = await Promise.all([c.account('agent'), c.account('user')]);
    const older = (await c.start(reader, await c.listing(seller), 'First')).json().insertedId;
    const newer = (await c.start(reader, await c.listing(seller), 'A')).json().insertedId;
    await c.send(reader, newer, 'B');
    expect(await c.unread(seller)).toBe(3);
    expect(await c.unread(reader)).toBe(0);
    const listed = (await c.list(seller)).json();
    expect(listed.map((s: { _id: string }) => s._id)).toEqual([newer, older]);
    expect(listed.map((s: { unread: number }) => s.unread)).toEqual([2, 1]);
    expect(listed[0].i_am_buyer).toBe(false);

    expect((await c.thread(seller, newer)).json().map((m: { body: string }) => m.body)).toEqual([
      'A',
      'B',
    ]);
    expect(await c.unread(seller)).toBe(1);
    // The agent's reply: the buyer's count goes up, and the older thread moves to the top.
    const replied = await c.send(seller, older, 'Welcome');
    expect(replied.statusCode).toBe(201);
    expect(await c.unread(reader)).toBe(1);
    expect((await c.list(reader)).json()[0]).toMatchObject({
      _id: older,
      unread: 1,
      last_message: { body: 'Welcome', from_me: false },
    });
    const thread = (await c.thread(reader, older)).json();
    expect(thread.map((m: { from_me: boolean }) => m.from_me)).toEqual([true, false]);
    expect(await c.unread(reader)).toBe(0);
    expect(await c.unread(seller)).toBe(1);
    await c.thread(seller, older);
    expect(await c.unread(seller)).toBe(0);
  });

  it('the agent blocks a buyer (not the buyer, not a stranger); blocked, the buyer cannot write', async () => {
    const propertyId = await c.listing(agent);
    const pest = await c.account();
    const id = (await c.start(pest, propertyId, 'Hi')).json().insertedId;
    const byBuyer = await c.block(pest, id, true);
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json()).toEqual({ message: messages.forbidden });
    expect((await c.block(stranger, id, true)).statusCode).toBe(404);

    expect((await c.block(agent, id, true)).json()).toEqual({ modifiedCount: 1 });
    const reply = await c.send(pest, id, 'Again');
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ message: conversationMessages.blocked });
    // Any of the agent's listings.
    const other = await c.start(pest, await c.listing(agent), 'Other listing');
    expect(other.json()).toEqual({ message: conversationMessages.blocked });
    expect((await c.list(pest)).json()).toContainEqual(
      expect.objectContaining({ _id: id, blocked: true }),
    );
    expect((await c.send(agent, id, 'Last word')).statusCode).toBe(201);

    expect((await c.block(agent, id, false)).json()).toEqual({ modifiedCount: 1 });
    expect((await c.send(pest, id, 'Thanks')).statusCode).toBe(201);
  });

  it('either participant reports a conversation once; admins see it with all its messages', async () => {
    const first = (await c.start(buyer, await c.listing(agent), 'Buy bitcoin')).json().insertedId;
    await c.send(agent, first, 'No');
    const second = (await c.start(buyer, await c.listing(agent), 'Hm')).json().insertedId;
    expect((await c.report(agent, first)).json()).toEqual({ modifiedCount: 1 });
    const again = await c.report(buyer, first);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: conversationMessages.alreadyReported });
    expect((await c.report(buyer, second)).statusCode).toBe(200);

    for (const who of [buyer, agent]) {
      const res = await c.inject({ url: '/api/admin/conversations', headers: who.auth });
      expect(res.statusCode).toBe(403);
    }
    const reported = (
      await c.inject({ url: '/api/admin/conversations', headers: admin.auth })
    ).json();
    const mine = reported.filter((r: { _id: string }) => r._id === first || r._id === second);
    expect(mine.map((r: { _id: string }) => r._id)).toEqual([second, first]);
    expect(mine[1]).toMatchObject({
      buyer_name: 'Bob Buyer',
      buyer_email: buyer.email,
      agent_name: 'Ada Agent',
      agent_email: agent.email,
      reported_by: agent.email,
      messages: [
        { body: 'Buy bitcoin', sender_name: 'Bob Buyer' },
        { body: 'No', sender_name: 'Ada Agent' },
      ],
    });
    expect((await c.list(buyer)).json()).toContainEqual(
      expect.objectContaining({ _id: first, reported: true }),
    );
  });

  it('an account marked as fraud cannot start a new conversation but keeps its old ones', async () => {
    const rogue = await c.account();
    const known = await c.listing(agent);
    const id = (await c.start(rogue, known, 'Before')).json().insertedId;
    await setStatus(rogue, 'fraud');
    const fresh = await c.start(rogue, await c.listing(agent), 'New');
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json()).toEqual({ message: conversationMessages.fraudCannotMessage });
    expect((await c.start(rogue, known, 'Same thread')).json().insertedId).toBe(id);
    expect((await c.send(rogue, id, 'Reply')).statusCode).toBe(201);
  });

  it('each message and each reading is told to the notifier, in the same transaction', async () => {
    const notify = ctx().app.notify;
    const message = vi.spyOn(notify, 'message');
    const read = vi.spyOn(notify, 'conversationRead');
    try {
      const id = (await c.start(buyer, await c.listing(agent), 'Hi')).json().insertedId;
      await c.send(agent, id, 'Hello');
      await c.thread(buyer, id);
      expect(message.mock.calls.map((call) => call[1])).toEqual([
        { conversationId: id, senderId: buyer.id },
        { conversationId: id, senderId: agent.id },
      ]);
      expect(read.mock.calls.map((call) => call[1])).toEqual([
        { conversationId: id, readerId: buyer.id },
      ]);
      expect(message.mock.calls[0]![0]).not.toBe(ctx().db);
    } finally {
      message.mockRestore();
      read.mockRestore();
    }
  });
});

describeEachDatabase(
  'conversations: how many messages an account may send',
  (ctx) => {
    const c = conversationCalls(ctx);
    it('30 messages per 10 minutes (starts and replies), then 429 for that account only', async () => {
      const [agent, buyer, other] = await Promise.all([
        c.account('agent'),
        c.account(),
        c.account(),
      ]);
      const propertyId = await c.listing(agent);
      const id = (await c.start(buyer, propertyId, 'Message 1')).json().insertedId;
      for (let i = 2; i <= defaultRateLimits.messagesPerAccount.max; i++) {
        expect((await c.send(buyer, id, `Message ${i}`)).statusCode).toBe(201);
      }
      for (const res of [
        await c.send(buyer, id, 'One too many'),
        await c.start(buyer, propertyId),
      ]) {
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({ message: conversationMessages.tooManyMessages });
      }
      expect((await c.start(other, propertyId, 'Me')).statusCode).toBe(201);
      expect((await c.send(agent, id, 'Reply')).statusCode).toBe(201);
    });
  },
  {},
  { rateLimits: defaultRateLimits },
);

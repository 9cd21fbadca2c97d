import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { mailOutbox, messageMailState, properties } from '../src/db/schema';
import { conversationCalls, inDays } from './helpers/conversation-calls';
import type { TestAccount } from './helpers/factories';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './helpers/smtp-sink';
import { describeEachDatabase, type TestContext } from './helpers/test-app';

/**
 * E-mail for messages and viewings (CONTRACT.md section 8) through a real SMTP server on
 * loopback: one e-mail per conversation and recipient while it stays unread, the count
 * starting again once they read it; each viewing move to the other party.
 */
const PUBLIC_URL = 'https://homes.example.com';
let sink: SmtpSink;
const env: Record<string, string> = { PUBLIC_URL, MAIL_POLL_MS: '100', MAIL_RETRY_MS: '50' };

beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = sink.url;
});
afterAll(async () => {
  await sink?.stop();
});

const poll = { timeout: 15_000, interval: 25 };

/** The e-mails of one kind queued for `account` (the queue is written with the event). */
const queued = ({ db }: TestContext, account: TestAccount, kind: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toEmail, account.email), eq(mailOutbox.kind, kind)));

/** Waits until every queued e-mail of this kind and subject for `account` has arrived; returns them. */
async function arrived(ctx: TestContext, account: TestAccount, subject: RegExp, kind: string) {
  const rows = (await queued(ctx, account, kind)).filter((row) => subject.test(row.subject));
  return vi.waitFor(() => {
    const mails = sink.to(account.email).filter((mail: ReceivedMail) => subject.test(mail.subject));
    if (mails.length < rows.length) throw new Error('still arriving');
    return mails;
  }, poll);
}

describeEachDatabase(
  'e-mail for messages and viewings',
  (ctx) => {
    const calls = conversationCalls(ctx);
    let agent: TestAccount;
    let buyer: TestAccount;
    beforeAll(async () => {
      agent = await calls.account('agent', 'Ada Agent');
      buyer = await calls.account('user', 'Bob Buyer');
    });

    it('a burst of five messages sends the agent one e-mail, the first, with a link to the thread', async () => {
      const propertyId = await calls.listing(agent, { title: 'Lake house' });
      const started = await calls.start(buyer, propertyId, 'Is it <b>still</b> for sale?');
      expect(started.statusCode).toBe(201);
      const id = started.json().insertedId as string;
      for (const text of ['Second', 'Third', 'Fourth', 'Fifth']) {
        expect((await calls.send(buyer, id, text)).statusCode).toBe(201);
      }

      expect(await queued(ctx(), agent, 'message')).toHaveLength(1);
      const [mail] = await arrived(ctx(), agent, /Lake house/, 'message');
      expect(sink.to(agent.email).filter((m) => /Lake house/.test(m.subject))).toHaveLength(1);
      expect(mail!.subject).toBe('New message from Bob Buyer about Lake house');
      expect(mail!.to).toBe(agent.email);
      expect(mail!.text).toContain('Bob Buyer sent you a message about Lake house:');
      expect(mail!.text).toContain('> Is it <b>still</b> for sale?');
      expect(mail!.text).toContain(`${PUBLIC_URL}/dashboard/messages/${id}`);
      // The message is text in the HTML part too.
      expect(mail!.html).toContain('Is it &lt;b&gt;still&lt;/b&gt; for sale?');
      expect(mail!.html).not.toContain('<b>still</b>');
      expect(mail!.html).toContain(`href="${PUBLIC_URL}/dashboard/messages/${id}"`);
    });

    it('once the agent reads the thread, the next message e-mails them again; replies e-mail the buyer', async () => {
      const propertyId = await calls.listing(agent, { title: 'Hill farm' });
      const id = (await calls.start(buyer, propertyId, 'First question')).json()
        .insertedId as string;
      expect((await calls.send(buyer, id, 'Unread follow-up')).statusCode).toBe(201);
      expect(await queued(ctx(), agent, 'message')).toHaveLength(2); // Lake house's and this one

      expect((await calls.thread(agent, id)).statusCode).toBe(200);
      expect((await calls.send(buyer, id, 'After you read it')).statusCode).toBe(201);
      const toAgent = await arrived(ctx(), agent, /Hill farm/, 'message');
      expect(toAgent.map((mail) => mail.text.match(/^> .*$/m)?.[0])).toEqual([
        '> First question',
        '> After you read it',
      ]);

      // The agent's replies: the buyer's own count, one e-mail for two replies.
      expect((await calls.send(agent, id, 'Yes, come and see it')).statusCode).toBe(201);
      expect((await calls.send(agent, id, 'Any day this week')).statusCode).toBe(201);
      const [toBuyer, ...more] = await arrived(ctx(), buyer, /Hill farm/, 'message');
      expect(more).toEqual([]);
      expect(toBuyer!.subject).toBe('New message from Ada Agent about Hill farm');
      expect(toBuyer!.to).toBe(buyer.email);
      expect(toBuyer!.text).toContain('> Yes, come and see it');
    });

    it('an unread conversation e-mails again once the last e-mail is more than 10 minutes old', async () => {
      const propertyId = await calls.listing(agent, { title: 'Old mill' });
      const id = (await calls.start(buyer, propertyId, 'Hello there')).json().insertedId as string;
      expect((await calls.send(buyer, id, 'Within ten minutes')).statusCode).toBe(201);
      // Eleven minutes pass (the e-mail's time is moved back instead).
      await ctx()
        .db.update(messageMailState)
        .set({ lastMailedAt: sql`now() - interval '11 minutes'` })
        .where(eq(messageMailState.conversationId, id));
      expect((await calls.send(buyer, id, 'Eleven minutes later')).statusCode).toBe(201);
      const mails = await arrived(ctx(), agent, /Old mill/, 'message');
      expect(mails.map((mail) => mail.text.match(/^> .*$/m)?.[0])).toEqual([
        '> Hello there',
        '> Eleven minutes later',
      ]);
    });

    it('a viewing requested e-mails the agent, with the time as the buyer gave it and the note', async () => {
      const propertyId = await calls.listing(agent, { title: 'Pine lodge' });
      const start = inDays(5, '+05:30');
      const res = await calls.requestViewing(buyer, propertyId, start, 'Ring the <bell>');
      expect(res.statusCode).toBe(201);

      const [mail] = await arrived(ctx(), agent, /Pine lodge/, 'viewing_requested');
      expect(mail!.subject).toBe('Viewing request for Pine lodge');
      // A listing without a point: its location, and no map.
      expect(mail!.text).toContain('Where: Lisbon');
      expect(mail!.text).not.toContain('Map: ');
      expect(mail!.to).toBe(agent.email);
      const wall = new Date(`${start.slice(0, 16)}:00Z`);
      const part = (options: Intl.DateTimeFormatOptions) =>
        wall.toLocaleString('en-GB', { ...options, timeZone: 'UTC' });
      const day = `${part({ weekday: 'long' })}, ${wall.getUTCDate()} ${part({ month: 'long' })}`;
      expect(mail!.text).toContain(
        `Bob Buyer asked to view Pine lodge on ${day} ${wall.getUTCFullYear()} at ${start.slice(11, 16)} (UTC+05:30).`,
      );
      expect(mail!.text).toContain('> Ring the <bell>');
      expect(mail!.text).toContain(`${PUBLIC_URL}/dashboard/viewings`);
      expect(mail!.html).toContain('Ring the &lt;bell&gt;');
    });

    it('confirmed and declined e-mail the buyer; cancelled e-mails the agent', async () => {
      const propertyId = await calls.listing(agent, {
        title: 'Bay cabin',
        location: 'Williamsburg, Brooklyn, New York',
      });
      await ctx()
        .db.update(properties)
        .set({ latitude: 40.7081, longitude: -73.9571 })
        .where(eq(properties.id, propertyId));
      const start = inDays(7, '-04:00');
      const request = () => calls.requestViewing(buyer, propertyId, start);
      const confirmed = (await request()).json().insertedId as string;
      const declined = (await request()).json().insertedId as string;
      expect((await calls.move(agent, confirmed, 'confirmed')).statusCode).toBe(200);
      expect((await calls.move(agent, declined, 'declined')).statusCode).toBe(200);
      expect((await calls.move(buyer, confirmed, 'cancelled')).statusCode).toBe(200);

      const time = `${start.slice(11, 16)} (UTC-04:00)`;
      const [yes] = await arrived(
        ctx(),
        buyer,
        /^Viewing confirmed: Bay cabin$/,
        'viewing_confirmed',
      );
      expect(yes!.text).toContain('Ada Agent confirmed your viewing of Bay cabin on ');
      expect(yes!.text).toContain(time);
      expect(yes!.text).toContain(`${PUBLIC_URL}/dashboard/viewings`);
      // Where it is: the location, and a map of the listing's point.
      expect(yes!.text).toContain('Where: Williamsburg, Brooklyn, New York');
      expect(yes!.text).toContain(
        'Map: https://www.openstreetmap.org/?mlat=40.7081&mlon=-73.9571#map=17/40.7081/-73.9571',
      );
      const [no] = await arrived(ctx(), buyer, /^Viewing declined: Bay cabin$/, 'viewing_declined');
      expect(no!.text).toContain('Ada Agent declined your request to view Bay cabin on ');
      expect(no!.text).toContain(time);
      const [off] = await arrived(
        ctx(),
        agent,
        /^Viewing cancelled: Bay cabin$/,
        'viewing_cancelled',
      );
      expect(off!.text).toContain('Bob Buyer cancelled the viewing of Bay cabin on ');
      expect(off!.text).toContain(time);
      // Each to its one addressee: the agent heard of the requests and the cancellation only.
      expect(
        sink
          .to(agent.email)
          .filter((m) => /Bay cabin/.test(m.subject))
          .map((m) => m.subject),
      ).toEqual(expect.arrayContaining(['Viewing cancelled: Bay cabin']));
      expect(sink.to(agent.email).some((m) => /confirmed|declined/.test(m.subject))).toBe(false);
      expect(
        sink.to(buyer.email).some((m) => /requested|cancelled|request for/.test(m.subject)),
      ).toBe(false);
    });
  },
  env,
);

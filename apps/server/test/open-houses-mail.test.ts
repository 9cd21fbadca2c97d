import { describe, expect, it, vi } from 'vitest';
import { queueOpenHouseReminders } from '../src/modules/open-houses/service';
import { createAccount, type TestAccount } from './helpers/factories';
import { createListing } from './helpers/marketplace-factories';
import { GOOD_CARD } from './helpers/payment-parties';
import { openHouseCalls } from './helpers/open-house-calls';
import { useMailSink, type ReceivedMail } from './helpers/smtp-sink';
import { databaseKinds, useTwoServers, type TestContext } from './helpers/test-app';

/**
 * An open house's e-mails (CONTRACT.md section 13) as a real SMTP server receives them: the
 * confirmation with the calendar file, the cancellation, the reminder the day before (once, with
 * two servers racing for it), each in the recipient's language; and the `open_house` alert of
 * an instant saved search.
 */
const { sink, env } = useMailSink();
env.SITE_LOCALES = 'en,de';
const poll = { timeout: 15_000, interval: 25 };

/** The e-mails `who` received whose subject matches, once there are `count` of them. */
async function mailsFor(who: TestAccount, subject: RegExp, count = 1): Promise<ReceivedMail[]> {
  return vi.waitFor(() => {
    const found = sink.to(who.email).filter((mail) => subject.test(mail.subject));
    if (found.length < count) throw new Error(`no e-mail "${subject}" to ${who.email}`);
    return found;
  }, poll);
}

/** Lets queued e-mail go out (the worker polls every 100 ms), for "nothing more came" checks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

for (const kind of databaseKinds) {
  describe(`open house e-mails [${kind}]`, () => {
    const servers = useTwoServers(kind, env);
    const ctx = (): TestContext => servers().first;
    const o = openHouseCalls(ctx);
    const account = (role: 'user' | 'agent', name: string) =>
      createAccount(ctx().app, ctx().db, { role, name });
    const speaks = async (who: TestAccount, locale: string) => {
      const res = await o.as(who, { method: 'PATCH', url: '/api/auth/me', payload: { locale } });
      expect(res.statusCode).toBe(200);
    };

    it('saying one comes e-mails a confirmation with the calendar file, once', async () => {
      const agent = await account('agent', 'Ada Agent');
      const buyer = await account('user', 'Bob Buyer');
      const listing = await createListing(ctx().app, ctx().db, agent, { title: 'Quay loft' });
      const id = await o.addAt(agent, listing, 50, 'Bring ID');
      expect((await o.attend(buyer, id)).json()).toEqual({ modifiedCount: 1 });
      expect((await o.attend(buyer, id)).json()).toEqual({ modifiedCount: 0 });

      const [mail] = await mailsFor(buyer, /Quay loft/);
      expect(mail!.subject).toBe("You're coming to the open house: Quay loft");
      expect(mail!.text).toContain('You said you will come to the open house of Quay loft on');
      expect(mail!.text).toContain('Bring ID');
      expect(mail!.text).toContain(`https://homes.example.com/property/${listing}`);
      expect(mail!.attachments).toHaveLength(1);
      const [file] = mail!.attachments;
      expect(file!.filename).toBe('open-house.ics');
      expect(file!.contentType).toBe('text/calendar');
      expect(file!.content).toContain('BEGIN:VEVENT');
      expect(file!.content).toContain(`UID:${id}@elite-property.open-house`);
      expect(file!.content).toContain('SUMMARY:Open house: Quay loft');
      await settle();
      expect(sink.to(buyer.email).filter((m) => /Quay loft/.test(m.subject))).toHaveLength(1);
      // The agent hears nothing of it.
      expect(sink.to(agent.email).filter((m) => /Quay loft/.test(m.subject))).toEqual([]);
    });

    it('each hears in their own language: the confirmation and its calendar file in German', async () => {
      const agent = await account('agent', 'Ada Agent');
      const buyer = await account('user', 'Berta Käufer');
      await speaks(buyer, 'de');
      const listing = await createListing(ctx().app, ctx().db, agent, { title: 'Haus am See' });
      const id = await o.addAt(agent, listing, 50);
      await o.attend(buyer, id);
      const [mail] = await mailsFor(buyer, /Haus am See/);
      expect(mail!.subject).toBe('Sie kommen zur offenen Besichtigung: Haus am See');
      expect(mail!.text).toContain('Hallo Berta Käufer');
      expect(mail!.attachments[0]!.content).toContain('SUMMARY:Offene Besichtigung: Haus am See');
      // Long lines are folded (RFC 5545 3.1): read unfolded.
      const unfolded = mail!.attachments[0]!.content.replace(/\r\n[ \t]/g, '');
      expect(unfolded).toContain(`https://homes.example.com/de/property/${listing}`);
    });

    it('the agent cancelling e-mails those who said they come, and nobody else', async () => {
      const agent = await account('agent', 'Ada Agent');
      const [one, two, other] = await Promise.all([
        account('user', 'One Visitor'),
        account('user', 'Two Visitor'),
        account('user', 'Not Coming'),
      ]);
      await speaks(two, 'de');
      const listing = await createListing(ctx().app, ctx().db, agent, { title: 'Mill house' });
      const id = await o.addAt(agent, listing, 60);
      await o.attend(one, id);
      await o.attend(two, id);
      await o.attend(other, id);
      await o.unattend(other, id);
      expect((await o.remove(agent, id)).json()).toEqual({ deletedCount: 1 });

      const [toOne] = await mailsFor(one, /^Open house cancelled: Mill house$/);
      expect(toOne!.text).toContain('The agent cancelled the open house of Mill house on');
      expect(toOne!.attachments[0]!.content).toContain('METHOD:CANCEL');
      expect(toOne!.attachments[0]!.content).toContain('STATUS:CANCELLED');
      const [toTwo] = await mailsFor(two, /^Offene Besichtigung abgesagt: Mill house$/);
      expect(toTwo!.text).toContain('Der Makler hat die offene Besichtigung von Mill house');
      await settle();
      expect(sink.to(other.email).filter((m) => /cancelled/.test(m.subject))).toEqual([]);
    });

    it('a home sold calls its open houses off: they are gone and whoever comes hears why', async () => {
      const agent = await account('agent', 'Ada Agent');
      const [buyer, visitor] = await Promise.all([
        account('user', 'Sam Buyer'),
        account('user', 'Vic Visitor'),
      ]);
      const listing = await createListing(ctx().app, ctx().db, agent, { title: 'Dock cottage' });
      const id = await o.addAt(agent, listing, 65);
      await o.attend(visitor, id);
      await mailsFor(visitor, /Dock cottage/);

      // The buyer's offer is accepted and paid by card: the home is sold.
      const offer = await o.as(buyer, {
        method: 'POST',
        url: '/api/propertyOffer',
        payload: { offer_property_id: listing, offered_price: 150_000 },
      });
      const offerId = offer.json().insertedId as string;
      await o.as(agent, {
        method: 'PATCH',
        url: `/api/requestProperty/${offerId}`,
        payload: { status: 'accepted' },
      });
      const intent = await o.as(buyer, {
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { offerId },
      });
      const paid = await o.as(buyer, {
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        payload: { clientSecret: intent.json().clientSecret, ...GOOD_CARD },
      });
      const sale = await o.as(buyer, {
        method: 'POST',
        url: '/api/soldProperty',
        payload: { offerId, transactionId: paid.json().paymentIntent.id },
      });
      expect([200, 201]).toContain(sale.statusCode);

      expect((await o.list(visitor, listing)).json()).toEqual([]);
      const [off] = await mailsFor(visitor, /^Open house cancelled: Dock cottage$/);
      expect(off!.text).toContain('Dock cottage is no longer on the market, so its open house on');
      expect(off!.attachments[0]!.content).toContain('METHOD:CANCEL');
    });

    it('the reminder the day before is queued once, though two servers race for it', async () => {
      const agent = await account('agent', 'Ada Agent');
      const [early, german] = await Promise.all([
        account('user', 'Early Visitor'),
        account('user', 'Frühe Besucherin'),
      ]);
      await speaks(german, 'de');
      const listing = await createListing(ctx().app, ctx().db, agent, { title: 'Tower flat' });
      // Later than this file's other open houses with visitors: theirs are not due with it.
      const id = await o.addAt(agent, listing, 85);
      await o.attend(early, id);
      await o.attend(german, id);
      const openHouse = (await o.list(undefined, listing)).json()[0] as { start: string };

      const { first, second } = servers();
      // A day and an hour before: nothing is due yet.
      const tooEarly = new Date(Date.parse(openHouse.start) - 25 * 3_600_000);
      expect(await queueOpenHouseReminders(first.db, first.app.notify, tooEarly)).toBe(0);
      // The day before, both servers at once: two reminders in all, one to each.
      const dayBefore = new Date(Date.parse(openHouse.start) - 23 * 3_600_000);
      const taken = await Promise.all([
        queueOpenHouseReminders(first.db, first.app.notify, dayBefore),
        queueOpenHouseReminders(second.db, second.notify, dayBefore),
        queueOpenHouseReminders(first.db, first.app.notify, dayBefore),
      ]);
      expect(taken.reduce((a, b) => a + b, 0)).toBe(2);
      expect(await queueOpenHouseReminders(second.db, second.notify, dayBefore)).toBe(0);
      first.app.nudgeMail();

      const [toEarly] = await mailsFor(early, /^Tomorrow: open house of Tower flat$/);
      expect(toEarly!.text).toContain('A reminder: the open house of Tower flat');
      expect(toEarly!.attachments[0]!.content).toContain('BEGIN:VEVENT');
      await mailsFor(german, /^Morgen: offene Besichtigung von Tower flat$/);
      await settle();
      expect(sink.to(early.email).filter((m) => /Tomorrow/.test(m.subject))).toHaveLength(1);
    });

    it('a new open house alerts the instant saved searches that match the listing', async () => {
      const agent = await account('agent', 'Ada Agent');
      const [instant, daily] = await Promise.all([
        account('user', 'Instant Searcher'),
        account('user', 'Daily Searcher'),
      ]);
      const save = (who: TestAccount, frequency: string, location: string) =>
        o.as(who, {
          method: 'POST',
          url: '/api/saved-searches',
          payload: { name: 'Porto homes', frequency, query: { location } },
        });
      const listing = await createListing(ctx().app, ctx().db, agent, {
        title: 'Ribeira duplex',
        location: 'Porto, Ribeira',
      });
      expect((await save(instant, 'instant', 'Porto')).statusCode).toBe(201);
      expect((await save(instant, 'instant', 'Faro')).statusCode).toBe(201);
      expect((await save(daily, 'daily', 'Porto')).statusCode).toBe(201);

      await o.addAt(agent, listing, 70);
      const [alert] = await mailsFor(instant, /^Open house: Ribeira duplex$/);
      expect(alert!.text).toContain('has a new open house');
      expect(alert!.text).toContain('"Porto homes"');
      const notes = (await o.as(instant, { method: 'GET', url: '/api/notifications' })).json();
      expect(notes.map((n: { kind: string }) => n.kind)).toContain('open_house');
      await settle();
      expect(sink.to(daily.email).filter((m) => /Ribeira/.test(m.subject))).toEqual([]);
      const dailyNotes = (await o.as(daily, { method: 'GET', url: '/api/notifications' })).json();
      expect(dailyNotes.map((n: { kind: string }) => n.kind)).not.toContain('open_house');
    });
  });
}

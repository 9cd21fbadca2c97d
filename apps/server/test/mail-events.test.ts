import { expect, it, vi } from 'vitest';
import { createAccount, type TestAccount } from './helpers/factories';
import { createListing } from './helpers/marketplace-factories';
import { paymentParties } from './helpers/payment-parties';
import { MAIL_TEST_PUBLIC_URL, useMailSink, type ReceivedMail } from './helpers/smtp-sink';
import { describeEachDatabase } from './helpers/test-app';

/**
 * E-mail for the marketplace's events (CONTRACT.md section 8), as a real SMTP server on
 * loopback receives it: the right person, the subject, a plain-text part naming the listing,
 * the link to the page that acts on it, and nothing anyone typed rendered as HTML.
 */
const PUBLIC_URL = MAIL_TEST_PUBLIC_URL;
const { sink, env } = useMailSink();

/** The one e-mail `account` received whose subject matches. */
async function mailFor(account: TestAccount, subject: RegExp): Promise<ReceivedMail> {
  return vi.waitFor(
    () => {
      const found = sink.to(account.email).find((mail) => subject.test(mail.subject));
      if (!found) throw new Error(`no e-mail "${subject}" to ${account.email}`);
      return found;
    },
    { timeout: 15_000, interval: 25 },
  );
}

function expectWellFormed(mail: ReceivedMail, to: TestAccount, link: string) {
  expect(mail.to).toBe(to.email);
  expect(mail.toName).toBe(to.name);
  expect(mail.from).toBe('no-reply@homes.example.com');
  expect(mail.text).toContain(`${PUBLIC_URL}${link}`);
  expect(mail.html).toContain('Elite Property');
  expect(mail.html).toContain(`href="${PUBLIC_URL}${link}"`);
}

describeEachDatabase(
  'e-mail for offers and sales',
  (ctx) => {
    const parties = paymentParties(ctx);
    const offer = (who: TestAccount, propertyId: string, price = 150_000) =>
      parties.inject({
        method: 'POST',
        url: '/api/propertyOffer',
        headers: who.auth,
        payload: { offer_property_id: propertyId, offered_price: price },
      });
    const answer = (offerId: string, status: 'accepted' | 'rejected') =>
      parties.inject({
        method: 'PATCH',
        url: `/api/requestProperty/${offerId}`,
        headers: parties.agent().auth,
        payload: { status },
      });

    it('an offer made e-mails the agent: who offered what for which listing, and the offers page', async () => {
      const { app, db } = ctx();
      const agent = parties.agent();
      const buyer = parties.buyer();
      const propertyId = await createListing(app, db, agent, {
        title: 'Harbour loft',
        min: 100_000,
        max: 300_000,
      });
      const res = await offer(buyer, propertyId, 175_000);
      expect(res.statusCode).toBe(201);

      const mail = await mailFor(agent, /Harbour loft/);
      expect(mail.subject).toBe('New offer on Harbour loft');
      expect(mail.text).toContain('Bea Buyer offered $175,000 for Harbour loft.');
      expectWellFormed(mail, agent, '/dashboard/requestProperty');
      // Nobody else heard of it.
      expect(sink.to(buyer.email).filter((m) => /Harbour loft/.test(m.subject))).toEqual([]);
    });

    it('an accepted and a rejected offer e-mail the buyer, with their offers page', async () => {
      const { app, db } = ctx();
      const buyer = parties.buyer();
      const accepted = await createListing(app, db, parties.agent(), { title: 'Garden cottage' });
      const rejected = await createListing(app, db, parties.agent(), { title: 'Dockside studio' });
      const first = (await offer(buyer, accepted)).json().insertedId as string;
      const second = (await offer(buyer, rejected, 120_000.5)).json().insertedId as string;
      expect((await answer(first, 'accepted')).statusCode).toBe(200);
      expect((await answer(second, 'rejected')).statusCode).toBe(200);

      const yes = await mailFor(buyer, /Garden cottage/);
      expect(yes.subject).toBe('Your offer on Garden cottage was accepted');
      expect(yes.text).toContain(
        'Agnes Agent accepted your offer of $150,000 for Garden cottage. You can now pay for it.',
      );
      expectWellFormed(yes, buyer, '/dashboard/propertyBought');

      const no = await mailFor(buyer, /Dockside studio/);
      expect(no.subject).toBe('Your offer on Dockside studio was rejected');
      expect(no.text).toContain('Your offer of $120,000.50 for Dockside studio was rejected.');
      expectWellFormed(no, buyer, '/dashboard/propertyBought');
    });

    it('a refused answer sends nothing: a second answer to an answered offer is a 409 and no e-mail', async () => {
      const { app, db } = ctx();
      const buyer = await createAccount(app, db, { name: 'Once Only' });
      const propertyId = await createListing(app, db, parties.agent(), { title: 'Quiet mews' });
      const offerId = (await offer(buyer, propertyId)).json().insertedId as string;
      expect((await answer(offerId, 'rejected')).statusCode).toBe(200);
      expect((await answer(offerId, 'rejected')).statusCode).toBe(409);
      // Another e-mail to the same buyer after the refused one: once it is here, the first was
      // the only one before it.
      const later = await createListing(app, db, parties.agent(), { title: 'Later flat' });
      const laterOffer = (await offer(buyer, later)).json().insertedId as string;
      expect((await answer(laterOffer, 'rejected')).statusCode).toBe(200);
      await mailFor(buyer, /Later flat/);
      // The offer e-mails only: registration also sent "Confirm your e-mail address".
      const offerMails = sink.to(buyer.email).filter((m) => /^Your offer on /.test(m.subject));
      expect(offerMails.map((m) => m.subject)).toEqual([
        'Your offer on Quiet mews was rejected',
        'Your offer on Later flat was rejected',
      ]);
    });

    it('a recorded sale e-mails the buyer and the agent, each with their own page', async () => {
      const { offerId } = await parties.offerOnNewListing({ price: 250_000 });
      const intent = await parties.createIntent(offerId);
      expect(intent.statusCode).toBe(200);
      const paid = await parties.confirm(intent.json().clientSecret);
      expect(paid.statusCode).toBe(200);

      const buyerMail = await mailFor(parties.buyer(), /^You bought Sunny flat$/);
      expect(buyerMail.text).toContain('Your purchase of Sunny flat for $250,000 is recorded.');
      expectWellFormed(buyerMail, parties.buyer(), '/dashboard/propertyBought');

      const agentMail = await mailFor(parties.agent(), /^Sunny flat is sold$/);
      expect(agentMail.text).toContain('Bea Buyer bought Sunny flat for $250,000.');
      expectWellFormed(agentMail, parties.agent(), '/dashboard/mySoldProperty');
    });

    it('a sale tells the other buyers their open offers on the listing were rejected', async () => {
      const other = parties.otherBuyer();
      const { offerId, propertyId } = await parties.offerOnNewListing({ answer: null });
      // Someone else's offer, still pending, on the same listing.
      expect((await offer(other, propertyId, 140_000)).statusCode).toBe(201);
      expect((await answer(offerId, 'accepted')).statusCode).toBe(200);
      const intent = await parties.createIntent(offerId);
      expect((await parties.confirm(intent.json().clientSecret)).statusCode).toBe(200);
      const mail = await mailFor(other, /was rejected/);
      expect(mail.subject).toBe('Your offer on Sunny flat was rejected');
      expect(mail.text).toContain('Your offer of $140,000 for Sunny flat was rejected.');
    });

    it('what people typed is text in the HTML part, never markup', async () => {
      const { app, db } = ctx();
      const buyer = await createAccount(app, db, { name: 'Eve <img src=x onerror=alert(1)>' });
      const propertyId = await createListing(app, db, parties.agent(), {
        title: 'Villa <b>Sol</b> & "Mar"',
      });
      expect((await offer(buyer, propertyId)).statusCode).toBe(201);

      const mail = await mailFor(parties.agent(), /Villa/);
      expect(mail.subject).toBe('New offer on Villa <b>Sol</b> & "Mar"');
      expect(mail.text).toContain(
        'Eve <img src=x onerror=alert(1)> offered $150,000 for Villa <b>Sol</b> & "Mar".',
      );
      expect(mail.html).toContain('Villa &lt;b&gt;Sol&lt;/b&gt; &amp; &quot;Mar&quot;');
      expect(mail.html).toContain('Eve &lt;img src=x onerror=alert(1)&gt;');
      expect(mail.html).not.toContain('<b>Sol</b>');
      expect(mail.html).not.toContain('<img');
    });
  },
  env,
);

import { expect, it, vi } from 'vitest';
import { useMailSink } from './helpers/smtp-sink';
import { inDays, rentalParties } from './helpers/rental-parties';
import { describeEachDatabase } from './helpers/test-app';

/**
 * The e-mails of renting (CONTRACT.md section 12) through a real SMTP server on loopback, in the
 * renter's words and in each reader's language (section 11).
 */
const { sink, env } = useMailSink();
env.SITE_LOCALES = 'en,de';
const poll = { timeout: 15_000, interval: 25 };

describeEachDatabase(
  'e-mails of an application to rent and of a let',
  (ctx) => {
    const p = rentalParties(ctx);

    const mailsTo = (email: string, subject: RegExp) =>
      vi.waitFor(() => {
        const mails = sink.to(email).filter((mail) => subject.test(mail.subject));
        if (mails.length === 0) throw new Error('not yet');
        return mails;
      }, poll);

    it('the German agent is told of an application in German; the renter of the let in English', async () => {
      const chosen = await p.inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: p.agent().auth,
        payload: { locale: 'de' },
      });
      expect(chosen.statusCode).toBe(200);
      const propertyId = await p.rentalListing({ title: 'Dachwohnung' });
      const made = await p.apply(propertyId, {
        offered_price: 1_500,
        move_in: inDays(30),
        term_months: 12,
        message: 'Wir haben keine Haustiere.',
      });
      expect(made.statusCode).toBe(201);
      const offerId = made.json().insertedId as string;

      const [application] = await mailsTo(p.agent().email, /Dachwohnung/);
      expect(application!.subject).toBe('Neue Mietanfrage für Dachwohnung');
      expect(application!.text).toContain('Rita Renter möchte Dachwohnung für');
      expect(application!.text).toContain('pro Monat');
      expect(application!.text).toContain('12 Monate');
      expect(application!.text).toContain('> Wir haben keine Haustiere.');
      expect(application!.html).toMatch(/<html[^>]* lang="de"/);
      expect(application!.text).not.toMatch(/Angebot/);

      expect((await p.answer(offerId, 'accepted')).statusCode).toBe(200);
      const [accepted] = await mailsTo(p.renter().email, /Dachwohnung/);
      expect(accepted!.subject).toBe('Your application to rent Dachwohnung was accepted');
      expect(accepted!.text).toContain('Pay the holding deposit');

      const { clientSecret } = (await p.createIntent(offerId)).json();
      expect((await p.confirm(clientSecret)).statusCode).toBe(200);

      const [renterLet] = await mailsTo(p.renter().email, /^Let agreed/);
      expect(renterLet!.subject).toBe('Let agreed: Dachwohnung');
      expect(renterLet!.text).toContain('Your holding deposit of $346.15 for Dachwohnung is paid');
      expect(renterLet!.text).toMatch(/\$1,500(\.00)? per month/);
      expect(renterLet!.text).toContain('for 12 months');
      expect(renterLet!.text).not.toMatch(/You bought|purchase/);

      const [agentLet] = await mailsTo(p.agent().email, /^Vermietung vereinbart/);
      expect(agentLet!.subject).toBe('Vermietung vereinbart: Dachwohnung');
      expect(agentLet!.text).toContain('Rita Renter hat eine Reservierungsanzahlung');
    });

    it('an application’s refusals name the field in the caller’s language', async () => {
      const propertyId = await p.rentalListing();
      const res = await p.inject({
        method: 'POST',
        url: '/api/propertyOffer',
        headers: { ...p.renter().auth, 'accept-language': 'de' },
        payload: {
          offer_property_id: propertyId,
          offered_price: 1_500,
          move_in: inDays(400),
          term_months: 12,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: `move_in muss zwischen ${inDays(0)} und ${inDays(365)} liegen`,
      });
    });
  },
  env,
);

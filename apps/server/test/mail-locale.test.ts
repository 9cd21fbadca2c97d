import { expect, it, vi } from 'vitest';
import { conversationCalls } from './helpers/conversation-calls';
import { useMailSink } from './helpers/smtp-sink';
import { describeEachDatabase } from './helpers/test-app';

/**
 * E-mails in the recipient's language (CONTRACT.md section 11), through a real SMTP server on
 * loopback: an account's `locale` (PATCH /api/auth/me) decides, whoever's action sent the e-mail
 * and whatever language that person reads the site in.
 */
const { sink, env } = useMailSink();
env.SITE_LOCALES = 'en,de';
const poll = { timeout: 15_000, interval: 25 };

describeEachDatabase(
  'e-mails in the account’s language',
  (ctx) => {
    const calls = conversationCalls(ctx);

    it('a German agent gets a buyer’s message in German, the English buyer the answer in English', async () => {
      const agent = await calls.account('agent', 'Anna Makler');
      const buyer = await calls.account('user', 'Bob Buyer');
      const chosen = await ctx().app.inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: agent.auth,
        payload: { locale: 'de' },
      });
      expect(chosen.statusCode).toBe(200);
      const propertyId = await calls.listing(agent, { title: 'Haus am See' });

      // The buyer writes from an English page.
      const started = await calls.start(buyer, propertyId, 'Is the garden south-facing?');
      expect(started.statusCode).toBe(201);
      const [toAgent] = await vi.waitFor(() => {
        const mails = sink.to(agent.email).filter((mail) => /Haus am See/.test(mail.subject));
        if (mails.length === 0) throw new Error('not yet');
        return mails;
      }, poll);
      expect(toAgent!.subject).toBe('Neue Nachricht von Bob Buyer zu Haus am See');
      expect(toAgent!.html).toMatch(/<html[^>]* lang="de"/);
      expect(toAgent!.text).toContain('Is the garden south-facing?');
      expect(toAgent!.text).not.toMatch(/New message from/);

      // The agent answers from a German page: the buyer's e-mail is English, as their account.
      const id = started.json().insertedId as string;
      const reply = await ctx().app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        headers: { ...agent.auth, 'accept-language': 'de' },
        payload: { message: 'Ja, nach Süden.' },
      });
      expect(reply.statusCode).toBe(201);
      const [toBuyer] = await vi.waitFor(() => {
        const mails = sink.to(buyer.email).filter((mail) => /Haus am See/.test(mail.subject));
        if (mails.length === 0) throw new Error('not yet');
        return mails;
      }, poll);
      expect(toBuyer!.subject).toBe('New message from Anna Makler about Haus am See');
    });

    it('a German account asking for a new password gets the link in German', async () => {
      const account = await calls.account('user', 'Greta Käufer');
      await ctx().app.inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: account.auth,
        payload: { locale: 'de' },
      });
      const asked = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: account.email },
      });
      expect(asked.statusCode).toBe(202);
      const [mail] = await vi.waitFor(() => {
        const mails = sink.to(account.email).filter((m) => /Passwort/.test(m.subject));
        if (mails.length === 0) throw new Error('not yet');
        return mails;
      }, poll);
      expect(mail!.subject).toBe('Setzen Sie Ihr Elite Property-Passwort zurück');
      expect(mail!.html).toMatch(/<html[^>]* lang="de"/);
    });
  },
  env,
);

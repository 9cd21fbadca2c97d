import { randomBytes } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { identityMessages, messages } from '@elite/shared';
import { mailOutbox } from '../src/db/schema';
import { accountMaker, createAccount, GOOD_PASSWORD, uniqueEmail } from './helpers/factories';
import { addListing, moderateListing } from './helpers/property-factory';
import { describeEachDatabase } from './helpers/test-app';

/**
 * E-mail verification, "Forgot password", password change and signing out everywhere
 * (CONTRACT.md section 3, issue 36 item 2): the e-mails as queued in the outbox, the links as
 * the web pages use them.
 */
const PUBLIC_URL = 'https://homes.example.com';
const NEW_PASSWORD = 'Another!Pass2';

describeEachDatabase(
  'e-mailed identity links',
  (ctx) => {
    const inject = (options: InjectOptions) => ctx().app.inject(options);
    const account = accountMaker(ctx);

    /** The newest e-mail of this kind to this address, and the token of its link. */
    async function linkMail(email: string, kind: string, page: string) {
      const [mail] = await ctx()
        .db.select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toEmail, email), eq(mailOutbox.kind, kind)))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      expect(mail, `no ${kind} e-mail to ${email}`).toBeDefined();
      const pattern = new RegExp(`${PUBLIC_URL}/${page}\\?token=([\\w-]{43})`);
      const token = pattern.exec(mail!.text)?.[1];
      expect(token).toBeDefined();
      expect(mail!.html).toContain(`${PUBLIC_URL}/${page}?token=${token}`);
      return { mail: mail!, token: token! };
    }

    const mailCount = async (email: string, kind: string) =>
      (
        await ctx()
          .db.select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.toEmail, email), eq(mailOutbox.kind, kind)))
      ).length;

    const me = (authorization: string) =>
      inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
    const login = (email: string, password: string) =>
      inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

    async function register(name = 'Vera Verify') {
      const email = uniqueEmail('verify');
      const res = await inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name, email, password: GOOD_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(201);
      return { email, authorization: `Bearer ${res.json<{ token: string }>().token}` };
    }

    it('registration e-mails a link that proves the address once; a second use is refused', async () => {
      const { email, authorization } = await register();
      expect((await me(authorization)).json()).toMatchObject({ emailVerified: false });
      const { mail, token } = await linkMail(email, 'email_verification', 'verify-email');
      expect(mail.subject).toContain('Confirm your e-mail address');
      expect(mail.text).toContain('24 hours');

      const verified = await inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token },
      });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json()).toEqual({
        user: {
          displayName: 'Vera Verify',
          email,
          photoURL: null,
          emailVerified: true,
          locale: 'en',
        },
      });
      expect((await me(authorization)).json()).toMatchObject({ emailVerified: true });

      for (const bad of [token, 'x'.repeat(43)]) {
        const again = await inject({
          method: 'POST',
          url: '/api/auth/verify-email',
          payload: { token: bad },
        });
        expect(again.statusCode).toBe(400);
        expect(again.json()).toEqual({ message: identityMessages.verifyLinkInvalid });
      }
    });

    it('sends a new link on request (signed in): the earlier one stops working; a verified address is told so', async () => {
      const { email, authorization } = await register();
      const first = await linkMail(email, 'email_verification', 'verify-email');
      const anonymous = await inject({ method: 'POST', url: '/api/auth/verify-email/resend' });
      expect(anonymous.statusCode).toBe(401);

      const resent = await inject({
        method: 'POST',
        url: '/api/auth/verify-email/resend',
        headers: { authorization },
      });
      expect(resent.statusCode).toBe(202);
      const second = await linkMail(email, 'email_verification', 'verify-email');
      expect(second.token).not.toBe(first.token);
      const old = await inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: first.token },
      });
      expect(old.statusCode).toBe(400);
      const ok = await inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: second.token },
      });
      expect(ok.statusCode).toBe(200);

      const already = await inject({
        method: 'POST',
        url: '/api/auth/verify-email/resend',
        headers: { authorization },
      });
      expect(already.statusCode).toBe(409);
      expect(already.json()).toEqual({ message: identityMessages.alreadyVerified });
    });

    it('"Forgot password": 202 for any address, a link only to an account; the new password holds the rules and every token dies', async () => {
      const unknown = uniqueEmail('nobody');
      const none = await inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: unknown },
      });
      expect(none.statusCode).toBe(202);
      expect(await mailCount(unknown, 'password_reset')).toBe(0);

      const owner = await createAccount(ctx().app, ctx().db, { emailVerified: false });
      const second = await login(owner.email, GOOD_PASSWORD);
      const asked = await inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: owner.email.toUpperCase() },
      });
      expect(asked.statusCode).toBe(202);
      const { mail, token } = await linkMail(owner.email, 'password_reset', 'reset-password');
      expect(mail.text).toContain('1 hour');

      const weak = await inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token, password: 'weak' },
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toContain(messages.passwordPolicy);

      const reset = await inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token, password: NEW_PASSWORD },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      // Opening the e-mailed link proves the address as well.
      expect(reset.json()).toMatchObject({ user: { email: owner.email, emailVerified: true } });

      expect((await me(owner.auth.authorization)).statusCode).toBe(401);
      expect((await me(`Bearer ${second.json<{ token: string }>().token}`)).statusCode).toBe(401);
      expect((await login(owner.email, GOOD_PASSWORD)).statusCode).toBe(401);
      expect((await login(owner.email, NEW_PASSWORD)).statusCode).toBe(200);

      const reused = await inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token, password: 'Third!Pass3' },
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({ message: identityMessages.resetLinkInvalid });
      expect((await login(owner.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('changes the password with the current one: this token goes on, every other dies', async () => {
      const owner = await account();
      const other = await login(owner.email, GOOD_PASSWORD);
      const otherAuth = `Bearer ${other.json<{ token: string }>().token}`;

      const wrong = await inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: owner.auth,
        payload: { current_password: 'Not!ThePass9', password: NEW_PASSWORD },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: identityMessages.currentPasswordIncorrect });
      expect((await me(otherAuth)).statusCode).toBe(200);

      const changed = await inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: owner.auth,
        payload: { current_password: GOOD_PASSWORD, password: NEW_PASSWORD },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await me(owner.auth.authorization)).statusCode).toBe(200);
      expect((await me(otherAuth)).statusCode).toBe(401);
      expect((await login(owner.email, GOOD_PASSWORD)).statusCode).toBe(401);
      expect((await login(owner.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('signs out everywhere: every token of the account dies, other accounts keep theirs', async () => {
      const owner = await account();
      const other = await login(owner.email, GOOD_PASSWORD);
      const bystander = await account();
      const res = await inject({
        method: 'POST',
        url: '/api/auth/logout-all',
        headers: owner.auth,
      });
      expect(res.statusCode).toBe(204);
      expect((await me(owner.auth.authorization)).statusCode).toBe(401);
      expect((await me(`Bearer ${other.json<{ token: string }>().token}`)).statusCode).toBe(401);
      expect((await me(bystander.auth.authorization)).statusCode).toBe(200);
    });

    it('refuses a name with a line break or another control character, at registration and in the profile', async () => {
      for (const name of ['Eve\r\nATTENDEE:mailto:x@example.com', 'Tab\there', 'Bell\u0007']) {
        const email = uniqueEmail('ctl');
        const res = await inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { name, email, password: GOOD_PASSWORD },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(identityMessages.nameControlCharacters);
        expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401);
      }
      const owner = await account();
      const patched = await inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: owner.auth,
        payload: { name: 'Mallory\nEvil' },
      });
      expect(patched.statusCode).toBe(400);
      expect(patched.json().message).toContain(identityMessages.nameControlCharacters);
      expect((await me(owner.auth.authorization)).json()).toMatchObject({
        displayName: 'Test user',
      });
      // A quote is a character like any other (the calendar file quotes it).
      const quoted = await inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: owner.auth,
        payload: { name: 'Anne "Nan" Lee' },
      });
      expect(quoted.statusCode).toBe(200);
    });

    let agent: Awaited<ReturnType<typeof account>>;
    let admin: Awaited<ReturnType<typeof account>>;
    beforeAll(async () => {
      agent = await account('agent');
      admin = await account('admin');
    });

    it('sends no alert e-mail to an unverified address, though its in-app notification comes', async () => {
      const town = `Town ${randomBytes(4).toString('hex')}`;
      const proven = await account();
      const unproven = await createAccount(ctx().app, ctx().db, { emailVerified: false });
      for (const buyer of [proven, unproven]) {
        const saved = await inject({
          method: 'POST',
          url: '/api/saved-searches',
          headers: buyer.auth,
          payload: { name: 'Mine', query: { location: town }, frequency: 'instant' },
        });
        expect(saved.statusCode, saved.body).toBe(201);
      }
      const id = await addListing(ctx().app, agent, {
        property_title: `Home in ${town}`,
        location: `${town}, Testland`,
        property_image: 'https://example.com/a.jpg',
        price_range: { min: 250000, max: 300000 },
      });
      await moderateListing(ctx().app, admin, id);
      ctx().app.alertWorker.nudge();
      await ctx().app.alertWorker.settled();

      const alerts = async (email: string) =>
        (
          await ctx()
            .db.select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(and(eq(mailOutbox.toEmail, email), like(mailOutbox.kind, 'alert_%')))
        ).length;
      expect(await alerts(proven.email)).toBe(1);
      expect(await alerts(unproven.email)).toBe(0);
      const bell = await inject({
        method: 'GET',
        url: '/api/notifications',
        headers: unproven.auth,
      });
      expect(bell.json()).toEqual([expect.objectContaining({ property_id: id })]);
    });
  },
  { PUBLIC_URL },
);

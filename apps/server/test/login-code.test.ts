import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { identityMessages, limitMessages, signInCodeTexts } from '@elite/shared';
import { accountTokens } from '../src/db/schema';
import type { RateLimitSettings } from '../src/plugins/rate-limits';
import { createAccount, GOOD_PASSWORD, uniqueEmail, type TestAccount } from './helpers/factories';
import { useMailSink } from './helpers/smtp-sink';
import { describeEachDatabase, generousRateLimits } from './helpers/test-app';

/**
 * A correct password from a new address is not starved by guesses spread over many addresses
 * (issue 36 item 10, decision 052): refused attempts do not lengthen the account's delay, and a
 * code e-mailed to the owner lets the sign-in through from the browser that asked for it.
 */
const { sink, env } = useMailSink();

const limits: Partial<RateLimitSettings> = {
  ...generousRateLimits,
  loginPerAccountAndAddress: { max: 10, windowMs: 60 * 60_000, lockMs: 60 * 60_000 },
  loginPerAccount: {
    max: 5,
    windowMs: 60 * 60_000,
    stepMs: 1000,
    maxDelayMs: 30_000,
    knownAddressMs: 60 * 60_000,
  },
  linkMailsPerAddress: { max: 20, windowMs: 60 * 60_000 },
  linkMailsPerAccount: { max: 5, windowMs: 60 * 60_000 },
};

/** The attacker's addresses: a new one for each guess, so that no per-address lock stops them. */
let guessAddress = 0;
const nextGuessAddress = () =>
  `10.66.${Math.floor(guessAddress / 250)}.${(guessAddress++ % 250) + 1}`;

/** The `name=value` of the sign-in cookie a response sets, as the browser sends it back. */
function signInCookie(res: LightMyRequestResponse): string {
  const set = res.cookies.find((c) => c.name === 'elite_sign_in');
  expect(set, 'no sign-in cookie').toBeDefined();
  expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/api/auth' });
  return `${set!.name}=${set!.value}`;
}

/** The codes e-mailed to `email`, oldest first (not the address confirmation every account gets). */
const codeMails = (email: string) =>
  sink.to(email).filter((mail) => mail.subject === 'Your sign-in code');

async function nextCode(email: string, count: number): Promise<string> {
  const mails = await vi.waitFor(
    () => {
      const found = codeMails(email);
      if (found.length < count) throw new Error(`waiting for sign-in code ${count} to ${email}`);
      return found;
    },
    { timeout: 15_000, interval: 25 },
  );
  const mail = mails[count - 1]!;
  const code = /\b([A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5})\b/.exec(mail.text)?.[1];
  expect(code, mail.text).toBeDefined();
  expect(mail.html).toContain(code);
  return code!;
}

describeEachDatabase(
  'a sign-in past the account-wide slow-down',
  (ctx) => {
    const app = (): FastifyInstance => ctx().app;
    const login = (
      email: string,
      password: string,
      remoteAddress: string,
      extra: { code?: string; cookie?: string } = {},
    ) =>
      app().inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email, password, ...(extra.code !== undefined && { code: extra.code }) },
        ...(extra.cookie && { headers: { cookie: extra.cookie } }),
      });
    const askForCode = (email: string, remoteAddress: string, cookie?: string) =>
      app().inject({
        method: 'POST',
        url: '/api/auth/login-code',
        remoteAddress,
        payload: { email },
        ...(cookie && { headers: { cookie } }),
      });
    const guess = (email: string) => login(email, 'Wrong!Guess1', nextGuessAddress());

    /** Guesses from many addresses until the account is slowed down; the next guess is refused. */
    async function slowDown(account: TestAccount) {
      for (let i = 0; i < 6; i++) expect((await guess(account.email)).statusCode).toBe(401);
      const refused = await guess(account.email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: limitMessages.loginSlowedDown });
    }

    let owner: TestAccount;
    beforeAll(async () => {
      owner = await createAccount(ctx().app, ctx().db);
      vi.useFakeTimers({ toFake: ['Date'] }); // the counters' clock: waiting takes no time
    });
    afterAll(() => {
      vi.useRealTimers();
    });

    it('refused attempts do not lengthen the delay: only those let through to the password do', async () => {
      const { email } = await createAccount(ctx().app, ctx().db);
      for (let i = 0; i < 6; i++) expect((await guess(email)).statusCode).toBe(401);
      const refusals = [];
      for (let i = 0; i < 40; i++) refusals.push(await guess(email));
      expect(refusals.every((res) => res.statusCode === 429)).toBe(true);
      expect(Number(refusals.at(-1)!.headers['retry-after'])).toBe(1);
      vi.setSystemTime(Date.now() + 1000);
      // One more guess let through: the delay is now 2 seconds, not 30 (46 attempts counted).
      expect((await guess(email)).statusCode).toBe(401);
      const next = await guess(email);
      expect(next.statusCode).toBe(429);
      expect(Number(next.headers['retry-after'])).toBe(2);
    });

    it('during a flood the owner from a new address gets in with the e-mailed code and this browser’s cookie', async () => {
      await slowDown(owner);
      const phone = '10.77.0.1';
      // The flood takes each turn as it comes: the owner's right password from a new address is
      // refused round after round.
      for (let round = 0; round < 3; round++) {
        const refused = await login(owner.email, GOOD_PASSWORD, phone);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ message: limitMessages.loginSlowedDown });
        vi.setSystemTime(Date.now() + Number(refused.headers['retry-after']) * 1000);
        expect((await guess(owner.email)).statusCode).toBe(401);
      }

      const asked = await askForCode(owner.email, phone);
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toEqual({ message: signInCodeTexts.sent });
      const cookie = signInCookie(asked);
      const code = await nextCode(owner.email, 1);

      // The code without the browser's cookie, or a wrong code with it, does not get through.
      expect((await login(owner.email, GOOD_PASSWORD, phone, { code })).statusCode).toBe(429);
      const wrong = code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`;
      const refused = await login(owner.email, GOOD_PASSWORD, phone, { code: wrong, cookie });
      expect(refused.statusCode).toBe(429);
      // The code in any case, without its dash, with the cookie: signed in.
      const typed = code.replace('-', ' ').toLowerCase();
      const signedIn = await login(owner.email, GOOD_PASSWORD, phone, { code: typed, cookie });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.headers['retry-after']).toBeUndefined();
      expect(signedIn.json()).toMatchObject({ user: { email: owner.email } });

      // Used up: from yet another new address the same code and cookie are refused.
      await guess(owner.email);
      const again = await login(owner.email, GOOD_PASSWORD, '10.77.0.2', { code, cookie });
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({ message: limitMessages.loginSlowedDown });
    });

    it('an expired code does not get through', async () => {
      const account = await createAccount(ctx().app, ctx().db);
      await slowDown(account);
      const asked = await askForCode(account.email, '10.78.0.1');
      const cookie = signInCookie(asked);
      const code = await nextCode(account.email, 1);
      const [row] = await ctx()
        .db.update(accountTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(
          and(eq(accountTokens.email, account.email), eq(accountTokens.purpose, 'sign-in-code')),
        )
        .returning({ purpose: accountTokens.purpose });
      expect(row).toBeDefined();
      const res = await login(account.email, GOOD_PASSWORD, '10.78.0.1', { code, cookie });
      expect(res.statusCode).toBe(429);
    });

    it('a code does not lift the lock of an address that failed too often', async () => {
      const account = await createAccount(ctx().app, ctx().db);
      await slowDown(account);
      const cafe = '10.79.0.1';
      const asked = await askForCode(account.email, cafe);
      const cookie = signInCookie(asked);
      const code = await nextCode(account.email, 1);
      // Two more codes asked for from this browser: its cookie stays, and the first code works on.
      await askForCode(account.email, cafe, cookie);
      expect(signInCookie(await askForCode(account.email, cafe, cookie))).toBe(cookie);
      await nextCode(account.email, 3);
      for (let i = 0; i < 10; i++) await login(account.email, 'Wrong!Guess1', cafe, { code: '' });
      const locked = await login(account.email, GOOD_PASSWORD, cafe, { code, cookie });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ message: limitMessages.tooManyLoginAttempts });
      // The lock is this address's: the same code and cookie from elsewhere get in.
      const elsewhere = await login(account.email, GOOD_PASSWORD, '10.79.0.2', { code, cookie });
      expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    });

    it('answers the same for an e-mail no account has, and e-mails nobody', async () => {
      const nobody = uniqueEmail('nobody');
      const known = await askForCode(owner.email, '10.80.0.1');
      const unknown = await askForCode(nobody, '10.80.0.2');
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(unknown.headers['cache-control']).toBe(known.headers['cache-control']);
      signInCookie(unknown);
      await nextCode(owner.email, 2); // the owner's arrived; none goes to the unknown address
      expect(sink.to(nobody)).toEqual([]);
    });

    it('is limited like the other e-mailed links: 5 an hour per e-mail asked for', async () => {
      const email = uniqueEmail('flooded');
      const codes = [];
      for (let i = 0; i < 6; i++) codes.push((await askForCode(email, `10.81.0.${i}`)).statusCode);
      expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
      const refused = await askForCode(email, '10.81.1.1');
      expect(refused.json()).toEqual({ message: identityMessages.tooManyLinkRequests });
    });
  },
  env,
  { rateLimits: limits },
);

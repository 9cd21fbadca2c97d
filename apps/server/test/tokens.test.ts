import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { sessions } from '../src/db/schema';
import { hashToken } from '../src/modules/identity/tokens';
import { createAccount, GOOD_PASSWORD, uniqueEmail, type TestAccount } from './helpers/factories';
import { describeEachDatabase, type TestContext } from './helpers/test-app';

const DAY = "interval '1 day'";

/** Moves a token's timestamps, as if time had passed. */
async function age(ctx: TestContext, account: TestAccount, changes: Record<string, string>) {
  const set = Object.entries(changes)
    .map(([column, value]) => `${column} = ${value}`)
    .join(', ');
  await ctx.db.execute(
    sql.raw(`update sessions set ${set} where token_hash = '${hashToken(account.token)}'`),
  );
}

async function session(ctx: TestContext, account: TestAccount) {
  const [row] = await ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(account.token)));
  return row;
}

const me = (ctx: TestContext, account: TestAccount) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: account.auth });

describeEachDatabase('token and account rules', (ctx) => {
  it('a token lives 30 days at most, counted from sign-in', async () => {
    const account = await createAccount(ctx().app, ctx().db);
    const row = await session(ctx(), account);
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 30 * 24 * 3600_000)).toBeLessThan(60_000);

    // Used every day, it still dies at its absolute expiry.
    await age(ctx(), account, {
      created_at: `now() - 30 * ${DAY}`,
      last_used_at: 'now()',
      expires_at: `now() - interval '1 second'`,
    });
    const res = await me(ctx(), account);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: messages.notSignedIn });
  });

  it('a token unused for 7 days dies; one used within 7 days lives on and is marked used', async () => {
    const idle = await createAccount(ctx().app, ctx().db);
    await age(ctx(), idle, { last_used_at: `now() - 7 * ${DAY} - interval '1 minute'` });
    expect((await me(ctx(), idle)).statusCode).toBe(401);

    const active = await createAccount(ctx().app, ctx().db);
    await age(ctx(), active, { last_used_at: `now() - 6 * ${DAY}` });
    expect((await me(ctx(), active)).statusCode).toBe(200);
    const touched = await session(ctx(), active);
    expect(Date.now() - touched!.lastUsedAt.getTime()).toBeLessThan(60_000);
  });

  it('logout kills that token at once; the account’s other tokens live on', async () => {
    const account = await createAccount(ctx().app, ctx().db);
    const second = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: GOOD_PASSWORD },
    });
    const other = { ...account, auth: { authorization: `Bearer ${second.json().token}` } };
    const out = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: account.auth,
    });
    expect(out.statusCode).toBe(204);
    expect((await me(ctx(), account)).statusCode).toBe(401);
    expect((await me(ctx(), other)).statusCode).toBe(200);
    expect(await session(ctx(), account)).toBeUndefined();
  });

  it('deleting an account kills all its tokens', async () => {
    const admin = await createAccount(ctx().app, ctx().db, { role: 'admin' });
    const account = await createAccount(ctx().app, ctx().db);
    const deleted = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/user/${account.id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await me(ctx(), account)).statusCode).toBe(401);
    const rows = await ctx().db.select().from(sessions).where(eq(sessions.userId, account.id));
    expect(rows).toEqual([]);
  });

  it('a role change counts from the very next request with the same token', async () => {
    const admin = await createAccount(ctx().app, ctx().db, { role: 'admin' });
    const user = await createAccount(ctx().app, ctx().db);
    const allUsers = () =>
      ctx().app.inject({ method: 'GET', url: '/api/allUser', headers: user.auth });
    expect((await allUsers()).statusCode).toBe(403);
    await ctx().app.inject({
      method: 'PATCH',
      url: `/api/user/${user.id}`,
      headers: admin.auth,
      payload: { role: 'admin' },
    });
    expect((await allUsers()).statusCode).toBe(200);
  });

  it('a fraud mark counts from the agent’s very next request', async () => {
    const admin = await createAccount(ctx().app, ctx().db, { role: 'admin' });
    const agent = await createAccount(ctx().app, ctx().db, { role: 'agent' });
    const addListing = () =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/property',
        headers: agent.auth,
        payload: {
          property_title: 'Quick flip',
          location: 'Reno',
          property_image: 'https://example.com/q.jpg',
          price_range: { min: 1000, max: 2000 },
        },
      });
    expect((await addListing()).statusCode).toBe(201);
    await ctx().app.inject({
      method: 'PATCH',
      url: `/api/fraudUser/${agent.email}`,
      headers: admin.auth,
      payload: { status: 'fraud' },
    });
    const refused = await addListing();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: messages.fraudCannotAdd });
  });

  it('a made-up, truncated or overlong token is refused like a dead one', async () => {
    const account = await createAccount(ctx().app, ctx().db);
    for (const token of ['x', account.token.slice(0, -1), `${account.token}x`, 'a'.repeat(5000)]) {
      const res = await ctx().app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('sign-in responds the same for an unknown e-mail and a wrong password, in similar time', async () => {
    const account = await createAccount(ctx().app, ctx().db);
    const attempt = async (email: string) => {
      const started = performance.now();
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Wrong!Pass1' },
      });
      return { response: `${res.statusCode} ${res.body}`, ms: performance.now() - started };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = await attempt(account.email);
      const b = await attempt(uniqueEmail('ghost'));
      expect(a.response).toBe(`401 ${JSON.stringify({ message: messages.passwordIncorrect })}`);
      expect(b.response).toBe(a.response);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    // Both run one argon2id verification; an unknown e-mail gets no early response.
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[2]!;
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
  });
});

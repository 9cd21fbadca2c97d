import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { users } from '../src/db/schema';
import { createAccount, GOOD_PASSWORD, uniqueEmail } from './helpers/factories';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('identity', (ctx) => {
  const inject = (options: InjectOptions) => ctx().app.inject(options);

  it('registers a new account as a verified user and responds with a token and the identity', async () => {
    const email = uniqueEmail();
    const res = await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nora New', email: email.toUpperCase(), password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toEqual({
      displayName: 'Nora New',
      email,
      photoURL: null,
      emailVerified: false,
      locale: 'en',
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const role = await inject({
      method: 'GET',
      url: `/api/user/${email}`,
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(role.json()).toEqual({ role: 'user', status: 'Verified' });
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const email = uniqueEmail();
    await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Hash Check', email, password: GOOD_PASSWORD },
    });
    const [row] = await ctx().db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(GOOD_PASSWORD);
  });

  it('refuses a weak password with the policy message and creates nothing', async () => {
    const email = uniqueEmail();
    for (const password of ['short', 'alllowercase!', 'NoSpecial1', 'A!b']) {
      const res = await inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Weak', email, password },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(messages.passwordPolicy);
    }
    const rows = await ctx().db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });

  it('refuses a duplicate e-mail with 409, whatever its case', async () => {
    const account = await createAccount(ctx().app, ctx().db);
    const res = await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Copy', email: account.email.toUpperCase(), password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: messages.emailTaken });
  });

  it('refuses missing fields and a malformed e-mail with a message naming the field', async () => {
    const missing = await inject({ method: 'POST', url: '/api/auth/register', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/name/i);

    const badEmail = await inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'X', email: 'not-an-email', password: GOOD_PASSWORD },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toMatch(/email/i);
  });

  it('responds 400 to malformed JSON', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('logs in with the right password and refuses a wrong one with the spec message', async () => {
    const account = await createAccount(ctx().app, ctx().db);
    const ok = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: GOOD_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(account.email);

    const wrong = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: 'Wrong!Pass1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: messages.passwordIncorrect });

    const unknown = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('nobody'), password: 'Wrong!Pass1' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: messages.passwordIncorrect });
  });

  it('tells the token owner who they are, and refuses anonymous or unknown tokens', async () => {
    const account = await createAccount(ctx().app, ctx().db, { name: 'Mia Me' });
    const me = await inject({ method: 'GET', url: '/api/auth/me', headers: account.auth });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      displayName: 'Mia Me',
      email: account.email,
      photoURL: null,
      emailVerified: true,
      locale: 'en',
    });

    expect((await inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = await inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('updates the profile name and photo', async () => {
    const account = await createAccount(ctx().app, ctx().db);
    const res = await inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: account.auth,
      payload: { name: 'Renamed', photoURL: 'https://example.com/me.jpg' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      displayName: 'Renamed',
      photoURL: 'https://example.com/me.jpg',
    });

    const script = await inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: account.auth,
      payload: { photoURL: 'javascript:alert(1)' },
    });
    expect(script.statusCode).toBe(400);
  });

  it('kills the token at logout', async () => {
    const account = await createAccount(ctx().app, ctx().db);
    const out = await inject({ method: 'POST', url: '/api/auth/logout', headers: account.auth });
    expect(out.statusCode).toBe(204);
    const after = await inject({ method: 'GET', url: '/api/auth/me', headers: account.auth });
    expect(after.statusCode).toBe(401);
  });

  it('kills every token of a deleted account', async () => {
    const account = await createAccount(ctx().app, ctx().db);
    await ctx().db.delete(users).where(eq(users.id, account.id));
    const after = await inject({ method: 'GET', url: '/api/auth/me', headers: account.auth });
    expect(after.statusCode).toBe(401);
  });

  it('POST /api/jwt swaps the caller token for a fresh one, and refuses another e-mail', async () => {
    const account = await createAccount(ctx().app, ctx().db);
    const other = await createAccount(ctx().app, ctx().db);

    const anonymous = await inject({
      method: 'POST',
      url: '/api/jwt',
      payload: { email: account.email },
    });
    expect(anonymous.statusCode).toBe(401);

    const someoneElse = await inject({
      method: 'POST',
      url: '/api/jwt',
      headers: account.auth,
      payload: { email: other.email },
    });
    expect(someoneElse.statusCode).toBe(403);

    const mine = await inject({
      method: 'POST',
      url: '/api/jwt',
      headers: account.auth,
      payload: { email: account.email },
    });
    expect(mine.statusCode).toBe(200);
    const fresh = mine.json().token as string;
    expect(fresh).not.toBe(account.token);
    const me = await inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(me.json().email).toBe(account.email);
  });

  it('POST /api/users ignores a role or status it is sent', async () => {
    const account = await createAccount(ctx().app, ctx().db);
    const res = await inject({
      method: 'POST',
      url: '/api/users',
      headers: account.auth,
      payload: { email: account.email, name: account.name, role: 'admin', status: 'Verified' },
    });
    expect(res.statusCode).toBe(200);
    const role = await inject({
      method: 'GET',
      url: `/api/user/${account.email}`,
      headers: account.auth,
    });
    expect(role.json()).toEqual({ role: 'user', status: 'Verified' });

    const other = await createAccount(ctx().app, ctx().db);
    const forOther = await inject({
      method: 'POST',
      url: '/api/users',
      headers: account.auth,
      payload: { email: other.email, role: 'admin' },
    });
    expect(forOther.statusCode).toBe(403);
  });

  it("GET /api/user/{email} returns only the caller's own role, or any for an admin", async () => {
    const user = await createAccount(ctx().app, ctx().db);
    const agent = await createAccount(ctx().app, ctx().db, { role: 'agent' });
    const admin = await createAccount(ctx().app, ctx().db, { role: 'admin' });

    const nosy = await inject({
      method: 'GET',
      url: `/api/user/${agent.email}`,
      headers: user.auth,
    });
    expect(nosy.statusCode).toBe(403);
    const byAdmin = await inject({
      method: 'GET',
      url: `/api/user/${agent.email}`,
      headers: admin.auth,
    });
    expect(byAdmin.json()).toEqual({ role: 'agent', status: 'Verified' });
    const unknown = await inject({
      method: 'GET',
      url: `/api/user/${uniqueEmail('ghost')}`,
      headers: admin.auth,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('GET /api/allUser lists accounts for an admin only', async () => {
    const user = await createAccount(ctx().app, ctx().db);
    const admin = await createAccount(ctx().app, ctx().db, { role: 'admin' });
    expect((await inject({ method: 'GET', url: '/api/allUser' })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'GET', url: '/api/allUser', headers: user.auth })).statusCode,
    ).toBe(403);
    const list = await inject({ method: 'GET', url: '/api/allUser', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    const emails = list.json().map((u: { email: string }) => u.email);
    expect(emails).toContain(user.email);
    expect(list.json()[0]).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(list.json())).not.toContain('argon2');
  });
});

import { desc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema';
import { createAccount, uniqueEmail, type TestAccount } from './helpers/factories';
import { createListing } from './helpers/marketplace-factories';
import { describeEachDatabase, type TestContext } from './helpers/test-app';

const entries = (ctx: TestContext) =>
  ctx.db.select().from(auditLog).orderBy(desc(auditLog.createdAt));

describeEachDatabase('the audit table of admin actions', (ctx) => {
  let admin: TestAccount;
  let agent: TestAccount;
  let user: TestAccount;
  const as = (who: TestAccount, options: InjectOptions) =>
    ctx().app.inject({ ...options, headers: { ...who.auth, ...options.headers } });

  beforeAll(async () => {
    const { app, db } = ctx();
    [admin, agent, user] = await Promise.all([
      createAccount(app, db, { role: 'admin' }),
      createAccount(app, db, { role: 'agent' }),
      createAccount(app, db),
    ]);
  });

  /** Runs an admin action and returns the audit entries it added. */
  async function audit(action: () => Promise<{ statusCode: number }>, status = 200) {
    const before = (await entries(ctx())).length;
    const res = await action();
    expect(res.statusCode).toBe(status);
    const after = await entries(ctx());
    return after.slice(0, after.length - before);
  }

  it('records a role change with who, what, which account, from where and when', async () => {
    const target = await createAccount(ctx().app, ctx().db);
    const started = Date.now();
    const added = await audit(() =>
      as(admin, { method: 'PATCH', url: `/api/user/${target.id}`, payload: { role: 'agent' } }),
    );
    expect(added).toHaveLength(1);
    const [entry] = added;
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'user.role_changed',
      targetType: 'user',
      targetId: target.id,
      details: { role: 'agent' },
      ip: '127.0.0.1',
    });
    expect(entry!.createdAt.getTime()).toBeGreaterThan(started - 60_000);
  });

  it('records nothing for a change that did not happen or was refused', async () => {
    expect(
      await audit(() =>
        as(admin, { method: 'PATCH', url: `/api/user/${agent.id}`, payload: { role: 'agent' } }),
      ),
    ).toEqual([]);
    expect(
      await audit(
        () =>
          as(user, { method: 'PATCH', url: `/api/user/${user.id}`, payload: { role: 'admin' } }),
        403,
      ),
    ).toEqual([]);
    expect(
      await audit(() => as(admin, { method: 'DELETE', url: `/api/user/${admin.id}` }), 409),
    ).toEqual([]);
  });

  it('records fraud marks and deletions with the account’s e-mail, kept after it is gone', async () => {
    const crook = await createAccount(ctx().app, ctx().db, { role: 'agent' });
    const [fraud] = await audit(() =>
      as(admin, { method: 'PATCH', url: `/api/fraudUser/${crook.email}`, payload: {} }),
    );
    expect(fraud).toMatchObject({
      action: 'user.marked_fraud',
      targetId: crook.id,
      details: { email: crook.email },
    });
    const [deletion] = await audit(() =>
      as(admin, { method: 'DELETE', url: `/api/user/${crook.id}` }),
    );
    expect(deletion).toMatchObject({
      action: 'user.deleted',
      actorId: admin.id,
      targetId: crook.id,
      details: { email: crook.email },
    });
    expect(await ctx().db.select().from(users).where(eq(users.id, crook.id))).toEqual([]);
  });

  it('records moderation and advertising of listings', async () => {
    const pending = await createListing(ctx().app, ctx().db, agent, { status: 'pending' });
    const [moderated] = await audit(() =>
      as(admin, {
        method: 'PATCH',
        url: `/api/property/${pending}`,
        payload: { status: 'verified' },
      }),
    );
    expect(moderated).toMatchObject({
      action: 'property.moderated',
      targetType: 'property',
      targetId: pending,
      details: { status: 'verified' },
    });
    const [advertised] = await audit(
      () =>
        as(admin, {
          method: 'POST',
          url: '/api/advertiseProperty',
          payload: { property_id: pending },
        }),
      201,
    );
    expect(advertised).toMatchObject({ action: 'property.advertised', targetId: pending });
  });

  it('records an admin deleting a review, not a reviewer deleting their own', async () => {
    const listing = await createListing(ctx().app, ctx().db, agent);
    const post = async () =>
      (
        await as(user, {
          method: 'POST',
          url: '/api/review',
          payload: { property_id: listing, review_description: 'Fine.' },
        })
      ).json().insertedId as string;
    const own = await post();
    expect(await audit(() => as(user, { method: 'DELETE', url: `/api/myReview/${own}` }))).toEqual(
      [],
    );
    const other = await post();
    const [entry] = await audit(() =>
      as(admin, { method: 'DELETE', url: `/api/myReview/${other}` }),
    );
    expect(entry).toMatchObject({
      action: 'review.deleted',
      targetType: 'review',
      targetId: other,
    });
  });

  it('the entry is written in the same transaction as the change: no entry, no change', async () => {
    const target = await createAccount(ctx().app, ctx().db);
    await ctx().db.execute(sql`alter table audit_log rename to audit_log_away`);
    try {
      const res = await as(admin, {
        method: 'PATCH',
        url: `/api/user/${target.id}`,
        payload: { role: 'agent' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx().db.execute(sql`alter table audit_log_away rename to audit_log`);
    }
    const [row] = await ctx().db.select().from(users).where(eq(users.id, target.id));
    expect(row!.role).toBe('user');
  });

  it('entries cannot be changed or deleted', async () => {
    await expect(ctx().db.execute(sql`update audit_log set action = 'nothing'`)).rejects.toThrow();
    await expect(ctx().db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect((await entries(ctx())).length).toBeGreaterThan(0);
  });
});

/** Every line the server logs, parsed. */
const logLines: string[] = [];
const logStream = { write: (line: string) => void logLines.push(line) };
const logged = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

describeEachDatabase(
  'security logging',
  (ctx) => {
    beforeEach(() => {
      logLines.length = 0;
    });

    const find = (msg: string) => logged().filter((entry) => entry.msg === msg);

    it('logs every authentication event with the account and address, never a secret', async () => {
      const { app } = ctx();
      const email = uniqueEmail('logged');
      const password = 'Very!Secret-Pass42';
      const registered = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Logged Person', email, password },
      });
      const failed = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Other!Secret-Pass43' },
      });
      const ok = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      const token: string = ok.json().token;
      await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${token}` },
      });
      const refused = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect([registered.statusCode, failed.statusCode, ok.statusCode, refused.statusCode]).toEqual(
        [201, 401, 200, 401],
      );

      expect(find('account registered')[0]).toMatchObject({ email, ip: '127.0.0.1' });
      expect(find('login failed')[0]).toMatchObject({ email, ip: '127.0.0.1' });
      expect(find('login succeeded')[0]).toMatchObject({ email, ip: '127.0.0.1' });
      expect(find('logged out')[0]).toMatchObject({ ip: '127.0.0.1' });
      expect(find('token refused')[0]).toMatchObject({ ip: '127.0.0.1' });

      const output = logLines.join('\n');
      for (const secret of [password, 'Other!Secret-Pass43', token, registered.json().token]) {
        expect(output).not.toContain(secret);
      }
    });

    it('logs every refused authorization with the account, role and address', async () => {
      const { app, db } = ctx();
      const user = await createAccount(app, db);
      logLines.length = 0;
      await app.inject({ method: 'GET', url: '/api/allUser' });
      await app.inject({ method: 'GET', url: '/api/allUser', headers: user.auth });
      const refusals = find('authorization refused');
      expect(refusals).toHaveLength(2);
      expect(refusals[0]).toMatchObject({
        statusCode: 401,
        ip: '127.0.0.1',
        route: '/api/allUser',
      });
      expect(refusals[1]).toMatchObject({
        statusCode: 403,
        userId: user.id,
        role: 'user',
        ip: '127.0.0.1',
      });
      expect(logLines.join('\n')).not.toContain(user.token);
    });

    it('never logs card details, even when the payment call fails', async () => {
      const { app, db } = ctx();
      const buyer = await createAccount(app, db);
      const card = { cardNumber: '4000000000009995', exp: '12/40', cvc: '987' };
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        headers: buyer.auth,
        payload: { clientSecret: 'pi_unknown_secret_x', ...card },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(logLines.join('\n')).not.toContain(card.cardNumber);
    });

    it('redacts secrets that a log call is handed by mistake', () => {
      const { app } = ctx();
      logLines.length = 0;
      app.log.info(
        {
          password: 'p-top',
          token: 't-top',
          body: { password: 'p-1', cardNumber: '4242424242424242', cvc: '123' },
          request: { body: { token: 't-2', clientSecret: 'pi_1_secret_2' } },
          headers: { authorization: 'Bearer t-3' },
        },
        'oops',
      );
      const line = logLines.join('\n');
      for (const secret of [
        'p-top',
        't-top',
        'p-1',
        '4242424242424242',
        '"123"',
        't-2',
        'pi_1_secret_2',
        't-3',
        'c-1',
      ]) {
        expect(line).not.toContain(secret);
      }
      expect(line).toContain('[Redacted]');
    });
  },
  {},
  { logStream },
);

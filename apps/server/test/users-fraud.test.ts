import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { messages, ruleMessages } from '@elite/shared';
import { uniqueEmail } from './helpers/factories';
import { addVerifiedListing } from './helpers/property-factory';
import { describeEachDatabase } from './helpers/test-app';
import { userAdminCalls } from './helpers/user-admin-calls';

describeEachDatabase('users (admin): marking an agent as fraud', (ctx) => {
  const { inject, account, stored, setRole, markFraud } = userAdminCalls(ctx);

  it('an admin marks an agent as fraud: their listings leave the public list and ads but are kept', async () => {
    const admin = await account('admin');
    const agent = await account('agent');
    const location = `Fraudville ${randomUUID().slice(0, 8)}`;
    const id = await addVerifiedListing(ctx().app, agent, admin, { location });
    const ad = await inject({
      method: 'POST',
      url: '/api/advertiseProperty',
      headers: admin.auth,
      payload: { property_id: id },
    });
    expect(ad.statusCode).toBe(201);
    const listed = async () =>
      (
        await inject({
          method: 'GET',
          url: `/api/property?location=${encodeURIComponent(location)}`,
        })
      ).json().length as number;
    expect(await listed()).toBe(1);

    const res = await markFraud(admin, agent.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect((await stored(agent.id))?.status).toBe('fraud');

    expect(await listed()).toBe(0);
    const ads = await inject({ method: 'GET', url: '/api/advertiseProperty' });
    expect(ads.json().map((a: { property_id: string }) => a.property_id)).not.toContain(id);
    const all = await inject({ method: 'GET', url: '/api/allProperty', headers: admin.auth });
    expect(all.json().map((p: { _id: string }) => p._id)).toContain(id);

    const add = await inject({
      method: 'POST',
      url: '/api/property',
      headers: agent.auth,
      payload: {
        property_title: 'Another',
        location,
        property_image: 'https://example.com/a.jpg',
        price_range: { min: 1, max: 2 },
      },
    });
    expect(add.statusCode).toBe(409);
    expect(add.json()).toEqual({ message: messages.fraudCannotAdd });

    const again = await markFraud(admin, agent.email);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ruleMessages.alreadyFraud });
  });

  it('only agents can be marked as fraud; unknown e-mails are 404', async () => {
    const admin = await account('admin');
    const user = await account();
    for (const target of [user, admin]) {
      const res = await markFraud(admin, target.email);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ruleMessages.onlyAgentsFraud });
      expect((await stored(target.id))?.status).toBe('Verified');
    }
    const unknown = await markFraud(admin, uniqueEmail('ghost'));
    expect(unknown.statusCode).toBe(404);
    for (const email of [`${'a'.repeat(250)}@example.com`, `${'a'.repeat(3000)}@example.com`]) {
      const huge = await markFraud(admin, email);
      expect(huge.statusCode).toBeGreaterThanOrEqual(400);
      expect(huge.statusCode).toBeLessThan(500);
      expect(huge.json().message).toBeTruthy();
    }
  });

  it('the fraud body is optional but cannot set another status', async () => {
    const admin = await account('admin');
    const agent = await account('agent');
    const other = await inject({
      method: 'PATCH',
      url: `/api/fraudUser/${agent.email}`,
      headers: admin.auth,
      payload: { status: 'Verified' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/status/);
    const empty = await inject({
      method: 'PATCH',
      url: `/api/fraudUser/${agent.email}`,
      headers: admin.auth,
    });
    expect(empty.statusCode).toBe(200);
    expect((await stored(agent.id))?.status).toBe('fraud');
  });

  it('marking fraud and making admin at once never yields a fraud admin', async () => {
    const admin = await account('admin');
    for (let i = 0; i < 3; i += 1) {
      const agent = await account('agent');
      await Promise.all([
        markFraud(admin, agent.email),
        setRole(admin, agent.id, { role: 'admin' }),
      ]);
      const row = await stored(agent.id);
      expect(row?.role === 'admin' && row.status === 'fraud').toBe(false);
    }
  });

  it('two admins marking the same agent at once: exactly one wins', async () => {
    const admin = await account('admin');
    const agent = await account('agent');
    const results = await Promise.all([0, 1, 2].map(() => markFraud(admin, agent.email)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

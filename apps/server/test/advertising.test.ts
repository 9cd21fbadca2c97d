import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { messages, ruleMessages, type AdvertisedProperty } from '@elite/shared';
import { advertisements, properties } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/factories';
import {
  addListing,
  addVerifiedListing,
  moderateListing,
  UNKNOWN_FACTS,
} from './helpers/property-factory';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('advertising', (ctx) => {
  const inject = (options: InjectOptions) => ctx().app.inject(options);
  const account = (role: 'user' | 'agent' | 'admin' = 'user', status?: 'fraud') =>
    createAccount(ctx().app, ctx().db, { role, status });

  const advertise = (caller: TestAccount | undefined, payload: unknown) =>
    inject({
      method: 'POST',
      url: '/api/advertiseProperty',
      headers: caller?.auth,
      payload: payload as Record<string, unknown>,
    });

  async function advertised(): Promise<AdvertisedProperty[]> {
    const res = await inject({ method: 'GET', url: '/api/advertiseProperty' });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  async function adCount(propertyId: string) {
    const rows = await ctx()
      .db.select()
      .from(advertisements)
      .where(eq(advertisements.propertyId, propertyId));
    return rows.length;
  }

  it('an admin advertises a verified property; the home page shows it to anyone', async () => {
    const admin = await account('admin');
    const agent = await account('agent');
    const id = await addVerifiedListing(ctx().app, agent, admin, {
      property_title: 'Lakeside cabin',
      price_range: { min: 1500, max: 2500.5 },
    });

    const res = await advertise(admin, { property_id: id });
    expect(res.statusCode).toBe(201);
    const { insertedId, message } = res.json();
    expect(message).toBe(ruleMessages.advertised);

    const ad = (await advertised()).find((a) => a.property_id === id);
    expect(ad).toEqual({
      _id: insertedId,
      property_id: id,
      property_title: 'Lakeside cabin',
      location: 'Seattle, Washington',
      property_image: 'https://example.com/a.jpg',
      price_range: { min: 1500, max: 2500.5 },
      status: 'verified',
      agent_name: agent.name,
      agent_email: agent.email,
      agent_image: null,
      agent_id: agent.id,
      ...UNKNOWN_FACTS,
      photos: [{ url: 'https://example.com/a.jpg', alt: '' }],
      listed_at: expect.any(String),
      updated_at: expect.any(String),
      days_on_market: 0,
    });
  });

  it('takes the whole property as SPEC.md client posts it, using property_id or else _id', async () => {
    const admin = await account('admin');
    const agent = await account('agent');
    const id = await addVerifiedListing(ctx().app, agent, admin);
    const property = (await inject({ method: 'GET', url: `/api/property/${id}` })).json();
    const res = await advertise(admin, { ...property, status: 'whatever', extra: 'x' });
    expect(res.statusCode).toBe(201);
    expect(await adCount(id)).toBe(1);

    const second = await addVerifiedListing(ctx().app, agent, admin);
    const both = await advertise(admin, { _id: id, property_id: second });
    expect(both.statusCode).toBe(201);
    expect(await adCount(second)).toBe(1);
  });

  it('shows the current data of the property and its agent, not a copy', async () => {
    const admin = await account('admin');
    const agent = await account('agent');
    const id = await addVerifiedListing(ctx().app, agent, admin);
    await advertise(admin, { property_id: id });
    await inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: agent.auth,
      payload: { name: 'Renamed Agent', photoURL: 'https://example.com/me.jpg' },
    });
    const ad = (await advertised()).find((a) => a.property_id === id);
    expect(ad).toMatchObject({
      agent_name: 'Renamed Agent',
      agent_image: 'https://example.com/me.jpg',
    });
  });

  it('advertising the same property twice gets a message', async () => {
    const admin = await account('admin');
    const agent = await account('agent');
    const id = await addVerifiedListing(ctx().app, agent, admin);
    expect((await advertise(admin, { property_id: id })).statusCode).toBe(201);
    const again = await advertise(admin, { property_id: id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ruleMessages.alreadyAdvertised });
    expect(await adCount(id)).toBe(1);
  });

  it('two admins advertising one property at once: exactly one wins', async () => {
    const admin = await account('admin');
    const other = await account('admin');
    const agent = await account('agent');
    const id = await addVerifiedListing(ctx().app, agent, admin);
    const results = await Promise.all(
      [admin, other, admin].map((caller) => advertise(caller, { property_id: id })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const loser of results.filter((r) => r.statusCode === 409)) {
      expect(loser.json()).toEqual({ message: ruleMessages.alreadyAdvertised });
    }
    expect(await adCount(id)).toBe(1);
  });

  it('two admins verifying one property at once: exactly one wins', async () => {
    const admin = await account('admin');
    const other = await account('admin');
    const agent = await account('agent');
    const id = await addListing(ctx().app, agent);
    const results = await Promise.all(
      [admin, other].map((caller) =>
        inject({
          method: 'PATCH',
          url: `/api/property/${id}`,
          headers: caller.auth,
          payload: { status: 'verified' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({
      message: ruleMessages.propertyNotPending,
    });
  });

  it('only verified properties of agents in good standing are advertised', async () => {
    const admin = await account('admin');
    const agent = await account('agent');
    const pending = await addListing(ctx().app, agent);
    const rejected = await addListing(ctx().app, agent);
    await moderateListing(ctx().app, admin, rejected, 'rejected');
    const sold = await addVerifiedListing(ctx().app, agent, admin);
    await ctx().db.update(properties).set({ status: 'sold' }).where(eq(properties.id, sold));
    const fraudAgent = await account('agent');
    const fraudListing = await addVerifiedListing(ctx().app, fraudAgent, admin);
    await inject({
      method: 'PATCH',
      url: `/api/fraudUser/${fraudAgent.email}`,
      headers: admin.auth,
      payload: { status: 'fraud' },
    });

    for (const id of [pending, rejected, sold, fraudListing]) {
      const res = await advertise(admin, { property_id: id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ruleMessages.notVerified });
      expect(await adCount(id)).toBe(0);
    }
  });

  it('a deleted property cannot be advertised (404) and its advertisement leaves the home page', async () => {
    const admin = await account('admin');
    const agent = await account('agent');
    const id = await addVerifiedListing(ctx().app, agent, admin);
    await advertise(admin, { property_id: id });
    const del = await inject({ method: 'DELETE', url: `/api/property/${id}`, headers: agent.auth });
    expect(del.statusCode).toBe(200);
    expect((await advertised()).map((a) => a.property_id)).not.toContain(id);
    expect((await advertise(admin, { property_id: id })).statusCode).toBe(404);
  });

  it('an advertised property leaves the home page while back under review or once its agent is fraud', async () => {
    const admin = await account('admin');
    const agent = await account('agent');
    const id = await addVerifiedListing(ctx().app, agent, admin);
    const other = await addVerifiedListing(ctx().app, agent, admin);
    await advertise(admin, { property_id: id });
    await advertise(admin, { property_id: other });

    // Not visible while not verified, even if an advertisement row still exists.
    await ctx().db.update(properties).set({ status: 'pending' }).where(eq(properties.id, id));
    expect((await advertised()).map((a) => a.property_id)).not.toContain(id);
    expect((await advertised()).map((a) => a.property_id)).toContain(other);

    await inject({
      method: 'PATCH',
      url: `/api/fraudUser/${agent.email}`,
      headers: admin.auth,
      payload: { status: 'fraud' },
    });
    expect((await advertised()).map((a) => a.property_id)).not.toContain(other);
  });

  const unadvertise = (caller: TestAccount | undefined, propertyId: string) =>
    inject({
      method: 'DELETE',
      url: `/api/advertiseProperty/${propertyId}`,
      headers: caller?.auth,
    });

  it('an admin takes an advertised property off the home page, at once for every reader', async () => {
    const admin = await account('admin');
    const agent = await account('agent');
    const id = await addVerifiedListing(ctx().app, agent, admin);
    const kept = await addVerifiedListing(ctx().app, agent, admin);
    await advertise(admin, { property_id: id });
    await advertise(admin, { property_id: kept });
    // Read twice, so the home page's response sits in the public cache.
    expect((await advertised()).map((a) => a.property_id)).toContain(id);
    const cached = await inject({ method: 'GET', url: '/api/advertiseProperty' });
    expect(cached.headers['x-cache']).toBe('hit');

    const res = await unadvertise(admin, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    const ids = (await advertised()).map((a) => a.property_id);
    expect(ids).not.toContain(id);
    expect(ids).toContain(kept);
    expect(await adCount(id)).toBe(0);

    // The listing itself stays public, and it can be advertised again.
    expect((await inject({ method: 'GET', url: `/api/property/${id}` })).statusCode).toBe(200);
    expect((await advertise(admin, { property_id: id })).statusCode).toBe(201);
    expect((await advertised()).map((a) => a.property_id)).toContain(id);
  });

  it('taking off a property that is not advertised changes nothing; an unknown one is a 404', async () => {
    const admin = await account('admin');
    const agent = await account('agent');
    const id = await addVerifiedListing(ctx().app, agent, admin);
    const res = await unadvertise(admin, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 0 });
    for (const unknown of [randomUUID(), 'not-an-id', "1'; drop table advertisements; --"]) {
      const missing = await unadvertise(admin, encodeURIComponent(unknown));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Property not found' });
    }
  });

  it('only admins take a property off the home page; it stays advertised for anyone else', async () => {
    const admin = await account('admin');
    const agent = await account('agent');
    const user = await account();
    const id = await addVerifiedListing(ctx().app, agent, admin);
    await advertise(admin, { property_id: id });
    for (const caller of [undefined, user, agent]) {
      const res = await unadvertise(caller, id);
      expect(res.statusCode).toBe(caller ? 403 : 401);
      expect(res.json().message).toBe(caller ? messages.forbidden : messages.notSignedIn);
    }
    expect(await adCount(id)).toBe(1);
    expect((await advertised()).map((a) => a.property_id)).toContain(id);
  });

  it('only admins advertise; nothing is stored for anyone else', async () => {
    const admin = await account('admin');
    const agent = await account('agent');
    const user = await account();
    const id = await addVerifiedListing(ctx().app, agent, admin);
    for (const caller of [undefined, user, agent]) {
      const res = await advertise(caller, { property_id: id });
      expect(res.statusCode).toBe(caller ? 403 : 401);
      expect(res.json().message).toBe(caller ? messages.forbidden : messages.notSignedIn);
    }
    expect(await adCount(id)).toBe(0);
  });

  it('refuses bad input with a 4xx and a message, never a 500', async () => {
    const admin = await account('admin');
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ property_id: 42 }, 400],
      [{ _id: ['x'] }, 400],
      [{ property_id: 'x'.repeat(100_000) }, 400],
      [{ property_id: 'not-an-id' }, 404],
      [{ property_id: randomUUID() }, 404],
      [{ _id: "1'; drop table advertisements; --" }, 404],
    ];
    for (const [payload, status] of cases) {
      const res = await advertise(admin, payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBeTruthy();
    }
    const notJson = await inject({
      method: 'POST',
      url: '/api/advertiseProperty',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: '{"property_id":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBeTruthy();
  });
});

import { expect, it } from 'vitest';
import { messages, ruleMessages } from '@elite/shared';
import { listing, propertyCalls } from './helpers/property-calls';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('properties: adding, moderating, changing and deleting listings', (ctx) => {
  const { inject, account, addListing, verify } = propertyCalls(ctx);

  it('an agent adds a listing that is pending whatever the body says, owned by the agent', async () => {
    const agent = await account('agent');
    const other = await account('agent');
    const id = await addListing(agent, {
      status: 'verified',
      agent_email: other.email,
      agent_name: 'Someone Else',
    });
    const res = await inject({ method: 'GET', url: `/api/property/${id}`, headers: agent.auth });
    expect(res.json()).toMatchObject({
      _id: id,
      status: 'pending',
      agent_email: agent.email,
      agent_name: agent.name,
      price_range: { min: 100000, max: 150000 },
    });
  });

  it('refuses a minimum above the maximum, non-positive and non-numeric prices', async () => {
    const agent = await account('agent');
    for (const price_range of [
      { min: 200, max: 100 },
      { min: 0, max: 100 },
      { min: -5, max: 100 },
      { min: '1e2', max: '200' },
      { min: 10.555, max: 20 },
    ]) {
      const res = await inject({
        method: 'POST',
        url: '/api/property',
        headers: agent.auth,
        payload: listing({ price_range }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/price_range/);
    }
    const mine = await inject({
      method: 'GET',
      url: `/api/myAddedProperty/${agent.email}`,
      headers: agent.auth,
    });
    expect(mine.json()).toEqual([]);
  });

  it('only agents add listings, and a fraud agent cannot', async () => {
    const user = await account('user');
    const admin = await account('admin');
    const fraud = await account('agent', 'fraud');
    expect(
      (await inject({ method: 'POST', url: '/api/property', payload: listing() })).statusCode,
    ).toBe(401);
    for (const who of [user, admin]) {
      const res = await inject({
        method: 'POST',
        url: '/api/property',
        headers: who.auth,
        payload: listing(),
      });
      expect(res.statusCode).toBe(403);
    }
    const res = await inject({
      method: 'POST',
      url: '/api/property',
      headers: fraud.auth,
      payload: listing(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: messages.fraudCannotAdd });
  });

  it('a pending listing is hidden from the public and other agents, shown to its agent and admins', async () => {
    const agent = await account('agent');
    const other = await account('agent');
    const admin = await account('admin');
    const id = await addListing(agent);
    expect((await inject({ method: 'GET', url: `/api/property/${id}` })).statusCode).toBe(404);
    expect(
      (await inject({ method: 'GET', url: `/api/property/${id}`, headers: other.auth })).statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: 'GET', url: `/api/property/${id}`, headers: admin.auth })).statusCode,
    ).toBe(200);
    await verify(admin, id);
    expect((await inject({ method: 'GET', url: `/api/property/${id}` })).statusCode).toBe(200);
  });

  it('an admin moderates a pending listing once; a second decision is refused', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const id = await addListing(agent);
    const reject = await inject({
      method: 'PATCH',
      url: `/api/property/${id}`,
      headers: admin.auth,
      payload: { status: 'rejected' },
    });
    expect(reject.json()).toEqual({ modifiedCount: 1 });
    const again = await inject({
      method: 'PATCH',
      url: `/api/property/${id}`,
      headers: admin.auth,
      payload: { status: 'verified' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ruleMessages.propertyNotPending });
    const bogus = await inject({
      method: 'PATCH',
      url: `/api/property/${id}`,
      headers: admin.auth,
      payload: { status: 'sold' },
    });
    expect(bogus.statusCode).toBe(400);
  });

  it('two admins verifying at once: exactly one wins', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const id = await addListing(agent);
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        inject({
          method: 'PATCH',
          url: `/api/property/${id}`,
          headers: admin.auth,
          payload: { status: 'verified' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('an agent updates only their own listing, which returns to pending', async () => {
    const agent = await account('agent');
    const other = await account('agent');
    const admin = await account('admin');
    const id = await addListing(agent);
    await verify(admin, id);

    const stolen = await inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: other.auth,
      payload: listing({ property_title: 'Mine now' }),
    });
    expect(stolen.statusCode).toBe(403);

    const res = await inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: agent.auth,
      payload: listing({ property_title: 'Sunny loft, renovated', status: 'verified' }),
    });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    const after = await inject({ method: 'GET', url: `/api/property/${id}`, headers: agent.auth });
    expect(after.json()).toMatchObject({
      property_title: 'Sunny loft, renovated',
      status: 'pending',
    });
  });

  it('a rejected listing cannot be updated', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const id = await addListing(agent);
    await inject({
      method: 'PATCH',
      url: `/api/property/${id}`,
      headers: admin.auth,
      payload: { status: 'rejected' },
    });
    const res = await inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: agent.auth,
      payload: listing(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ruleMessages.propertyCannotUpdate });
  });

  it('an agent deletes their own listing; others cannot', async () => {
    const agent = await account('agent');
    const other = await account('agent');
    const admin = await account('admin');
    const id = await addListing(agent);
    await verify(admin, id);
    const denied = await inject({
      method: 'DELETE',
      url: `/api/property/${id}`,
      headers: other.auth,
    });
    expect(denied.statusCode).toBe(403);
    const ok = await inject({ method: 'DELETE', url: `/api/property/${id}`, headers: agent.auth });
    expect(ok.json()).toEqual({ deletedCount: 1 });
    expect((await inject({ method: 'GET', url: `/api/property/${id}` })).statusCode).toBe(404);
    const again = await inject({
      method: 'DELETE',
      url: `/api/property/${id}`,
      headers: agent.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('a fraud agent can neither update nor delete their listings: they are kept as they are', async () => {
    const admin = await account('admin');
    const agent = await account('agent');
    const id = await addListing(agent);
    await verify(admin, id);
    const fraud = await inject({
      method: 'PATCH',
      url: `/api/fraudUser/${agent.email}`,
      headers: admin.auth,
      payload: { status: 'fraud' },
    });
    expect(fraud.statusCode).toBe(200);

    const update = await inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: agent.auth,
      payload: listing({ property_title: 'Renamed' }),
    });
    expect(update.statusCode).toBe(409);
    expect(update.json()).toEqual({ message: messages.fraudCannotAdd });
    const remove = await inject({
      method: 'DELETE',
      url: `/api/property/${id}`,
      headers: agent.auth,
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({ message: ruleMessages.fraudListingsFrozen });

    const kept = await inject({ method: 'GET', url: `/api/property/${id}`, headers: admin.auth });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ property_title: 'Sunny loft', status: 'verified' });
  });
});

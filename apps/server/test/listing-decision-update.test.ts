import { expect, it } from 'vitest';
import { NO_DECISION_FACTS, type PropertyDetail } from '@elite/shared';
import { listing, propertyCalls } from './helpers/property-calls';
import { describeEachDatabase } from './helpers/test-app';
import type { TestAccount } from './helpers/factories';

/** Every decision fact, each set (CONTRACT.md section 13). */
const facts = {
  energy_rating: 'B',
  energy_consumption: 88,
  tenure: 'leasehold',
  lease_years_remaining: 110,
  annual_service_charge: 2200,
  annual_property_tax: 1500.5,
  monthly_hoa_fee: 95,
  features: ['terrace', 'elevator'],
  accessibility_features: ['lift', 'wide_doorways'],
  rooms: [{ type: 'living', name: 'Lounge', length: 6, width: 4.5, level: 1 }],
} as const;

describeEachDatabase('what a buyer needs to decide: changing a listing’s decision facts', (ctx) => {
  const { inject, account, addListing, verify } = propertyCalls(ctx);

  async function get(id: string, who?: TestAccount): Promise<PropertyDetail> {
    const res = await inject({ method: 'GET', url: `/api/property/${id}`, headers: who?.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function update(who: TestAccount, id: string, body: Record<string, unknown>) {
    return inject({ method: 'PUT', url: `/api/property/${id}`, headers: who.auth, payload: body });
  }

  async function updated(agent: TestAccount, id: string, body: Record<string, unknown>) {
    const res = await update(agent, id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
  }

  it('SPEC.md’s update form (no decision fact) keeps every fact', async () => {
    const agent = await account('agent');
    const id = await addListing(agent, facts);
    await updated(agent, id, listing({ property_title: 'Renamed' }));
    expect(await get(id, agent)).toMatchObject({ ...facts, property_title: 'Renamed' });
  });

  it('a fact left out keeps its value, null clears it, a new value replaces it', async () => {
    const agent = await account('agent');
    const id = await addListing(agent, facts);
    await updated(
      agent,
      id,
      listing({
        energy_rating: null,
        monthly_hoa_fee: null,
        features: ['garden', 'pool', 'parking'],
        rooms: null,
      }),
    );
    expect(await get(id, agent)).toMatchObject({
      ...facts,
      energy_rating: null,
      monthly_hoa_fee: null,
      features: ['garden', 'pool', 'parking'],
      rooms: null,
    });
    const nulls = Object.fromEntries(Object.keys(facts).map((field) => [field, null]));
    await updated(agent, id, listing(nulls));
    expect(await get(id, agent)).toMatchObject(NO_DECISION_FACTS);
  });

  it('an empty list of features is kept as none (not unknown)', async () => {
    const agent = await account('agent');
    const id = await addListing(agent, facts);
    await updated(agent, id, listing({ features: [], accessibility_features: [] }));
    expect(await get(id, agent)).toMatchObject({ features: [], accessibility_features: [] });
  });

  it('switching the tenure to freehold clears the stored lease years; to share of freehold keeps them', async () => {
    const agent = await account('agent');
    const kept = await addListing(agent, facts);
    await updated(agent, kept, listing({ tenure: 'share_of_freehold' }));
    expect(await get(kept, agent)).toMatchObject({
      tenure: 'share_of_freehold',
      lease_years_remaining: 110,
    });
    await updated(agent, kept, listing({ tenure: 'freehold' }));
    expect(await get(kept, agent)).toMatchObject({
      tenure: 'freehold',
      lease_years_remaining: null,
    });

    const cleared = await addListing(agent, facts);
    await updated(agent, cleared, listing({ tenure: null }));
    expect(await get(cleared, agent)).toMatchObject({ tenure: null, lease_years_remaining: null });
  });

  it('lease years sent for a stored freehold, or with a switch away from a lease, are a 400 changing nothing', async () => {
    const agent = await account('agent');
    const freehold = await addListing(agent, { tenure: 'freehold' });
    const sent = await update(agent, freehold, listing({ lease_years_remaining: 70 }));
    expect(sent.statusCode).toBe(400);
    expect(sent.json().message).toBe(
      'lease_years_remaining: is only for a leasehold or share of freehold',
    );
    expect(await get(freehold, agent)).toMatchObject({
      tenure: 'freehold',
      lease_years_remaining: null,
    });

    const lease = await addListing(agent, facts);
    const switched = await update(
      agent,
      lease,
      listing({ property_title: 'Changed', tenure: 'commonhold', lease_years_remaining: 90 }),
    );
    expect(switched.statusCode).toBe(400);
    expect(switched.json().message).toMatch(/^lease_years_remaining: /);
    expect(await get(lease, agent)).toMatchObject({ ...facts, property_title: 'Sunny loft' });

    // A freehold becoming a leasehold takes its lease years in the same update.
    await updated(agent, freehold, listing({ tenure: 'leasehold', lease_years_remaining: 70 }));
    expect(await get(freehold, agent)).toMatchObject({
      tenure: 'leasehold',
      lease_years_remaining: 70,
    });
  });

  it('a bad fact on update is a 400 naming the field, changing nothing', async () => {
    const agent = await account('agent');
    const id = await addListing(agent, facts);
    for (const [bad, field] of [
      [{ energy_rating: 'Z' }, 'energy_rating'],
      [{ energy_consumption: 2000.5 }, 'energy_consumption'],
      [{ tenure: 'rented' }, 'tenure'],
      [{ lease_years_remaining: -1 }, 'lease_years_remaining'],
      [{ annual_service_charge: 1.001 }, 'annual_service_charge'],
      [{ features: ['garden', 'jacuzzi'] }, 'features.1'],
      [{ accessibility_features: ['lift', 'lift'] }, 'accessibility_features'],
      [{ rooms: [{ type: 'bedroom', length: 3, width: -2 }] }, 'rooms.0.width'],
    ] as const) {
      const res = await update(agent, id, listing({ property_title: 'Changed', ...bad }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message.startsWith(`${field}: `), res.body).toBe(true);
    }
    expect(await get(id, agent)).toMatchObject({ ...facts, property_title: 'Sunny loft' });
  });

  it('another agent cannot change someone’s facts, nor can a buyer or a visitor; nothing changes', async () => {
    const owner = await account('agent');
    const other = await account('agent');
    const buyer = await account('user');
    const id = await addListing(owner, facts);
    const change = listing({ energy_rating: 'G', features: null, tenure: 'freehold' });
    expect((await update(other, id, change)).statusCode).toBe(403);
    expect((await update(buyer, id, change)).statusCode).toBe(403);
    const anonymous = await inject({ method: 'PUT', url: `/api/property/${id}`, payload: change });
    expect(anonymous.statusCode).toBe(401);
    expect(await get(id, owner)).toMatchObject(facts);
  });

  it('a change to a verified listing waits for review: the public keeps the verified facts until an admin verifies it', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const id = await addListing(agent, facts);
    await verify(admin, id);
    const change = {
      energy_rating: 'D',
      tenure: 'freehold',
      features: ['garden'],
      rooms: [{ type: 'kitchen', name: null, length: 3, width: 3, level: 'Ground' }],
    };
    await updated(agent, id, listing(change));
    const proposed = { ...facts, ...change, lease_years_remaining: null };
    expect(await get(id, agent)).toMatchObject({ ...proposed, status: 'pending' });
    expect(await get(id, admin)).toMatchObject({ ...proposed, status: 'pending' });
    expect(await get(id)).toMatchObject({ ...facts, status: 'verified' });
    const listed = await inject({ method: 'GET', url: '/api/property?limit=100' });
    expect(listed.json().find((p: { _id: string }) => p._id === id)).toMatchObject(facts);

    // Changed again on top of the pending change: the first change's facts are kept.
    await updated(agent, id, listing({ monthly_hoa_fee: 100 }));
    expect(await get(id, agent)).toMatchObject({ ...proposed, monthly_hoa_fee: 100 });
    expect(await get(id)).toMatchObject(facts);

    await verify(admin, id);
    expect(await get(id)).toMatchObject({ ...proposed, monthly_hoa_fee: 100, status: 'verified' });
  });
});

describeEachDatabase('decision facts in the OpenAPI document', (ctx) => {
  type Schema = { properties?: Record<string, Schema>; items?: Schema; description?: string };
  type Op = {
    requestBody?: { content: Record<string, { schema: Schema }> };
    responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  };

  it('describes every fact, and a room’s fields, where a listing is sent and answered', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = res.json().paths as Record<string, Record<string, Op>>;
    const json = (op: Op, status: string) => op.responses[status]!.content!['application/json']!;
    const sent = paths['/api/property']!.post!.requestBody!.content['application/json']!.schema;
    const changed =
      paths['/api/property/{id}']!.put!.requestBody!.content['application/json']!.schema;
    const read = json(paths['/api/property/{id}']!.get!, '200').schema;
    const table = json(paths['/api/allProperty']!.get!, '200').schema.items!;
    for (const schema of [sent, changed, read, table]) {
      for (const field of Object.keys(facts)) {
        expect(schema.properties?.[field]?.description, field).toMatch(/\w/);
      }
    }
    expect(read.properties!.energy_rating!.description).toContain('`energy=C`');
    expect(read.properties!.lease_years_remaining!.description).toContain('`share_of_freehold`');
    expect(JSON.stringify(sent.properties!.rooms)).toContain('as AREA_UNIT says');
  });
});

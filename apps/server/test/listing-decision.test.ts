import { expect, it } from 'vitest';
import { NO_DECISION_FACTS, type Property } from '@elite/shared';
import { listing, propertyCalls } from './helpers/property-calls';
import { describeEachDatabase } from './helpers/test-app';
import type { TestAccount } from './helpers/factories';

/** Every decision fact, each set (CONTRACT.md section 13). */
const decisionFacts = {
  energy_rating: 'C',
  energy_consumption: 142.5,
  tenure: 'leasehold',
  lease_years_remaining: 95,
  annual_service_charge: 1850.75,
  annual_property_tax: 2400,
  monthly_hoa_fee: 120.5,
  features: ['garden', 'parking', 'balcony'],
  accessibility_features: ['step_free_access', 'lift'],
  rooms: [
    { type: 'living', name: 'Lounge', length: 5.2, width: 4.1, level: 0 },
    { type: 'bedroom', name: null, length: 4, width: 3.5, level: 'Upper' },
    { type: 'kitchen', name: null, length: 3.8, width: 3, level: null },
  ],
} as const;

/** The facts as a client sends them: the second and third rooms leave out name and level. */
const sentFacts = {
  ...decisionFacts,
  rooms: [
    decisionFacts.rooms[0],
    { type: 'bedroom', length: 4, width: 3.5, level: 'Upper' },
    { type: 'kitchen', length: 3.8, width: 3 },
  ],
};

const room = { type: 'bedroom', length: 3, width: 3 };

describeEachDatabase('what a buyer needs to decide: a listing’s decision facts', (ctx) => {
  const { inject, account, addListing, verify } = propertyCalls(ctx);

  async function get(id: string, who?: TestAccount) {
    const res = await inject({ method: 'GET', url: `/api/property/${id}`, headers: who?.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function list(url: string, who?: TestAccount): Promise<Property[]> {
    const res = await inject({ method: 'GET', url, headers: who?.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** The listing `id` in each answer that carries it: its page, lists, tables, a wishlist. */
  async function everywhere(id: string, agent: TestAccount, admin: TestAccount) {
    const buyer = await account('user');
    const wished = await inject({
      method: 'POST',
      url: '/api/property/wishlist',
      headers: buyer.auth,
      payload: { wish_property_id: id },
    });
    expect(wished.statusCode).toBe(201);
    return [
      await get(id),
      await get(id, agent),
      (await list('/api/property?limit=100')).find((p) => p._id === id),
      (await list('/api/allProperty', admin)).find((p) => p._id === id),
      (await list(`/api/myAddedProperty/${agent.email}`, agent)).find((p) => p._id === id),
      (await list(`/api/property/wishList/${buyer.email}`, buyer))[0],
    ];
  }

  it('a listing sent without them answers every fact as null: its page, lists, the agent’s and admin’s tables, a wishlist', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const id = await addListing(agent);
    await verify(admin, id);
    for (const answer of await everywhere(id, agent, admin)) {
      expect(answer).toMatchObject(NO_DECISION_FACTS);
    }
  });

  it('every fact round-trips: features in the order sent, rooms with name and level null when left out', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const id = await addListing(agent, sentFacts);
    await verify(admin, id);
    for (const answer of await everywhere(id, agent, admin)) {
      expect(answer).toMatchObject(decisionFacts);
      expect(answer.features).toEqual(['garden', 'parking', 'balcony']);
      expect(answer.rooms).toEqual(decisionFacts.rooms);
    }
  });

  it('numbers may come as a form’s strings ("150", "1200.50")', async () => {
    const agent = await account('agent');
    const id = await addListing(agent, {
      energy_consumption: '150',
      annual_service_charge: '1200.50',
      annual_property_tax: '900',
      monthly_hoa_fee: '75.25',
      tenure: 'share_of_freehold',
      lease_years_remaining: '120',
      rooms: [{ type: 'office', length: '2.5', width: '3' }],
    });
    expect(await get(id, agent)).toMatchObject({
      energy_consumption: 150,
      annual_service_charge: 1200.5,
      annual_property_tax: 900,
      monthly_hoa_fee: 75.25,
      tenure: 'share_of_freehold',
      lease_years_remaining: 120,
      rooms: [{ type: 'office', name: null, length: 2.5, width: 3, level: null }],
    });
  });

  it('the limits are accepted: A and G, 0 and 2,000 kWh, 0 and 999 years, money to the cent, 40 rooms, a 100-character name', async () => {
    const agent = await account('agent');
    for (const facts of [
      {
        energy_rating: 'A',
        energy_consumption: 0,
        tenure: 'leasehold',
        lease_years_remaining: 0,
        annual_service_charge: 0.01,
        features: [],
        rooms: Array.from({ length: 40 }, () => room),
      },
      {
        energy_rating: 'G',
        energy_consumption: 2000,
        tenure: 'share_of_freehold',
        lease_years_remaining: 999,
        monthly_hoa_fee: 99_999.99,
        rooms: [{ ...room, name: 'n'.repeat(100), level: -1 }],
      },
    ]) {
      const id = await addListing(agent, facts);
      const answer = await get(id, agent);
      expect(answer).toMatchObject({ ...facts, rooms: expect.any(Array) });
      expect(answer.rooms).toHaveLength(facts.rooms.length);
    }
  });

  const badValues: [string, Record<string, unknown>, string][] = [
    ['energy_rating H', { energy_rating: 'H' }, 'energy_rating'],
    ['energy_rating c', { energy_rating: 'c' }, 'energy_rating'],
    ['energy_consumption 2001', { energy_consumption: 2001 }, 'energy_consumption'],
    ['energy_consumption -1', { energy_consumption: -1 }, 'energy_consumption'],
    ['energy_consumption text', { energy_consumption: 'lots' }, 'energy_consumption'],
    ['tenure rented', { tenure: 'rented' }, 'tenure'],
    [
      'lease_years_remaining 1000',
      { tenure: 'leasehold', lease_years_remaining: 1000 },
      'lease_years_remaining',
    ],
    [
      'lease_years_remaining 1.5',
      { tenure: 'leasehold', lease_years_remaining: 1.5 },
      'lease_years_remaining',
    ],
    ['annual_service_charge 0', { annual_service_charge: 0 }, 'annual_service_charge'],
    ['annual_property_tax 10.555', { annual_property_tax: 10.555 }, 'annual_property_tax'],
    ['monthly_hoa_fee -5', { monthly_hoa_fee: -5 }, 'monthly_hoa_fee'],
    ['features jacuzzi', { features: ['garden', 'jacuzzi'] }, 'features.1'],
    ['features repeated', { features: ['garden', 'parking', 'garden'] }, 'features'],
    ['features as text', { features: 'garden' }, 'features'],
    [
      'accessibility_features stairs',
      { accessibility_features: ['stairs'] },
      'accessibility_features.0',
    ],
    [
      'accessibility_features repeated',
      { accessibility_features: ['ramp', 'ramp'] },
      'accessibility_features',
    ],
    ['41 rooms', { rooms: Array.from({ length: 41 }, () => room) }, 'rooms'],
    ['a room of type garage', { rooms: [{ ...room, type: 'garage' }] }, 'rooms.0.type'],
    ['a room of length 0', { rooms: [{ ...room, length: 0 }] }, 'rooms.0.length'],
    ['a room without a width', { rooms: [{ type: 'bedroom', length: 3 }] }, 'rooms.0.width'],
    [
      'a room name of 101 characters',
      { rooms: [{ ...room, name: 'n'.repeat(101) }] },
      'rooms.0.name',
    ],
    ['a room level 1.5', { rooms: [{ ...room, level: 1.5 }] }, 'rooms.0.level'],
  ];

  it.each(badValues)(
    'refuses %s with a 400 naming the field, storing nothing',
    async (_, bad, field) => {
      const agent = await account('agent');
      const res = await inject({
        method: 'POST',
        url: '/api/property',
        headers: agent.auth,
        payload: listing(bad),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message.startsWith(`${field}: `), res.body).toBe(true);
      expect(await list(`/api/myAddedProperty/${agent.email}`, agent)).toEqual([]);
    },
  );

  it('years left on a lease need a leasehold or share of freehold: with freehold or no tenure a 400 naming lease_years_remaining', async () => {
    const agent = await account('agent');
    for (const tenure of [{ tenure: 'freehold' }, { tenure: 'commonhold' }, {}, { tenure: null }]) {
      const res = await inject({
        method: 'POST',
        url: '/api/property',
        headers: agent.auth,
        payload: listing({ ...tenure, lease_years_remaining: 80 }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'lease_years_remaining: is only for a leasehold or share of freehold',
      );
    }
    expect(await list(`/api/myAddedProperty/${agent.email}`, agent)).toEqual([]);
    const id = await addListing(agent, { tenure: 'freehold', lease_years_remaining: null });
    expect(await get(id, agent)).toMatchObject({ tenure: 'freehold', lease_years_remaining: null });
  });

  it('a buyer cannot add a listing with facts, nor can a visitor', async () => {
    const buyer = await account('user');
    const admin = await account('admin');
    const body = listing(sentFacts);
    const asBuyer = await inject({
      method: 'POST',
      url: '/api/property',
      headers: buyer.auth,
      payload: body,
    });
    expect(asBuyer.statusCode).toBe(403);
    const anonymous = await inject({ method: 'POST', url: '/api/property', payload: body });
    expect(anonymous.statusCode).toBe(401);
    const all = await list('/api/allProperty', admin);
    expect(all.filter((p) => p.agent_email === buyer.email)).toEqual([]);
  });
});

describeEachDatabase(
  'decision facts in yen (CURRENCY=JPY)',
  (ctx) => {
    const { inject, account, addListing } = propertyCalls(ctx);

    it('a service charge is in whole yen: a fraction is a 400 naming annual_service_charge', async () => {
      const agent = await account('agent');
      const res = await inject({
        method: 'POST',
        url: '/api/property',
        headers: agent.auth,
        payload: listing({ annual_service_charge: 120_000.5 }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('annual_service_charge: a price in JPY is a whole number');
      const id = await addListing(agent, { annual_service_charge: 120_000 });
      const page = await inject({ method: 'GET', url: `/api/property/${id}`, headers: agent.auth });
      expect(page.json()).toMatchObject({ annual_service_charge: 120_000 });
    });
  },
  { CURRENCY: 'JPY' },
);

describeEachDatabase(
  'decision facts: a refusal in the caller’s language',
  (ctx) => {
    const { inject, account } = propertyCalls(ctx);

    it('names lease_years_remaining sent without a lease, the reason in French', async () => {
      const agent = await account('agent');
      const res = await inject({
        method: 'POST',
        url: '/api/property',
        headers: { ...agent.auth, 'accept-language': 'fr' },
        payload: listing({ tenure: 'freehold', lease_years_remaining: 50 }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'lease_years_remaining: ne concerne qu’un bail emphytéotique (leasehold) ou une copropriété du terrain (share of freehold)',
      );
    }, 60_000);

    it.each([
      [
        { energy_rating: 'H' },
        'energy_rating: energy_rating doit être l’une de ces valeurs : A, B, C, D, E, F, G',
      ],
      [
        { energy_consumption: 2001 },
        'energy_consumption: energy_consumption doit être entre 0 et 2,000',
      ],
      [{ features: ['garden', 'garden'] }, 'features: features ne doit pas répéter de valeur'],
      [{ monthly_hoa_fee: 0 }, 'monthly_hoa_fee: monthly_hoa_fee doit être d’au moins 0.01'],
      [
        { rooms: [{ type: 'kitchen', length: 0, width: 3 }] },
        'rooms.0.length: rooms length doit être supérieur à 0',
      ],
    ])('names a bad fact, the reason in French: %j', async (fact, message) => {
      const agent = await account('agent');
      const res = await inject({
        method: 'POST',
        url: '/api/property',
        headers: { ...agent.auth, 'accept-language': 'fr' },
        payload: listing(fact),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });
  },
  { SITE_LOCALES: 'en,fr' },
);

import { expect, it } from 'vitest';
import { SALE_LISTING, type Property } from '@elite/shared';
import { listing, propertyCalls } from './helpers/property-calls';
import { describeEachDatabase } from './helpers/test-app';
import type { TestAccount } from './helpers/factories';

/** Every rental fact, each set (CONTRACT.md section 12). */
const rentalFacts = {
  listing_type: 'rent',
  rent_period: 'week',
  deposit: 2400.5,
  available_from: '2027-03-01',
  furnished: 'part_furnished',
  min_term_months: 6,
  pets_allowed: true,
  bills_included: false,
} as const;

/** A home to rent as an agent's form sends it: the rent as its price range. */
const rental = (overrides: Record<string, unknown> = {}) =>
  listing({ price_range: { min: 1200, max: 1400 }, ...rentalFacts, ...overrides });

describeEachDatabase('homes to rent: a listing’s type and rental facts', (ctx) => {
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

  it('a rental’s facts round-trip: its page, the admin’s and agent’s tables, a wishlist and the advertised', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const buyer = await account('user');
    const id = await addListing(agent, rental());
    await verify(admin, id);

    const expected = { ...rentalFacts, _id: id, price_range: { min: 1200, max: 1400 } };
    expect(await get(id)).toMatchObject(expected);
    expect(await get(id, agent)).toMatchObject(expected);
    expect((await list('/api/allProperty', admin)).find((p) => p._id === id)).toMatchObject(
      expected,
    );
    expect(
      (await list(`/api/myAddedProperty/${agent.email}`, agent)).find((p) => p._id === id),
    ).toMatchObject(expected);

    const { _id: _unused, ...withoutId } = expected;
    const wished = await inject({
      method: 'POST',
      url: '/api/property/wishlist',
      headers: buyer.auth,
      payload: { wish_property_id: id },
    });
    expect(wished.statusCode).toBe(201);
    const wishes = await list(`/api/property/wishList/${buyer.email}`, buyer);
    expect(wishes[0]).toMatchObject({ ...withoutId, wish_property_id: id });

    const ad = await inject({
      method: 'POST',
      url: '/api/advertiseProperty',
      headers: admin.auth,
      payload: { property_id: id },
    });
    expect(ad.statusCode).toBe(201);
    const ads = (await list('/api/advertiseProperty')) as unknown as { property_id: string }[];
    expect(ads.find((a) => a.property_id === id)).toMatchObject({ ...withoutId, property_id: id });
  });

  it('a client that sends no listing_type (SPEC.md’s form) adds a sale listing, every rental field null everywhere', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const id = await addListing(agent);
    await verify(admin, id);
    expect(await get(id)).toMatchObject({ ...SALE_LISTING, _id: id });
    const everywhere = [
      (await list('/api/property?limit=100')).find((p) => p._id === id),
      (await list('/api/allProperty', admin)).find((p) => p._id === id),
      (await list(`/api/myAddedProperty/${agent.email}`, agent)).find((p) => p._id === id),
    ];
    for (const p of everywhere) expect(p).toMatchObject(SALE_LISTING);
  });

  it('a rental sent without a rent period is let by the month; its facts left out are null', async () => {
    const agent = await account('agent');
    const id = await addListing(agent, listing({ listing_type: 'rent' }));
    expect(await get(id, agent)).toMatchObject({
      ...SALE_LISTING,
      listing_type: 'rent',
      rent_period: 'month',
    });
  });

  it('a sale listing may send the rental facts as null (nothing to clear)', async () => {
    const agent = await account('agent');
    const nulls = Object.fromEntries(
      Object.keys(rentalFacts)
        .filter((field) => field !== 'listing_type')
        .map((field) => [field, null]),
    );
    const id = await addListing(agent, listing({ listing_type: 'sale', ...nulls }));
    expect(await get(id, agent)).toMatchObject(SALE_LISTING);
  });

  const rentalOnly = Object.entries(rentalFacts).filter(([field]) => field !== 'listing_type');

  it.each(rentalOnly)(
    'a sale listing refuses %s with a 400 naming it, left out or said to be for sale, storing nothing',
    async (field, value) => {
      const agent = await account('agent');
      for (const type of [{}, { listing_type: 'sale' }]) {
        const res = await inject({
          method: 'POST',
          url: '/api/property',
          headers: agent.auth,
          payload: listing({ ...type, [field]: value }),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(`${field}: is only for a home to rent`);
      }
      expect(await list(`/api/myAddedProperty/${agent.email}`, agent)).toEqual([]);
    },
  );

  const badValues: [string, Record<string, unknown>, RegExp][] = [
    ['listing_type lease', { listing_type: 'lease' }, /^listing_type: listing_type must be one of/],
    ['rent_period year', { rent_period: 'year' }, /^rent_period: rent_period must be one of/],
    ['deposit 0', { deposit: 0 }, /^deposit: deposit must be at least 0.01$/],
    ['deposit 10.555', { deposit: 10.555 }, /^deposit: deposit has more than two decimals$/],
    ['deposit text', { deposit: 'lots' }, /^deposit: deposit must be a number$/],
    ['available_from 2027-02-30', { available_from: '2027-02-30' }, /^available_from: /],
    ['available_from tomorrow', { available_from: 'tomorrow' }, /^available_from: /],
    ['furnished yes', { furnished: 'yes' }, /^furnished: furnished must be one of/],
    ['min_term_months 0', { min_term_months: 0 }, /^min_term_months: .*from 1 to 120$/],
    ['min_term_months 121', { min_term_months: 121 }, /^min_term_months: .*from 1 to 120$/],
    ['min_term_months 1.5', { min_term_months: 1.5 }, /^min_term_months: .*whole number$/],
    ['pets_allowed maybe', { pets_allowed: 'maybe' }, /^pets_allowed: /],
    ['bills_included 2', { bills_included: 2 }, /^bills_included: /],
  ];

  it.each(badValues)(
    'a rental refuses %s with a 400 naming the field, storing nothing',
    async (_, bad, message) => {
      const agent = await account('agent');
      const res = await inject({
        method: 'POST',
        url: '/api/property',
        headers: agent.auth,
        payload: rental(bad),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(await list(`/api/myAddedProperty/${agent.email}`, agent)).toEqual([]);
    },
  );

  it('the limits of a rental’s facts are accepted: 1 and 120 months, a deposit to the cent, 29 February of a leap year', async () => {
    const agent = await account('agent');
    for (const facts of [
      { min_term_months: 1, deposit: 0.01, available_from: '2028-02-29' },
      { min_term_months: 120, deposit: 99_999.99, available_from: '2026-12-31' },
    ]) {
      const id = await addListing(agent, rental(facts));
      expect(await get(id, agent)).toMatchObject(facts);
    }
  });

  it('a buyer cannot add a rental, nor can a visitor', async () => {
    const buyer = await account('user');
    const asBuyer = await inject({
      method: 'POST',
      url: '/api/property',
      headers: buyer.auth,
      payload: rental(),
    });
    expect(asBuyer.statusCode).toBe(403);
    const anonymous = await inject({ method: 'POST', url: '/api/property', payload: rental() });
    expect(anonymous.statusCode).toBe(401);
    const admin = await account('admin');
    const all = await list('/api/allProperty', admin);
    expect(all.filter((p) => p.listing_type === 'rent' && p.agent_email === buyer.email)).toEqual(
      [],
    );
  });
});

describeEachDatabase(
  'homes to rent in yen (CURRENCY=JPY)',
  (ctx) => {
    const { inject, account, addListing } = propertyCalls(ctx);

    it('a deposit is in whole yen: a fraction is a 400 naming deposit', async () => {
      const agent = await account('agent');
      const res = await inject({
        method: 'POST',
        url: '/api/property',
        headers: agent.auth,
        payload: rental({ price_range: { min: 120_000, max: 140_000 }, deposit: 240_000.5 }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('deposit: a price in JPY is a whole number');
      const id = await addListing(
        agent,
        rental({ price_range: { min: 120_000, max: 140_000 }, deposit: 240_000 }),
      );
      const page = await inject({ method: 'GET', url: `/api/property/${id}`, headers: agent.auth });
      expect(page.json()).toMatchObject({ deposit: 240_000 });
    });
  },
  { CURRENCY: 'JPY' },
);

describeEachDatabase('homes to rent in the OpenAPI document', (ctx) => {
  type Schema = { properties?: Record<string, { description?: string }> };
  type Op = {
    requestBody?: { content: Record<string, { schema: Schema }> };
    responses: Record<
      string,
      { content?: Record<string, { schema: Schema & { items?: Schema } }> }
    >;
  };

  it('describes a listing’s type and rental facts where a listing is sent and answered', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = res.json().paths as Record<string, Record<string, Op>>;
    const sent = paths['/api/property']!.post!.requestBody!.content['application/json']!.schema;
    const read =
      paths['/api/property/{id}']!.get!.responses['200']!.content!['application/json']!.schema;
    const table =
      paths['/api/allProperty']!.get!.responses['200']!.content!['application/json']!.schema.items!;
    for (const schema of [sent, read, table]) {
      for (const field of Object.keys(rentalFacts)) {
        expect(schema.properties?.[field]?.description, field).toMatch(/\w/);
      }
    }
    expect(read.properties!.listing_type!.description).toContain('`rent`');
  });
});

describeEachDatabase(
  'homes to rent: a refusal in the caller’s language',
  (ctx) => {
    const { inject, account } = propertyCalls(ctx);

    it('names the rental fact a sale listing refuses, the reason in Spanish', async () => {
      const agent = await account('agent');
      const res = await inject({
        method: 'POST',
        url: '/api/property',
        headers: { ...agent.auth, 'accept-language': 'es' },
        payload: listing({ furnished: 'furnished' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('furnished: solo es para una vivienda en alquiler');
    }, 60_000);
  },
  { SITE_LOCALES: 'en,es' },
);

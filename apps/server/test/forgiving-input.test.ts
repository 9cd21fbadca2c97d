import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/factories';
import { createListing } from './helpers/marketplace-factories';
import { describeEachDatabase } from './helpers/test-app';

/**
 * SPEC.md's client sends form numbers as strings and `location=null` before its first search
 * (issue 24): plain decimals are numbers, anything else is still a 400 naming the field.
 */
describeEachDatabase('forgiving, not loose, input', (ctx) => {
  let agent: TestAccount;
  let buyer: TestAccount;

  beforeAll(async () => {
    agent = await createAccount(ctx().app, ctx().db, { role: 'agent' });
    buyer = await createAccount(ctx().app, ctx().db, { role: 'user' });
  });

  const inject = (options: InjectOptions) => ctx().app.inject(options);

  const addListing = (body: Record<string, unknown>) =>
    inject({
      method: 'POST',
      url: '/api/property',
      headers: agent.auth,
      payload: {
        property_title: 'String numbers',
        location: 'Porto',
        property_image: 'https://example.com/p.jpg',
        ...body,
      },
    });

  it('takes a listing whose price range and facts come as strings of plain decimals', async () => {
    const res = await addListing({
      price_range: { min: '500000', max: '750000.50' },
      bedrooms: '3',
      bathrooms: '1.5',
      living_area: '120.5',
      year_built: '1999',
      latitude: '-41.2865',
      longitude: '174.7762',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ insertedId: string }>().insertedId;
    const stored = await inject({ method: 'GET', url: `/api/property/${id}`, headers: agent.auth });
    expect(stored.json()).toMatchObject({
      price_range: { min: 500000, max: 750000.5 },
      bedrooms: 3,
      bathrooms: 1.5,
      living_area: 120.5,
      year_built: 1999,
      latitude: -41.2865,
      longitude: 174.7762,
    });
  });

  it.each(['1e3', '12abc', '', ' 12', '0x10', 'Infinity'])(
    'refuses a price of %j with a 400 naming the field',
    async (min) => {
      const res = await addListing({ price_range: { min, max: '750000' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'price_range.min: must be a number' });
    },
  );

  it('refuses a fact sent as another string, naming it', async () => {
    const res = await addListing({ price_range: { min: 1, max: 2 }, bedrooms: 'three' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'bedrooms: bedrooms must be a number' });
  });

  it('a string of a plain decimal still meets the rules of the number', async () => {
    const res = await addListing({ price_range: { min: '1', max: '2' }, bedrooms: '2.5' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'bedrooms: bedrooms must be a whole number' });
  });

  it('takes an offer whose price is a string of a plain decimal', async () => {
    const propertyId = await createListing(ctx().app, ctx().db, agent, {
      min: 1_000_000,
      max: 1_500_000,
    });
    const wished = await inject({
      method: 'POST',
      url: '/api/property/wishlist',
      headers: buyer.auth,
      payload: { wish_property_id: propertyId },
    });
    expect(wished.statusCode, wished.body).toBe(201);
    for (const offered_price of ['1e6', '12abc', '']) {
      const refused = await inject({
        method: 'POST',
        url: '/api/propertyOffer',
        headers: buyer.auth,
        payload: { offer_property_id: propertyId, offered_price },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'offered_price: must be a number' });
    }
    const res = await inject({
      method: 'POST',
      url: '/api/propertyOffer',
      headers: buyer.auth,
      payload: { offer_property_id: propertyId, offered_price: '1200000.50' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mine = await inject({
      method: 'GET',
      url: `/api/propertyOffer/${buyer.email}`,
      headers: buyer.auth,
    });
    expect(mine.json()).toEqual([expect.objectContaining({ offered_price: 1200000.5 })]);
  });

  it.each(['null', 'undefined'])(
    'GET /api/property?location=%s means no location',
    async (value) => {
      const title = `Anywhere ${value}`;
      await createListing(ctx().app, ctx().db, agent, { title, location: 'Faro' });
      const all = await inject({ method: 'GET', url: '/api/property?limit=50' });
      const res = await inject({ method: 'GET', url: `/api/property?limit=50&location=${value}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(all.json());
      expect(res.headers['x-total-count']).toBe(all.headers['x-total-count']);
      expect(res.json<{ property_title: string }[]>().map((p) => p.property_title)).toContain(
        title,
      );
    },
  );

  it.each([
    [{ name: 'A', email: 42, password: 'Secret!Pass1' }, 'email: Email must be a string'],
    [{ name: 'A', password: 'Secret!Pass1' }, 'email: Email is required'],
    [
      { name: ['A'], email: 'a@example.com', password: 'Secret!Pass1' },
      'name: Name must be a string',
    ],
    [{ name: 'A', email: 'a@example.com', password: 7 }, 'password: Password must be a string'],
  ])('a wrong type says so: %j', async (payload, message) => {
    const res = await inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

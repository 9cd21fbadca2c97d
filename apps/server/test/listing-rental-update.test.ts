import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { SALE_LISTING, type PropertyDetail } from '@elite/shared';
import { listing, propertyCalls } from './helpers/property-calls';
import { describeEachDatabase } from './helpers/test-app';
import type { TestAccount } from './helpers/factories';

/** A home to rent with every fact set (CONTRACT.md section 12). */
const facts = {
  listing_type: 'rent',
  rent_period: 'month',
  deposit: 3000,
  available_from: '2027-01-15',
  furnished: 'furnished',
  min_term_months: 12,
  pets_allowed: false,
  bills_included: true,
} as const;

const rental = (overrides: Record<string, unknown> = {}) =>
  listing({ price_range: { min: 1500, max: 1500 }, ...facts, ...overrides });

describeEachDatabase('homes to rent: changing a listing’s type and rental facts', (ctx) => {
  const { inject, account, addListing, verify } = propertyCalls(ctx);

  async function get(id: string, who?: TestAccount): Promise<PropertyDetail> {
    const res = await inject({ method: 'GET', url: `/api/property/${id}`, headers: who?.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function update(agent: TestAccount, id: string, body: Record<string, unknown>) {
    return inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: agent.auth,
      payload: body,
    });
  }

  async function updated(agent: TestAccount, id: string, body: Record<string, unknown>) {
    const res = await update(agent, id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
  }

  it('SPEC.md’s update form (no rental field) keeps every rental fact', async () => {
    const agent = await account('agent');
    const id = await addListing(agent, rental());
    await updated(
      agent,
      id,
      listing({ property_title: 'Renamed', price_range: { min: 1600, max: 1600 } }),
    );
    expect(await get(id, agent)).toMatchObject({
      ...facts,
      property_title: 'Renamed',
      price_range: { min: 1600, max: 1600 },
    });
  });

  it('a fact left out keeps its value, null clears it; a cleared rent period is monthly again', async () => {
    const agent = await account('agent');
    const id = await addListing(agent, rental({ rent_period: 'week' }));
    await updated(agent, id, listing({ deposit: null, furnished: null, min_term_months: 3 }));
    expect(await get(id, agent)).toMatchObject({
      ...facts,
      rent_period: 'week',
      deposit: null,
      furnished: null,
      min_term_months: 3,
    });
    await updated(agent, id, listing({ rent_period: null, pets_allowed: true }));
    expect(await get(id, agent)).toMatchObject({ rent_period: 'month', pets_allowed: true });
  });

  it('switching a rental to sale clears its rental facts; switching back starts them afresh', async () => {
    const agent = await account('agent');
    const id = await addListing(agent, rental());
    await updated(agent, id, listing({ listing_type: 'sale' }));
    expect(await get(id, agent)).toMatchObject(SALE_LISTING);
    await updated(agent, id, listing({ listing_type: 'rent', deposit: 900 }));
    expect(await get(id, agent)).toMatchObject({
      ...SALE_LISTING,
      listing_type: 'rent',
      rent_period: 'month',
      deposit: 900,
    });
  });

  it('a sale listing turned into a rental takes its facts in the same update', async () => {
    const agent = await account('agent');
    const id = await addListing(agent);
    await updated(agent, id, rental());
    expect(await get(id, agent)).toMatchObject({ ...facts, price_range: { min: 1500, max: 1500 } });
  });

  it('a rental fact sent while the listing is or becomes for sale is a 400 naming it, changing nothing', async () => {
    const agent = await account('agent');
    const sale = await addListing(agent);
    const res = await update(agent, sale, listing({ property_title: 'Changed', deposit: 1000 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('deposit: is only for a home to rent');
    expect(await get(sale, agent)).toMatchObject({ ...SALE_LISTING, property_title: 'Sunny loft' });

    const let_ = await addListing(agent, rental());
    const switched = await update(
      agent,
      let_,
      listing({ property_title: 'Changed', listing_type: 'sale', min_term_months: 6 }),
    );
    expect(switched.statusCode).toBe(400);
    expect(switched.json().message).toBe('min_term_months: is only for a home to rent');
    expect(await get(let_, agent)).toMatchObject({ ...facts, property_title: 'Sunny loft' });
  });

  it('a bad rental fact on update is a 400 naming the field, changing nothing', async () => {
    const agent = await account('agent');
    const id = await addListing(agent, rental());
    for (const [bad, field] of [
      [{ min_term_months: 121 }, 'min_term_months'],
      [{ available_from: '2027-13-01' }, 'available_from'],
      [{ deposit: 1.001 }, 'deposit'],
      [{ listing_type: null }, 'listing_type'],
    ] as const) {
      const res = await update(agent, id, listing({ property_title: 'Changed', ...bad }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    }
    expect(await get(id, agent)).toMatchObject({ ...facts, property_title: 'Sunny loft' });
  });

  it('another agent cannot change someone’s rental, nor can a buyer or a visitor', async () => {
    const owner = await account('agent');
    const other = await account('agent');
    const buyer = await account('user');
    const id = await addListing(owner, rental());
    const change = listing({ listing_type: 'sale', property_title: 'Taken' });
    expect((await update(other, id, change)).statusCode).toBe(403);
    expect((await update(buyer, id, change)).statusCode).toBe(403);
    const anonymous = await inject({ method: 'PUT', url: `/api/property/${id}`, payload: change });
    expect(anonymous.statusCode).toBe(401);
    expect(await get(id, owner)).toMatchObject({ ...facts, property_title: 'Sunny loft' });
  });

  it('a change to a verified rental waits for review: the public keeps the verified facts until an admin verifies it', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const id = await addListing(agent, rental());
    await verify(admin, id);
    await updated(agent, id, listing({ rent_period: 'week', deposit: 800, pets_allowed: true }));
    const change = { rent_period: 'week', deposit: 800, pets_allowed: true, status: 'pending' };
    expect(await get(id, agent)).toMatchObject({ ...facts, ...change });
    expect(await get(id, admin)).toMatchObject({ ...facts, ...change });
    expect(await get(id)).toMatchObject({ ...facts, status: 'verified' });

    await verify(admin, id);
    expect(await get(id)).toMatchObject({ ...facts, ...change, status: 'verified' });

    // Switched to sale: the public still sees the rental until the change is verified.
    await updated(agent, id, listing({ listing_type: 'sale' }));
    expect(await get(id, agent)).toMatchObject({ ...SALE_LISTING, status: 'pending' });
    expect(await get(id)).toMatchObject({ listing_type: 'rent', deposit: 800 });
    await verify(admin, id);
    expect(await get(id)).toMatchObject({ ...SALE_LISTING, status: 'verified' });
  });

  it('a change proposed before rentals existed (no rental field) reads as a sale listing’s and applies as one', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const id = await addListing(agent);
    await verify(admin, id);
    await updated(agent, id, listing({ property_title: 'Before rentals' }));
    // The change as stored before migration 0024: without any of the new fields.
    await ctx().db.execute(
      sql`update properties set pending_change = pending_change - array['listingType', 'rentPeriod', 'deposit', 'availableFrom', 'furnished', 'minTermMonths', 'petsAllowed', 'billsIncluded'] where id = ${id}`,
    );
    expect(await get(id, agent)).toMatchObject({
      ...SALE_LISTING,
      property_title: 'Before rentals',
      status: 'pending',
    });
    // The agent changes it again, on top of that change: still a sale listing.
    await updated(agent, id, listing({ property_title: 'Before rentals, again' }));
    expect(await get(id, agent)).toMatchObject({ ...SALE_LISTING, status: 'pending' });
    await ctx().db.execute(
      sql`update properties set pending_change = pending_change - array['listingType', 'rentPeriod'] where id = ${id}`,
    );
    await verify(admin, id);
    expect(await get(id)).toMatchObject({
      ...SALE_LISTING,
      property_title: 'Before rentals, again',
      status: 'verified',
    });
  });
});

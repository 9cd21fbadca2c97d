import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Notification, SavedSearch } from '@elite/shared';
import { openHouses, savedSearches } from '../src/db/schema';
import type { TestAccount } from './helpers/factories';
import { addListing, moderateListing, type ListingOverrides } from './helpers/property-factory';
import { savedSearchCalls } from './helpers/saved-search-calls';
import { describeEachDatabase } from './helpers/test-app';

/**
 * Saved searches with the filters of what a buyer needs to decide (CONTRACT.md sections 9 and
 * 13): kept and answered back as the address bar writes them, refused when malformed (a 400
 * naming the parameter), and matched by the alerts as the search matches: a new listing with a
 * garden alerts a search for `features=garden`, one without does not.
 */
describeEachDatabase('saved searches with the decision filters', (ctx) => {
  const { account, inject, save, saved } = savedSearchCalls(ctx);
  let agent: TestAccount;
  let admin: TestAccount;
  let buyer: TestAccount;

  beforeAll(async () => {
    [agent, admin, buyer] = await Promise.all([
      account('agent'),
      account('admin'),
      account('user'),
    ]);
  });

  const mine = async (who: TestAccount) => {
    const res = await inject({ method: 'GET', url: '/api/saved-searches', headers: who.auth });
    expect(res.statusCode).toBe(200);
    return res.json<SavedSearch[]>();
  };

  async function alertsOf(who: TestAccount): Promise<Notification[]> {
    ctx().app.alertWorker.nudge();
    await ctx().app.alertWorker.settled();
    const res = await inject({ method: 'GET', url: '/api/notifications', headers: who.auth });
    expect(res.statusCode).toBe(200);
    return res.json<Notification[]>().filter((n) => n.saved_search_id !== null);
  }

  /** A listing in `town` with these facts, verified (an open house added before, if asked). */
  async function listed(town: string, facts: object, openHouseInDays?: number) {
    const id = await addListing(ctx().app, agent, {
      property_title: `Home in ${town}`,
      location: `${town}, Testland`,
      ...facts,
    } as ListingOverrides);
    if (openHouseInDays !== undefined) {
      const start = new Date(Date.now() + openHouseInDays * 86_400_000);
      await ctx()
        .db.insert(openHouses)
        .values({ propertyId: id, startAt: start, endAt: new Date(start.getTime() + 3_600_000) });
    }
    await moderateListing(ctx().app, admin, id);
    return id;
  }

  it('keeps the filters and answers them back as the address bar writes them', async () => {
    const id = await saved(buyer, {
      name: 'Green and easy',
      query: {
        location: 'Anywhere',
        energy: 'c',
        features: 'parking,garden',
        accessible: 'lift',
        open_house: '14d',
      },
    });
    const search = (await mine(buyer)).find((s) => s._id === id);
    expect(search?.query).toEqual({
      location: 'Anywhere',
      energy: 'C',
      features: 'garden,parking',
      accessible: 'lift',
      open_house: '14d',
    });
    const [stored] = await ctx()
      .db.select({
        energy: savedSearches.energy,
        features: savedSearches.features,
        accessible: savedSearches.accessible,
        days: savedSearches.openHouseDays,
      })
      .from(savedSearches)
      .where(eq(savedSearches.id, id));
    expect(stored).toEqual({
      energy: 'C',
      features: ['garden', 'parking'],
      accessible: ['lift'],
      days: 14,
    });
  });

  it('a search saved without them has none of them', async () => {
    const id = await saved(buyer, { name: 'Plain', query: { location: 'Plainville' } });
    expect((await mine(buyer)).find((s) => s._id === id)?.query).toEqual({
      location: 'Plainville',
    });
    const [stored] = await ctx()
      .db.select({ energy: savedSearches.energy, features: savedSearches.features })
      .from(savedSearches)
      .where(eq(savedSearches.id, id));
    expect(stored).toEqual({ energy: null, features: null });
  });

  it.each([
    [{ energy: 'Z' }, /^query\.energy\b/],
    [{ features: 'garden,moat' }, /^query\.features\b.*moat/],
    [{ accessible: 'stairs' }, /^query\.accessible\b.*stairs/],
    [{ open_house: '120d' }, /^query\.open_house\b/],
  ])('refuses %o with a 400 naming it', async (query, message) => {
    const res = await save(buyer, { name: 'Bad', query, frequency: 'instant' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });

  it('the same search written two ways is the same saved search (409)', async () => {
    await saved(buyer, { name: 'Pool first', query: { features: 'pool,terrace' } });
    const again = await save(buyer, {
      name: 'Terrace first',
      query: { features: 'terrace, pool' },
      frequency: 'instant',
    });
    expect(again.statusCode, again.body).toBe(409);
  });

  it('a new listing with a garden alerts a search for a garden; one without does not', async () => {
    const town = 'Gardenton';
    const search = await saved(buyer, {
      name: 'Garden in Gardenton',
      query: { location: town, features: 'garden' },
    });
    const before = new Set((await alertsOf(buyer)).map((n) => n._id));
    const fresh = async () => (await alertsOf(buyer)).filter((n) => !before.has(n._id));
    await listed(town, { features: ['parking'] });
    await listed(town, {});
    expect(await fresh()).toEqual([]);
    const garden = await listed(town, { features: ['garden', 'parking'] });
    const alerts = await fresh();
    expect(alerts.map((n) => [n.property_id, n.saved_search_id])).toEqual([[garden, search]]);
  });

  it('energy, accessibility and open houses match alerts as they match the search', async () => {
    const town = 'Rateham';
    const searches = {
      energy: await saved(buyer, { name: 'Efficient', query: { location: town, energy: 'B' } }),
      accessible: await saved(buyer, {
        name: 'Step-free',
        query: { location: town, accessible: 'step_free_access,ramp' },
      }),
      openHouse: await saved(buyer, {
        name: 'Open this week',
        query: { location: town, open_house: '7d' },
      }),
    };
    const before = new Set((await alertsOf(buyer)).map((n) => n._id));
    const fresh = async () => {
      const found = (await alertsOf(buyer)).filter((n) => !before.has(n._id));
      for (const n of found) before.add(n._id);
      return found.map((n) => [...n.saved_search_names].sort());
    };
    // Rated C, one of the two, an open house in 10 days: none of them.
    await listed(town, { energy_rating: 'C', accessibility_features: ['ramp'] }, 10);
    expect(await fresh()).toEqual([]);
    await listed(town, { energy_rating: 'A' });
    expect(await fresh()).toEqual([['Efficient']]);
    await listed(town, { accessibility_features: ['ramp', 'lift', 'step_free_access'] }, 2);
    expect(await fresh()).toEqual([['Open this week', 'Step-free']]);
    expect(Object.values(searches)).toHaveLength(3);
  });
});

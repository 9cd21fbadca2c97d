import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import type {
  AccessibilityFeature,
  EnergyRating,
  ListingFeature,
  Property,
  PropertyMap,
} from '@elite/shared';
import { openHouses } from '../src/db/schema';
import { accountMaker, type TestAccount } from './helpers/factories';
import { addListing, moderateListing, type ListingOverrides } from './helpers/property-factory';
import { openHouseCalls } from './helpers/open-house-calls';
import { describeEachDatabase } from './helpers/test-app';

/**
 * The filters of what a buyer needs to decide (CONTRACT.md section 13) on the public list and
 * the map: `energy=C` (C or better, never an unknown rating), `features` and `accessible` (all
 * of them), `open_house=7d` (an open house starting within 7 days). Run with the search index
 * and without it, so that both the index and the SQL answer every search.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Facts {
  energy_rating: EnergyRating | null;
  features: ListingFeature[] | null;
  accessibility_features: AccessibilityFeature[] | null;
  /** Open houses' starts from now, in milliseconds. */
  openHouses: number[];
}

const LISTINGS = {
  alpha: {
    energy_rating: 'A',
    features: ['garden', 'parking'],
    accessibility_features: ['step_free_access', 'lift'],
    openHouses: [2 * DAY],
  },
  bravo: {
    energy_rating: 'C',
    features: ['garden'],
    accessibility_features: ['lift'],
    openHouses: [],
  },
  charlie: {
    energy_rating: 'D',
    features: ['garden', 'parking', 'pool'],
    accessibility_features: null,
    openHouses: [10 * DAY],
  },
  // Nothing known: it matches no filter of these.
  delta: { energy_rating: null, features: null, accessibility_features: null, openHouses: [-HOUR] },
  echo: {
    energy_rating: 'B',
    features: [],
    accessibility_features: ['step_free_access'],
    openHouses: [-2 * DAY, 40 * DAY],
  },
} satisfies Record<string, Facts>;
type Name = keyof typeof LISTINGS;

function suite(index: 'on' | 'off') {
  describeEachDatabase(
    `decision filters, search index ${index}`,
    (ctx) => {
      const account = accountMaker(ctx);
      let agent: TestAccount;
      let admin: TestAccount;
      const ids = {} as Record<Name, string>;
      const town = `Decidham ${index}`;

      /** Adds an open house to a listing and says so, as the open houses' calls do. */
      async function addOpenHouse(propertyId: string, fromNow: number) {
        const start = new Date(Date.now() + fromNow);
        const [row] = await ctx()
          .db.insert(openHouses)
          .values({ propertyId, startAt: start, endAt: new Date(start.getTime() + 2 * HOUR) })
          .returning({ id: openHouses.id });
        await ctx().app.publicChanges.publish({ kind: 'listing', id: propertyId });
        return row!.id;
      }

      beforeAll(async () => {
        [agent, admin] = await Promise.all([account('agent'), account('admin')]);
        let n = 0;
        for (const [name, facts] of Object.entries(LISTINGS) as [Name, Facts][]) {
          const { openHouses: starts, ...decision } = facts;
          const id = await addListing(ctx().app, agent, {
            property_title: `Home ${name}`,
            location: `${town}, Testland`,
            price_range: { min: 200_000 + n * 1000, max: 250_000 + n * 1000 },
            ...decision,
          } as ListingOverrides);
          await moderateListing(ctx().app, admin, id);
          // Written directly (some already begun, which no call could add), then said.
          for (const fromNow of starts) await addOpenHouse(id, fromNow);
          ids[name] = id;
          n++;
        }
      }, 60_000);

      const get = (url: string) => ctx().app.inject({ method: 'GET', url });

      async function list(query: string) {
        const res = await get(`/api/property?location=${encodeURIComponent(town)}&${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return {
          names: names(res.json<Property[]>().map((p) => p._id)),
          total: Number(res.headers['x-total-count']),
          index: res.headers['x-search-index'],
          cache: res.headers['x-cache'],
        };
      }

      const names = (found: string[]) =>
        found.map((id) => Object.keys(ids).find((n) => ids[n as Name] === id) ?? id).sort();

      if (index === 'on') {
        it('the search index answers the searches once it holds every listing', async () => {
          await vi.waitFor(
            async () => {
              const found = await list('energy=C');
              expect(found.index).toBe('hit');
              expect(found.names).toEqual(['alpha', 'bravo', 'echo']);
            },
            { timeout: 20_000, interval: 100 },
          );
        });
      }

      it.each([
        ['energy=C', ['alpha', 'bravo', 'echo']],
        ['energy=a', ['alpha']],
        ['energy=G', ['alpha', 'bravo', 'charlie', 'echo']],
        ['features=garden', ['alpha', 'bravo', 'charlie']],
        ['features=parking,garden', ['alpha', 'charlie']],
        ['features=pool,sea_view', []],
        ['accessible=lift', ['alpha', 'bravo']],
        ['accessible=step_free_access,lift', ['alpha']],
        ['open_house=7d', ['alpha']],
        ['open_house=14d', ['alpha', 'charlie']],
        ['open_house=90d', ['alpha', 'charlie', 'echo']],
        ['open_house=1d', []],
        ['energy=C&features=garden', ['alpha', 'bravo']],
        ['energy=D&features=garden&open_house=30d', ['alpha', 'charlie']],
        ['energy=&features=&accessible=&open_house=', Object.keys(LISTINGS).sort()],
      ] as const)('%s on the list and the map', async (query, expected) => {
        const found = await list(query);
        expect(found.names).toEqual(expected);
        expect(found.total).toBe(expected.length);
        const res = await get(`/api/property/map?location=${encodeURIComponent(town)}&${query}`);
        expect(res.statusCode, res.body).toBe(200);
        // None of them has a place: the map counts none, whatever it matches.
        expect(res.json<PropertyMap>().total).toBe(0);
      });

      it.each([
        ['energy=H', /^energy: is one of A, B, C, D, E, F, G/],
        ['energy=CC', /^energy\b/],
        ['features=garden,moat', /^features: unknown feature "moat"/],
        ['accessible=stairs', /^accessible: unknown accessibility feature "stairs"/],
        ['open_house=7', /^open_house: .*1d to 90d/],
        ['open_house=0d', /^open_house\b/],
        ['open_house=91d', /^open_house\b/],
      ])('refuses %s on the list and the map with a 400 naming it', async (query, message) => {
        for (const path of ['/api/property', '/api/property/map']) {
          const res = await get(`${path}?${query}`);
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json<{ message: string }>().message).toMatch(message);
        }
      });

      it('a new open house of a listing is found once it is said, and gone once deleted', async () => {
        expect((await list('open_house=7d')).names).toEqual(['alpha']);
        const added = await addOpenHouse(ids.bravo, 3 * DAY);
        expect((await list('open_house=7d')).names).toEqual(['alpha', 'bravo']);
        await ctx().db.delete(openHouses).where(eq(openHouses.id, added));
        await ctx().app.publicChanges.publish({ kind: 'listing', id: ids.bravo });
        expect((await list('open_house=7d')).names).toEqual(['alpha']);
      });

      it('the agent’s open-house calls move the listing into the search and out of it', async () => {
        const calls = openHouseCalls(ctx);
        expect((await list('open_house=7d')).names).toEqual(['alpha']);
        const added = await calls.addAt(agent, ids.echo, 5 * 24);
        // Found at once (the index patched before the call answers; the SQL reads the table).
        const found = await list('open_house=7d');
        expect(found.names).toEqual(['alpha', 'echo']);
        if (index === 'on') expect(found.index).toBe('hit');
        const removed = await calls.remove(agent, added);
        expect(removed.statusCode, removed.body).toBe(200);
        expect((await list('open_house=7d')).names).toEqual(['alpha']);
      });

      it('an open house that starts leaves the search at once: no cache keeps it', async () => {
        await addOpenHouse(ids.delta, 1500);
        const first = await list('open_house=1d');
        expect(first.names).toEqual(['delta']);
        // Asked again, answered again (never from the cache, which would keep it past its start).
        const again = await list('open_house=1d');
        expect(again.names).toEqual(['delta']);
        expect(again.cache).not.toBe('hit');
        await vi.waitFor(async () => expect((await list('open_house=1d')).names).toEqual([]), {
          timeout: 15_000,
          interval: 250,
        });
      });

      it('other searches are cached as before', async () => {
        await list('energy=B&features=');
        expect((await list('energy=B&features=')).cache).toBe('hit');
      });
    },
    { SEARCH_INDEX: index },
  );
}

suite('on');
suite('off');

// The load scenarios: what each one asks the server (bench/lib/throughput.ts sends them).
import type { Fixture } from '../generate';
import { random } from './random';
import { searchPaths, mapPaths, withListing } from './search-paths';
import { CITIES, NEIGHBOURHOODS } from './words';

export type ScenarioName =
  | 'hello-world'
  | 'health'
  | 'list'
  | UncachedScenarioName
  | 'detail'
  | 'advertised'
  | 'shell'
  | 'offer';

/** The scenarios run on a server without its response cache (RESPONSE_CACHE=off), in order. */
export const UNCACHED_SCENARIOS = ['list-uncached', 'search-uncached', 'map-uncached'] as const;
export type UncachedScenarioName = (typeof UNCACHED_SCENARIOS)[number];
/** The scenarios a plan runs on a server with its response cache. */
export type CachedScenarioName = Exclude<ScenarioName, 'hello-world' | UncachedScenarioName>;

export interface Scenario {
  /** 'mixed': the read mix of the mixed scenario (bench/lib/mixed.ts), made there; 'reso': bench/lib/reso.ts's. */
  name: ScenarioName | 'mixed' | 'reso';
  label: string;
  method: 'GET' | 'POST';
  /**
   * Requests in one pass of the mix: the warm-up sends them all once (within a time cap), so
   * that a response cache is measured warm, as on a live site. Unset: a timed warm-up.
   */
  cycle?: number;
  /**
   * Distinct requests before the mix repeats (the generator is given this many); unset: 1.
   */
  distinct?: number;
  /** The path (and body) of the k-th request. */
  request(k: number): { path: string; body?: string; headers?: Record<string, string> };
}

/** A browser asks for compressed responses; an API client (curl, a script) does not. */
export type Client = 'browser' | 'api';

export interface Measurement {
  scenario: Scenario['name'];
  label: string;
  /** Unset in runs of the previous harness (autocannon in the runner): a browser's headers. */
  client?: Client;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  total: number;
  ok: number;
  notOk: number;
  errors: number;
  statusCodes: Record<string, number>;
  /** Cores the generator (wrk) used over the measured seconds; unset before decision 035. */
  generatorCores?: number;
  /** Cores the measured process used over the measured seconds. */
  serverCores?: number;
}

function oneOf<T>(next: () => number, values: readonly T[]): T {
  return values[Math.floor(next() * values.length)]!;
}

/**
 * What visitors type into the search box: a third browse everything; the others type a
 * city (any case), a part of one, a region, a neighbourhood, or something that is nowhere.
 */
function locationTerm(next: () => number): string {
  const roll = next();
  if (roll < 0.3) return '';
  if (roll < 0.6) return oneOf(next, CITIES)[0];
  if (roll < 0.68) return oneOf(next, CITIES)[0].toLowerCase();
  if (roll < 0.78) return oneOf(next, ['san', 'york', 'ton', 'port', 'ville', 'city']);
  if (roll < 0.88) return oneOf(next, ['Texas', 'California', 'Florida', 'england', 'Ohio']);
  if (roll < 0.96) return oneOf(next, NEIGHBOURHOODS);
  return oneOf(next, ['Atlantis', 'zzz', 'Gotham']);
}

/** Mostly the first pages, sometimes a deep one. */
function page(next: () => number): number {
  const roll = next();
  if (roll < 0.55) return 1;
  if (roll < 0.9) return 2 + Math.floor(next() * 4);
  return 6 + Math.floor(next() * 45);
}

/** 2000 list requests of the mix, in a fixed order. */
export function listPaths(count = 2000): string[] {
  const next = random(20240601);
  const kind = random(20261131);
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams();
    const location = locationTerm(next);
    if (location) params.set('location', location);
    const sort = oneOf(next, ['', '', 'asc', 'desc']);
    if (sort) params.set('sortBy', sort);
    const p = page(next);
    if (p > 1) params.set('page', String(p));
    withListing(kind, params);
    const query = params.toString();
    return `/api/property${query ? `?${query}` : ''}`;
  });
}

const json = { 'content-type': 'application/json' };

export function scenarios(
  fixture: Fixture,
): Record<Exclude<ScenarioName, 'hello-world'>, Scenario> {
  const paths = listPaths();
  const searchList = searchPaths();
  const mapList = mapPaths();
  const ids = fixture.sample.map((p) => p.id);
  const list = (k: number) => ({ path: paths[k % paths.length]! });
  const buyers = fixture.buyerTokens.length;
  return {
    // The least any route costs: the server's whole stack of hooks, no database, no cache.
    health: {
      name: 'health',
      label: 'GET /api/health (the stack alone)',
      method: 'GET',
      request: () => ({ path: '/api/health' }),
    },
    list: {
      name: 'list',
      label: 'GET /api/property (mixed)',
      method: 'GET',
      cycle: paths.length,
      distinct: paths.length,
      request: list,
    },
    'list-uncached': {
      name: 'list-uncached',
      label: 'GET /api/property (mixed, RESPONSE_CACHE=off)',
      method: 'GET',
      distinct: paths.length,
      request: list,
    },
    'search-uncached': {
      name: 'search-uncached',
      label: 'GET /api/property with filters and areas (RESPONSE_CACHE=off)',
      method: 'GET',
      distinct: searchList.length,
      request: (k) => ({ path: searchList[k % searchList.length]! }),
    },
    'map-uncached': {
      name: 'map-uncached',
      label: 'GET /api/property/map (RESPONSE_CACHE=off)',
      method: 'GET',
      distinct: mapList.length,
      request: (k) => ({ path: mapList[k % mapList.length]! }),
    },
    detail: {
      name: 'detail',
      label: 'GET /api/property/{id}',
      method: 'GET',
      distinct: ids.length,
      request: (k) => ({ path: `/api/property/${ids[k % ids.length]}` }),
    },
    advertised: {
      name: 'advertised',
      label: 'GET /api/advertiseProperty',
      method: 'GET',
      request: () => ({ path: '/api/advertiseProperty' }),
    },
    shell: {
      name: 'shell',
      label: 'GET / (SPA shell)',
      method: 'GET',
      request: () => ({ path: '/' }),
    },
    offer: {
      name: 'offer',
      label: 'POST /api/propertyOffer',
      method: 'POST',
      // More than a run sends (about 700 a second at best): none is sent twice.
      distinct: 40_000,
      // Buyer k mod B on listing (k + k div B) mod S: no buyer offers twice on one listing
      // within B * S requests, so the one-open-offer rule refuses next to nothing.
      request: (k) => {
        const property = fixture.sample[(k + Math.floor(k / buyers)) % fixture.sample.length]!;
        return {
          path: '/api/propertyOffer',
          body: JSON.stringify({
            offer_property_id: property.id,
            offered_price: Math.round((property.min + property.max) / 2),
          }),
          headers: { ...json, authorization: `Bearer ${fixture.buyerTokens[k % buyers]}` },
        };
      },
    },
  };
}

export const helloWorldScenario: Scenario = {
  name: 'hello-world',
  label: 'bare Fastify hello world',
  method: 'GET',
  request: () => ({ path: '/' }),
};

/** Browsers ask for compressed responses. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json, */*' };

export interface MeasureOptions {
  /** Measured seconds of the scenario, per client, in `slices` parts. */
  seconds: number;
  /** Measured seconds of hello world, in as many parts, each right after one of the scenario's. */
  helloSeconds: number;
  slices: number;
  warmupSeconds: number;
  /** The longest a warm-up pass over a scenario's cycle may take. */
  warmupCapSeconds: number;
  connections: number;
}

/**
 * The share of `samples` requests of the scenario's mix that the server serves from its
 * response cache (`X-Cache: hit`), asked one after the other once the load is over.
 */
export async function cacheHitRatio(url: string, scenario: Scenario, samples = 200) {
  let hits = 0;
  for (let k = 0; k < samples; k++) {
    const next = scenario.request(k * 7);
    const res = await fetch(url + next.path, { headers: browserHeaders });
    await res.arrayBuffer();
    if (res.headers.get('x-cache') === 'hit') hits++;
  }
  return hits / samples;
}

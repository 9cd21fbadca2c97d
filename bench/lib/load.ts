// The load scenarios: what each one asks the server, and one autocannon run of it.
import autocannon from 'autocannon';
import type { Fixture } from '../generate';
import { searchPaths, mapPaths } from './search-paths';
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
  name: ScenarioName;
  label: string;
  method: 'GET' | 'POST';
  /**
   * Requests in one pass of the mix: the warm-up sends them all once (within a time cap), so
   * that a response cache is measured warm, as on a live site. Unset: a timed warm-up.
   */
  cycle?: number;
  /** The path (and body) of the k-th request. */
  request(k: number): { path: string; body?: string; headers?: Record<string, string> };
}

export interface Measurement {
  scenario: ScenarioName;
  label: string;
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
}

/** A small seeded PRNG (mulberry32), so every run asks for the same mix. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams();
    const location = locationTerm(next);
    if (location) params.set('location', location);
    const sort = oneOf(next, ['', '', 'asc', 'desc']);
    if (sort) params.set('sortBy', sort);
    const p = page(next);
    if (p > 1) params.set('page', String(p));
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
      request: list,
    },
    'list-uncached': {
      name: 'list-uncached',
      label: 'GET /api/property (mixed, RESPONSE_CACHE=off)',
      method: 'GET',
      request: list,
    },
    'search-uncached': {
      name: 'search-uncached',
      label: 'GET /api/property with filters and areas (RESPONSE_CACHE=off)',
      method: 'GET',
      request: (k) => ({ path: searchList[k % searchList.length]! }),
    },
    'map-uncached': {
      name: 'map-uncached',
      label: 'GET /api/property/map (RESPONSE_CACHE=off)',
      method: 'GET',
      request: (k) => ({ path: mapList[k % mapList.length]! }),
    },
    detail: {
      name: 'detail',
      label: 'GET /api/property/{id}',
      method: 'GET',
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

/** Browsers ask for compressed responses; so do the load scripts. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json, */*' };

/** One autocannon run; stopped early after `capSeconds` if given. */
function run(
  options: autocannon.Options,
  capSeconds?: number,
  onLatency?: (ms: number) => void,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    if (onLatency) instance.on('response', (_client, _status, _bytes, ms) => onLatency(ms));
    if (capSeconds !== undefined) {
      const timer = setTimeout(() => instance.stop(), capSeconds * 1000);
      instance.once('done', () => clearTimeout(timer));
    }
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return Math.round(value * 10) / 10;
}

/**
 * Load on one scenario, measured in slices that add up: requests are numbered across all
 * connections and slices, so the mix is the same whatever the concurrency.
 */
class Load {
  private readonly counter = { k: 0 };
  private readonly latencies: number[] = [];
  private readonly statusCodes: Record<string, number> = {};
  private seconds = 0;
  private total = 0;
  private ok = 0;
  private notOk = 0;
  private errors = 0;
  private readonly base: autocannon.Options;

  constructor(
    url: string,
    private readonly scenario: Scenario,
    private readonly connections: number,
  ) {
    const counter = this.counter;
    this.base = {
      url,
      connections,
      method: scenario.method,
      headers: browserHeaders,
      requests: [
        {
          setupRequest: (request) => {
            const next = scenario.request(counter.k++);
            return {
              ...request,
              method: scenario.method,
              path: next.path,
              ...(next.body !== undefined && { body: next.body }),
              headers: { ...browserHeaders, ...next.headers },
            };
          },
        },
      ],
    };
  }

  /** Unmeasured: one pass over the scenario's cycle (capped), or a timed run. */
  async warmUp(seconds: number, capSeconds: number) {
    if (this.scenario.cycle !== undefined) {
      await run({ ...this.base, amount: this.scenario.cycle }, capSeconds);
    } else if (seconds > 0) {
      await run({ ...this.base, duration: seconds });
    }
  }

  async slice(seconds: number) {
    const started = performance.now();
    const result = await run({ ...this.base, duration: seconds }, undefined, (ms) =>
      this.latencies.push(ms),
    );
    this.seconds += (performance.now() - started) / 1000;
    this.total += result.requests.total;
    this.ok += result['2xx'];
    this.notOk += result.non2xx;
    this.errors += result.errors;
    for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
      this.statusCodes[code] = (this.statusCodes[code] ?? 0) + (stat.count ?? 0);
    }
  }

  result(): Measurement {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return {
      scenario: this.scenario.name,
      label: this.scenario.label,
      connections: this.connections,
      seconds: Math.round(this.seconds * 100) / 100,
      requestsPerSecond: this.total / this.seconds,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: percentile(sorted, 100),
      total: this.total,
      ok: this.ok,
      notOk: this.notOk,
      errors: this.errors,
      statusCodes: this.statusCodes,
    };
  }
}

export interface MeasureOptions {
  /** Measured seconds of the scenario, in `slices` parts. */
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
 * `scenario` against `url`, in slices that alternate with hello world against `helloUrl`:
 * this machine's load drifts within seconds, so both see the same conditions.
 */
export async function measureNextToHelloWorld(
  url: string,
  scenario: Scenario,
  helloUrl: string,
  options: MeasureOptions,
): Promise<{ measurement: Measurement; helloWorld: Measurement }> {
  const load = new Load(url, scenario, options.connections);
  const hello = new Load(helloUrl, helloWorldScenario, options.connections);
  await load.warmUp(options.warmupSeconds, options.warmupCapSeconds);
  await hello.warmUp(1, 1);
  for (let i = 0; i < options.slices; i++) {
    await load.slice(options.seconds / options.slices);
    await hello.slice(options.helloSeconds / options.slices);
  }
  return { measurement: load.result(), helloWorld: hello.result() };
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

// The load scenarios: what each one asks the server, and one autocannon run of it.
import autocannon from 'autocannon';
import { CITIES, NEIGHBOURHOODS, type Fixture } from '../generate';

export type ScenarioName =
  'hello-world' | 'list' | 'list-uncached' | 'detail' | 'advertised' | 'shell' | 'offer';

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
  const ids = fixture.sample.map((p) => p.id);
  const list = (k: number) => ({ path: paths[k % paths.length]! });
  const buyers = fixture.buyerTokens.length;
  return {
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

export const helloWorld: Scenario = {
  name: 'hello-world',
  label: 'bare Fastify hello world',
  method: 'GET',
  request: () => ({ path: '/' }),
};

/** Browsers ask for compressed answers; so do the load scripts. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json, */*' };

/** One autocannon run; stopped early after `capSeconds` if given. */
function run(options: autocannon.Options, capSeconds?: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    if (capSeconds !== undefined) {
      const timer = setTimeout(() => instance.stop(), capSeconds * 1000);
      instance.once('done', () => clearTimeout(timer));
    }
  });
}

/**
 * One measured run of `scenario` against `url` after an unmeasured warm-up. Requests are
 * numbered across all connections, so the mix is the same whatever the concurrency.
 */
export async function measure(
  url: string,
  scenario: Scenario,
  options: {
    seconds: number;
    warmupSeconds: number;
    /** The longest a warm-up pass over a scenario's cycle may take. */
    warmupCapSeconds: number;
    connections: number;
    counter?: { k: number };
  },
): Promise<Measurement> {
  const counter = options.counter ?? { k: 0 };
  const base: autocannon.Options = {
    url,
    connections: options.connections,
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
  if (scenario.cycle !== undefined) {
    await run({ ...base, amount: scenario.cycle }, options.warmupCapSeconds);
  } else if (options.warmupSeconds > 0) {
    await run({ ...base, duration: options.warmupSeconds });
  }
  const result = await run({ ...base, duration: options.seconds });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = stat.count ?? 0;
  }
  return {
    scenario: scenario.name,
    label: scenario.label,
    connections: options.connections,
    seconds: result.duration,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    total: result.requests.total,
    ok: result['2xx'],
    notOk: result.non2xx,
    errors: result.errors,
    statusCodes,
  };
}

// The mixed scenario of `npm run bench` (issue 37): the site as it is used. One server (response
// cache and search index on, default log level) on 100k listings; wrk sends one read mix (the
// list, filtered searches, the map and details, interleaved) through three phases of equal
// length: (a) the reads alone; (b) with 20 writes a second that change nothing public; (c) with
// one listing change a second, each verified by an admin and followed until a filtered search
// shows it. Beside wrk, the bench process samples reads for X-Cache and X-Search-Index and times
// filtered searches of its own (the search probe), paced, in every phase.
import os from 'node:os';
import path from 'node:path';
import type { Fixture } from '../generate';
import { listPaths, type Measurement, type Scenario } from './load';
import { random } from './random';
import {
  benchAdmin,
  call,
  changeListing,
  NeutralWriters,
  prepareChanges,
  type ChangeRecord,
  type NeutralKind,
  type Tally,
} from './mixed-writers';
import { startServer, type Running } from './processes';
import { loadAverage } from './runner';
import { mapPaths, searchPaths } from './search-paths';
import { Load, Mix, type GeneratorSettings } from './throughput';

export interface MixedSettings {
  /** Seconds of each phase. */
  seconds: number;
  /** wrk's unmeasured seconds on the read mix before the first phase. */
  warmupSeconds: number;
  generator: GeneratorSettings;
  neutralWritesPerSecond: number;
  listingChangesPerSecond: number;
  /** Changes start only this long before a phase ends, so each is followed under load. */
  changeMarginSeconds: number;
  pollMs: number;
  giveUpMs: number;
  /** The bench process's own requests: reads of the mix sampled, and filtered searches timed. */
  readSamplesPerSecond: number;
  searchProbesPerSecond: number;
}

export const defaultMixedSettings: MixedSettings = {
  seconds: 30,
  warmupSeconds: 10,
  generator: { threads: 1, connections: 10 },
  neutralWritesPerSecond: 20,
  listingChangesPerSecond: 1,
  changeMarginSeconds: 3,
  pollMs: 50,
  giveUpMs: 10_000,
  readSamplesPerSecond: 10,
  searchProbesPerSecond: 20,
};

export type ReadKind = 'list' | 'search' | 'map' | 'detail';
export const READ_KINDS: ReadKind[] = ['list', 'search', 'map', 'detail'];

/** Of ten reads: 4 pages of the list, 3 filtered searches, 2 details, 1 map. */
const PATTERN: ReadKind[] = [
  'list',
  'search',
  'detail',
  'list',
  'search',
  'map',
  'list',
  'detail',
  'search',
  'list',
];

/** The read mix: 10,000 requests from the list, search, map and detail generators. */
export function mixedReads(fixture: Pick<Fixture, 'sample'>): { kind: ReadKind; path: string }[] {
  const paths: Record<ReadKind, string[]> = {
    list: listPaths(),
    search: searchPaths(),
    map: mapPaths(),
    detail: fixture.sample.map((p) => `/api/property/${p.id}`),
  };
  const seen: Record<ReadKind, number> = { list: 0, search: 0, map: 0, detail: 0 };
  return Array.from({ length: 10_000 }, (_, k) => {
    const kind = PATTERN[k % PATTERN.length]!;
    const list = paths[kind];
    return { kind, path: list[seen[kind]++ % list.length]! };
  });
}

export interface SampleFigures {
  requests: number;
  /** Served from the response cache (X-Cache: hit). */
  cacheHits: number;
  /** Responses that said X-Search-Index, and those of them the index answered. */
  indexAnswers: number;
  indexHits: number;
  non2xx: number;
}

export interface LatencyFigures {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface PhaseFigures {
  phase: 'reads' | 'neutral writes' | 'listing changes';
  /** wrk's figures for the read mix. */
  reads: Measurement;
  /** The sampled reads of the mix, by kind. */
  samples: Record<ReadKind, SampleFigures>;
  /** The search probe: filtered searches of the mix, timed by the bench process. */
  search: SampleFigures & LatencyFigures;
  writes?: Record<NeutralKind, { statuses: Record<string, number> } & LatencyFigures>;
  changes?: ChangeRecord[];
}

export interface MixedGroup {
  database: 'embedded' | 'postgres';
  properties: number;
  listed: number;
  settings: MixedSettings;
  serverStartMs?: number;
  phases: PhaseFigures[];
  loadBefore: number[];
  loadAfter: number[];
  cpus: number;
  error?: string;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const latency = (ms: number[]): LatencyFigures => ({
  count: ms.length,
  p50Ms: percentile(ms, 50),
  p99Ms: percentile(ms, 99),
  maxMs: ms.length ? Math.max(...ms) : Number.NaN,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `task(0)`, `task(1)`, ... started `perSecond` a second for `seconds`, evenly spaced (each on
 * time, whether or not the ones before have answered); resolves when all have ended.
 */
export async function paced(
  perSecond: number,
  seconds: number,
  task: (n: number) => Promise<unknown>,
): Promise<void> {
  const started = performance.now();
  const running: Promise<unknown>[] = [];
  for (let n = 0; n < Math.floor(seconds * perSecond); n++) {
    const wait = started + (n * 1000) / perSecond - performance.now();
    if (wait > 0) await sleep(wait);
    running.push(task(n));
  }
  await Promise.all(running);
}

class Sampled {
  readonly figures: SampleFigures = {
    requests: 0,
    cacheHits: 0,
    indexAnswers: 0,
    indexHits: 0,
    non2xx: 0,
  };
  readonly ms: number[] = [];

  /** One read as a browser asks it (the cache keeps its compressed copies). */
  async read(base: string, path: string) {
    const answer = await call(base, 'GET', path, { browser: true }).catch(() => undefined);
    const f = this.figures;
    f.requests++;
    if (!answer || answer.status < 200 || answer.status > 299) f.non2xx++;
    if (!answer) return;
    this.ms.push(answer.ms);
    if (answer.headers['x-cache'] === 'hit') f.cacheHits++;
    const index = answer.headers['x-search-index'];
    if (index !== undefined) f.indexAnswers++;
    if (index === 'hit') f.indexHits++;
  }
}

/** What one phase runs beside wrk and the samplers. */
type Writes = (base: string) => Promise<Pick<PhaseFigures, 'writes' | 'changes'>>;

async function phase(
  name: PhaseFigures['phase'],
  server: Running,
  mix: Mix,
  reads: { kind: ReadKind; path: string }[],
  searches: string[],
  settings: MixedSettings,
  writes?: Writes,
): Promise<PhaseFigures> {
  const load = new Load(server, mix, 'browser', settings.generator);
  const samples = Object.fromEntries(READ_KINDS.map((kind) => [kind, new Sampled()])) as Record<
    ReadKind,
    Sampled
  >;
  const probe = new Sampled();
  // Each phase samples other requests of the mix than the one before.
  const offset = Math.floor(random(mix.offset)() * reads.length);
  const [, , written] = await Promise.all([
    load.slice(settings.seconds),
    paced(settings.readSamplesPerSecond, settings.seconds, (n) => {
      const r = reads[(offset + 7 * n) % reads.length]!;
      return samples[r.kind].read(server.url, r.path);
    }),
    writes?.(server.url),
    paced(settings.searchProbesPerSecond, settings.seconds, (n) =>
      probe.read(server.url, searches[(offset + 3 * n) % searches.length]!),
    ),
  ]);
  return {
    phase: name,
    reads: load.result(),
    samples: Object.fromEntries(READ_KINDS.map((k) => [k, samples[k].figures])) as Record<
      ReadKind,
      SampleFigures
    >,
    search: { ...probe.figures, ...latency(probe.ms) },
    ...written,
  };
}

/**
 * The mixed scenario on the generated data in `dataDir` (and `databaseUrl`): starts its own
 * server with an admin account, measures the three phases, stops it.
 */
export async function measureMixed(options: {
  fixture: Fixture;
  dataDir: string;
  databaseUrl?: string;
  settings?: MixedSettings;
  say: (message: string) => void;
}): Promise<MixedGroup> {
  const { fixture, say } = options;
  const settings = options.settings ?? defaultMixedSettings;
  const label = `mixed ${fixture.database} ${fixture.properties}`;
  const group: MixedGroup = {
    database: fixture.database,
    properties: fixture.properties,
    listed: fixture.listed,
    settings,
    phases: [],
    loadBefore: loadAverage(),
    loadAfter: [],
    cpus: os.cpus().length,
  };
  let server: Running | undefined;
  try {
    server = await startServer({
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      logLevel: 'default',
      stdoutFile: path.join(options.dataDir, 'server-mixed.log'),
      env: benchAdmin,
    });
    group.serverStartMs = server.searchIndexMs ?? server.readyMs;
    const reads = mixedReads(fixture);
    const searches = reads.filter((r) => r.kind === 'search').map((r) => r.path);
    const scenario: Scenario = {
      name: 'mixed',
      label: 'the list, filtered searches, the map and details (4:3:1:2)',
      method: 'GET',
      distinct: reads.length,
      request: (k) => ({ path: reads[k % reads.length]!.path }),
    };
    const mix = new Mix(options.dataDir, scenario);
    const changing = Math.floor(
      Math.max(0, settings.seconds - settings.changeMarginSeconds) *
        settings.listingChangesPerSecond,
    );
    const { targets, adminToken } = await prepareChanges(server.url, fixture, changing);
    say(`${label}: warming up ${settings.warmupSeconds} s`);
    await new Load(server, mix, 'browser', settings.generator).run(settings.warmupSeconds);

    const run = async (name: PhaseFigures['phase'], writes?: Writes) => {
      const figures = await phase(name, server!, mix, reads, searches, settings, writes);
      group.phases.push(figures);
      say(`${label}: ${describePhase(figures)}`);
    };
    await run('reads');
    await run('neutral writes', async (base) => {
      const writers = new NeutralWriters(base, fixture);
      await paced(settings.neutralWritesPerSecond, settings.seconds, (n) => writers.write(n));
      const writes = Object.fromEntries(
        Object.entries(writers.tallies).map(([kind, t]: [string, Tally]) => [
          kind,
          { statuses: t.statuses, ...latency(t.ms) },
        ]),
      ) as NonNullable<PhaseFigures['writes']>;
      return { writes };
    });
    await run('listing changes', async (base) => {
      const changes: ChangeRecord[] = [];
      await paced(
        settings.listingChangesPerSecond,
        changing / settings.listingChangesPerSecond,
        (n) =>
          changeListing(base, targets[n]!, adminToken, n, settings).then((c) => changes.push(c)),
      );
      return { changes };
    });
  } catch (error) {
    group.error = error instanceof Error ? error.message : String(error);
    say(`${label}: FAILED ${group.error}`);
  } finally {
    await server?.stop();
    group.loadAfter = loadAverage();
  }
  return group;
}

const ratio = (n: number, of: number) => (of === 0 ? '–' : `${Math.round((100 * n) / of)}%`);

/** One line for the run's log. */
export function describePhase(p: PhaseFigures): string {
  const all = READ_KINDS.map((k) => p.samples[k]);
  const sum = (pick: (s: SampleFigures) => number) => all.reduce((t, s) => t + pick(s), 0);
  const writes = p.writes
    ? Object.values(p.writes).reduce(
        (t, w) => {
          for (const [status, n] of Object.entries(w.statuses)) {
            if (status.startsWith('2')) t.ok += n;
            else t.failed += n;
          }
          return t;
        },
        { ok: 0, failed: 0 },
      )
    : undefined;
  const visible = p.changes?.flatMap((c) => (c.visibleMs === undefined ? [] : [c.visibleMs]));
  return (
    `${p.phase}: ${Math.round(p.reads.requestsPerSecond)} req/s, p50 ${p.reads.p50Ms} ms, ` +
    `p99 ${p.reads.p99Ms} ms, ${p.reads.notOk + p.reads.errors} non-2xx; sampled X-Cache hits ` +
    `${ratio(
      sum((s) => s.cacheHits),
      sum((s) => s.requests),
    )}, X-Search-Index hits ` +
    `${ratio(
      sum((s) => s.indexHits),
      sum((s) => s.indexAnswers),
    )}; filtered searches p50 ` +
    `${p.search.p50Ms.toFixed(1)} ms, p99 ${p.search.p99Ms.toFixed(1)} ms` +
    (writes ? `; writes ${writes.ok} 2xx, ${writes.failed} not` : '') +
    (p.changes && visible
      ? `; changes ${p.changes.length}, ${p.changes.filter((c) => c.refusal).length} refused, ` +
        `visible ${visible.length}` +
        (visible.length
          ? `, delay p99 ${percentile(visible, 99).toFixed(0)} ms, max ${Math.max(...visible).toFixed(0)} ms`
          : '')
      : '')
  );
}

// The listing-figures step of `npm run bench` (issue 41): what counting listing views costs the
// answers it counts. The same scenario twice on one generated database, the server started with
// LISTING_FIGURES=on, then off: wrk reads listing pages (/property/{id}, server-rendered), then
// listing details (GET /api/property/{id}), as many visitors (a User-Agent each), while 20 writes
// a second that change nothing public (sign-ins, wishlist changes, messages: the mixed scenario's
// writers) run beside. The p50 and p99 of each side by side; with counting on, the views the
// admin then reads back say that they were counted.
import path from 'node:path';
import type { Fixture } from '../generate';
import type { Measurement, Scenario } from './load';
import { latency, paced, type LatencyFigures } from './mixed';
import { benchAdmin, call, NeutralWriters, type Tally } from './mixed-writers';
import { startServer, type Running } from './processes';
import { Load, Mix, type GeneratorSettings } from './throughput';

export interface FiguresSettings {
  /** Measured seconds of each read. */
  seconds: number;
  /** wrk's unmeasured seconds on each read before it is measured. */
  warmupSeconds: number;
  generator: GeneratorSettings;
  neutralWritesPerSecond: number;
  /** Distinct visitors (User-Agents) in the reads. */
  visitors: number;
  /** Rounds of both sides, the order swapped each round (on, off, off, on, ...): a busy machine's drift falls on both. */
  rounds: number;
}

export const defaultFiguresSettings: FiguresSettings = {
  seconds: 20,
  warmupSeconds: 5,
  generator: { threads: 1, connections: 10 },
  neutralWritesPerSecond: 20,
  visitors: 5000,
  rounds: 2,
};

export type FiguresRead = 'page' | 'detail';
export const FIGURES_READS: FiguresRead[] = ['page', 'detail'];

export interface FiguresSide {
  listingFigures: 'on' | 'off';
  round: number;
  reads: Record<FiguresRead, Measurement>;
  writes: Record<FiguresRead, { ok: number; failed: number } & LatencyFigures>;
  /** With counting on: today's views of the first sampled listings, as the admin reads them. */
  viewsCounted?: number;
}

export interface FiguresGroup {
  database: 'embedded' | 'postgres';
  properties: number;
  settings: FiguresSettings;
  sides: FiguresSide[];
  error?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function scenarioOf(
  read: FiguresRead,
  fixture: Fixture,
  visitors: number,
  round: number,
): Scenario {
  const ids = fixture.sample.map((p) => p.id);
  return {
    name: 'mixed',
    label: read === 'page' ? 'listing pages' : 'listing details (API)',
    method: 'GET',
    distinct: Math.max(visitors, ids.length),
    request: (k) => ({
      path:
        read === 'page'
          ? `/property/${ids[k % ids.length]}`
          : `/api/property/${ids[k % ids.length]}`,
      // New visitors each round: the day's visitors of the round before are already counted.
      headers: { 'user-agent': `bench-visitor-${round}-${k % visitors}` },
    }),
  };
}

/** One read under load with the neutral writers beside it. */
async function measureRead(
  server: Running,
  read: FiguresRead,
  options: { fixture: Fixture; dataDir: string; settings: FiguresSettings; round: number },
) {
  const { fixture, settings } = options;
  const mix = new Mix(options.dataDir, scenarioOf(read, fixture, settings.visitors, options.round));
  await new Load(server, mix, 'browser', settings.generator).run(settings.warmupSeconds);
  const load = new Load(server, mix, 'browser', settings.generator);
  const writers = new NeutralWriters(server.url, fixture);
  await Promise.all([
    load.slice(settings.seconds),
    paced(settings.neutralWritesPerSecond, settings.seconds, (n) => writers.write(n)),
  ]);
  const tallies = Object.values(writers.tallies) as Tally[];
  const ok = tallies.reduce((t, w) => t + (w.ms.length - w.failed), 0);
  const failed = tallies.reduce((t, w) => t + w.failed, 0);
  return { reads: load.result(), writes: { ok, failed, ...latency(tallies.flatMap((t) => t.ms)) } };
}

/** Today's views of the first sampled listings, read by the admin once the batch is written. */
async function viewsCounted(base: string, fixture: Fixture): Promise<number> {
  await sleep(3000);
  const login = await call(base, 'POST', '/api/auth/login', {
    body: { email: benchAdmin.ADMIN_EMAIL, password: benchAdmin.ADMIN_PASSWORD },
  });
  const token = (JSON.parse(login.body) as { token: string }).token;
  let views = 0;
  for (const { id } of fixture.sample.slice(0, 20)) {
    const answer = await call(base, 'GET', `/api/property/${id}/stats`, { token });
    const days = (JSON.parse(answer.body) as { days: { views: number }[] }).days;
    views += days.at(-1)?.views ?? 0;
  }
  return views;
}

/** Both sides on the generated data in `dataDir` (and `databaseUrl`), each on a server of its own. */
export async function measureListingFigures(options: {
  fixture: Fixture;
  dataDir: string;
  databaseUrl?: string;
  settings: FiguresSettings;
  say: (message: string) => void;
}): Promise<FiguresGroup> {
  const { fixture, settings, say } = options;
  const label = `listing-figures ${fixture.database} ${fixture.properties}`;
  const group: FiguresGroup = {
    database: fixture.database,
    properties: fixture.properties,
    settings,
    sides: [],
  };
  const sides = Array.from({ length: settings.rounds }, (_, round) =>
    (round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)).map((mode) => ({
      mode,
      round,
    })),
  ).flat();
  for (const { mode, round } of sides) {
    let server: Running | undefined;
    try {
      server = await startServer({
        dataDir: options.dataDir,
        databaseUrl: options.databaseUrl,
        stdoutFile: path.join(options.dataDir, `server-figures-${mode}-${round}.log`),
        env: { ...benchAdmin, LISTING_FIGURES: mode },
      });
      const side = { listingFigures: mode, round, reads: {}, writes: {} } as FiguresSide;
      for (const read of FIGURES_READS) {
        const measured = await measureRead(server, read, { ...options, settings, round });
        side.reads[read] = measured.reads;
        side.writes[read] = measured.writes;
        say(
          `${label} LISTING_FIGURES=${mode} ${read}: ${Math.round(measured.reads.requestsPerSecond)} req/s, ` +
            `p50 ${measured.reads.p50Ms} ms, p99 ${measured.reads.p99Ms} ms, ` +
            `${measured.reads.notOk + measured.reads.errors} non-2xx; writes ${measured.writes.ok} 2xx, ` +
            `${measured.writes.failed} not, p99 ${measured.writes.p99Ms.toFixed(1)} ms`,
        );
      }
      if (mode === 'on') {
        side.viewsCounted = await viewsCounted(server.url, fixture);
        say(`${label}: ${side.viewsCounted} views counted today on 20 sampled listings`);
      }
      group.sides.push(side);
    } catch (error) {
      group.error = error instanceof Error ? error.message : String(error);
      say(`${label}: FAILED ${group.error}`);
      break;
    } finally {
      await server?.stop();
    }
  }
  return group;
}

/** The side-by-side table (markdown). */
export function figuresTable(group: FiguresGroup): string {
  const rows = group.sides.flatMap((side) =>
    FIGURES_READS.map((read) => {
      const r = side.reads[read];
      return `| ${read} | ${side.listingFigures} | ${side.round + 1} | ${Math.round(r.requestsPerSecond)} | ${r.p50Ms} | ${r.p99Ms} | ${r.notOk + r.errors} |`;
    }),
  );
  return [
    `${group.database}, ${group.properties} listings, ${group.settings.seconds} s per read, ` +
      `${group.settings.generator.connections} connections, ${group.settings.neutralWritesPerSecond} writes/s beside`,
    '',
    '| read | LISTING_FIGURES | round | req/s | p50 ms | p99 ms | non-2xx |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

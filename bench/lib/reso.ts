// The reso step of `npm run bench` (issue 42: "RESO queries use indexes: $filter on price,
// status and modification time over 100k listings answers p99 under 50 ms"). On a generated
// database: EXPLAIN ANALYZE of each query as the server builds it (which indexes of `properties`
// it reads), then the production server, API clients made by the admin as a portal's would be,
// and wrk reading /reso/odata/Property with each query (bench/lib/reso-queries.ts) in turn, the
// p50 and p99 of each.
//
// Each client may make 600 requests a minute (resoPerClient; RATE_LIMIT=off leaves it on), so
// the requests take the tokens of `clients` clients in turn: 100 carry 1,000 requests a second
// for a minute. A 429 is a non-2xx answer, and a query with any is not judged.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate, type Fixture } from '../generate';
import type { Measurement, Scenario } from './load';
import { benchAdmin, call } from './mixed-writers';
import { removeDir, startServer, tempDir, type Running } from './processes';
import {
  RESO_QUERIES,
  RESO_QUERY_LABELS,
  resoOptions,
  resoPath,
  resoPlans,
  type ResoPlan,
  type ResoQuery,
} from './reso-queries';
import { writeResoSection } from './reso-report';
import {
  databaseUrl,
  git,
  loadAverage,
  machineFacts,
  resultsDir,
  say,
  treeIsDirty,
  withAdmin,
} from './runner';
import { Load, Mix, type GeneratorSettings } from './throughput';
import { isWrkInstalled } from './wrk';
import type { StepArgs } from '../steps';

export interface ResoSettings {
  /** Measured seconds of each query. */
  seconds: number;
  /** wrk's unmeasured seconds on each query before it is measured. */
  warmupSeconds: number;
  generator: GeneratorSettings;
  /** API clients whose tokens the requests take in turn (each has its own rate limit). */
  clients: number;
  /** Distinct requests of each query (prices and times) before they repeat. */
  distinct: number;
}

export const defaultResoSettings: ResoSettings = {
  seconds: 10,
  warmupSeconds: 2,
  generator: { threads: 1, connections: 10 },
  clients: 100,
  distinct: 2000,
};

export interface ResoGroup {
  database: 'embedded' | 'postgres';
  properties: number;
  /** Listings the public sees (what Property serves: verified or sold). */
  served: number;
  settings: ResoSettings;
  plans: ResoPlan[];
  reads: Partial<Record<ResoQuery, Measurement>>;
  loadBefore: number[];
  loadAfter: number[];
  cpus: number;
  error?: string;
}

export interface ResoRun {
  date: string;
  commit: string;
  dirty: boolean;
  machine: Awaited<ReturnType<typeof machineFacts>>;
  groups: ResoGroup[];
}

/** The admin's clients and a token of each, taken as a portal does (POST /reso/token). */
async function clientTokens(base: string, count: number): Promise<string[]> {
  const login = await call(base, 'POST', '/api/auth/login', {
    body: { email: benchAdmin.ADMIN_EMAIL, password: benchAdmin.ADMIN_PASSWORD },
  });
  if (login.status !== 200) throw new Error(`admin sign-in: ${login.status} ${login.body}`);
  const admin = (JSON.parse(login.body) as { token: string }).token;
  const tokens: string[] = [];
  for (let n = 0; n < count; n++) {
    const created = await call(base, 'POST', '/api/api-clients', {
      token: admin,
      body: { name: `Bench portal ${n + 1}` },
    });
    if (created.status !== 201) throw new Error(`API client: ${created.status} ${created.body}`);
    const client = JSON.parse(created.body) as { client_id: string; client_secret: string };
    const form = new URLSearchParams({ grant_type: 'client_credentials', ...client });
    const answer = await call(base, 'POST', '/reso/token', {
      form: { bytes: Buffer.from(form.toString()), type: 'application/x-www-form-urlencoded' },
    });
    if (answer.status !== 200) throw new Error(`/reso/token: ${answer.status} ${answer.body}`);
    tokens.push((JSON.parse(answer.body) as { access_token: string }).access_token);
  }
  return tokens;
}

function scenarioOf(query: ResoQuery, tokens: string[], distinct: number, now: number): Scenario {
  return {
    name: 'reso',
    label: RESO_QUERY_LABELS[query],
    method: 'GET',
    distinct,
    request: (k) => ({
      path: resoPath(resoOptions(query, k, now)),
      headers: { authorization: `Bearer ${tokens[k % tokens.length]}` },
    }),
  };
}

/** The plans, then each query under load, on the generated data in `dataDir` (and `databaseUrl`). */
export async function measureReso(options: {
  fixture: Fixture;
  dataDir: string;
  databaseUrl?: string | undefined;
  settings: ResoSettings;
}): Promise<ResoGroup> {
  const { fixture, settings } = options;
  const label = `reso ${fixture.database} ${fixture.properties}`;
  const group: ResoGroup = {
    database: fixture.database,
    properties: fixture.properties,
    served: 0,
    settings,
    plans: [],
    reads: {},
    loadBefore: loadAverage(),
    loadAfter: [],
    cpus: os.cpus().length,
  };
  let server: Running | undefined;
  try {
    group.plans = await resoPlans({ ...options, now: Date.now() });
    for (const plan of group.plans) {
      say(
        `${label} EXPLAIN ${plan.query}: ${plan.indexes.join(', ') || 'no index'}` +
          `${plan.seqScan ? ', a Seq Scan of properties' : ''}, ${plan.executionMs} ms`,
      );
    }
    server = await startServer({
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      stdoutFile: path.join(options.dataDir, 'server-reso.log'),
      env: benchAdmin,
    });
    const tokens = await clientTokens(server.url, settings.clients);
    const counted = await call(server.url, 'GET', '/reso/odata/Property?$count=true&$top=0', {
      token: tokens[0]!,
    });
    group.served = (JSON.parse(counted.body) as { '@odata.count': number })['@odata.count'];
    const now = Date.now();
    for (const query of RESO_QUERIES) {
      const mix = new Mix(options.dataDir, scenarioOf(query, tokens, settings.distinct, now));
      await new Load(server, mix, 'api', settings.generator).run(settings.warmupSeconds);
      const load = new Load(server, mix, 'api', settings.generator);
      await load.slice(settings.seconds);
      const m = load.result();
      group.reads[query] = m;
      say(
        `${label} ${query}: ${Math.round(m.requestsPerSecond)} req/s, p50 ${m.p50Ms} ms, ` +
          `p99 ${m.p99Ms} ms, ${m.notOk + m.errors} non-2xx ${JSON.stringify(m.statusCodes)}`,
      );
    }
  } catch (error) {
    group.error = error instanceof Error ? error.message : String(error);
    say(`${label}: FAILED ${group.error}`);
  } finally {
    await server?.stop();
    group.loadAfter = loadAverage();
  }
  return group;
}

/**
 * `npm run bench -- reso`: at 100k listings (or --properties), embedded then PostgreSQL; writes
 * bench/results/reso-<date>.json, and at 100k its section of bench/RESULTS.md.
 */
export async function reso(args: StepArgs) {
  if (!(await isWrkInstalled())) throw new Error('wrk is not installed: apt-get install -y wrk');
  const properties = args.properties === undefined ? 100_000 : Number(args.properties);
  const settings: ResoSettings = {
    ...defaultResoSettings,
    ...(args.seconds !== undefined && { seconds: Number(args.seconds) }),
    generator: {
      ...defaultResoSettings.generator,
      ...(args.connections !== undefined && { connections: Number(args.connections) }),
    },
  };
  const date = new Date().toISOString();
  const stamp = date.replace(/\D/g, '').slice(0, 14);
  const groups: ResoGroup[] = [];
  for (const database of ['embedded', 'postgres'] as const) {
    if (database === 'postgres' && args['no-postgres']) continue;
    const dataDir = tempDir(`bench-reso-${database}-`);
    const dbName = `bench_reso_${stamp}`;
    const url = database === 'postgres' ? databaseUrl(dbName) : undefined;
    try {
      if (url) await withAdmin((c) => c.query(`create database ${dbName}`));
      say(`reso ${database} ${properties}: generating`);
      const fixture = await generate({ properties, dataDir, databaseUrl: url, log: say });
      groups.push(await measureReso({ fixture, dataDir, databaseUrl: url, settings }));
    } finally {
      removeDir(dataDir);
      if (url) await withAdmin((c) => c.query(`drop database if exists ${dbName} with (force)`));
    }
  }
  const run: ResoRun = {
    date,
    commit: git('rev-parse', 'HEAD'),
    dirty: treeIsDirty(),
    machine: await machineFacts(),
    groups,
  };
  writeFileSync(path.join(resultsDir, `reso-${stamp}.json`), JSON.stringify(run, null, 2));
  if (properties === 100_000) {
    writeResoSection(run);
    say('reso: wrote the RESO section of bench/RESULTS.md');
  }
  if (groups.some((g) => g.error)) process.exitCode = 1;
}

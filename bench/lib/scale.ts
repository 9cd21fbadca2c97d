// `npm run bench -- scale` (decision 037): the listing mix at 100k listings on PostgreSQL, served by
// 1, 2 and 4 server processes (SERVER_PROCESSES, REDIS_URL set) and by one without Redis, cached
// and uncached, with wrk (bench/lib/throughput.ts) next to hello world. Beside each figure the
// CPU that the server's processes, PostgreSQL (the bench database's backends) and Redis used, and how busy the whole machine was, from /proc: where the growth
// stops shows there.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { generate } from '../generate';
import { scenarios, type Scenario } from './load';
import {
  clockTicks,
  memoryOf,
  removeDir,
  startHelloWorld,
  startServer,
  tempDir,
  type Running,
} from './processes';
import { databaseUrl, loadAverage, machineFacts, withAdmin } from './runner';
import { clientHeaders, Load, Mix, helloWorldScenario, type GeneratorSettings } from './throughput';

export interface ScaleSettings {
  properties: number;
  /** Server processes of each configuration; 1 runs twice, without and with Redis. */
  processes: number[];
  /** Measured seconds per configuration and scenario, in `slices` parts. */
  seconds: number;
  slices: number;
  /** Hello world's measured seconds, in as many parts, each after one of the scenario's. */
  helloSeconds: number;
  /**
   * wrk's unmeasured seconds before each measurement; with the cache on, repeated until 98% of
   * a sample over new connections (every process) is served from the cache, or the cap.
   */
  warmupSeconds: number;
  warmupCapSeconds: number;
  generator: GeneratorSettings;
  redisUrl: string;
}

export const defaultScaleSettings: ScaleSettings = {
  properties: 100_000,
  processes: [1, 2, 4],
  seconds: 8,
  slices: 4,
  helloSeconds: 4,
  warmupSeconds: 2,
  warmupCapSeconds: 60,
  generator: { threads: 1, connections: 10 },
  redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/10',
};

export interface ScaleRow {
  scenario: 'list' | 'list-uncached';
  label: string;
  processes: number;
  redis: boolean;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Cores used over the measured slices: the server's processes (the cluster's primary too). */
  serverCores: number;
  postgresCores: number;
  /** Undefined when no redis-server runs on this machine. */
  redisCores: number | undefined;
  wrkCores: number;
  /** Every core's busy time on the machine (other work included), from /proc/stat. */
  machineCores: number;
  helloWorld: { requestsPerSecond: number; cores: number };
  /** The share of a sample of the mix served from the cache, over new connections. */
  cacheHits?: number;
  /** The server processes' resident memory together, after the load. */
  rssMb: number;
  loadAverage: number[];
}

export interface ScaleRun {
  date: string;
  commit: string;
  machine: { cpus: number; cpuModel: string; node: string; postgres: string };
  settings: ScaleSettings;
  listed: number;
  rows: ScaleRow[];
  loadBefore: number[];
  loadAfter: number[];
  error?: string;
}

/** utime + stime of every process, by pid, with its parent and name (one pass over /proc). */
function processTable() {
  const table = new Map<number, { ppid: number; name: string; cpu: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpu = (Number(fields[11]) + Number(fields[12])) / clockTicks;
      table.set(Number(entry), { ppid: Number(fields[1]), name, cpu });
    } catch {
      // ended meanwhile
    }
  }
  return table;
}

/** `pid` and its descendants. */
function tree(table: ReturnType<typeof processTable>, pid: number): number[] {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    for (const [child, p] of table) if (p.ppid === pids[i]) pids.push(child);
  }
  return pids;
}

/** Busy CPU seconds of the whole machine so far (all cores; idle and iowait left out). */
function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / clockTicks;
}

interface Sample {
  at: number;
  server: Map<number, number>;
  postgres: Map<number, number>;
  redis: Map<number, number>;
  machine: number;
}

/** CPU seconds so far of the server's processes, the bench database's PostgreSQL processes and Redis. */
async function sample(server: Running, database: string): Promise<Sample> {
  const { rows } = await withAdmin((c) =>
    c.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database]),
  );
  const table = processTable();
  const pick = (pids: Iterable<number>) =>
    new Map([...pids].flatMap((pid) => (table.has(pid) ? [[pid, table.get(pid)!.cpu]] : [])));
  const redisPids = [...table].filter(([, p]) => p.name === 'redis-server').map(([pid]) => pid);
  return {
    at: performance.now(),
    server: pick(tree(table, server.pid)),
    postgres: pick(rows.map((r) => r.pid)),
    redis: pick(redisPids),
    machine: machineBusySeconds(),
  };
}

/** CPU seconds used between two samples; a process that appeared meanwhile counts whole. */
function used(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
  return total;
}

/** Like bench/lib/load.ts's cacheHitRatio, but each request on a new connection (so every process is asked). */
async function cacheHits(url: string, scenario: Scenario, samples = 200) {
  let hits = 0;
  for (let k = 0; k < samples; k++) {
    const path = scenario.request(k * 7).path;
    const cache = await new Promise<string | undefined>((resolve, reject) => {
      http
        .get(`${url}${path}`, { agent: false, headers: clientHeaders.browser }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers['x-cache'] as string | undefined));
        })
        .on('error', reject);
    });
    if (cache === 'hit') hits++;
  }
  return hits / samples;
}

/** Waits until the cluster's primary logs that all its processes listen (the first answers sooner). */
async function allListening(stdoutFile: string) {
  const deadline = performance.now() + 120_000;
  while (!readFileSync(stdoutFile, 'utf8').includes('server processes serve http://')) {
    if (performance.now() > deadline)
      throw new Error(`not every server process listened:\n${stdoutFile}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Measures one scenario on one running configuration, in slices alternating with hello world. */
async function measure(
  target: Running,
  mix: Mix,
  hello: Running,
  helloMix: Mix,
  cached: boolean,
  database: string,
  settings: ScaleSettings,
) {
  const load = new Load(target, mix, 'browser', settings.generator);
  const helloWorld = new Load(hello, helloMix, 'browser', settings.generator);
  // Each process has a cache of its own: warm until all of them hold the mix.
  const deadline = performance.now() + settings.warmupCapSeconds * 1000;
  do await load.run(settings.warmupSeconds);
  while (
    cached &&
    performance.now() < deadline &&
    (await cacheHits(target.url, mix.scenario, 100)) < 0.98
  );
  await helloWorld.run(1);
  const spent = { server: 0, postgres: 0, redis: 0, machine: 0, seconds: 0 };
  for (let i = 0; i < settings.slices; i++) {
    const before = await sample(target, database);
    await load.slice(settings.seconds / settings.slices);
    const after = await sample(target, database);
    spent.server += used(before.server, after.server);
    spent.postgres += used(before.postgres, after.postgres);
    spent.redis += used(before.redis, after.redis);
    spent.machine += after.machine - before.machine;
    spent.seconds += (after.at - before.at) / 1000;
    await helloWorld.slice(settings.helloSeconds / settings.slices);
  }
  const m = load.result();
  const hw = helloWorld.result();
  const table = processTable();
  const rssMb = tree(table, target.pid).reduce((t, pid) => t + memoryOf(pid).rssMb, 0);
  return {
    requestsPerSecond: m.requestsPerSecond,
    p50Ms: m.p50Ms,
    p99Ms: m.p99Ms,
    non2xx: m.notOk + m.errors,
    serverCores: spent.server / spent.seconds,
    postgresCores: spent.postgres / spent.seconds,
    redisCores: spent.redis / spent.seconds,
    wrkCores: m.generatorCores ?? 0,
    machineCores: spent.machine / spent.seconds,
    helloWorld: { requestsPerSecond: hw.requestsPerSecond, cores: hw.serverCores ?? 0 },
    rssMb,
  };
}

export async function benchScale(
  settings: ScaleSettings,
  say: (message: string) => void,
  commit: string,
): Promise<ScaleRun> {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const database = `bench_scale_${stamp}`;
  const dataDir = tempDir('bench-scale-');
  const redisPresent = [...processTable().values()].some((p) => p.name === 'redis-server');
  const run: ScaleRun = {
    date: new Date().toISOString(),
    commit,
    machine: await machineFacts(),
    settings,
    listed: 0,
    rows: [],
    loadBefore: loadAverage(),
    loadAfter: [],
  };
  say(`scale: load average ${run.loadBefore.join(', ')} on ${run.machine.cpus} cores`);
  const hello = await startHelloWorld();
  let server: Running | undefined;
  try {
    await withAdmin((c) => c.query(`create database ${database}`));
    const url = databaseUrl(database);
    say(`scale: generating ${settings.properties} listings on PostgreSQL`);
    const fixture = await generate({
      properties: settings.properties,
      dataDir,
      databaseUrl: url,
      log: (m) => say(`scale:${m}`),
    });
    run.listed = fixture.listed;
    const all = scenarios(fixture);
    const helloMix = new Mix(dataDir, helloWorldScenario);
    const configurations = [
      { processes: 1, redis: false },
      ...settings.processes.map((processes) => ({ processes, redis: true })),
    ];
    for (const name of ['list', 'list-uncached'] as const) {
      const mix = new Mix(dataDir, all[name]);
      for (const { processes, redis } of configurations) {
        const stdoutFile = `${dataDir}/server-${name}-${processes}${redis ? '-redis' : ''}.log`;
        server = await startServer({
          dataDir,
          databaseUrl: url,
          logLevel: 'default',
          cache: name === 'list',
          stdoutFile,
          env: {
            SERVER_PROCESSES: String(processes),
            ...(redis && { REDIS_URL: settings.redisUrl }),
          },
        });
        if (processes > 1) await allListening(stdoutFile);
        const cached = name === 'list';
        const figures = await measure(server, mix, hello, helloMix, cached, database, settings);
        const hits = cached ? await cacheHits(server.url, all[name]) : undefined;
        await server.stop();
        server = undefined;
        const row: ScaleRow = {
          scenario: name,
          label: all[name].label,
          processes,
          redis,
          ...figures,
          redisCores: redisPresent ? figures.redisCores : undefined,
          ...(hits !== undefined && { cacheHits: hits }),
          loadAverage: loadAverage(),
        };
        run.rows.push(row);
        say(`scale: ${describeRow(row)}`);
      }
    }
  } catch (error) {
    run.error = error instanceof Error ? error.message : String(error);
    say(`scale: FAILED ${run.error}`);
  } finally {
    await server?.stop();
    await hello.stop();
    removeDir(dataDir);
    await withAdmin((c) => c.query(`drop database if exists ${database} with (force)`)).catch(
      (error: unknown) => say(`scale: could not drop ${database}: ${String(error)}`),
    );
    run.loadAfter = loadAverage();
  }
  return run;
}

const cores = (n: number | undefined) => (n === undefined ? 'n/a' : n.toFixed(2));

export function describeRow(row: ScaleRow): string {
  return (
    `${row.scenario === 'list' ? 'cached' : 'uncached'} list, ${row.processes} process${row.processes > 1 ? 'es' : ''}` +
    `${row.redis ? ' with Redis' : ' without Redis'}: ${Math.round(row.requestsPerSecond)} req/s, ` +
    `p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms; cores: server ${cores(row.serverCores)}, ` +
    `PostgreSQL ${cores(row.postgresCores)}, Redis ${cores(row.redisCores)}, wrk ${cores(row.wrkCores)}, ` +
    `machine ${cores(row.machineCores)}; hello world ${Math.round(row.helloWorld.requestsPerSecond)} req/s` +
    `${row.cacheHits === undefined ? '' : `; cache hits ${Math.round(row.cacheHits * 100)}%`}` +
    `; load ${row.loadAverage.join(', ')}`
  );
}

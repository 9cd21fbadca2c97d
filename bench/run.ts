// `npm run bench`: builds the web app and the server, then for each database and size generates the data,
// starts the production server and measures every scenario next to a bare Fastify hello
// world, at 100k also the mixed scenario (bench/lib/mixed.ts); then Lighthouse on demo data. Writes bench/results/<date>.json, latest.json and
// bench/RESULTS.md.
//
//   npm run bench                    the whole run (about 25 minutes on 2 cores)
//   npm run bench -- --quick         a 3-4 minute smoke; RESULTS.md is left alone
//   options: --no-build (use apps/web/dist as it is), --no-lighthouse, --no-postgres,
//            --only embedded:100000,postgres:1000000 (just those groups; RESULTS.md untouched)
//   npm run bench -- logging         only what the request log costs (about 2 minutes, wrk):
//                                    writes the logging section of RESULTS.md
//            --seconds 5 --rounds 3 --connections 50 (its slices)
//   npm run bench -- generators      how hard each load generator drives hello world here, and
//                                    the CPU it burns itself (about 2 minutes; --seconds, --rounds)
//   npm run bench -- alerts          saved-search matching at 100k saved searches, embedded and
//                                    PostgreSQL (about 3 minutes): writes bench/ALERTS.md
//   npm run bench -- embedded-thread the embedded database's worker thread against the server's
//                                    thread (about 6 minutes): writes bench/EMBEDDED-THREAD.md
//   npm run bench -- scale           the listing mix at 100k on PostgreSQL served by 1, 2 and 4
//                                    server processes (SERVER_PROCESSES, Redis), cached and not,
//                                    with the CPU of the server, PostgreSQL and Redis (about 3
//                                    minutes; needs `npm run build`): writes bench/SCALE.md
//            --seconds 8 --connections 10 (its measured seconds and wrk's connections)
//   npm run bench -- lighthouse      the Lighthouse group alone on apps/web/dist as built (about
//                                    5 minutes): home in en and ar, list, listing, the budgets
//   npm run bench -- mixed           the site as used, at 100k on both databases: the read mix alone,
//                                    with 20 public-neutral writes a second, with a listing change a
//                                    second (about 5 minutes): writes its section of RESULTS.md
//            --seconds 30 --connections 10 --properties 100000 (per phase; RESULTS.md only at 100k)
//   npm run bench -- listing-figures the listing page's and GET /api/property/{id}'s p50/p99 with
//                                    view counting on and off (LISTING_FIGURES), 20 writes a second
//                                    beside, on/off then off/on (about 8 minutes a database)
//            --seconds 20 --rounds 2 --connections 10 --properties 100000 --no-postgres
//   npm run bench -- reso            /reso/odata/Property's $filter on price, status and modification
//                                    time at 100k on both databases: EXPLAIN of each query, then its
//                                    p50/p99 under wrk (about 4 minutes a database): writes its
//                                    section of RESULTS.md (at 100k only)
//            --seconds 10 --connections 10 --properties 100000 --no-postgres
//   npm run bench -- imports         a 5,000-row import with photos from a local HTTPS photo host
//                                    on the embedded database at 10k: its seconds, public reads
//                                    during it against alone, then 1,000 rows across a SIGKILL of
//                                    the server (up to 20 minutes on 2 cores: the import is as long
//                                    as it takes): writes its section of RESULTS.md (5,000 rows only)
//            --seconds 20 --connections 10 --properties 10000 --rows 5000 (the restart file: a fifth)
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generate } from './generate';
import { runLighthouseGroup } from './lib/lighthouse-group';
import { cacheHitRatio, helloWorldScenario, scenarios, UNCACHED_SCENARIOS } from './lib/load';
import type { CachedScenarioName, Measurement, ScenarioName } from './lib/load';
import {
  measureCeiling,
  measureNextToHelloWorld,
  Mix,
  helloWorldBelowItsCore,
  HELLO_WORLD_FLOOR,
  refusal,
  type GeneratorSettings,
} from './lib/throughput';
import { isWrkInstalled } from './lib/wrk';
import {
  memoryOf,
  removeDir,
  startHelloWorld,
  startServer,
  stopAll,
  tempDir,
  type Running,
} from './lib/processes';
import { judge, type DatabaseKind, type GroupResult, type RunResult } from './lib/results';
import { writeResults } from './report';
import {
  buildWeb,
  createdDatabases,
  databaseUrl,
  git,
  loadAverage,
  resultsDir,
  say,
  secondsSinceStart,
  withAdmin,
} from './lib/runner';
import { measureMixed } from './lib/mixed';
import { reso } from './lib/reso';
import { imports } from './lib/imports';
import {
  alerts,
  embeddedThread,
  generators,
  lighthouse,
  listingFigures,
  logging,
  mixed,
  scale,
  type StepArgs,
} from './steps';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    quick: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-postgres': { type: 'boolean', default: false },
    only: { type: 'string' },
    seconds: { type: 'string' },
    rounds: { type: 'string' },
    connections: { type: 'string' },
    properties: { type: 'string' },
    rows: { type: 'string' },
  },
});
const step = positionals[0];
const steps: Record<string, (args: StepArgs) => Promise<void>> = {
  logging,
  alerts,
  generators,
  scale,
  'embedded-thread': embeddedThread,
  mixed,
  lighthouse,
  'listing-figures': listingFigures,
  reso,
  imports,
};
if (step !== undefined && !Object.hasOwn(steps, step)) {
  console.error(`unknown bench step ${step}: the steps are ${Object.keys(steps).join(', ')}`);
  process.exit(2);
}

const quick = args.quick;
const only = args.only?.split(',').map((s) => s.trim());
/** Only a whole run may rewrite RESULTS.md and latest.json. */
const partial = quick || only !== undefined;
const settings = quick
  ? {
      seconds: 4,
      helloSeconds: 2,
      slices: 2,
      warmupSeconds: 1,
      warmupCapSeconds: 10,
      connections: 10,
    }
  : {
      seconds: 8,
      helloSeconds: 4,
      slices: 4,
      warmupSeconds: 2,
      warmupCapSeconds: 60,
      connections: 10,
    };

/** wrk in a process of its own, one thread (decision 035). */
const generator: GeneratorSettings = { threads: 1, connections: settings.connections };
/** The servers run at their default log level (issue 23's targets are at it). */
const logLevel = 'default';

interface Plan {
  database: DatabaseKind;
  properties: number;
  scenarios: CachedScenarioName[]; // then UNCACHED_SCENARIOS, on a server without its cache
  /** Memory after the load, and this many `npm start`s on the existing DATA_DIR afterwards. */
  restarts: number;
  /** The mixed scenario (bench/lib/mixed.ts) on a server of its own, after the others. */
  mixed: boolean;
}

const plan = (
  database: DatabaseKind,
  properties: number,
  scenarios: Plan['scenarios'],
  restarts = 0,
): Plan => ({ database, properties, scenarios, restarts, mixed: properties === 100_000 && !quick });

// The targets are at 100k and 1M; 10k shows how the figures grow with the data.
const everything: Plan['scenarios'] = ['health', 'list', 'detail', 'advertised', 'shell', 'offer'];
const plans: Plan[] = quick
  ? [plan('embedded', 10_000, everything, 1), plan('postgres', 10_000, ['list', 'detail'])]
  : [
      plan('embedded', 10_000, ['list', 'detail', 'offer']),
      plan('embedded', 100_000, everything, 3),
      plan('postgres', 10_000, ['list', 'detail', 'offer']),
      plan('postgres', 100_000, everything),
      plan('postgres', 1_000_000, ['list', 'detail']),
    ];

async function runGroup(
  plan: Plan,
  hello: Running,
  helloMix: Mix,
  stamp: string,
): Promise<GroupResult> {
  const result: GroupResult = {
    database: plan.database,
    properties: plan.properties,
    figures: [],
    loadBefore: loadAverage(),
  };
  const dataDir = tempDir(`bench-${plan.database}-${plan.properties}-`);
  const dbName = `bench_${stamp}_${plan.properties}`;
  const url = plan.database === 'postgres' ? databaseUrl(dbName) : undefined;
  let server: Running | undefined;
  try {
    if (url) {
      await withAdmin((c) => c.query(`create database ${dbName}`));
      createdDatabases.add(dbName);
    }
    say(`${plan.database} ${plan.properties}: generating`);
    const fixture = await generate({
      properties: plan.properties,
      dataDir,
      databaseUrl: url,
      log: (m) => say(`${plan.database} ${plan.properties}:${m}`),
    });
    result.listed = fixture.listed;
    result.generateSeconds = fixture.seconds;
    const all = scenarios(fixture);
    // The server's log goes to a file, as it would to a file or a journal.
    const stdoutFile = path.join(dataDir, 'server-stdout.log');
    const serverOptions = { dataDir, databaseUrl: url, logLevel, stdoutFile };

    server = await startServer(serverOptions);
    result.firstStartMs = server.readyMs;
    const record = async (target: Running, name: Exclude<ScenarioName, 'hello-world'>) => {
      const mix = new Mix(dataDir, all[name]);
      const figures = await measureNextToHelloWorld(
        target,
        mix,
        hello,
        helloMix,
        settings,
        generator,
      );
      const hw = figures.helloWorld;
      const hits =
        all[name].cycle !== undefined ? await cacheHitRatio(target.url, all[name]) : undefined;
      const perCpu = (m: Measurement) => m.requestsPerSecond / (m.serverCores || Number.NaN);
      for (const m of [figures.browser, figures.api]) {
        const refused = refusal(m, hw, generator);
        const flag = helloWorldBelowItsCore(hw);
        result.figures.push({
          ...m,
          ratio: m.requestsPerSecond / hw.requestsPerSecond,
          cpuRatio: perCpu(m) / perCpu(hw),
          helloWorld: hw,
          ...(hits !== undefined && { cacheHits: hits }),
          ...(refused && { refused }),
          ...(flag && { flag }),
        });
        say(
          `${plan.database} ${plan.properties}: ${m.label}, ${m.client}: ${Math.round(m.requestsPerSecond)} req/s ` +
            `(${((100 * m.requestsPerSecond) / hw.requestsPerSecond).toFixed(1)}% of ${Math.round(hw.requestsPerSecond)}${refused ? `, ${refused}` : ''}${flag ? `, ${flag}` : ''}; ` +
            `per CPU s ${((100 * perCpu(m)) / perCpu(hw)).toFixed(1)}%; wrk ${m.generatorCores?.toFixed(2)} cores), ` +
            `p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms, ${m.ok} 2xx, ${m.notOk} non-2xx`,
        );
      }
    };
    for (const name of plan.scenarios) await record(server, name);
    if (plan.restarts > 0) result.memory = memoryOf(server.pid);
    await server.stop();
    server = undefined;

    server = await startServer({ ...serverOptions, cache: false });
    for (const name of UNCACHED_SCENARIOS) await record(server, name);
    await server.stop();
    server = undefined;
    if (plan.mixed) result.mixed = await measureMixed({ fixture, dataDir, databaseUrl: url, say });

    if (plan.restarts > 0) {
      result.restartMs = [];
      for (let i = 0; i < plan.restarts; i++) {
        const again = await startServer({ dataDir, databaseUrl: url, viaNpm: true });
        result.restartMs.push(again.readyMs);
        await again.stop();
      }
      say(
        `${plan.database} ${plan.properties}: npm start ${result.restartMs.map(Math.round).join(', ')} ms`,
      );
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    say(`${plan.database} ${plan.properties}: FAILED ${result.error}`);
  } finally {
    await server?.stop();
    removeDir(dataDir);
    if (url) {
      createdDatabases.delete(dbName);
      await withAdmin((c) => c.query(`drop database if exists ${dbName} with (force)`)).catch(
        (error: unknown) => say(`could not drop ${dbName}: ${String(error)}`),
      );
    }
    result.loadAfter = loadAverage();
  }
  return result;
}

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  if (step !== undefined) return steps[step]!(args);
  const date = new Date();
  const stamp = date.toISOString().replace(/\D/g, '').slice(0, 14);
  const usePostgres = !args['no-postgres'];
  const postgres = usePostgres
    ? await withAdmin(
        async (c) => (await c.query('show server_version')).rows[0].server_version as string,
      )
    : undefined;
  const run: RunResult = {
    date: date.toISOString(),
    quick,
    commit: git('rev-parse', 'HEAD'),
    dirty: git('status', '--porcelain', '--untracked-files=no') !== '',
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? '?',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.versions.node,
      postgres,
    },
    settings,
    groups: [],
    totalSeconds: 0,
  };
  if (!(await isWrkInstalled())) throw new Error('wrk is not installed: apt-get install -y wrk');
  run.buildSeconds = buildWeb({ skip: args['no-build'] === true, reuse: quick });

  const hello = await startHelloWorld();
  const mixDir = tempDir('bench-mix-');
  try {
    // First the generator's ceiling: hello world with the settings every scenario gets.
    const helloMix = new Mix(mixDir, helloWorldScenario);
    const ceiling = await measureCeiling(hello, helloMix, generator, quick ? 3 : 5);
    run.generator = { tool: 'wrk', ...generator, logLevel, ceiling };
    say(
      `generator: wrk -t${generator.threads} -c${generator.connections} drove hello world at ` +
        `${Math.round(ceiling.requestsPerSecond)} req/s using ${ceiling.generatorCores.toFixed(2)} cores ` +
        `(hello world ${ceiling.helloCores.toFixed(2)}): its ceiling is about ` +
        `${Math.round(ceiling.ceiling)} req/s${ceiling.saturated ? ', SATURATED: its ratios will be refused' : ''}` +
        (ceiling.helloCores < HELLO_WORLD_FLOOR
          ? `; hello world used ${ceiling.helloCores.toFixed(2)} of its core: the machine is busy ` +
            'with other work or hello world is paced by the exchange with wrk: read the ratios per CPU second beside them'
          : ''),
    );
    for (const plan of plans) {
      if (plan.database === 'postgres' && !usePostgres) continue;
      if (only && !only.includes(`${plan.database}:${plan.properties}`)) continue;
      run.groups.push(await runGroup(plan, hello, helloMix, stamp));
    }
  } finally {
    await hello.stop();
    removeDir(mixDir);
  }
  if (!args['no-lighthouse']) run.lighthouse = await runLighthouseGroup(quick);
  run.totalSeconds = secondsSinceStart();

  const json = JSON.stringify(run, null, 2);
  writeFileSync(path.join(resultsDir, `${partial ? 'partial-' : ''}${stamp}.json`), json);
  if (!partial) {
    writeFileSync(path.join(resultsDir, 'latest.json'), json);
    writeResults(run);
    say('wrote bench/RESULTS.md and bench/results/latest.json');
  }
  for (const v of judge(run)) {
    say(
      `${v.met === undefined ? '   -   ' : v.met ? '  met  ' : 'NOT MET'} ${v.target}: ${v.figure}`,
    );
  }
  say(`done in ${Math.round(run.totalSeconds / 60)} min`);
}

// Ctrl-C: stop the servers and drop the databases this run made (data directories are in
// the system's temporary directory).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    say(`${signal}: stopping`);
    void stopAll()
      .then(() =>
        Promise.all(
          [...createdDatabases].map((name) =>
            withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)),
          ),
        ),
      )
      .finally(() => process.exit(130));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

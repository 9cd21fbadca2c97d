// The side steps of `npm run bench` (bench/run.ts): `logging`, `alerts`, `generators`, `scale`,
// `embedded-thread` and `mixed`.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchAlerts, writeAlertsReport, type AlertsGroup } from './lib/alerts';
import {
  compareGenerators,
  compareOnProduct,
  generatorsTable,
  productTable,
} from './lib/generators';
import { defaultLoggingOptions, runLoggingComparison, writeLoggingSection } from './lib/logging';
import { compareThreads, threadReport, writeThreadReport } from './lib/embedded-thread';
import { removeDir, root, tempDir } from './lib/processes';
import { generate } from './generate';
import { defaultMixedSettings, measureMixed, type MixedGroup } from './lib/mixed';
import { writeMixedSection, type MixedRun } from './lib/mixed-report';
import { benchScale, defaultScaleSettings } from './lib/scale';
import {
  defaultFiguresSettings,
  figuresTable,
  measureListingFigures,
  type FiguresGroup,
} from './lib/listing-figures';
import { findings, writeScaleReport } from './lib/scale-report';
import {
  databaseUrl,
  git,
  treeIsDirty,
  loadAverage,
  machineFacts,
  resultsDir,
  say,
  withAdmin,
} from './lib/runner';
import { isWrkInstalled } from './lib/wrk';
import { runLighthouseGroup } from './lib/lighthouse-group';
import { resultsFile } from './report';

/** The command line's options the steps read. */
export interface StepArgs {
  seconds?: string | undefined;
  rounds?: string | undefined;
  connections?: string | undefined;
  properties?: string | undefined;
  'no-postgres'?: boolean | undefined;
}

/**
 * `npm run bench -- lighthouse`: the Lighthouse group alone (apps/web/dist as built): the home
 * page in English and Arabic, the list and a listing, the home page's scripts and the Arabic
 * texts' chunk; printed, RESULTS.md untouched.
 */
export async function lighthouse() {
  const figures = await runLighthouseGroup(false);
  if (figures?.error) throw new Error(figures.error);
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(
    `home page scripts: ${kB(figures?.homeScripts.gzipBytes ?? 0)} gzipped in ${figures?.homeScripts.files.length ?? 0} files`,
  );
  const chunk = figures?.localeChunk;
  console.log(
    chunk
      ? `Arabic texts: ${kB(chunk.gzipBytes)} gzipped (${chunk.url})`
      : 'Arabic texts: no chunk',
  );
}

/** `npm run bench -- logging`: the request log's cost alone (bench/lib/logging.ts). */
export async function logging(args: StepArgs) {
  const number = (value: string | undefined, fallback: number) =>
    value === undefined ? fallback : Number(value);
  const run = await runLoggingComparison({
    options: {
      ...defaultLoggingOptions,
      seconds: number(args.seconds, defaultLoggingOptions.seconds),
      rounds: number(args.rounds, defaultLoggingOptions.rounds),
      connections: number(args.connections, defaultLoggingOptions.connections),
    },
    commit: git('rev-parse', 'HEAD'),
    dirty: treeIsDirty(),
    say,
  });
  const stamp = run.date.replace(/\D/g, '').slice(0, 14);
  writeFileSync(path.join(resultsDir, `logging-${stamp}.json`), JSON.stringify(run, null, 2));
  writeLoggingSection(resultsFile, run);
  say(
    `logging: hello world ${Math.round(run.helloWorld.requestsPerSecond)} req/s, product at the ` +
      `default log level ${Math.round(run.product.requestsPerSecond)} req/s: ` +
      `${(run.ratio * 100).toFixed(1)}% (${run.ratio >= 0.4 ? 'met' : 'NOT MET'}, target 40%); ` +
      `LOG_LEVEL=warn ${(run.ratioQuiet * 100).toFixed(1)}%; ${run.accessLines} access lines for ` +
      `${run.requestsCounted} counted responses; wrote the logging section of bench/RESULTS.md`,
  );
}

/** `npm run bench -- alerts`: matching a listing against 100k saved searches (bench/lib/alerts.ts). */
export async function alerts(args: StepArgs) {
  const groups: AlertsGroup[] = [];
  const dbName = `bench_alerts_${Date.now()}`;
  for (const database of ['embedded', 'postgres'] as const) {
    if (database === 'postgres' && args['no-postgres']) continue;
    const dataDir = tempDir(`alerts-${database}`);
    try {
      if (database === 'postgres') await withAdmin((c) => c.query(`create database ${dbName}`));
      const group = await benchAlerts({
        database,
        dataDir,
        ...(database === 'postgres' && { databaseUrl: databaseUrl(dbName) }),
        say,
      });
      say(
        `alerts ${database}: matching p50 ${group.matching.p50} ms, max ${group.matching.max} ms ` +
          `(${group.matching.max < group.targetMs ? 'met' : 'NOT MET'}, target ${group.targetMs} ms); ` +
          `verification p50 ${group.verification.p50} ms; notified ${group.untilNotified.p50} ms after`,
      );
      groups.push(group);
    } finally {
      removeDir(dataDir);
      if (database === 'postgres') {
        await withAdmin((c) => c.query(`drop database if exists ${dbName} with (force)`));
      }
    }
  }
  const date = new Date().toISOString();
  const run = { date, commit: git('rev-parse', 'HEAD'), groups };
  const stamp = date.replace(/\D/g, '').slice(0, 14);
  writeFileSync(path.join(resultsDir, `alerts-${stamp}.json`), JSON.stringify(run, null, 2));
  writeAlertsReport(path.join(root, 'bench/ALERTS.md'), run);
  say('alerts: wrote bench/ALERTS.md');
}

/** `npm run bench -- generators`: each load generator on hello world (bench/lib/generators.ts). */
export async function generators(args: StepArgs) {
  const result = await compareGenerators({
    seconds: args.seconds === undefined ? 4 : Number(args.seconds),
    rounds: args.rounds === undefined ? 3 : Number(args.rounds),
    say,
  });
  const product = await compareOnProduct({
    seconds: args.seconds === undefined ? 4 : Number(args.seconds),
    rounds: args.rounds === undefined ? 3 : Number(args.rounds),
    say,
  });
  const stamp = result.date.replace(/\D/g, '').slice(0, 14);
  writeFileSync(
    path.join(resultsDir, `generators-${stamp}.json`),
    JSON.stringify({ ...result, product }, null, 2),
  );
  console.log(`\n${generatorsTable(result.figures)}\n\n${productTable(product)}\n`);
}

/** `npm run bench -- embedded-thread`: the worker thread against the server's (decision 036). */
export async function embeddedThread(args: StepArgs) {
  const run = await compareThreads({
    properties: 100_000,
    rounds: args.rounds === undefined ? 3 : Number(args.rounds),
    seconds: args.seconds === undefined ? 6 : Number(args.seconds),
    commit: git('rev-parse', 'HEAD'),
    say,
  });
  const stamp = run.date.replace(/\D/g, '').slice(0, 14);
  writeFileSync(
    path.join(resultsDir, `embedded-thread-${stamp}.json`),
    JSON.stringify(run, null, 2),
  );
  writeThreadReport(path.join(root, 'bench/EMBEDDED-THREAD.md'), run);
  console.log(`\n${threadReport(run)}`);
}

/** A step's default settings, with --seconds and wrk's --connections as given. */
function withSecondsAndConnections<
  S extends { seconds: number; generator: { connections: number } },
>(defaults: S, args: StepArgs): S {
  return {
    ...defaults,
    ...(args.seconds !== undefined && { seconds: Number(args.seconds) }),
    generator: {
      ...defaults.generator,
      ...(args.connections !== undefined && { connections: Number(args.connections) }),
    },
  };
}

/**
 * `npm run bench -- scale`: the listing mix on 1, 2 and 4 server processes (bench/lib/scale.ts);
 * writes bench/SCALE.md. Needs a build (`npm run build`) and Redis (BENCH_REDIS_URL, default
 * database 10 of the local one).
 */
export async function scale(args: StepArgs) {
  if (!(await isWrkInstalled())) throw new Error('wrk is not installed: apt-get install -y wrk');
  const settings = withSecondsAndConnections(defaultScaleSettings, args);
  const run = await benchScale(settings, say, git('rev-parse', 'HEAD'));
  const stamp = run.date.replace(/\D/g, '').slice(0, 14);
  writeFileSync(path.join(resultsDir, `scale-${stamp}.json`), JSON.stringify(run, null, 2));
  writeScaleReport(path.join(root, 'bench/SCALE.md'), run);
  say('scale: wrote bench/SCALE.md');
  for (const line of findings(run)) say(`scale: ${line}`);
  if (run.error) process.exitCode = 1;
}

/**
 * `npm run bench -- mixed`: the mixed scenario (bench/lib/mixed.ts) on 100k listings (or
 * --properties), embedded then PostgreSQL; writes bench/results/mixed-<date>.json, and at 100k
 * its section of bench/RESULTS.md and bench/results/mixed-latest.json.
 */
export async function mixed(args: StepArgs) {
  if (!(await isWrkInstalled())) throw new Error('wrk is not installed: apt-get install -y wrk');
  const properties = args.properties === undefined ? 100_000 : Number(args.properties);
  const settings = withSecondsAndConnections(defaultMixedSettings, args);
  const date = new Date().toISOString();
  const stamp = date.replace(/\D/g, '').slice(0, 14);
  const groups: MixedGroup[] = [];
  for (const database of ['embedded', 'postgres'] as const) {
    if (database === 'postgres' && args['no-postgres']) continue;
    const dataDir = tempDir(`bench-mixed-${database}-`);
    const dbName = `bench_mixed_${stamp}`;
    const url = database === 'postgres' ? databaseUrl(dbName) : undefined;
    try {
      if (url) await withAdmin((c) => c.query(`create database ${dbName}`));
      say(`mixed ${database} ${properties}: generating`);
      const fixture = await generate({
        properties,
        dataDir,
        databaseUrl: url,
        log: (m) => say(`mixed ${database} ${properties}:${m}`),
      });
      groups.push(await measureMixed({ fixture, dataDir, databaseUrl: url, settings, say }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      say(`mixed ${database}: FAILED ${message}`);
      groups.push({
        database,
        properties,
        listed: 0,
        settings,
        phases: [],
        loadBefore: loadAverage(),
        loadAfter: loadAverage(),
        cpus: os.cpus().length,
        error: message,
      });
    } finally {
      removeDir(dataDir);
      if (url) await withAdmin((c) => c.query(`drop database if exists ${dbName} with (force)`));
    }
  }
  const run: MixedRun = {
    date,
    commit: git('rev-parse', 'HEAD'),
    dirty: treeIsDirty(),
    by: 'step',
    machine: await machineFacts(),
    groups,
  };
  const json = JSON.stringify(run, null, 2);
  writeFileSync(path.join(resultsDir, `mixed-${stamp}.json`), json);
  if (properties === 100_000) {
    // Kept in git beside latest.json: the figures the section and the README quote.
    writeFileSync(path.join(resultsDir, 'mixed-latest.json'), json);
    writeMixedSection(resultsFile, run);
    say('mixed: wrote the mixed section of bench/RESULTS.md');
  }
  if (groups.some((g) => g.error)) process.exitCode = 1;
}

/**
 * `npm run bench -- listing-figures`: the listing page's and GET /api/property/{id}'s p50 and
 * p99 with view counting on and off (bench/lib/listing-figures.ts), at 100k listings (or
 * --properties), embedded then PostgreSQL; writes bench/results/listing-figures-<date>.json.
 */
export async function listingFigures(args: StepArgs) {
  if (!(await isWrkInstalled())) throw new Error('wrk is not installed: apt-get install -y wrk');
  const properties = args.properties === undefined ? 100_000 : Number(args.properties);
  const settings = {
    ...withSecondsAndConnections(defaultFiguresSettings, args),
    ...(args.rounds !== undefined && { rounds: Number(args.rounds) }),
  };
  const date = new Date().toISOString();
  const stamp = date.replace(/\D/g, '').slice(0, 14);
  const groups: FiguresGroup[] = [];
  for (const database of ['embedded', 'postgres'] as const) {
    if (database === 'postgres' && args['no-postgres']) continue;
    const dataDir = tempDir(`bench-figures-${database}-`);
    const dbName = `bench_figures_${stamp}`;
    const url = database === 'postgres' ? databaseUrl(dbName) : undefined;
    try {
      if (url) await withAdmin((c) => c.query(`create database ${dbName}`));
      say(`listing-figures ${database} ${properties}: generating`);
      const fixture = await generate({ properties, dataDir, databaseUrl: url, log: say });
      const group = await measureListingFigures({
        fixture,
        dataDir,
        databaseUrl: url,
        settings,
        say,
      });
      groups.push(group);
      console.log(`\n${figuresTable(group)}\n`);
    } finally {
      removeDir(dataDir);
      if (url) await withAdmin((c) => c.query(`drop database if exists ${dbName} with (force)`));
    }
  }
  const run = { date, commit: git('rev-parse', 'HEAD'), machine: await machineFacts(), groups };
  writeFileSync(
    path.join(resultsDir, `listing-figures-${stamp}.json`),
    JSON.stringify(run, null, 2),
  );
  if (groups.some((g) => g.error)) process.exitCode = 1;
}

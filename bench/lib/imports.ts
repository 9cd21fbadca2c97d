// The imports step of `npm run bench` (issue 42: "A 5,000-row import with photos from a local
// HTTPS test server finishes in under 2 minutes on the embedded database without slowing public
// reads by more than a third, and survives a server restart mid-run"). On a generated embedded
// database: a photo host of the tests' own (HTTPS on loopback, its own authority, trusted by the
// server through NODE_EXTRA_CA_CERTS, IMPORT_ALLOW_PRIVATE_HOSTS=1), the production server, and
// an agent made by the admin. First the public reads (listing details and the list) under wrk
// alone; then the agent imports a file of `rows` new listings, a photo of its own each, while the
// same reads run in consecutive slices, the import read every second until done; then a second
// file of `restartRows` new listings, the server killed (SIGKILL) once a tenth of it is processed
// and started again on the same data, the import read until done, and the agent's export read:
// every row's listing there once, with its photo.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMPORT_MAX_ROWS, type ListingImport } from '@elite/shared';
import { generate, type Fixture } from '../generate';
import { scenarios, type Measurement, type Scenario } from './load';
import { benchAdmin } from './mixed-writers';
import {
  checkExport,
  finished,
  follow,
  importFile,
  makeAgent,
  makePhotos,
  postImport,
  startPhotoServer,
  type PhotoServer,
} from './import-calls';
import { removeDir, startServer, tempDir, type Running } from './processes';
import { writeImportsSection } from './imports-report';
import { git, loadAverage, machineFacts, resultsDir, say, treeIsDirty } from './runner';
import { Load, Mix, type GeneratorSettings } from './throughput';
import { isWrkInstalled } from './wrk';
import type { StepArgs } from '../steps';

export interface ImportsSettings {
  /** Rows of the measured import (the most a file may hold: IMPORT_MAX_ROWS). */
  rows: number;
  /** Rows of the file imported across a restart. */
  restartRows: number;
  /** Measured seconds of the reads alone. */
  seconds: number;
  /** wrk's unmeasured seconds before the reads alone are measured. */
  warmupSeconds: number;
  /** The reads during an import run in slices of this many seconds until it is done. */
  sliceSeconds: number;
  generator: GeneratorSettings;
  /** The server is killed once this share of the restart file is processed (and not past `killBefore`). */
  killAfter: number;
  killBefore: number;
}

export const defaultImportsSettings: ImportsSettings = {
  rows: IMPORT_MAX_ROWS,
  restartRows: 1000,
  seconds: 20,
  warmupSeconds: 10,
  sliceSeconds: 5,
  generator: { threads: 1, connections: 10 },
  killAfter: 0.1,
  killBefore: 0.6,
};

/** An import as GET /api/imports/{id} answered it last, and how long it took from its 202. */
export interface ImportFigures {
  rows: number;
  status: ListingImport['status'] | 'timed out';
  seconds: number;
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  failedRows: number;
  /** The first failed rows, as the import names them. */
  failures: ListingImport['failed_rows'];
}

export interface RestartFigures extends ImportFigures {
  /** Rows processed when the server was killed. */
  killedAt: number;
  /** Milliseconds from the second start to its first healthy answer. */
  restartMs: number;
  /** The file's keys among the agent's listings (export): not there, there more than once. */
  missing: number;
  duplicated: number;
  /** Listings of the file without exactly one stored photo (a row applied by halves). */
  withoutPhoto: number;
}

export interface ImportsGroup {
  database: 'embedded';
  properties: number;
  settings: ImportsSettings;
  /** The reads alone, then the reads while the import ran. */
  baseline?: Measurement;
  during?: Measurement;
  import?: ImportFigures;
  restart?: RestartFigures;
  loadBefore: number[];
  loadAfter: number[];
  cpus: number;
  error?: string;
}

export interface ImportsRun {
  date: string;
  commit: string;
  dirty: boolean;
  machine: Awaited<ReturnType<typeof machineFacts>>;
  group: ImportsGroup;
}

/** Public reads: listing details (GET /api/property/{id}) and the list (GET /api/property), in turn. */
function readScenario(fixture: Fixture): Scenario {
  const { list, detail } = scenarios(fixture);
  const half = Math.max(list.distinct ?? 1, detail.distinct ?? 1);
  return {
    name: 'mixed',
    label: 'public reads: GET /api/property/{id} and GET /api/property in turn',
    method: 'GET',
    distinct: 2 * half,
    request: (k) => (k % 2 === 0 ? detail : list).request(Math.floor(k / 2)),
  };
}

/** The figures of the import's last state, `ms` after its 202. */
function figuresOf(state: ListingImport | undefined, rows: number, ms: number): ImportFigures {
  return {
    rows,
    status: finished(state) ? state!.status : 'timed out',
    seconds: Math.round(ms / 100) / 10,
    processed: state?.processed ?? 0,
    created: state?.created ?? 0,
    updated: state?.updated ?? 0,
    unchanged: state?.unchanged ?? 0,
    failedRows: state?.failed_rows.length ?? 0,
    failures: state?.failed_rows.slice(0, 5) ?? [],
  };
}

/** The whole step on the generated data in `dataDir`. */
export async function measureImports(options: {
  fixture: Fixture;
  dataDir: string;
  settings: ImportsSettings;
}): Promise<ImportsGroup> {
  const { fixture, dataDir, settings } = options;
  const label = `imports ${fixture.database} ${fixture.properties}`;
  const group: ImportsGroup = {
    database: 'embedded',
    properties: fixture.properties,
    settings,
    loadBefore: loadAverage(),
    loadAfter: [],
    cpus: os.cpus().length,
  };
  let photos: PhotoServer | undefined;
  let server: Running | undefined;
  try {
    photos = await startPhotoServer();
    const serverOptions = {
      dataDir,
      stdoutFile: path.join(dataDir, 'server-imports.log'),
      env: {
        ...benchAdmin,
        IMPORT_ALLOW_PRIVATE_HOSTS: '1',
        NODE_EXTRA_CA_CERTS: photos.caFile,
      },
    };
    await makePhotos(photos, 1, settings.rows + settings.restartRows);
    server = await startServer(serverOptions);
    const agent = await makeAgent(server.url);
    const mix = new Mix(dataDir, readScenario(fixture));

    // The reads alone.
    await new Load(server, mix, 'api', settings.generator).run(settings.warmupSeconds);
    const alone = new Load(server, mix, 'api', settings.generator);
    await alone.slice(settings.seconds);
    group.baseline = alone.result();
    const b = group.baseline;
    say(
      `${label} reads alone: ${Math.round(b.requestsPerSecond)} req/s, p50 ${b.p50Ms} ms, ` +
        `p99 ${b.p99Ms} ms, ${b.notOk + b.errors} non-2xx`,
    );

    // The import, the reads beside it.
    const file = importFile(photos, 'bench', settings.rows, 1);
    const base = server.url;
    const id = await postImport(base, agent, file);
    const accepted = performance.now();
    let doneMs = 0;
    const followed = follow(() => base, agent, id, 1000).then((state) => {
      doneMs = performance.now() - accepted;
      return state;
    });
    let over = false;
    void followed.finally(() => (over = true));
    const during = new Load(server, mix, 'api', settings.generator);
    do {
      await during.slice(settings.sliceSeconds);
    } while (!over);
    group.import = figuresOf(await followed, settings.rows, doneMs);
    group.during = during.result();
    const i = group.import;
    const d = group.during;
    say(
      `${label} import of ${i.rows} rows: ${i.status} in ${i.seconds} s, ${i.created} created, ` +
        `${i.failedRows} failed${i.failures[0] ? ` (first: ${JSON.stringify(i.failures[0])})` : ''}; ` +
        `reads meanwhile ${Math.round(d.requestsPerSecond)} req/s ` +
        `(${((100 * d.requestsPerSecond) / b.requestsPerSecond).toFixed(0)}% of alone), ` +
        `p50 ${d.p50Ms} ms, p99 ${d.p99Ms} ms, ${d.notOk + d.errors} non-2xx`,
    );

    // An import across a restart: killed once a tenth of it is processed.
    const restartFile = importFile(photos, 'restart', settings.restartRows, settings.rows + 1);
    let url = server.url;
    const restartId = await postImport(url, agent, restartFile);
    const restartAccepted = performance.now();
    const atKill = await follow(
      () => url,
      agent,
      restartId,
      100,
      (s) => s.processed >= settings.killAfter * s.rows,
    );
    if (finished(atKill)) throw new Error('the restart file was done before the server was killed');
    const killedAt = atKill?.processed ?? 0;
    await server.kill!();
    say(`${label}: killed the server (SIGKILL) at ${killedAt} of ${settings.restartRows} rows`);
    server = await startServer(serverOptions);
    url = server.url;
    const restartMs = server.readyMs;
    const last = await follow(() => url, agent, restartId, 1000);
    const restart: RestartFigures = {
      ...figuresOf(last, settings.restartRows, performance.now() - restartAccepted),
      killedAt,
      restartMs,
      ...(await checkExport(url, agent, 'restart', settings.restartRows)),
    };
    group.restart = restart;
    say(
      `${label} restart: killed at ${killedAt}/${restart.rows}, started again in ` +
        `${Math.round(restartMs)} ms; ${restart.status}, ${restart.created} created, ` +
        `${restart.updated} updated, ${restart.unchanged} unchanged, ${restart.failedRows} failed; ` +
        `export: ${restart.missing} missing, ${restart.duplicated} more than once, ` +
        `${restart.withoutPhoto} without their photo`,
    );
  } catch (error) {
    group.error = error instanceof Error ? error.message : String(error);
    say(`${label}: FAILED ${group.error}`);
  } finally {
    await server?.stop();
    await photos?.close();
    group.loadAfter = loadAverage();
  }
  return group;
}

/**
 * `npm run bench -- imports`: on a generated embedded database of 10k listings (or
 * --properties); writes bench/results/imports-<date>.json, and with 5,000 rows (--rows unset)
 * its section of bench/RESULTS.md.
 */
export async function imports(args: StepArgs & { rows?: string | undefined }) {
  if (!(await isWrkInstalled())) throw new Error('wrk is not installed: apt-get install -y wrk');
  const properties = args.properties === undefined ? 10_000 : Number(args.properties);
  const rows = args.rows === undefined ? defaultImportsSettings.rows : Number(args.rows);
  if (!(rows >= 10 && rows <= IMPORT_MAX_ROWS))
    throw new Error(`--rows: from 10 to ${IMPORT_MAX_ROWS}`);
  const settings: ImportsSettings = {
    ...defaultImportsSettings,
    rows,
    restartRows: Math.round((rows * defaultImportsSettings.restartRows) / IMPORT_MAX_ROWS),
    ...(args.seconds !== undefined && { seconds: Number(args.seconds) }),
    generator: {
      ...defaultImportsSettings.generator,
      ...(args.connections !== undefined && { connections: Number(args.connections) }),
    },
  };
  settings.sliceSeconds = Math.min(settings.sliceSeconds, settings.seconds);
  const date = new Date().toISOString();
  const stamp = date.replace(/\D/g, '').slice(0, 14);
  const dataDir = tempDir('bench-imports-embedded-');
  let group: ImportsGroup;
  try {
    say(`imports embedded ${properties}: generating`);
    const fixture = await generate({ properties, dataDir, log: say });
    group = await measureImports({ fixture, dataDir, settings });
  } finally {
    removeDir(dataDir);
  }
  const run: ImportsRun = {
    date,
    commit: git('rev-parse', 'HEAD'),
    dirty: treeIsDirty(),
    machine: await machineFacts(),
    group,
  };
  writeFileSync(path.join(resultsDir, `imports-${stamp}.json`), JSON.stringify(run, null, 2));
  if (rows === IMPORT_MAX_ROWS) {
    writeImportsSection(run);
    say('imports: wrote the imports section of bench/RESULTS.md');
  }
  if (group.error) process.exitCode = 1;
}

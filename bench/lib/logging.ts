// `npm run bench -- logging`: what the request log costs. Cached `GET /api/property` on the
// production server at its default log level (one access line per request to stdout, which
// goes to a file here as it would to a file or a journal), next to a bare Fastify hello world
// and to the same server at LOG_LEVEL=warn, driven by wrk in alternating slices. Writes
// bench/results/logging-<date>.json and the logging section of bench/RESULTS.md.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from '../generate';
import {
  cpuSecondsOf,
  removeDir,
  startHelloWorld,
  startServer,
  tempDir,
  type Running,
} from './processes';
import { isWrkInstalled, wrk, type WrkOptions, type WrkResult } from './wrk';

export interface LoggingOptions {
  /** Measured seconds of each slice; each target gets `rounds` slices. */
  seconds: number;
  rounds: number;
  connections: number;
  threads: number;
}

export const defaultLoggingOptions: LoggingOptions = {
  seconds: 4,
  rounds: 5,
  connections: 50,
  threads: 1,
};

export interface TargetFigures {
  label: string;
  requestsPerSecond: number;
  requests: number;
  seconds: number;
  /** Each slice's requests per second, in order. */
  slices: number[];
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  socketErrors: number;
  /** Cores the server process used while it was loaded (CPU seconds / seconds). */
  serverCores: number;
  /** Cores wrk itself used. */
  generatorCores: number;
}

export interface LoggingResult {
  date: string;
  commit: string;
  dirty: boolean;
  machine: { cpus: number; cpuModel: string; node: string; loadBefore: number[] };
  options: LoggingOptions;
  generator: string;
  path: string;
  helloWorld: TargetFigures;
  /** The server at its default log level (LOG_LEVEL unset: info). */
  product: TargetFigures;
  /** The same server with LOG_LEVEL=warn: no access lines. */
  productQuiet: TargetFigures;
  /** Hello world in the slices next to the LOG_LEVEL=warn server's. */
  helloWorldQuiet: TargetFigures;
  /** Requests per second over all slices, divided by hello world's. */
  ratio: number;
  ratioQuiet: number;
  /** Each slice's figure divided by that of the hello-world slice right after it. */
  pairRatios: number[];
  pairRatiosQuiet: number[];
  /**
   * Requests per CPU second of the server, divided by hello world's: what each response costs,
   * less sensitive than throughput to other processes taking the cores.
   */
  cpuRatio: number;
  cpuRatioQuiet: number;
  /** Access lines of the route the default-level server wrote (after its shutdown)... */
  accessLines: number;
  /** ...against the responses the load counted (warm-ups included)... */
  requestsCounted: number;
  /** ...which leaves out up to one request per connection in flight when each wrk run stops. */
  inFlightAtStops: number;
  /** The generator drove hello world harder than the product: it was not the limit. */
  generatorNotBottleneck: boolean;
  totalSeconds: number;
}

const PATH = '/api/property';

const perCpu = (f: TargetFigures) => f.requestsPerSecond / f.serverCores;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
/** Browsers ask for compressed responses; the response cache keeps the compressed copy. */
const headers = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json, */*' };

class Target {
  private readonly results: { result: WrkResult; serverCpu: number }[] = [];

  constructor(
    readonly label: string,
    private readonly server: Running,
    private readonly url: string,
  ) {}

  async slice(options: WrkOptions) {
    const before = cpuSecondsOf(this.server.pid);
    const result = await wrk(this.url, options);
    this.results.push({ result, serverCpu: cpuSecondsOf(this.server.pid) - before });
    return result;
  }

  figures(): TargetFigures {
    const sum = (pick: (r: WrkResult) => number) =>
      this.results.reduce((total, { result }) => total + pick(result), 0);
    const seconds = sum((r) => r.seconds);
    const requests = sum((r) => r.requests);
    return {
      label: this.label,
      requestsPerSecond: requests / seconds,
      requests,
      seconds,
      slices: this.results.map(({ result }) => Math.round(result.requestsPerSecond)),
      p50Ms: median(this.results.map(({ result }) => result.p50Ms)),
      p99Ms: median(this.results.map(({ result }) => result.p99Ms)),
      non2xx: sum((r) => r.non2xx),
      socketErrors: sum((r) => r.socketErrors),
      serverCores: this.results.reduce((total, r) => total + r.serverCpu, 0) / seconds,
      generatorCores: sum((r) => r.cpuSeconds) / seconds,
    };
  }
}

/**
 * Until the list is served from the response cache: the figure is of the cached route. Returns
 * the number of requests it sent.
 */
async function warmCache(server: Running): Promise<number> {
  for (let i = 1; i <= 20; i++) {
    const res = await fetch(server.url + PATH, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${PATH} responded ${res.status}`);
    if (res.headers.get('x-cache') === 'hit') return i;
  }
  throw new Error(`${PATH} was never served from the response cache`);
}

export async function runLoggingComparison(context: {
  options: LoggingOptions;
  commit: string;
  dirty: boolean;
  say: (message: string) => void;
}): Promise<LoggingResult> {
  const { options, say } = context;
  if (!(await isWrkInstalled())) {
    throw new Error('wrk is not installed: apt-get install -y wrk');
  }
  const started = performance.now();
  const loadBefore = os.loadavg().map((v) => Math.round(v * 100) / 100);
  const dataDir = tempDir('bench-logging-');
  const servers: Running[] = [];
  const wrkOptions: WrkOptions = {
    connections: options.connections,
    threads: options.threads,
    seconds: options.seconds,
    headers,
  };
  const warmUp = { ...wrkOptions, seconds: 2 };
  try {
    say('logging: generating 2k properties (embedded)');
    await generate({ properties: 2_000, dataDir, buyers: 10 });

    const hello = await startHelloWorld();
    servers.push(hello);

    /** The target's slices, each followed by one of hello world's; returns both. */
    const measure = async (label: string, server: Running) => {
      const target = new Target(label, server, server.url + PATH);
      const helloWorld = new Target('bare Fastify hello world', hello, `${hello.url}/`);
      const pairs: number[] = [];
      let sent = await warmCache(server);
      sent += (await wrk(server.url + PATH, warmUp)).requests;
      await wrk(hello.url, warmUp);
      for (let round = 1; round <= options.rounds; round++) {
        const a = await target.slice(wrkOptions);
        const b = await helloWorld.slice(wrkOptions);
        pairs.push(a.requestsPerSecond / b.requestsPerSecond);
        sent += a.requests;
        say(
          `logging: ${label}: ${Math.round(a.requestsPerSecond)} req/s, hello world ` +
            `${Math.round(b.requestsPerSecond)} req/s (${((100 * a.requestsPerSecond) / b.requestsPerSecond).toFixed(1)}%)`,
        );
      }
      return {
        figures: target.figures(),
        helloWorld: helloWorld.figures(),
        pairRatios: pairs,
        sent,
      };
    };

    // The default log level: LOG_LEVEL unset, stdout to a file.
    const logFile = path.join(dataDir, 'server-stdout.log');
    const server = await startServer({ dataDir, logLevel: 'default', stdoutFile: logFile });
    servers.push(server);
    const product = await measure(`GET ${PATH} (cached), default log level`, server);
    await server.stop();
    // Its access lines for the route against the responses the load counted.
    const accessLines = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"msg":"request completed"'))
      .filter((line) => line.includes(`"url":"${PATH}"`)).length;

    const quietServer = await startServer({ dataDir, logLevel: 'warn' });
    servers.push(quietServer);
    const quiet = await measure(`GET ${PATH} (cached), LOG_LEVEL=warn`, quietServer);
    await quietServer.stop();

    const hw = product.helloWorld;
    const p = product.figures;
    const q = quiet.figures;
    return {
      date: new Date().toISOString(),
      commit: context.commit,
      dirty: context.dirty,
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model.trim() ?? '?',
        node: process.versions.node,
        loadBefore,
      },
      options,
      generator: `wrk ${options.threads} thread${options.threads > 1 ? 's' : ''}, ${options.connections} connections`,
      path: PATH,
      helloWorld: hw,
      product: p,
      productQuiet: q,
      helloWorldQuiet: quiet.helloWorld,
      ratio: p.requestsPerSecond / hw.requestsPerSecond,
      ratioQuiet: q.requestsPerSecond / quiet.helloWorld.requestsPerSecond,
      pairRatios: product.pairRatios,
      pairRatiosQuiet: quiet.pairRatios,
      cpuRatio: perCpu(p) / perCpu(hw),
      cpuRatioQuiet: perCpu(q) / perCpu(quiet.helloWorld),
      accessLines,
      requestsCounted: product.sent,
      inFlightAtStops: options.connections * (options.rounds + 1),
      generatorNotBottleneck: hw.requestsPerSecond > p.requestsPerSecond,
      totalSeconds: (performance.now() - started) / 1000,
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    removeDir(dataDir);
  }
}

const LOGGING_START = '<!-- logging: written by npm run bench -- logging -->';
const LOGGING_END = '<!-- end of logging -->';

const int = (n: number) => Math.round(n).toLocaleString('en');
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

function row(f: TargetFigures): string {
  return (
    `| ${f.label} | ${int(f.requestsPerSecond)} | ${f.slices.map(int).join(', ')} | ` +
    `${f.p50Ms.toFixed(2)} ms | ${f.p99Ms.toFixed(2)} ms | ${f.serverCores.toFixed(2)} | ` +
    `${f.generatorCores.toFixed(2)} | ${int(f.non2xx + f.socketErrors)} |`
  );
}

/** The logging section of RESULTS.md: this run, then the runs before it (kept). */
export function renderLogging(run: LoggingResult, earlier: string): string {
  const verdict = run.ratio >= 0.4 ? '**met**' : '**not met**';
  const lines = [
    '## Request logging (issue 17)',
    '',
    'Written by `npm run bench -- logging` (bench/lib/logging.ts): cached `GET /api/property` (2k ' +
      "generated properties, embedded database, a browser's `accept-encoding`) on the production " +
      'server at its **default log level** (LOG_LEVEL unset: one access line per request, stdout ' +
      'to a file), next to a bare Fastify hello world in its own process, and the same server at ' +
      '`LOG_LEVEL=warn` for comparison. Load: wrk, in slices that alternate with hello world; ' +
      '"server cores" and "wrk cores" are the CPU time each process used over the measured seconds. ' +
      'Target: the product at the default log level reaches at least 40% of hello world.',
    '',
    `### Run of ${run.date.slice(0, 16).replace('T', ' ')} UTC, commit \`${run.commit.slice(0, 10)}\`${run.dirty ? ' (with uncommitted changes)' : ''}`,
    '',
    `${run.machine.cpus} × ${run.machine.cpuModel}, Node ${run.machine.node}, load average ` +
      `${run.machine.loadBefore[0]} before; generator: ${run.generator}, ${run.options.rounds} slices ` +
      `of ${run.options.seconds} s per target (hello world: ${run.options.rounds * 2}, next to each).`,
    '',
    `**Hello world ${int(run.helloWorld.requestsPerSecond)} req/s; product at the default log level ` +
      `${int(run.product.requestsPerSecond)} req/s: ${pct(run.ratio)} of hello world**, ${verdict} ` +
      `(LOG_LEVEL=warn: ${int(run.productQuiet.requestsPerSecond)} req/s, ${pct(run.ratioQuiet)} of ` +
      `the hello world measured next to it).`,
    '',
    '| target | req/s | slices | p50 | p99 | server cores | wrk cores | errors + non-2xx |',
    '|---|--:|---|--:|--:|--:|--:|--:|',
    row(run.helloWorld),
    row(run.product),
    row({ ...run.helloWorldQuiet, label: 'bare Fastify hello world (next to LOG_LEVEL=warn)' }),
    row(run.productQuiet),
    '',
    `Slice by slice, against the hello-world slice right after it: ${run.pairRatios.map(pct).join(', ')} ` +
      `(median ${pct(median(run.pairRatios))}); at LOG_LEVEL=warn ${run.pairRatiosQuiet.map(pct).join(', ')} ` +
      `(median ${pct(median(run.pairRatiosQuiet))}). Per CPU second of the server (requests / server ` +
      `cores), which other processes on the machine disturb less: ${pct(run.cpuRatio)} of hello world's ` +
      `at the default log level, ${pct(run.cpuRatioQuiet)} at LOG_LEVEL=warn.`,
    '',
    `The generator is ${run.generatorNotBottleneck ? '' : '**not** '}the lesser limit: it drove hello ` +
      `world ${(run.helloWorld.requestsPerSecond / run.product.requestsPerSecond).toFixed(1)} × harder ` +
      `than the product, using ${run.helloWorld.generatorCores.toFixed(2)} of ${run.machine.cpus} cores. ` +
      `The default-level server wrote ${int(run.accessLines)} access lines for \`${run.path}\` ` +
      `(read after its shutdown) for the ${int(run.requestsCounted)} responses the load counted, ` +
      `warm-ups included (wrk does not count the up to ${run.inFlightAtStops} requests in flight ` +
      `when its runs stop): ${run.accessLines >= run.requestsCounted && run.accessLines <= run.requestsCounted + run.inFlightAtStops ? 'one line per request, none lost' : '**lines missing or extra**'}.`,
    '',
  ];
  const kept = earlier.trim();
  if (kept) lines.push(kept, '');
  return lines.join('\n');
}

/** The logging section currently in `file`, or '' (runs before this one are kept under it). */
export function existingLogging(text: string): string {
  const start = text.indexOf(LOGGING_START);
  const end = text.indexOf(LOGGING_END);
  return start >= 0 && end > start ? text.slice(start + LOGGING_START.length, end) : '';
}

/** Earlier runs in the section: everything from its first "### Run of" heading. */
function earlierRuns(section: string): string {
  const at = section.indexOf('### Run of');
  return at >= 0 ? section.slice(at) : '';
}

/** Puts this run at the top of RESULTS.md's logging section (appended when it has none). */
export function writeLoggingSection(file: string, run: LoggingResult) {
  const text = readFileSync(file, 'utf8');
  const section = renderLogging(run, earlierRuns(existingLogging(text)));
  const block = `${LOGGING_START}\n${section}${LOGGING_END}`;
  const start = text.indexOf(LOGGING_START);
  const end = text.indexOf(LOGGING_END);
  writeFileSync(
    file,
    start >= 0 && end > start
      ? `${text.slice(0, start)}${block}${text.slice(end + LOGGING_END.length)}`
      : `${text.trimEnd()}\n\n${block}\n`,
  );
}

/** For report.ts: the logging section as it stands, markers included, to carry over. */
export function loggingBlock(text: string): string | undefined {
  const start = text.indexOf(LOGGING_START);
  const end = text.indexOf(LOGGING_END);
  return start >= 0 && end > start ? text.slice(start, end + LOGGING_END.length) : undefined;
}

// `npm run bench -- embedded-thread`: the embedded database in its worker thread against the same
// database in the server's thread (EMBEDDED_DATABASE_THREAD=main), at 100k listings, without the
// response cache, in alternating rounds so that both meet the same machine (decision 036).
import { writeFileSync } from 'node:fs';
import { generate } from '../generate';
import { scenarios, type Measurement, type UncachedScenarioName } from './load';
import { memoryOf, removeDir, startServer, stopAll, tempDir, type Running } from './processes';
import { Load, Mix, type GeneratorSettings } from './throughput';

export type Thread = 'worker' | 'main';
const THREADS: Thread[] = ['worker', 'main'];
const MEASURED: UncachedScenarioName[] = ['list-uncached', 'search-uncached', 'map-uncached'];

export interface ThreadFigure {
  thread: Thread;
  round: number;
  scenario: UncachedScenarioName;
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Cores the server process used (both threads). */
  serverCores: number;
}

export interface ThreadRun {
  date: string;
  commit: string;
  properties: number;
  rounds: number;
  seconds: number;
  loadAverage: number[];
  figures: ThreadFigure[];
  /** Peak RSS after each round's load, MB. */
  memory: { thread: Thread; round: number; peakRssMb: number }[];
  startMs: { thread: Thread; round: number; ms: number }[];
}

interface Options {
  properties: number;
  rounds: number;
  seconds: number;
  commit: string;
  say(message: string): void;
}

/** Warm-up, then the scenario for `seconds` in two slices, as a browser asks. */
async function measure(server: Running, mix: Mix, seconds: number): Promise<Measurement> {
  const generator: GeneratorSettings = { threads: 1, connections: 10 };
  const load = new Load(server, mix, 'browser', generator);
  await load.run(2);
  await load.slice(Math.max(1, Math.round(seconds / 2)));
  await load.slice(Math.max(1, Math.round(seconds / 2)));
  return load.result();
}

export async function compareThreads(options: Options): Promise<ThreadRun> {
  const dataDir = tempDir('bench-thread-');
  const loadAverage = (await import('node:os')).loadavg().map((v) => Math.round(v * 100) / 100);
  const run: ThreadRun = {
    date: new Date().toISOString(),
    commit: options.commit,
    properties: options.properties,
    rounds: options.rounds,
    seconds: options.seconds,
    loadAverage,
    figures: [],
    memory: [],
    startMs: [],
  };
  try {
    options.say(`embedded-thread: generating ${options.properties} listings`);
    const fixture = await generate({ properties: options.properties, dataDir, log: () => {} });
    const all = scenarios(fixture);
    for (let round = 1; round <= options.rounds; round++) {
      // Alternate which goes first, so that neither always meets the busier minute.
      const order = round % 2 ? THREADS : [...THREADS].reverse();
      for (const thread of order) {
        const server = await startServer({
          dataDir,
          cache: false,
          logLevel: 'default',
          env: { EMBEDDED_DATABASE_THREAD: thread },
        });
        run.startMs.push({ thread, round, ms: Math.round(server.readyMs) });
        try {
          for (const scenario of MEASURED) {
            const m = await measure(server, new Mix(dataDir, all[scenario]), options.seconds);
            const figure: ThreadFigure = {
              thread,
              round,
              scenario,
              label: m.label,
              requestsPerSecond: Math.round(m.requestsPerSecond),
              p50Ms: m.p50Ms,
              p99Ms: m.p99Ms,
              serverCores: Math.round((m.serverCores ?? 0) * 100) / 100,
            };
            run.figures.push(figure);
            options.say(
              `embedded-thread round ${round}, ${thread}: ${scenario} ${figure.requestsPerSecond} req/s, ` +
                `p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms, server ${figure.serverCores} cores`,
            );
          }
          const peak = Math.round(memoryOf(server.pid).peakRssMb);
          run.memory.push({ thread, round, peakRssMb: peak });
        } finally {
          await stopAll();
        }
      }
    }
  } finally {
    removeDir(dataDir);
  }
  return run;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
};

/** The Markdown report: medians over the rounds, each thread beside the other. */
export function threadReport(run: ThreadRun): string {
  const rows = MEASURED.map((scenario) => {
    const cells = THREADS.map((thread) => {
      const mine = run.figures.filter((f) => f.thread === thread && f.scenario === scenario);
      const pick = (key: 'requestsPerSecond' | 'p50Ms' | 'p99Ms' | 'serverCores') =>
        median(mine.map((f) => f[key]));
      return `${pick('requestsPerSecond')} req/s, p50 ${pick('p50Ms')} ms, p99 ${pick('p99Ms')} ms, ${pick('serverCores')} cores`;
    });
    const label = run.figures.find((f) => f.scenario === scenario)?.label ?? scenario;
    return `| ${label} | ${cells.join(' | ')} |`;
  });
  const memory = THREADS.map((t) =>
    median(run.memory.filter((m) => m.thread === t).map((m) => m.peakRssMb)),
  );
  const start = THREADS.map((t) =>
    median(run.startMs.filter((m) => m.thread === t).map((m) => m.ms)),
  );
  return [
    '# The embedded database: its own thread or the server’s',
    '',
    'Written by `npm run bench -- embedded-thread` (bench/lib/embedded-thread.ts; decision 036).',
    `${run.properties.toLocaleString('en')} listings on the embedded database, no response cache, ` +
      `wrk with 10 connections, ${run.seconds} s per scenario after a 2 s warm-up, as a browser asks; ` +
      `${run.rounds} rounds alternating which thread goes first; medians over the rounds.`,
    `Run on ${run.date} at commit \`${run.commit.slice(0, 7)}\`; load average before: ${run.loadAverage.join(', ')} (2 cores).`,
    '',
    '| scenario | worker thread (default) | server’s thread (`EMBEDDED_DATABASE_THREAD=main`) |',
    '|---|---|---|',
    ...rows,
    `| peak RSS after the load | ${memory[0]} MB | ${memory[1]} MB |`,
    `| start on the existing DATA_DIR | ${start[0]} ms | ${start[1]} ms |`,
    '',
    'Every round:',
    '',
    ...run.figures.map(
      (f) =>
        `- round ${f.round}, ${f.thread}: ${f.scenario} ${f.requestsPerSecond} req/s, p50 ${f.p50Ms} ms, ` +
        `p99 ${f.p99Ms} ms, ${f.serverCores} cores`,
    ),
    '',
  ].join('\n');
}

export function writeThreadReport(file: string, run: ThreadRun) {
  writeFileSync(file, threadReport(run));
}

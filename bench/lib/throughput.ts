// The throughput harness of `npm run bench` (decision 035): wrk, a process of its own, sends each
// scenario's requests (bench/lib/mix.lua reads them from a file) twice, as a browser (with
// accept-encoding) and as an API client (without), in slices that alternate with a bare Fastify
// hello world. Every figure carries the CPU that wrk, the server and hello world used, so that
// a ratio is refused when the generator's CPU, not the server, set the pace.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  helloWorldScenario,
  type Client,
  type MeasureOptions,
  type Measurement,
  type Scenario,
} from './load';
import { cpuSecondsOf, type Running } from './processes';
import { wrk, type WrkResult } from './wrk';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'mix.lua');

/** What each kind of client sends on every request besides the scenario's own headers. */
export const clientHeaders: Record<Client, Record<string, string>> = {
  browser: { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json, */*' },
  api: { accept: 'application/json' },
};

/** The generator's settings of a run: wrk's threads and connections. */
export interface GeneratorSettings {
  threads: number;
  connections: number;
}

/**
 * A generator thread that was busy this share of the time or more was what limited the figure
 * (decision 035): the ratio it feeds is refused.
 */
export const SATURATED = 0.9;

/** The scenario's requests as mix.lua reads them, and how many have been sent so far. */
export class Mix {
  readonly file: string;
  /** The next request's number: every run goes on where the last stopped (offers differ). */
  offset = 0;

  constructor(
    dir: string,
    readonly scenario: Scenario,
  ) {
    this.file = path.join(dir, `mix-${scenario.name}.tsv`);
    const lines = Array.from({ length: scenario.distinct ?? 1 }, (_, k) => {
      const r = scenario.request(k);
      const headers = Object.entries(r.headers ?? {}).map(([name, value]) => `${name}: ${value}`);
      return [scenario.method, r.path, r.body ?? '', ...headers].join('\t');
    });
    writeFileSync(this.file, `${lines.join('\n')}\n`);
  }
}

/** What wrk and the target process used over one run. */
interface Slice {
  result: WrkResult;
  serverCpu: number;
}

/** One client's load on one target, slice after slice. */
export class Load {
  private readonly slices: Slice[] = [];

  constructor(
    private readonly target: Running,
    private readonly mix: Mix,
    private readonly client: Client,
    private readonly generator: GeneratorSettings,
  ) {}

  async run(seconds: number): Promise<Slice> {
    const statuses = this.mix.scenario.method !== 'GET';
    const before = cpuSecondsOf(this.target.pid);
    const result = await wrk(this.target.url, {
      ...this.generator,
      seconds,
      headers: clientHeaders[this.client],
      script,
      scriptArgs: [
        this.mix.file,
        String(this.generator.threads),
        String(this.mix.offset),
        ...(statuses ? ['statuses'] : []),
      ],
    });
    // Requests in flight when wrk stopped were taken from the mix but not counted.
    this.mix.offset += result.requests + this.generator.connections;
    return { result, serverCpu: cpuSecondsOf(this.target.pid) - before };
  }

  async slice(seconds: number) {
    this.slices.push(await this.run(seconds));
  }

  result(): Measurement {
    const sum = (pick: (s: Slice) => number) => this.slices.reduce((t, s) => t + pick(s), 0);
    const seconds = sum((s) => s.result.seconds);
    const total = sum((s) => s.result.requests);
    const notOk = sum((s) => s.result.non2xx);
    const errors = sum((s) => s.result.socketErrors);
    const statusCodes: Record<string, number> = {};
    for (const { result } of this.slices) {
      for (const [code, n] of Object.entries(result.statusCodes ?? {})) {
        statusCodes[code] = (statusCodes[code] ?? 0) + n;
      }
    }
    const latency = mergedLatency(this.slices.map((s) => s.result));
    return {
      scenario: this.mix.scenario.name,
      label: this.mix.scenario.label,
      client: this.client,
      connections: this.generator.connections,
      seconds: Math.round(seconds * 100) / 100,
      requestsPerSecond: total / seconds,
      p50Ms: latency(50),
      p99Ms: latency(99),
      maxMs: Math.max(...this.slices.map((s) => s.result.maxMs)),
      total,
      ok: total - notOk,
      notOk,
      errors,
      statusCodes,
      generatorCores: sum((s) => s.result.cpuSeconds) / seconds,
      serverCores: sum((s) => s.serverCpu) / seconds,
    };
  }
}

/**
 * The p-th percentile of all slices' requests: each slice's 1000 quantiles stand for a
 * thousandth of its requests each.
 */
function mergedLatency(results: WrkResult[]) {
  const points = results.flatMap((r) =>
    (r.quantilesMs ?? []).map((ms) => ({ ms, weight: r.requests / 1000 })),
  );
  points.sort((a, b) => a.ms - b.ms);
  const total = points.reduce((t, p) => t + p.weight, 0);
  return (p: number) => {
    let seen = 0;
    for (const point of points) {
      seen += point.weight;
      if (seen >= (p / 100) * total - 1e-9) return Math.round(point.ms * 100) / 100;
    }
    return Number.NaN;
  };
}

/** The share of its threads' time the generator was busy. */
export const busy = (m: Measurement, generator: GeneratorSettings) =>
  (m.generatorCores ?? 0) / generator.threads;

/**
 * Hello world's own process using less than this share of a core: something besides hello
 * world set its pace (other work on the machine, the exchange with the generator); its figure
 * is then no capacity, and the ratio is flagged, not refused (decision 035).
 */
export const HELLO_WORLD_FLOOR = 0.8;

/** Why a ratio of `m` to `hello` is not a figure of the server, if it is not. */
export function refusal(
  m: Measurement,
  hello: Measurement,
  generator: GeneratorSettings,
): string | undefined {
  const worst = Math.max(busy(m, generator), busy(hello, generator));
  if (worst >= SATURATED) {
    return `refused: generator saturated (wrk ${Math.round(worst * 100)}% busy)`;
  }
  return undefined;
}

/** The flag of a ratio whose hello world did not use its core, if it did not. */
export function helloWorldBelowItsCore(hello: Measurement): string | undefined {
  const cores = hello.serverCores ?? 0;
  return cores < HELLO_WORLD_FLOOR ? `hello world used ${cores.toFixed(2)} of a core` : undefined;
}

/** Unmeasured: each request of the mix once, 10 at a time (within `capSeconds`). */
async function warmCycle(url: string, scenario: Scenario, capSeconds: number) {
  if (scenario.cycle === undefined) return;
  const deadline = performance.now() + capSeconds * 1000;
  let k = 0;
  const worker = async () => {
    while (k < scenario.cycle! && performance.now() < deadline) {
      const r = scenario.request(k++);
      const res = await fetch(url + r.path, {
        method: scenario.method,
        headers: { ...clientHeaders.browser, ...r.headers },
        ...(r.body !== undefined && { body: r.body }),
      });
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
}

export interface ScenarioFigures {
  browser: Measurement;
  api: Measurement;
  helloWorld: Measurement;
}

/**
 * `mix` on `target` as a browser and as an API client, in slices that alternate with hello
 * world on `hello`: this machine's load drifts within seconds, so all three see the same.
 */
export async function measureNextToHelloWorld(
  target: Running,
  mix: Mix,
  hello: Running,
  helloMix: Mix,
  options: MeasureOptions,
  generator: GeneratorSettings,
): Promise<ScenarioFigures> {
  const browser = new Load(target, mix, 'browser', generator);
  const api = new Load(target, mix, 'api', generator);
  const helloWorld = new Load(hello, helloMix, 'browser', generator);
  await warmCycle(target.url, mix.scenario, options.warmupCapSeconds);
  await browser.run(options.warmupSeconds);
  await api.run(options.warmupSeconds);
  await helloWorld.run(1);
  for (let i = 0; i < options.slices; i++) {
    await browser.slice(options.seconds / options.slices);
    await api.slice(options.seconds / options.slices);
    await helloWorld.slice(options.helloSeconds / options.slices);
  }
  return { browser: browser.result(), api: api.result(), helloWorld: helloWorld.result() };
}

export interface Ceiling {
  /** Hello world's requests per second with the run's generator settings. */
  requestsPerSecond: number;
  generatorCores: number;
  helloCores: number;
  /** What wrk could send with each of its threads on a core of its own: rate / busy share. */
  ceiling: number;
  saturated: boolean;
}

/** The generator's ceiling, measured first in every run: hello world at the run's settings. */
export async function measureCeiling(
  hello: Running,
  helloMix: Mix,
  generator: GeneratorSettings,
  seconds: number,
): Promise<Ceiling> {
  const load = new Load(hello, helloMix, 'browser', generator);
  await load.run(1);
  await load.slice(seconds);
  const m = load.result();
  const share = busy(m, generator);
  return {
    requestsPerSecond: m.requestsPerSecond,
    generatorCores: m.generatorCores ?? 0,
    helloCores: m.serverCores ?? 0,
    ceiling: m.requestsPerSecond / Math.max(share, 1e-6),
    saturated: share >= SATURATED,
  };
}

export { helloWorldScenario };

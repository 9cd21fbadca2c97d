// `npm run bench -- generators`: how hard each load generator can drive the bare Fastify hello
// world on this machine, and how much CPU the generator itself burns doing it. The question of
// issue 23: was the ratio of the old harness (autocannon in the runner's own process) a figure
// of the server or of the generator? Prints a table (median of the rounds) and writes
// bench/results/generators-<date>.json; MEASUREMENTS.md keeps the runs worth keeping, by hand.
import autocannon from 'autocannon';
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
import { wrk } from './wrk';

/** What a browser sends; the old harness sent it on every request. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json, */*' };

export interface GeneratorFigure {
  generator: string;
  connections: number;
  /** Requests per second of hello world, each round. */
  rounds: number[];
  /** Cores the generator used (CPU seconds / seconds), each round. */
  generatorCores: number[];
  /** Cores the hello-world process used, each round. */
  helloCores: number[];
}

interface Config {
  generator: string;
  connections: number;
  /** Requests, seconds and the generator's CPU seconds. */
  run(url: string, seconds: number): Promise<{ requests: number; seconds: number; cpu: number }>;
}

/** autocannon in this process; `workers`: in that many worker threads of it. */
function autocannonConfig(
  generator: string,
  connections: number,
  options: { perRequestSetup?: boolean; workers?: number },
): Config {
  return {
    generator,
    connections,
    run: (url, seconds) =>
      new Promise((resolve, reject) => {
        const cpuBefore = process.cpuUsage();
        const started = performance.now();
        autocannon(
          {
            url,
            connections,
            duration: seconds,
            headers: browserHeaders,
            ...(options.workers !== undefined && { workers: options.workers }),
            // The old harness: a function per request, which picks the k-th path of the mix.
            ...(options.perRequestSetup && {
              requests: [
                {
                  setupRequest: (request) => ({
                    ...request,
                    method: 'GET',
                    path: new URL(url).pathname,
                    headers: { ...browserHeaders },
                  }),
                },
              ],
            }),
          },
          (error, result) => {
            if (error) return reject(error);
            const cpu = process.cpuUsage(cpuBefore);
            resolve({
              requests: result.requests.total,
              seconds: (performance.now() - started) / 1000,
              cpu: (cpu.user + cpu.system) / 1e6,
            });
          },
        );
      }),
  };
}

function wrkConfig(threads: number, connections: number): Config {
  return {
    generator: `wrk -t${threads} (its own process)`,
    connections,
    run: async (url, seconds) => {
      const r = await wrk(url, { threads, connections, seconds, headers: browserHeaders });
      return { requests: r.requests, seconds: r.seconds, cpu: r.cpuSeconds };
    },
  };
}

export const configs: Config[] = [
  autocannonConfig('autocannon in the runner, setupRequest per request (old harness)', 10, {
    perRequestSetup: true,
  }),
  autocannonConfig('autocannon in the runner, fixed request', 10, {}),
  autocannonConfig('autocannon, 2 worker threads', 10, { workers: 2 }),
  wrkConfig(1, 10),
  wrkConfig(2, 10),
  wrkConfig(1, 50),
  wrkConfig(2, 50),
  wrkConfig(1, 100),
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

export async function compareGenerators(options: {
  seconds: number;
  rounds: number;
  say: (message: string) => void;
}) {
  const { say } = options;
  const loadBefore = os.loadavg().map((v) => Math.round(v * 100) / 100);
  const hello: Running = await startHelloWorld();
  const figures: GeneratorFigure[] = configs.map((c) => ({
    generator: c.generator,
    connections: c.connections,
    rounds: [],
    generatorCores: [],
    helloCores: [],
  }));
  try {
    // Warm hello world's JIT before the first measured round.
    await configs[3]!.run(hello.url, 2);
    // Round by round, every generator once: the machine's load drifts within seconds.
    for (let round = 1; round <= options.rounds; round++) {
      for (const [i, config] of configs.entries()) {
        const helloBefore = cpuSecondsOf(hello.pid);
        const r = await config.run(hello.url, options.seconds);
        const f = figures[i]!;
        f.rounds.push(Math.round(r.requests / r.seconds));
        f.generatorCores.push(Math.round((r.cpu / r.seconds) * 100) / 100);
        f.helloCores.push(
          Math.round(((cpuSecondsOf(hello.pid) - helloBefore) / r.seconds) * 100) / 100,
        );
        say(
          `generators round ${round}: ${config.generator}, ${config.connections} connections: ` +
            `${f.rounds.at(-1)} req/s, generator ${f.generatorCores.at(-1)} cores, ` +
            `hello world ${f.helloCores.at(-1)} cores`,
        );
      }
    }
  } finally {
    await hello.stop();
  }
  return {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model.trim() ?? '?', loadBefore },
    seconds: options.seconds,
    figures,
  };
}

export interface ProductFigure {
  generator: string;
  /** Cached GET /api/property at the default log level, req/s, each round. */
  product: number[];
  hello: number[];
  productGeneratorCores: number[];
  helloGeneratorCores: number[];
  productServerCores: number[];
  helloServerCores: number[];
}

/**
 * The figure the issue doubts, both ways in alternation: cached GET /api/property (2k generated
 * properties, embedded, default log level, its log to a file), each slice followed by one of
 * hello world, driven by the old harness's autocannon and by wrk.
 */
export async function compareOnProduct(options: {
  seconds: number;
  rounds: number;
  say: (message: string) => void;
}): Promise<ProductFigure[]> {
  const { say } = options;
  const dataDir = tempDir('bench-generators-');
  const running: Running[] = [];
  const chosen = [configs[0]!, configs[3]!];
  const figures: ProductFigure[] = chosen.map((c) => ({
    generator: c.generator,
    product: [],
    hello: [],
    productGeneratorCores: [],
    helloGeneratorCores: [],
    productServerCores: [],
    helloServerCores: [],
  }));
  try {
    say('generators: generating 2k properties (embedded)');
    await generate({ properties: 2_000, dataDir, buyers: 10 });
    const hello = await startHelloWorld();
    running.push(hello);
    const server = await startServer({
      dataDir,
      logLevel: 'default',
      stdoutFile: path.join(dataDir, 'server-stdout.log'),
    });
    running.push(server);
    const list = `${server.url}/api/property`;
    for (let i = 0; i < 5; i++)
      await (await fetch(list, { headers: browserHeaders })).arrayBuffer();
    await configs[3]!.run(list, 2);
    await configs[3]!.run(hello.url, 1);
    const measure = async (target: Running, url: string, config: Config) => {
      const before = cpuSecondsOf(target.pid);
      const r = await config.run(url, options.seconds);
      return {
        rate: Math.round(r.requests / r.seconds),
        generatorCores: Math.round((r.cpu / r.seconds) * 100) / 100,
        serverCores: Math.round(((cpuSecondsOf(target.pid) - before) / r.seconds) * 100) / 100,
      };
    };
    for (let round = 1; round <= options.rounds; round++) {
      for (const [i, config] of chosen.entries()) {
        const p = await measure(server, list, config);
        const h = await measure(hello, hello.url, config);
        const f = figures[i]!;
        f.product.push(p.rate);
        f.hello.push(h.rate);
        f.productGeneratorCores.push(p.generatorCores);
        f.helloGeneratorCores.push(h.generatorCores);
        f.productServerCores.push(p.serverCores);
        f.helloServerCores.push(h.serverCores);
        say(
          `generators round ${round}: ${config.generator}: cached list ${p.rate} req/s ` +
            `(server ${p.serverCores}, generator ${p.generatorCores} cores), hello world ${h.rate} req/s ` +
            `(server ${h.serverCores}, generator ${h.generatorCores} cores): ${((100 * p.rate) / h.rate).toFixed(1)}%`,
        );
      }
    }
  } finally {
    await Promise.all(running.map((r) => r.stop()));
    removeDir(dataDir);
  }
  return figures;
}

export function productTable(figures: ProductFigure[]): string {
  const int = (n: number) => Math.round(n).toLocaleString('en');
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  return [
    '| generator | cached list req/s | hello world req/s | ratio (median of rounds; rounds) | ratio per server CPU second | generator cores (list / hello) | server cores (list / hello) |',
    '|---|--:|--:|---|--:|--:|--:|',
    ...figures.map((f) => {
      const ratios = f.product.map((p, i) => p / f.hello[i]!);
      const cpu = f.product.map(
        (p, i) => p / f.productServerCores[i]! / (f.hello[i]! / f.helloServerCores[i]!),
      );
      return (
        `| ${f.generator} | ${int(median(f.product))} | ${int(median(f.hello))} | ` +
        `**${pct(median(ratios))}** (${ratios.map(pct).join(', ')}) | ${pct(median(cpu))} | ` +
        `${median(f.productGeneratorCores).toFixed(2)} / ${median(f.helloGeneratorCores).toFixed(2)} | ` +
        `${median(f.productServerCores).toFixed(2)} / ${median(f.helloServerCores).toFixed(2)} |`
      );
    }),
  ].join('\n');
}

export function generatorsTable(figures: GeneratorFigure[]): string {
  const int = (n: number) => Math.round(n).toLocaleString('en');
  /** CPU microseconds per request, each round, then the median. */
  const perRequest = (cores: number[], rates: number[]) =>
    median(cores.map((c, i) => (c / rates[i]!) * 1e6)).toFixed(1);
  return [
    '| generator | connections | hello world req/s: median (rounds) | generator cores | generator CPU µs per request | hello world cores | hello world CPU µs per request |',
    '|---|--:|---|--:|--:|--:|--:|',
    ...figures.map(
      (f) =>
        `| ${f.generator} | ${f.connections} | **${int(median(f.rounds))}** (${f.rounds.map(int).join(', ')}) | ` +
        `${median(f.generatorCores).toFixed(2)} | ${perRequest(f.generatorCores, f.rounds)} | ` +
        `${median(f.helloCores).toFixed(2)} | ${perRequest(f.helloCores, f.rounds)} |`,
    ),
  ].join('\n');
}

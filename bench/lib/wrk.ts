// One run of wrk (Debian's `wrk` package: C, epoll, one thread drives tens of thousands of
// requests a second on one core), with the CPU time it used so that a run can show the
// generator was not what limited the figure.
import { spawn } from 'node:child_process';

export interface WrkOptions {
  connections: number;
  threads: number;
  seconds: number;
  headers?: Record<string, string>;
  /** A Lua script (-s) and the arguments after `--` it receives in init(). */
  script?: string;
  scriptArgs?: string[];
}

export interface WrkResult {
  requestsPerSecond: number;
  requests: number;
  seconds: number;
  non2xx: number;
  socketErrors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** wrk's own CPU time (user + system) over the run, in seconds. */
  cpuSeconds: number;
  /** From bench/lib/mix.lua: the latency at 0.1%, 0.2%, ... 100% of the requests, in ms. */
  quantilesMs?: number[];
  /** From bench/lib/mix.lua with "statuses": responses by status code. */
  statusCodes?: Record<string, number>;
}

const UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function latencyMs(output: string, percentile: string): number {
  const match = new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
  return match ? Number(match[1]) * UNITS[match[2]!]! : Number.NaN;
}

/** `1m2.345s` (bash's `times`) in seconds. */
function bashTime(value: string): number {
  const match = /^(\d+)m([\d.]+)s$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

export function isWrkInstalled(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('wrk', ['--version'], { stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('exit', () => resolve(true));
  });
}

/** Runs wrk against `url`; bash's `times` afterwards gives the CPU time of its child, wrk. */
export function wrk(url: string, options: WrkOptions): Promise<WrkResult> {
  const args = [
    `-t${options.threads}`,
    `-c${options.connections}`,
    // wrk takes whole seconds.
    `-d${Math.max(1, Math.round(options.seconds))}s`,
    '--latency',
    ...(options.script ? ['-s', options.script] : []),
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
      '-H',
      `${name}: ${value}`,
    ]),
    url,
    ...(options.scriptArgs ? ['--', ...options.scriptArgs] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', 'wrk "$@" && times', 'bash', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk failed (${code}):\n${output}`));
      const total = /(?<!\d)(\d+) requests in ([\d.]+)(ms|s|m)/.exec(output);
      const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
      // `times`: the shell's own user and system time, then its children's (wrk).
      const times = output.trim().split('\n').slice(-1)[0]!.trim().split(/\s+/);
      if (!total || !rate || times.length !== 2) {
        return reject(new Error(`cannot read wrk's output:\n${output}`));
      }
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
        output,
      );
      const quantiles = /^BENCH_LATENCY_US (.+)$/m.exec(output);
      const statuses = [...output.matchAll(/^BENCH_STATUS (\d+) (\d+)$/gm)];
      const max = /^[ \t]*Latency\s+\S+\s+\S+\s+([\d.]+)(us|ms|s|m)/m.exec(output);
      resolve({
        requestsPerSecond: Number(rate[1]),
        requests: Number(total[1]),
        seconds: (Number(total[2]) * UNITS[total[3]!]!) / 1000,
        non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
        socketErrors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
        p50Ms: latencyMs(output, '50'),
        p99Ms: latencyMs(output, '99'),
        maxMs: max ? Number(max[1]) * UNITS[max[2]!]! : Number.NaN,
        cpuSeconds: bashTime(times[0]!) + bashTime(times[1]!),
        ...(quantiles && {
          quantilesMs: quantiles[1]!
            .trim()
            .split(' ')
            .map((us) => Number(us) / 1000),
        }),
        ...(statuses.length > 0 && {
          // One line per thread and code: summed.
          statusCodes: statuses.reduce<Record<string, number>>(
            (codes, m) => ({ ...codes, [m[1]!]: (codes[m[1]!] ?? 0) + Number(m[2]) }),
            {},
          ),
        }),
      });
    });
  });
}

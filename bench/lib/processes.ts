// Child processes of a benchmark run: the real server (as `npm start` runs it), the bare
// Fastify hello-world beside it, and their memory.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const startScript = path.join(root, 'scripts/start.mjs');
/** The words of `npm start`'s command, read from package.json so the two never differ. */
const startWords = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start.split(/\s+/);
/**
 * Its Node flags (young-generation spaces of 4 MB instead of 16: about 50 MB less short-lived
 * garbage in the server under load) and the environment it sets (MALLOC_ARENA_MAX: fewer of
 * glibc's per-thread heaps, about 30 MB less; docs/decisions/013).
 */
export const startFlags = startWords.filter((word) => word.startsWith('--'));
export const startEnv = Object.fromEntries(
  startWords.flatMap((word) => {
    const match = /^([A-Z_]+)=(.*)$/.exec(word);
    return match ? [[match[1]!, match[2]!]] : [];
  }),
);
const helloWorldScript = path.join(root, 'bench/hello-world.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Removes a directory a process just left: a browser's profile may still be written for a moment
 * after it exits (ENOTEMPTY), so the removal is retried a few times before it fails.
 */
export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}

/** Every process started here and not yet stopped, so that an interrupted run leaves none. */
const running = new Set<Running>();

export async function stopAll() {
  await Promise.all([...running].map((r) => r.stop()));
}

export interface Running {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first healthy response. */
  readyMs: number;
  /** Milliseconds from spawn until the search index answered (startServer; unset when off). */
  searchIndexMs?: number;
  output(): string;
  stop(): Promise<void>;
  /**
   * SIGKILL to the whole group, as a crash or a pulled plug ends it; resolves once it is gone
   * (the processes launched here have it).
   */
  kill?(): Promise<void>;
}

/** This process's environment, less what would change how a benchmarked server behaves. */
function inherited(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of [
    'RESPONSE_CACHE',
    'REDIS_URL',
    'DATABASE_URL',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'LOG_LEVEL',
  ]) {
    delete env[name];
  }
  return env;
}

/** Polls `url` until it responds 2xx, the process ends, or the time is up. */
async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`process ended before it responded to ${url}:\n${output()}`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no response from ${url} within 180 s:\n${output()}`);
}

/** Whether any process of the group `pgid` is still running. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Spawns `command` in a process group of its own (so that `npm start`'s child goes too) and
 * waits until `healthPath` responds. Its stdout goes to `stdoutFile` when given (as a server's
 * log would go to a file or a journal), else into `output()` with its stderr.
 */
async function launch(
  command: string,
  args: string[],
  env: Record<string, string>,
  healthPath: string,
  stdoutFile?: string,
): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const stdoutFd = stdoutFile === undefined ? undefined : openSync(stdoutFile, 'a');
  const child = spawn(command, args, {
    cwd: root,
    env: { ...inherited(), HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', stdoutFd ?? 'pipe', 'pipe'],
    detached: true,
  });
  if (stdoutFd !== undefined) closeSync(stdoutFd);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    running.delete(server);
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, 'SIGTERM');
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 15_000);
    await exited;
    // `npm start` may exit before the server under it has closed (and let go of DATA_DIR).
    while (groupAlive(child.pid!)) await new Promise((resolve) => setTimeout(resolve, 20));
    clearTimeout(timer);
  };
  const kill = async () => {
    running.delete(server);
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    }
    while (groupAlive(child.pid!)) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const server: Running = { url, pid: child.pid!, readyMs: 0, output: () => output, stop, kill };
  running.add(server);
  try {
    await waitUntilHealthy(url + healthPath, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  server.readyMs = performance.now() - started;
  return server;
}

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string;
  /** `RESPONSE_CACHE=off`: every read goes to the database. */
  cache?: boolean;
  seedDemo?: boolean;
  /** Start through `npm start` (for the start-time figure) rather than node directly. */
  viaNpm?: boolean;
  /** `LOG_LEVEL`; `default`: unset, the server's own default. Unset here: `warn`, quiet logs. */
  logLevel?: string;
  /** Where the server's stdout (its log) goes; unset: kept in memory, the last 20 kB. */
  stdoutFile?: string;
  /** More environment variables (SERVER_PROCESSES, REDIS_URL, EMBEDDED_DATABASE_THREAD...). */
  env?: Record<string, string>;
}

/** The production server: the built web app, no general rate limit, quiet logs. */
export function startServer(options: ServerOptions): Promise<Running> {
  const env: Record<string, string> = {
    ...startEnv,
    DATA_DIR: options.dataDir,
    SEED_DEMO: options.seedDemo ? '1' : '0',
    RATE_LIMIT: 'off',
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl ?? '',
    ...options.env,
  };
  if (options.logLevel !== 'default') env.LOG_LEVEL = options.logLevel ?? 'warn';
  if (options.cache === false) env.RESPONSE_CACHE = 'off';
  Object.assign(env, options.env);
  const started = performance.now();
  const running = options.viaNpm
    ? launch('npm', ['start', '--silent'], env, '/api/health', options.stdoutFile)
    : launch(
        process.execPath,
        [...startFlags, startScript],
        env,
        '/api/health',
        options.stdoutFile,
      );
  if (env.SEARCH_INDEX === 'off' || options.viaNpm) return running;
  return running.then(async (server) => {
    await untilSearchIndexAnswers(server.url);
    return { ...server, searchIndexMs: performance.now() - started };
  });
}

/**
 * Waits until the server's search index is built (docs/decisions/040): its searches are what
 * the filtered list and the map scenarios measure, not the database's answers meanwhile. Each
 * try asks another page, which no response cache holds.
 */
async function untilSearchIndexAnswers(url: string, timeoutMs = 300_000) {
  const deadline = performance.now() + timeoutMs;
  for (let page = 1; performance.now() < deadline; page++) {
    const res = await fetch(`${url}/api/property?minPrice=0&limit=1&page=${page}`);
    await res.arrayBuffer();
    if (res.headers.get('x-search-index') === 'hit') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the search index was not built within ${timeoutMs / 1000} s`);
}

export function startHelloWorld(): Promise<Running> {
  return launch(process.execPath, ['--import', 'tsx', helloWorldScript], {}, '/');
}

export interface Memory {
  rssMb: number;
  peakRssMb: number;
}

/** VmRSS and VmHWM (the peak) of a process, from /proc. */
export function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}

/** The kernel's clock ticks per second, the unit of CPU times in /proc. */
export const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system, all threads) a process has used so far, from /proc, in seconds. */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) in parentheses: utime is the 12th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

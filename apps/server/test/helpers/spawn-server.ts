import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sourceEntry = path.join(serverRoot, 'src/server.ts');
/** What `npm run build` makes and `npm start` runs (scripts/build.mjs). */
const builtEntry = path.join(serverRoot, 'dist/server.js');

/** Node's arguments to run the server from its TypeScript sources or from the build. */
function serverArgs(built: boolean): string[] {
  if (!built) return ['--import', 'tsx', sourceEntry];
  if (!existsSync(builtEntry)) {
    throw new Error(`${builtEntry} is missing: run \`npm run build\` first`);
  }
  return ['--enable-source-maps', builtEntry];
}

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

export function tempDataDir(prefix = 'elite-data-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * A new DATA_DIR holding a copy of `template`, a data directory whose embedded database is made
 * and migrated (the test run's global setup makes one): a server started on it opens that
 * database instead of making a cluster and migrating it, about 1 s instead of 7 on this machine.
 */
export function dataDirFrom(template: string): string {
  const dataDir = tempDataDir();
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** The process started: the server's, or with `unreapedParent` its parent's. */
  process: ChildProcess;
  /** The server's own pid. */
  serverPid(): number;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the real server as its own process, as `npm start` would: from its sources, or with
 * `built` the bundle that `npm start` runs (the browser journeys use it).
 */
export async function startServer(
  options: {
    dataDir?: string;
    env?: Record<string, string>;
    waitForHealth?: boolean;
    built?: boolean;
    /**
     * Runs the server under a parent that never reaps it (a shell that then becomes `sleep`),
     * so that once killed the server stays a zombie until `stop()` ends that parent, as a slow
     * supervisor leaves it. The server's pid is the first line of the output.
     */
    unreapedParent?: boolean;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? tempDataDir();
  const [command, args] = options.unreapedParent
    ? [
        '/bin/sh',
        ['-c', '"$0" "$@" & echo "$!"; exec sleep 600', process.execPath, ...serverArgs(false)],
      ]
    : [process.execPath, serverArgs(options.built ?? false)];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    url,
    port,
    dataDir,
    process: child,
    serverPid: () =>
      options.unreapedParent ? Number(/^\d+/.exec(output)?.[0]) : (child.pid ?? Number.NaN),
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  if (options.waitForHealth === false) return server;

  const deadline = Date.now() + 90_000;
  let ended = false;
  void exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await server.stop('SIGKILL');
  throw new Error(`server did not become healthy:\n${output}`);
}

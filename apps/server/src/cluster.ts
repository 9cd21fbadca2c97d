import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import type { Config } from './config';

/** How long the primary gives its server processes to finish their requests at shutdown. */
const STOP_TIMEOUT_MS = 30_000;
/** This many unexpected ends within a minute: the processes are crashing, not failing once. */
const MAX_ENDS_PER_MINUTE = 5;

/**
 * Several server processes on one port (SERVER_PROCESSES above 1; decision 037), with Node's
 * cluster module: this process becomes the primary, which serves nothing itself. It forks one
 * server process first, which migrates, creates the admin and seeds the demo data as a single
 * server does, and the others once that one listens (they find all of it done). Each builds the
 * whole app and listens on the same port; the primary hands each new connection to the next
 * process in turn (round robin, Node's default on Linux).
 *
 * A process that ends after it listened is logged and replaced; one that fails to start stops
 * them all (exit code 1), as do five unexpected ends within a minute. SIGTERM or SIGINT stops
 * every process gracefully (each finishes its requests, 30 seconds at most), then the primary.
 *
 * Returns true in that primary; false where this process should run the server itself (one
 * process, or one of the cluster's).
 */
export function startCluster(config: Config): boolean {
  if (config.serverProcesses <= 1 || !cluster.isPrimary) return false;
  runPrimary(config);
  return true;
}

/**
 * How a server process batches its log lines (server.ts): at least 4 kB a write (decision 019).
 * In a cluster every process writes to the same stdout, so each write there is whole lines of at
 * most 4096 bytes (PIPE_BUF), which a pipe, a socket or a file opened for appending takes in
 * one piece: two processes' lines never interleave mid-line.
 */
export function logBatching(): { minLength: number; maxWrite?: number } {
  return cluster.isWorker ? { minLength: 2048, maxWrite: 4096 } : { minLength: 4096 };
}

function runPrimary(config: Config) {
  const count = config.serverProcesses;
  const log = pino({ level: config.logLevel });
  const live = new Set<Worker>();
  const listened = new Set<Worker>();
  const unexpectedEnds: number[] = [];
  let allStarted = false;
  let closing = false;
  let exitCode = 0;

  const fork = () => live.add(cluster.fork());

  const stop = (reason: string) => {
    if (closing) return;
    closing = true;
    log.info({ reason }, 'stopping the server processes');
    for (const worker of live) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of live) worker.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS).unref();
    if (live.size === 0) process.exit(exitCode);
  };

  cluster.on('listening', (worker) => {
    if (listened.has(worker)) return;
    listened.add(worker);
    log.info({ workerPid: worker.process.pid }, 'server process listening');
    if (listened.size === 1 && !allStarted) {
      allStarted = true;
      for (let i = 1; i < count; i++) fork();
    }
    if (listened.size === count && live.size === count) {
      log.info(
        `${count} server processes serve http://${config.host}:${config.port} (primary pid ${process.pid})`,
      );
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    const started = listened.delete(worker);
    const ended = { workerPid: worker.process.pid, code, signal };
    if (closing) {
      // Ended by the signal itself (still starting, before its handlers): a stop, not a failure.
      const stopped = code === 0 || signal === 'SIGTERM' || signal === 'SIGINT';
      if (!stopped) exitCode = 1;
      if (live.size === 0) process.exit(exitCode);
      return;
    }
    if (!started) {
      exitCode = 1;
      log.fatal(ended, 'a server process failed to start');
      return stop('a server process failed to start');
    }
    const now = Date.now();
    unexpectedEnds.push(now);
    while (unexpectedEnds[0]! < now - 60_000) unexpectedEnds.shift();
    if (unexpectedEnds.length >= MAX_ENDS_PER_MINUTE) {
      exitCode = 1;
      log.fatal(ended, `${MAX_ENDS_PER_MINUTE} server processes ended within a minute`);
      return stop('server processes keep ending');
    }
    log.error(ended, 'a server process ended; starting another');
    fork();
  });

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  log.info(`starting ${count} server processes (SERVER_PROCESSES)`);
  fork();
}

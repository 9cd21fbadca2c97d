import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { logBatching, startCluster } from './cluster';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './demo/seed';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock';
import { ensureAdmin } from './modules/identity/service';
import { webRoot } from './paths';

const defaultWebDist = path.join(webRoot, 'dist');

/** Reads config, locks DATA_DIR, migrates, seeds, listens; shuts down gracefully. */
async function main() {
  const config = loadConfig();
  // SERVER_PROCESSES above 1: this process only starts and watches the servers (cluster.ts).
  if (startCluster(config)) return;
  config.webDist ??= defaultWebDist;

  const releaseLock = config.databaseUrl
    ? async () => undefined
    : await lockDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDir: path.join(config.dataDir, 'db'),
    embeddedThread: config.embeddedThread,
  });
  await database.migrate();
  if (config.admin) await ensureAdmin(database.db, config.admin.email, config.admin.password);

  // Log lines go to stdout without blocking the event loop: gathered up to 4 kB (or a quarter
  // of a second) and written in the background, one write for many lines; flushed
  // synchronously before the process exits (shutdown, crash), so no line is lost.
  const logDestination = pino.destination({
    dest: 1,
    sync: false,
    ...logBatching(),
    periodicFlush: 250,
  });
  const flushLogs = () => {
    try {
      logDestination.flushSync();
    } catch {
      // stdout is gone (a closed pipe): nothing can be written any more.
    }
  };
  const app = await buildApp({ config, database, logStream: logDestination });
  let closing = false;
  /** Answers the requests in flight, closes the database and the lock, and exits. */
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
    } finally {
      await releaseLock();
      flushLogs();
      process.exit(exitCode);
    }
  };
  process.on('uncaughtException', (error, origin) => {
    app.log.fatal({ err: error, origin }, 'server crashed');
    flushLogs();
    process.exit(1);
  });
  // The embedded database's thread died (db/embedded-thread.ts): requests in flight are told
  // (503), and the server stops with a message and exit code 1 for its supervisor to restart it.
  database.onFailure((error) => {
    app.log.fatal({ err: error }, `${error.message}: the server stops`);
    void shutdown('database stopped', 1);
  });
  if (
    config.seedDemo &&
    (await seedDemoData({
      db: database.db,
      images: app.imageStorage,
      depositPercent: config.reservationDepositPercent,
      areaUnit: config.areaUnit,
      locales: config.locales,
    }))
  ) {
    app.log.info('demo data seeded');
  }

  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${config.siteName} is serving on http://${config.host}:${config.port} (${database.kind} database)`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});

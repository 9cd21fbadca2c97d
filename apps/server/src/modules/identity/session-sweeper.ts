import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { Poller } from '../../lib/poller';
import { sweepDeadSessions } from './service';

/** Once a day (and at start): the sessions' lifetimes are checked on use, their rows go here. */
export const SESSION_SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes expired and idle sessions at start and every day (app.ts starts it): a Poller whose
 * pass is one sweep. Several servers sweep one at a time under an advisory lock (service.ts);
 * on the embedded database there is one process.
 */
export function createSessionSweeper(options: {
  db: Database;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): Poller {
  const sweeper: Poller = new Poller(async () => {
    try {
      const deleted = await sweepDeadSessions(options.db);
      if (deleted) options.log.info({ deleted }, 'dead sessions deleted');
    } catch (error) {
      // The database is away (or closing): tomorrow's sweep tries again.
      if (!sweeper.isStopped) {
        options.log.error({ err: error }, 'session sweeper: cannot delete dead sessions');
      }
    }
  }, options.intervalMs ?? SESSION_SWEEP_INTERVAL_MS);
  return sweeper;
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { Poller } from '../../lib/poller';
import { sweepDeadSessions } from './service';

/** Once a day (and at start): the sessions' lifetimes are checked on use, their rows go here. */
export const SESSION_SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes expired and idle sessions at start and every day (app.ts starts it). Several servers
 * sweep one at a time under an advisory lock (service.ts); on the embedded database there is
 * one process.
 */
export class SessionSweeper {
  private readonly poller: Poller;

  constructor(
    private readonly options: { db: Database; log: FastifyBaseLogger; intervalMs?: number },
  ) {
    this.poller = new Poller(() => this.pass(), options.intervalMs ?? SESSION_SWEEP_INTERVAL_MS);
  }

  start(): void {
    this.poller.start();
  }

  /** Sweep now (or right after the sweep under way). */
  nudge(): void {
    this.poller.nudge();
  }

  /** Resolves when the sweep under way (if any) has ended. */
  settled(): Promise<void> {
    return this.poller.settled();
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }

  private async pass(): Promise<void> {
    try {
      const deleted = await sweepDeadSessions(this.options.db);
      if (deleted) this.options.log.info({ deleted }, 'dead sessions deleted');
    } catch (error) {
      // The database is away (or closing): tomorrow's sweep tries again.
      if (!this.poller.isStopped) {
        this.options.log.error({ err: error }, 'session sweeper: cannot delete dead sessions');
      }
    }
  }
}

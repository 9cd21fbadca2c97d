import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@elite/shared/locales';
import type { Database } from '../../db/client';
import { Poller } from '../../lib/poller';
import { runNextRow } from './service';

/** How often to look for unfinished imports, besides the nudge of a new one. */
const IMPORT_POLL_MS = 5000;

/**
 * The listing imports' worker (docs/decisions/071): every IMPORT_POLL_MS, and at once when an
 * import is queued, applies rows one at a time until none is waiting; an import left half done
 * by a stopped server is carried on from its `processed` rows by the next pass of any server.
 */
export class ImportWorker {
  private readonly poller: Poller;

  constructor(
    private readonly options: { db: Database; log: FastifyBaseLogger; locales: readonly Locale[] },
  ) {
    this.poller = new Poller(() => this.pass(), IMPORT_POLL_MS);
  }

  start(): void {
    this.poller.start();
  }

  nudge(): void {
    this.poller.nudge();
  }

  settled(): Promise<void> {
    return this.poller.settled();
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }

  private async pass(): Promise<void> {
    const { db, log, locales } = this.options;
    const onError = (error: unknown) => log.error({ err: error }, 'import row failed');
    try {
      while (!this.poller.isStopped && (await runNextRow(db, locales, onError)));
    } catch (error) {
      // The database is away (or closing): the next poll tries again.
      if (!this.poller.isStopped) log.error({ err: error }, 'import worker: cannot run imports');
    }
  }
}

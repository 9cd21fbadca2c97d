import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { Poller } from '../../lib/poller';
import type { Notifier } from '../mail/notifier';
import { matchNextListing, sendDueDigests } from './service';
import { queueOpenHouseReminders } from '../open-houses/service';

export interface AlertWorkerOptions {
  db: Database;
  notify: Notifier;
  log: FastifyBaseLogger;
  /** How often to look for waiting listings and due digests, besides the nudges. */
  pollMs: number;
  /** The hour (UTC) of each day's digests. */
  digestHour: number;
  /** The time (tests move it). */
  now: () => Date;
  /** Wakes the mail worker once alert e-mails are committed. */
  mailQueued: () => void;
}

/**
 * The saved-search alerts (docs/decisions/034): every `pollMs`, and at once when nudged (a
 * listing was verified), matches the waiting listings one by one, then sends the digests
 * that are due and queues the open houses' reminders the day before (open-houses/service.ts). The verification's response never waits for it. One pass at a time per
 * process; several processes share the work through row locks (service.ts).
 */
export class AlertWorker {
  private readonly poller: Poller;

  constructor(private readonly options: AlertWorkerOptions) {
    this.poller = new Poller(() => this.pass(), options.pollMs);
  }

  start(): void {
    this.poller.start();
  }

  /** Look now (or right after the pass under way). */
  nudge(): void {
    this.poller.nudge();
  }

  /** Resolves when the pass under way (if any) has ended: for tests that move the clock. */
  settled(): Promise<void> {
    return this.poller.settled();
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }

  private async pass(): Promise<void> {
    const { db, notify, log, now, digestHour, mailQueued } = this.options;
    try {
      let mailed = 0;
      for (;;) {
        if (this.poller.isStopped) return;
        const started = Date.now();
        const result = await matchNextListing(db, notify, now());
        if (!result.done) break;
        mailed += result.mailed;
        log.info({ mailed: result.mailed, ms: Date.now() - started }, 'listing matched');
      }
      if (this.poller.isStopped) return;
      const digests = await sendDueDigests(db, notify, now(), digestHour);
      if (digests > 0) log.info({ digests }, 'daily digests queued');
      // The open houses' reminders the day before (CONTRACT.md section 13), once across servers.
      const reminders = await queueOpenHouseReminders(db, notify, now());
      if (reminders > 0) log.info({ reminders }, 'open house reminders queued');
      if (mailed + digests + reminders > 0) mailQueued();
    } catch (error) {
      // The database is away (or closing): the next poll tries again.
      if (!this.poller.isStopped) log.error({ err: error }, 'alert worker: cannot match listings');
    }
  }
}

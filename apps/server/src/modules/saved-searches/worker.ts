import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Notifier } from '../mail/notifier';
import { matchNextListing, sendDueDigests } from './service';

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
 * listing was verified), matches the waiting listings one by one and then sends the digests
 * that are due. The verification's response never waits for it. One pass at a time per
 * process; several processes share the work through row locks (service.ts).
 */
export class AlertWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: AlertWorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.nudge(), this.options.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /** Look now (or right after the pass under way). */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.nudge();
      }
    });
  }

  /** Resolves when the pass under way (if any) has ended: for tests that move the clock. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async pass(): Promise<void> {
    const { db, notify, log, now, digestHour, mailQueued } = this.options;
    try {
      let mailed = 0;
      for (;;) {
        if (this.stopped) return;
        const started = Date.now();
        const result = await matchNextListing(db, notify, now());
        if (!result.done) break;
        mailed += result.mailed;
        log.info({ mailed: result.mailed, ms: Date.now() - started }, 'listing matched');
      }
      if (this.stopped) return;
      const digests = await sendDueDigests(db, notify, now(), digestHour);
      if (digests > 0) log.info({ digests }, 'daily digests queued');
      if (mailed + digests > 0) mailQueued();
    } catch (error) {
      // The database is away (or closing): the next poll tries again.
      if (!this.stopped) log.error({ err: error }, 'alert worker: cannot match listings');
    }
  }
}

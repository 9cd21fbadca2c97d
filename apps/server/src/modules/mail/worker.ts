import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { claimDueMail, markMailFailed, markMailSent, type OutboxRow } from './service';
import type { MailTransport } from './transports';
import { Poller } from '../../lib/poller';

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  log: FastifyBaseLogger;
  from: string;
  /** How often to look for due e-mail, besides the nudges. */
  pollMs: number;
  /** The first retry's delay; doubled at each failure, up to MAX_BACKOFF_MS. */
  retryBaseMs: number;
  /** How many e-mails one claim takes. */
  batchSize?: number;
  /** How long a claimed e-mail is this worker's before another may take it. */
  leaseMs?: number;
}

export const MAX_BACKOFF_MS = 60 * 60 * 1000;
export const DEFAULT_LEASE_MS = 2 * 60 * 1000;

/** The delay after the `attempts`-th failure (1, 2, ...): base, 2 x base, 4 x base, ... up to an hour. */
export function backoffMs(baseMs: number, attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
}

/**
 * Sends the outbox: every `pollMs`, and at once when nudged. Claims a batch of due e-mails
 * (service.claimDueMail: SKIP LOCKED and a lease), sends each outside any transaction, then
 * marks it sent or schedules its retry. One pass at a time per process; several processes
 * share the outbox through the locks.
 */
export class MailWorker {
  private readonly poller: Poller;
  private readonly batchSize: number;
  private readonly leaseMs: number;

  constructor(private readonly options: MailWorkerOptions) {
    this.batchSize = options.batchSize ?? 20;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.poller = new Poller(() => this.drain(), options.pollMs);
  }

  start(): void {
    this.poller.start();
  }

  /** Look for due e-mail now (or right after the pass under way). */
  nudge(): void {
    this.poller.nudge();
  }

  /** Stops looking and waits for the e-mail being sent; what is left stays queued. */
  async stop(): Promise<void> {
    await this.poller.stop();
    this.options.transport.close();
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        if (this.poller.isStopped) return;
        const rows = await claimDueMail(this.options.db, this.batchSize, this.leaseMs);
        for (const row of rows) await this.deliver(row);
        if (rows.length < this.batchSize) return;
      }
    } catch (error) {
      // The database is away (or closing): the next poll tries again.
      if (!this.poller.isStopped)
        this.options.log.error({ err: error }, 'mail worker: cannot read the outbox');
    }
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const { transport, log, db } = this.options;
    const about = { mailId: row.id, kind: row.kind, to: row.toEmail, transport: transport.kind };
    try {
      await transport.send({
        id: row.id,
        from: this.options.from,
        to: { name: row.toName, address: row.toEmail },
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers ?? undefined,
        attachments: row.attachments ?? undefined,
      });
    } catch (error) {
      const attempts = row.attempts + 1;
      const delay = backoffMs(this.options.retryBaseMs, attempts);
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ ...about, attempts, retryInMs: delay, reason }, 'e-mail not sent, will retry');
      await markMailFailed(db, row.id, reason, delay);
      return;
    }
    await markMailSent(db, row.id);
    log.info({ ...about, attempts: row.attempts + 1 }, 'e-mail sent');
  }
}

import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import * as repo from './repository';
import { forgetVisitorsBefore, utcDay, writeCounts } from './service';

/** How often the counts kept in memory are written. */
export const FLUSH_INTERVAL_MS = 2000;
/** Views hashed between two turns of the event loop while a batch is prepared. */
const YIELD_EVERY = 256;

interface SeenView {
  day: string;
  propertyId: string;
  address: string;
  userAgent: string;
  viewerId: string | null;
}

/**
 * Listing views and searches, counted in memory as answers go out and written in batches (one
 * transaction every couple of seconds, and on close): counting never waits for the database. A
 * visitor is an HMAC of their address and browser with the day's key (repository.visitorKeyOf),
 * so that every process counts a visitor once a day; the address and browser stay in memory
 * until the next batch only.
 */
export class FigureCounter {
  private views = new Map<string, SeenView>();
  private searches = new Map<string, number>();
  /** Visitors this process has written today: seen again, they cost no write. */
  private written = new LRUCache<string, true>({ max: 100_000 });
  private keys = new Map<string, Buffer>();
  private forgottenBefore: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  /** A listing's page or detail answered to a visitor (not its agent: `viewerId` is checked). */
  view(propertyId: string, address: string, userAgent: string, viewerId: string | null) {
    const day = utcDay(this.now());
    const key = `${day}\n${propertyId}\n${viewerId ?? ''}\n${address}\n${userAgent}`;
    if (!this.views.has(key))
      this.views.set(key, { day, propertyId, address, userAgent, viewerId });
  }

  /** A listing search answered. */
  search() {
    const day = utcDay(this.now());
    this.searches.set(day, (this.searches.get(day) ?? 0) + 1);
  }

  start() {
    this.timer ??= setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Writes what is counted so far (after any write under way); a failed batch is logged. */
  flush(): Promise<void> {
    this.running = this.running.then(() =>
      this.write().catch((error: unknown) => {
        this.log.error({ err: error }, 'could not write the listing figures');
      }),
    );
    return this.running;
  }

  private async write() {
    const today = utcDay(this.now());
    if (this.forgottenBefore !== today) {
      await forgetVisitorsBefore(this.db, today);
      this.forgottenBefore = today;
      for (const day of this.keys.keys()) if (day < today) this.keys.delete(day);
    }
    const seen = [...this.views.values()];
    const searches = this.searches;
    this.views = new Map();
    this.searches = new Map();
    const views: repo.PendingView[] = [];
    const written = new Set<string>();
    for (const [index, view] of seen.entries()) {
      // A batch may hold thousands of views, each an HMAC: a turn to the answers waiting now and
      // then, so that the batch never holds one up for long.
      if (index > 0 && index % YIELD_EVERY === 0) await new Promise((done) => setImmediate(done));
      const visitor = createHmac('sha256', await this.keyOf(view.day))
        .update(`${view.address}\n${view.userAgent}`)
        .digest();
      const key = `${view.day} ${view.propertyId} ${view.viewerId ?? ''} ${visitor.toString('base64')}`;
      if (this.written.has(key) || written.has(key)) continue;
      written.add(key);
      views.push({ day: view.day, propertyId: view.propertyId, visitor, viewerId: view.viewerId });
    }
    if (views.length === 0 && searches.size === 0) return;
    await writeCounts(this.db, views, searches);
    for (const key of written) this.written.set(key, true);
  }

  private async keyOf(day: string): Promise<Buffer> {
    const known = this.keys.get(day);
    if (known) return known;
    const key = await repo.visitorKeyOf(this.db, day);
    this.keys.set(day, key);
    return key;
  }
}

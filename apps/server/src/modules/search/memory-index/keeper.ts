import type { FastifyBaseLogger } from 'fastify';
import type { PublicChange } from '../../../lib/public-changes';
import { SearchIndex, type SearchColumns } from './search-index';
import { patchParts } from './patch';

interface KeeperOptions {
  /** Reads every listed listing's search columns (index-repository.loadSearchColumns). */
  load: (signal: AbortSignal) => Promise<SearchColumns>;
  /** Reads changed listings again (index-repository.loadChangedListings). */
  reload: (which: {
    ids: string[];
    agentId?: string | undefined;
  }) => Promise<{ ids: string[]; columns: SearchColumns }>;
  /** The number of public changes now (lib/public-changes.ts), undefined if unknown. */
  seq: () => Promise<number | undefined>;
  log: FastifyBaseLogger;
}

/** A build that failed (the database or Redis away) is tried again this much later. */
const RETRY_MS = 5000;

/**
 * Keeps the search index (docs/decisions/040, 050). It is built once, at start, then follows
 * the public changes it hears in order: a listing's change reads that listing again and patches
 * the index (in, out, or updated). It answers a reader only when it holds every change the
 * reader could know of (`seq`); else the database answers until the patch is in. Only when
 * changes may have been missed (a reconnect) is it built again, once.
 */
export class SearchIndexKeeper {
  private index: SearchIndex | undefined;
  /** The number of the last public change the index holds. */
  private applied = -1;
  private building: Promise<void> | undefined;
  private buildAgain = false;
  /** Changes heard while a build reads the listings, applied when it is done. */
  private pending: { change: PublicChange; seq: number }[] = [];
  private retry: NodeJS.Timeout | undefined;
  /** Readers waiting for a change to be patched in, each with the change's number. */
  private waiting = new Set<{ seq: number; ready: () => void }>();
  private readonly stop = new AbortController();

  constructor(private readonly options: KeeperOptions) {}

  /** The index for a reader who may know of `seq` changes, if it holds them all. */
  current(seq: number | undefined): SearchIndex | undefined {
    if (seq === undefined || this.applied < seq) return undefined;
    return this.index;
  }

  /** The index holding exactly the first `seq` changes, none after them. */
  holding(seq: number): SearchIndex | undefined {
    return this.applied === seq ? this.index : undefined;
  }

  /**
   * The index for a reader who may know of `seq` changes, once it holds them: a listing's
   * change is patched in within milliseconds, much sooner than the database would answer a
   * search. Undefined when there is no index or the patch takes longer than `waitMs`.
   */
  async at(seq: number | undefined, waitMs: number): Promise<SearchIndex | undefined> {
    if (seq === undefined || !this.index) return undefined;
    if (this.applied < seq) {
      let waiter: { seq: number; ready: () => void } | undefined;
      const patched = new Promise<void>((ready) => this.waiting.add((waiter = { seq, ready })));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((ready) => (timer = setTimeout(ready, waitMs)));
      await Promise.race([patched, late]);
      clearTimeout(timer);
      if (waiter) this.waiting.delete(waiter);
    }
    return this.current(seq);
  }

  /** Lets the readers waiting for changes up to `applied` go on. */
  private held(seq: number) {
    this.applied = Math.max(this.applied, seq);
    for (const waiter of this.waiting) {
      if (waiter.seq > this.applied) continue;
      this.waiting.delete(waiter);
      waiter.ready();
    }
  }

  /** Builds the index from every listed listing (at start, and after missed changes). */
  rebuild(): Promise<void> {
    if (this.stop.signal.aborted) return Promise.resolve();
    if (this.building) {
      this.buildAgain = true;
      return this.building;
    }
    this.building = this.build().finally(() => {
      this.building = undefined;
      if (this.buildAgain) {
        this.buildAgain = false;
        void this.rebuild();
      }
    });
    return this.building;
  }

  private async build() {
    const started = performance.now();
    try {
      const seq = await this.options.seq();
      if (seq === undefined) throw new Error('the number of public changes is unknown');
      // The changes heard from now on are applied again after the build.
      this.pending = [];
      const columns = await this.options.load(this.stop.signal);
      if (this.stop.signal.aborted) return;
      this.index = await SearchIndex.build(columns);
      this.held(seq);
      this.options.log.info(
        { listings: this.index.count, ms: Math.round(performance.now() - started) },
        'search index built',
      );
    } catch (error) {
      if (this.stop.signal.aborted) return;
      this.options.log.warn({ err: error }, 'search index: not built; the database answers');
      this.retry = setTimeout(() => void this.rebuild(), RETRY_MS);
      this.retry.unref();
      return;
    }
    const heard = this.pending;
    this.pending = [];
    for (const { change, seq } of heard) await this.apply(change, seq);
  }

  /** Hears a public change, in order (lib/public-changes.ts), and patches the index. */
  async changed(change: PublicChange, seq: number): Promise<void> {
    if (this.stop.signal.aborted) return;
    if (this.building) {
      this.pending.push({ change, seq });
      return;
    }
    await this.apply(change, seq);
  }

  private async apply(change: PublicChange, seq: number): Promise<void> {
    if (change.kind === 'everything') {
      // Current again once built (not awaited: this may be a build's own replay).
      void this.rebuild();
      return;
    }
    const which =
      change.kind === 'listing'
        ? { ids: [change.id] }
        : change.kind === 'agent'
          ? { ids: change.listings ?? [], agentId: change.id }
          : undefined;
    const index = this.index;
    if (which && index) {
      try {
        const { ids, columns } = await this.options.reload(which);
        // A build may have replaced the index meanwhile: it is patched, not the older one.
        const latest = this.index ?? index;
        this.index = SearchIndex.of(patchParts(latest.madeOf, ids, columns));
      } catch (error) {
        this.options.log.warn({ err: error, change }, 'search index: not patched; built again');
        void this.rebuild();
        return;
      }
    }
    this.held(seq);
  }

  /** Stops building (the server is closing) and waits for a build under way to give up. */
  async close(): Promise<void> {
    this.stop.abort();
    if (this.retry) clearTimeout(this.retry);
    await this.building;
    this.index = undefined;
    for (const waiter of this.waiting) waiter.ready();
    this.waiting.clear();
  }
}

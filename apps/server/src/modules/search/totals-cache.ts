/** The total of a list query, as `X-Total-Count` gives it. */
export interface ListTotal {
  total: number;
  /** The planner's estimate (above EXACT_COUNT_LIMIT matches), not a count. */
  estimated: boolean;
}

/**
 * Totals of the public list per location term, valid for one generation of public data (the
 * number of public changes, lib/public-changes.ts): every public change moves it on before its
 * response leaves, so a total kept here is never older than a change that a reader could have
 * seen. The total depends only on the term, not on the order or the page, so the pages and
 * orders of one search share one count. Kept with RESPONSE_CACHE=off too: only the store of
 * whole responses is switched off, the generation keeps running.
 */
export class TotalsCache {
  private generation: string | undefined;
  /** In insertion order, so the oldest entry goes first when the cache is full. */
  private readonly totals = new Map<string, ListTotal>();

  constructor(private readonly maxEntries = 10_000) {}

  /** The total kept for `term` in `generation`, if any. */
  get(generation: string | undefined, term: string): ListTotal | undefined {
    if (generation === undefined || generation !== this.generation) return undefined;
    return this.totals.get(term);
  }

  /**
   * Keeps a total that was counted after `generation` was read (so it includes every write
   * acknowledged before that generation). Another generation empties the cache.
   */
  set(generation: string | undefined, term: string, total: ListTotal): void {
    if (generation === undefined) return;
    if (generation !== this.generation) {
      this.generation = generation;
      this.totals.clear();
    }
    if (this.totals.size >= this.maxEntries) {
      const oldest = this.totals.keys().next().value;
      if (oldest !== undefined) this.totals.delete(oldest);
    }
    this.totals.set(term, total);
  }
}

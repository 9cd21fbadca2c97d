import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { SearchIndex, type SearchColumns } from './search-index';

interface KeeperOptions {
  /** Reads every listed listing's search columns (search-repository.loadSearchColumns). */
  load: (signal: AbortSignal) => Promise<SearchColumns>;
  /** The generation of public data now (plugins/response-cache.ts), undefined if unknown. */
  generation: () => Promise<string | undefined>;
  log: FastifyBaseLogger;
}

/**
 * Keeps the search index of the current generation of public data (docs/decisions/040). Every
 * acknowledged write moves the generation on before its response leaves, so an index built
 * from a load that started after reading generation G holds every write a reader of G could
 * have seen; it answers only readers of G. A reader of another generation gets no index (the
 * database answers it) and starts a build in the background. Builds run one at a time and,
 * under a stream of writes, leave the database at least half of the time.
 */
export class SearchIndexKeeper {
  private built: { generation: string; index: SearchIndex } | undefined;
  private building: Promise<void> | undefined;
  private readonly stop = new AbortController();
  private lastBuildMs = 0;
  private lastBuildEnd = 0;

  constructor(private readonly options: KeeperOptions) {}

  /** The index for readers of `generation`, if built; else undefined, and a build starts. */
  current(generation: string | undefined): SearchIndex | undefined {
    if (generation === undefined) return undefined;
    const built = this.built;
    if (built?.generation === generation) return built.index;
    void this.refresh();
    return undefined;
  }

  /** Builds the index for the current generation unless it is built; resolves when done. */
  refresh(): Promise<void> {
    if (this.stop.signal.aborted) return Promise.resolve();
    this.building ??= this.build().finally(() => {
      this.building = undefined;
    });
    return this.building;
  }

  private async build() {
    const rest = this.lastBuildEnd + this.lastBuildMs - Date.now();
    if (rest > 0) {
      await sleep(rest, undefined, { ref: false, signal: this.stop.signal }).catch(() => undefined);
    }
    const generation = await this.options.generation();
    if (generation === undefined || this.built?.generation === generation) return;
    if (this.stop.signal.aborted) return;
    const started = performance.now();
    try {
      const columns = await this.options.load(this.stop.signal);
      if (this.stop.signal.aborted) return;
      const index = await SearchIndex.build(columns);
      this.built = { generation, index };
      this.options.log.info(
        { listings: index.count, ms: Math.round(performance.now() - started) },
        'search index built',
      );
    } catch (error) {
      if (!this.stop.signal.aborted) {
        this.options.log.warn({ err: error }, 'search index: not built; the database answers');
      }
    } finally {
      this.lastBuildMs = performance.now() - started;
      this.lastBuildEnd = Date.now();
    }
  }

  /** Stops building (the server is closing) and waits for a build under way to give up. */
  async close(): Promise<void> {
    this.stop.abort();
    await this.building;
    this.built = undefined;
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@elite/shared/locales';
import type { Database } from '../../db/client';
import { Poller } from '../../lib/poller';
import type { ImageStorage } from '../images/storage';
import type { PhotoFetchOptions } from './photo-fetch';
import { fetchableUrls, fetchedBefore, importPhotos } from './photos';
import { pruneFinishedImports, rowsAhead } from './repository';
import { runNextRow } from './service';

/** How often to look for unfinished imports, besides the nudge of a new one. */
const IMPORT_POLL_MS = 5000;
/** How many rows' photos are fetched together when a row needs its own (decision 073). */
const ROWS_AHEAD = 32;
/** At most this many refused addresses are remembered in a pass. */
const FAILURES_KEPT = 10_000;
/** A finished import (its file's rows, its result) is kept this many days, then deleted. */
export const IMPORT_KEPT_DAYS = 30;
const PRUNE_EVERY_MS = 24 * 60 * 60 * 1000;

export interface ImportWorkerOptions {
  db: Database;
  log: FastifyBaseLogger;
  locales: readonly Locale[];
  storage: ImageStorage;
  photoFetch: PhotoFetchOptions;
}

/**
 * The listing imports' worker (docs/decisions/071): every IMPORT_POLL_MS, and at once when an
 * import is queued, applies rows one at a time until none is waiting; an import left half done
 * by a stopped server is carried on from its `processed` rows by the next pass of any server.
 * A row's photos named by URL are fetched between two tries of the row (decision 073). Once a
 * day, imports finished over IMPORT_KEPT_DAYS ago are deleted.
 */
export class ImportWorker {
  private readonly poller: Poller;
  private readonly ownImages: string;
  private prunedAt = 0;

  constructor(private readonly options: ImportWorkerOptions) {
    this.poller = new Poller(() => this.pass(), IMPORT_POLL_MS);
    // Where this site's stored images are served from (/images/, or an S3 store's address).
    const probe = 'probe.webp';
    this.ownImages = options.storage.publicUrl(probe).slice(0, -probe.length);
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

  /**
   * The addresses the next rows of the import will need, besides `urls`: fetched with them, so
   * that each row is tried once and many photos are remembered in one statement.
   */
  private async photosAhead(importId: string, row: number, urls: string[]): Promise<string[]> {
    const { db } = this.options;
    const ahead = await rowsAhead(db, importId, row + 1, ROWS_AHEAD);
    const wanted = new Set(ahead.flatMap((cells) => fetchableUrls(cells, this.isOwn)));
    for (const url of urls) wanted.delete(url);
    const before = await fetchedBefore(db, [...wanted]);
    return [...wanted].filter((url) => !before.has(url));
  }

  private isOwn = (url: string) => url.startsWith('/images/') || url.startsWith(this.ownImages);

  private async pass(): Promise<void> {
    const { db, log, locales, storage, photoFetch } = this.options;
    const onError = (error: unknown) => log.error({ err: error }, 'import row failed');
    // Why addresses could not be taken, for the rows naming them.
    let failed = new Map<string, string>();
    try {
      if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) {
        this.prunedAt = Date.now();
        const deleted = await pruneFinishedImports(db, IMPORT_KEPT_DAYS);
        if (deleted > 0) log.info({ deleted }, 'old imports deleted');
      }
      while (!this.poller.isStopped) {
        const context = { offered: locales, photos: { isOwn: this.isOwn, failed } };
        const step = await runNextRow(db, context, onError);
        if (step === 'idle') break;
        if (step === 'recorded') continue;
        if (failed.size > FAILURES_KEPT) failed = new Map();
        for (const [url, why] of await importPhotos(db, storage, photoFetch, [
          ...step.urls,
          ...(await this.photosAhead(step.importId, step.row, step.urls)),
        ])) {
          failed.set(url, why);
        }
      }
    } catch (error) {
      // The database is away (or closing): the next poll tries again.
      if (!this.poller.isStopped) log.error({ err: error }, 'import worker: cannot run imports');
    }
  }
}

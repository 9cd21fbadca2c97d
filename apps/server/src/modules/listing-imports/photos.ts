import { inArray } from 'drizzle-orm';
import type { PropertyInput } from '@elite/shared';
import type { Database, Tx } from '../../db/client';
import { importedPhotos } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { IMPORT_WEBP_EFFORT } from '../images/processing';
import { storeImage } from '../images/service';
import type { ImageStorage } from '../images/storage';
import { CellError } from './columns';
import { fetchPhoto, PhotoFetchError, type PhotoFetchOptions } from './photo-fetch';

/*
 * A row's photos (CONTRACT.md section 15, decision 073). This site's own images, and what the
 * listing already shows, are taken as they are (an export imports back unchanged); any other
 * address must be `https` and is fetched once by the worker — outside the row's transaction, so
 * a slow photo never holds the database — checked and re-encoded as an upload is, and remembered
 * (imported_photos), so that the same file imported again takes the same images.
 */

/** What the row's photos are checked against. */
export interface RowPhotos {
  /** Whether an address is one of this site's stored images. */
  isOwn: (url: string) => boolean;
  /** Why the worker could not take an address of this row, by address. */
  failed: ReadonlyMap<string, string>;
  /** A dry run checks the addresses' form and fetches nothing. */
  dryRun: boolean;
}

/** The row needs these addresses fetched first: the worker fetches them and tries it again. */
export class PhotosNeeded extends Error {
  /** The import and its row (0-based) that asked: the rows after it are looked at too. */
  importId = '';
  row = 0;

  constructor(readonly urls: string[]) {
    super('photos to fetch');
  }
}

/** The addresses a row's cells name that a fetch would take: `https`, not this site's. */
export function fetchableUrls(cells: Record<string, string>, isOwn: (url: string) => boolean) {
  const named = [...(cells.photos ?? '').split('|'), cells.floor_plan ?? ''];
  return named.map((url) => url.trim()).filter((url) => url.startsWith('https://') && !isOwn(url));
}

/** Which of these addresses were fetched before. */
export async function fetchedBefore(db: Database, urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const found = await db
    .select({ url: importedPhotos.sourceUrl })
    .from(importedPhotos)
    .where(inArray(importedPhotos.sourceUrl, [...urls]));
  return new Set(found.map((photo) => photo.url));
}

/** How many photos of a row are fetched at once (each then re-encoded in turn). */
const FETCHES_AT_ONCE = 4;

/**
 * The row's input with each fetched address replaced by the image it became (the schema has
 * checked each is `https` or this site's); a CellError for an address that could not be taken,
 * PhotosNeeded for those not fetched yet.
 */
export async function withImportedPhotos(
  db: Tx,
  input: PropertyInput,
  kept: readonly string[],
  row: RowPhotos,
): Promise<PropertyInput> {
  const named: [field: string, urls: string[]][] = [
    ['photos', input.photos?.map((photo) => photo.url) ?? []],
    ['floor_plan', input.floor_plan ? [input.floor_plan] : []],
  ];
  const external: string[] = [];
  for (const [field, urls] of named) {
    for (const url of urls) {
      if (row.isOwn(url) || kept.includes(url)) continue;
      const failure = row.failed.get(url);
      if (failure) throw new CellError(field, failure);
      external.push(url);
    }
  }
  if (external.length === 0 || row.dryRun) return input;
  const found = await db
    .select()
    .from(importedPhotos)
    .where(inArray(importedPhotos.sourceUrl, [...new Set(external)]));
  const stored = new Map(found.map((photo) => [photo.sourceUrl, photo.imageUrl]));
  const missing = [...new Set(external.filter((url) => !stored.has(url)))];
  if (missing.length > 0) throw new PhotosNeeded(missing);
  const swap = (url: string) => stored.get(url) ?? url;
  return {
    ...input,
    ...(input.photos && {
      photos: input.photos.map((photo) => ({ ...photo, url: swap(photo.url) })),
    }),
    ...(input.floor_plan && { floor_plan: swap(input.floor_plan) }),
  };
}

/** Fetches, re-encodes and stores one address; the image it became. */
async function importPhoto(storage: ImageStorage, options: PhotoFetchOptions, url: string) {
  const bytes = await fetchPhoto(url, options);
  return (await storeImage(storage, bytes, IMPORT_WEBP_EFFORT)).display_url;
}

/**
 * Takes each address (a few at a time) and remembers the images in one statement (each commit
 * of the embedded database writes its files: one for many photos); why each one that could not
 * be taken was not.
 */
export async function importPhotos(
  db: Database,
  storage: ImageStorage,
  options: PhotoFetchOptions,
  urls: readonly string[],
): Promise<Map<string, string>> {
  const failed = new Map<string, string>();
  const taken: { sourceUrl: string; imageUrl: string }[] = [];
  for (let at = 0; at < urls.length; at += FETCHES_AT_ONCE) {
    await Promise.all(
      urls.slice(at, at + FETCHES_AT_ONCE).map(async (url) => {
        try {
          taken.push({ sourceUrl: url, imageUrl: await importPhoto(storage, options, url) });
        } catch (error) {
          // Not a photo (an upload's refusals: type, size, pixels) or not to be had.
          if (error instanceof PhotoFetchError || error instanceof HttpError) {
            failed.set(url, error.message);
          } else throw error;
        }
      }),
    );
  }
  if (taken.length > 0) await db.insert(importedPhotos).values(taken).onConflictDoNothing();
  return failed;
}

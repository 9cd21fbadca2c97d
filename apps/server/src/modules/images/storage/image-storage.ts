import type { Readable } from 'node:stream';

/** One stored image, streamed to the client. */
export interface StoredImage {
  body: Readable;
  size: number | undefined;
}

/**
 * Where image bytes live. Names are already validated (`<hash>[-<width>].webp`, or `.jpg` for a JPEG copy); objects are
 * content-addressed, so a name is written once and never changes.
 */
export interface ImageStorage {
  /** Writes the bytes under this name; a name always holds the same bytes. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** The object's bytes, or undefined when there is no such object. */
  get(name: string): Promise<StoredImage | undefined>;
  /** The URL clients load the object from. */
  publicUrl(name: string): string;
  /** Releases connections when the app closes. */
  close?(): void;
}

/** Every stored image is WebP, */
export const IMAGE_CONTENT_TYPE = 'image/webp';

/** but for the JPEG copies made for e-mail (`<name>.jpg`, service.ts openJpegCopy). */
export const JPEG_CONTENT_TYPE = 'image/jpeg';

/** A name never changes its bytes, so caches may keep an image for good. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The path this server serves stored images under (see the /images/ route). */
export const servedImageUrl = (name: string) => `/images/${name}`;

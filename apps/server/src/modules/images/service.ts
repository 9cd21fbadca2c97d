import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  imageSrcSet,
  JPEG_COPY_NAME,
  SHARE_IMAGE_NAME,
  messages,
  STORED_IMAGE_NAME,
  type ImageUploadResult,
} from '@elite/shared';
import { tooManyRequests } from '../../lib/errors';
import { encodeImage, jpegCopy, shareCardJpeg, type WebpEffort } from './processing';
import {
  IMAGE_CONTENT_TYPE,
  JPEG_CONTENT_TYPE,
  type ImageStorage,
  type StoredImage,
} from './storage';
import type { UploadQuota } from './upload-quota';

/** Counts one upload for this uploader, or refuses it with 429 before any byte is read. */
export async function takeUploadQuota(quota: UploadQuota, uploader: string): Promise<void> {
  const decision = await quota.take(uploader);
  if (!decision.allowed) throw tooManyRequests(messages.imageUploadLimit);
}

/** Re-encodes and stores an uploaded image; the same picture twice is stored once. */
export async function storeImage(
  storage: ImageStorage,
  bytes: Buffer,
  effort?: WebpEffort,
): Promise<ImageUploadResult['data']> {
  const image = await encodeImage(bytes, effort);
  if (!(await storage.exists(image.full.name))) {
    // The copies go first: once the full image is there, its copies are too.
    await Promise.all(
      image.variants.map((variant) => storage.put(variant.name, variant.bytes, IMAGE_CONTENT_TYPE)),
    );
    await storage.put(image.full.name, image.full.bytes, IMAGE_CONTENT_TYPE);
  }
  const displayUrl = storage.publicUrl(image.full.name);
  return {
    display_url: displayUrl,
    width: image.width,
    height: image.height,
    srcset: imageSrcSet(displayUrl) ?? displayUrl,
  };
}

/** A stored image by its public name, or undefined for an unknown or malformed name. */
export async function openImage(
  storage: ImageStorage,
  name: string,
): Promise<StoredImage | undefined> {
  // `<hash>.webp` or `<hash>-<width>.webp`; anything else (a path, a dot-dot) is no image.
  if (!STORED_IMAGE_NAME.test(name)) return undefined;
  return storage.get(name);
}

/** JPEG copies being made, per storage and name: requests at once share one conversion. */
const converting = new WeakMap<ImageStorage, Map<string, Promise<Buffer | undefined>>>();

/** What a JPEG name is made from: the WebP it copies and how. */
interface JpegSource {
  webp: string;
  convert: (webp: Buffer) => Promise<Buffer>;
}

/** `<stem>.jpg` copies `<stem>.webp`; `<hash>-share.jpg` is the share card cut from `<hash>.webp`. */
function jpegSource(name: string): JpegSource | undefined {
  const stem = JPEG_COPY_NAME.exec(name)?.groups?.stem;
  if (stem) return { webp: `${stem}.webp`, convert: jpegCopy };
  const hash = SHARE_IMAGE_NAME.exec(name)?.groups?.hash;
  if (hash) return { webp: `${hash}.webp`, convert: shareCardJpeg };
  return undefined;
}

/** Makes and keeps the JPEG `name` from its WebP; undefined if there is none. */
async function convertToJpeg(
  storage: ImageStorage,
  name: string,
  source: JpegSource,
): Promise<Buffer | undefined> {
  const webp = await storage.get(source.webp);
  if (!webp) return undefined;
  const bytes = await source.convert(await buffer(webp.body));
  await storage.put(name, bytes, JPEG_CONTENT_TYPE);
  return bytes;
}

/**
 * A stored image's JPEG copy (JPEG_COPY_NAME) or share card (SHARE_IMAGE_NAME), or undefined when the name is malformed or the
 * image unknown. Made from the WebP on first request and kept beside it; the first requests of
 * a copy that arrive together wait for one conversion (an alert e-mail's readers all open it at
 * once) rather than each converting it.
 */
export async function openJpegCopy(
  storage: ImageStorage,
  name: string,
): Promise<StoredImage | undefined> {
  const source = jpegSource(name);
  if (!source) return undefined;
  let inFlight = converting.get(storage);
  if (!inFlight) converting.set(storage, (inFlight = new Map()));
  let conversion = inFlight.get(name);
  if (!conversion) {
    const kept = await storage.get(name);
    if (kept) return kept;
    // Looked up again: another request may have started it while this one looked.
    conversion = inFlight.get(name);
    if (!conversion) {
      conversion = convertToJpeg(storage, name, source).finally(() => inFlight.delete(name));
      inFlight.set(name, conversion);
    }
  }
  const bytes = await conversion;
  return bytes && { body: Readable.from([bytes]), size: bytes.length };
}

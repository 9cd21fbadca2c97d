import { imageSrcSet, messages, STORED_IMAGE_NAME, type ImageUploadResult } from '@elite/shared';
import { tooManyRequests } from '../../lib/errors';
import { encodeImage } from './processing';
import { IMAGE_CONTENT_TYPE, type ImageStorage, type StoredImage } from './storage';
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
): Promise<ImageUploadResult['data']> {
  const image = await encodeImage(bytes);
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

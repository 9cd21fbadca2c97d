import type { Config } from '../../../config';
import type { ImageStorage } from './image-storage';
import { LocalDiskStorage } from './local-disk-storage';

export { IMAGE_CACHE_CONTROL, IMAGE_CONTENT_TYPE, JPEG_CONTENT_TYPE } from './image-storage';
export type { ImageStorage, StoredImage } from './image-storage';

/** S3 when S3_BUCKET is set, else files under DATA_DIR/images. */
export async function createImageStorage(
  config: Pick<Config, 's3' | 'imagesDir'>,
): Promise<ImageStorage> {
  if (!config.s3) return new LocalDiskStorage(config.imagesDir);
  // The AWS SDK takes a noticeable while to load; only a site with a bucket pays for it.
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage(config.s3);
}

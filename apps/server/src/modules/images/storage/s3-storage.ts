import { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../../config';
import {
  IMAGE_CACHE_CONTROL,
  servedImageUrl,
  type ImageStorage,
  type StoredImage,
} from './image-storage';

const isMissing = (error: unknown) =>
  error instanceof NotFound ||
  error instanceof NoSuchKey ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Images as objects `images/<name>` in one bucket of an S3-compatible store. */
export class S3Storage implements ImageStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // Other stores than AWS rarely have per-bucket DNS names.
      forcePathStyle: config.endpoint !== undefined,
      credentials: config.credentials,
      // Many S3-compatible stores refuse or mangle the SDK's newer default checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private keyOf(name: string) {
    return `images/${name}`;
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.keyOf(name),
        Body: bytes,
        ContentType: contentType,
        CacheControl: IMAGE_CACHE_CONTROL,
      }),
    );
  }

  async exists(name: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(name) }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async get(name: string): Promise<StoredImage | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(name) }),
      );
      if (!(object.Body instanceof Readable)) return undefined;
      return { body: object.Body, size: object.ContentLength };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  publicUrl(name: string): string {
    return this.config.publicUrl
      ? `${this.config.publicUrl}/${this.keyOf(name)}`
      : servedImageUrl(name);
  }

  close() {
    this.client.destroy();
  }
}

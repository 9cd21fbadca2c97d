import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { emailImageUrl } from '@elite/shared';
import { createAccount } from './helpers/factories';
import {
  makeGeotaggedPhoto,
  makeImage,
  storedFiles,
  temporaryDataDir,
  uploadImage,
} from './helpers/images';
import { describeEachDatabase } from './helpers/test-app';

/** A local S3-compatible server on loopback, for this file only. */
const dataDir = temporaryDataDir('images-s3');
const bucket = 'elite-images';
const s3rver = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: path.join(dataDir.dir, 's3rver'),
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await s3rver.run();
const endpoint = `http://127.0.0.1:${port}`;
afterAll(async () => {
  await s3rver.close();
  dataDir.remove();
});

const s3Env = {
  DATA_DIR: dataDir.dir,
  S3_ENDPOINT: endpoint,
  S3_BUCKET: bucket,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};

const client = new S3Client({
  endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
afterAll(() => client.destroy());

const keyOf = (displayUrl: string) => `images/${displayUrl.split('/images/')[1]}`;

describe('images in an S3-compatible store', () => {
  describeEachDatabase(
    'served through this server',
    (ctx) => {
      it('stores the image and its copies in the bucket, not on disk, and serves them', async () => {
        const account = await createAccount(ctx().app, ctx().db);
        const res = await uploadImage(ctx().app, account.auth, {
          bytes: await makeGeotaggedPhoto(),
        });
        expect(res.statusCode).toBe(201);
        const { data } = res.json();
        expect(data.display_url).toMatch(/^\/images\/[0-9a-f]{64}\.webp$/);

        const base = keyOf(data.display_url).replace(/\.webp$/, '');
        for (const key of [`${base}.webp`, `${base}-400.webp`, `${base}-800.webp`]) {
          const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
          expect(head.ContentType).toBe('image/webp');
          expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
        }
        expect(storedFiles(path.join(dataDir.dir, 'images'))).toEqual([]);

        const served = await ctx().app.inject({ method: 'GET', url: data.display_url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width: 200, height: 300 });
        expect(metadata.exif).toBeUndefined();

        // The JPEG copy for e-mail is made from the bucket's WebP and kept in the bucket.
        const copy = await ctx().app.inject({
          method: 'GET',
          url: emailImageUrl(data.display_url),
        });
        expect(copy.statusCode).toBe(200);
        expect(copy.headers['content-type']).toBe('image/jpeg');
        expect((await sharp(copy.rawPayload).metadata()).format).toBe('jpeg');
        const kept = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: `${base}-800.jpg` }),
        );
        expect(kept.ContentType).toBe('image/jpeg');
        expect(storedFiles(path.join(dataDir.dir, 'images'))).toEqual([]);
      });

      it('stores the same picture once', async () => {
        const account = await createAccount(ctx().app, ctx().db);
        const bytes = await makeImage('webp', { seed: 8 });
        const first = await uploadImage(ctx().app, account.auth, { bytes });
        const stored = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: keyOf(first.json().data.display_url) }),
        );
        const second = await uploadImage(ctx().app, account.auth, { bytes });
        expect(second.json().data.display_url).toBe(first.json().data.display_url);
        const again = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: keyOf(first.json().data.display_url) }),
        );
        expect(again.LastModified).toEqual(stored.LastModified);
        expect(again.ETag).toBe(stored.ETag);
      });

      it('responds to a name missing from the bucket with a JSON 404', async () => {
        const res = await ctx().app.inject({
          method: 'GET',
          url: `/images/${'f'.repeat(64)}.webp`,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toMatch(/^Not found/);
      });
    },
    s3Env,
  );

  describeEachDatabase(
    'served from S3_PUBLIC_URL',
    (ctx) => {
      it('returns the public URL of the object, which serves the image', async () => {
        const account = await createAccount(ctx().app, ctx().db);
        const res = await uploadImage(ctx().app, account.auth, {
          bytes: await makeImage('avif', { seed: 12 }),
        });
        expect(res.statusCode).toBe(201);
        const { data } = res.json();
        expect(data.display_url).toMatch(
          new RegExp(`^${endpoint}/${bucket}/images/[0-9a-f]{64}\\.webp$`),
        );
        expect(data.srcset).toContain(data.display_url.replace(/\.webp$/, '-400.webp 400w'));

        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: keyOf(data.display_url) }),
        );
        const bytes = Buffer.from(await object.Body!.transformToByteArray());
        expect((await sharp(bytes).metadata()).format).toBe('webp');

        const fetched = await fetch(data.display_url);
        expect(fetched.status).toBe(200);
        expect(fetched.headers.get('content-type')).toBe('image/webp');
      });
    },
    { ...s3Env, S3_PUBLIC_URL: `${endpoint}/${bucket}` },
  );
});

import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import {
  emailImageUrl,
  IMAGE_MAX_BYTES,
  imageSrcSet,
  messages,
  SHARE_IMAGE_SIZE,
  shareImageUrl,
} from '@elite/shared';
import { createAccount } from './helpers/factories';
import {
  displayUrlPattern,
  makeGeotaggedPhoto,
  makeImage,
  makePngClaiming,
  multipart,
  storedFiles,
  streamUpload,
  temporaryDataDir,
  uploadImage,
  type Format,
} from './helpers/images';
import { describeEachDatabase } from './helpers/test-app';

const dataDir = temporaryDataDir('images');
afterAll(dataDir.remove);

describeEachDatabase(
  'images',
  (ctx) => {
    const app = () => ctx().app;
    const imagesDir = path.join(dataDir.dir, 'images');
    const get = (url: string) => app().inject({ method: 'GET', url });

    it.each<Format>(['jpeg', 'png', 'webp', 'gif', 'avif'])(
      'takes a %s image and serves it back re-encoded as WebP',
      async (format) => {
        const account = await createAccount(app(), ctx().db);
        const bytes = await makeImage(format, { seed: format.length });
        const res = await uploadImage(app(), account.auth, {
          bytes,
          filename: `photo.${format}`,
          contentType: `image/${format}`,
        });
        expect(res.statusCode).toBe(201);
        const { data } = res.json();
        expect(data.display_url).toMatch(displayUrlPattern);
        expect(data).toMatchObject({ width: 640, height: 480 });
        expect(data.srcset).toBe(imageSrcSet(data.display_url));

        const served = await get(data.display_url);
        expect(served.statusCode).toBe(200);
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 480 });
      },
    );

    it('judges the type by the bytes: a JPEG named .txt is taken', async () => {
      const account = await createAccount(app(), ctx().db);
      const res = await uploadImage(app(), account.auth, {
        bytes: await makeImage('jpeg', { seed: 7 }),
        filename: 'notes.txt',
        contentType: 'text/plain',
      });
      expect(res.statusCode).toBe(201);
    });

    it('refuses a text file named .png with 415 and stores nothing', async () => {
      const account = await createAccount(app(), ctx().db);
      const before = storedFiles(imagesDir);
      const res = await uploadImage(app(), account.auth, {
        bytes: Buffer.from('just some text pretending to be a picture\n'.repeat(20)),
        filename: 'holiday.png',
        contentType: 'image/png',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: messages.imageTypeNotAccepted });
      expect(storedFiles(imagesDir)).toEqual(before);
    });

    it('refuses image formats outside the list (TIFF, SVG) with 415', async () => {
      const account = await createAccount(app(), ctx().db);
      const tiff = await sharp({
        create: { width: 20, height: 20, channels: 3, background: 'blue' },
      })
        .tiff()
        .toBuffer();
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
      for (const bytes of [tiff, svg]) {
        const res = await uploadImage(app(), account.auth, { bytes, contentType: 'image/jpeg' });
        expect(res.statusCode).toBe(415);
        expect(res.json()).toEqual({ message: messages.imageTypeNotAccepted });
      }
    });

    it('refuses a damaged file that only starts like a JPEG with 415', async () => {
      const account = await createAccount(app(), ctx().db);
      const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
      const res = await uploadImage(app(), account.auth, { bytes, contentType: 'image/jpeg' });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: messages.imageUnreadable });
    });

    it('refuses a 6 MB file with 413, whatever it is', async () => {
      const account = await createAccount(app(), ctx().db);
      const res = await uploadImage(app(), account.auth, {
        bytes: Buffer.alloc(6 * 1024 * 1024, 1),
        filename: 'big.jpg',
        contentType: 'image/jpeg',
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: messages.imageTooLarge });
    });

    it('takes a file of exactly 5 MB to the type check (the limit is inclusive)', async () => {
      const account = await createAccount(app(), ctx().db);
      const res = await uploadImage(app(), account.auth, {
        bytes: Buffer.alloc(IMAGE_MAX_BYTES, 1),
        contentType: 'image/jpeg',
      });
      expect(res.statusCode).toBe(415);
    });

    it('stops reading an oversized upload at the limit and closes the connection', async () => {
      const account = await createAccount(app(), ctx().db);
      await app().listen({ host: '127.0.0.1', port: 0 });
      const { port } = app().server.address() as AddressInfo;
      const size = 64 * 1024 * 1024;
      const result = await streamUpload(port, account.auth, size);
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toEqual({ message: messages.imageTooLarge });
      expect(result.connection).toBe('close');
      // The client produced the limit plus what the socket buffers held, not the 64 MB.
      expect(result.produced).toBeLessThan(24 * 1024 * 1024);
    });

    it('scales a large photo down to 1600 px wide and keeps 400 and 800 px copies', async () => {
      const account = await createAccount(app(), ctx().db);
      const res = await uploadImage(app(), account.auth, {
        bytes: await makeImage('jpeg', { width: 3000, height: 2000, seed: 11 }),
      });
      expect(res.statusCode).toBe(201);
      const { data } = res.json();
      expect(data).toMatchObject({ width: 1600, height: 1067 });
      const base = data.display_url.replace(/\.webp$/, '');
      for (const [url, width] of [
        [data.display_url, 1600],
        [`${base}-800.webp`, 800],
        [`${base}-400.webp`, 400],
      ] as const) {
        const served = await get(url);
        expect(served.statusCode).toBe(200);
        expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
      }
      expect(data.srcset).toBe(
        `${base}-400.webp 400w, ${base}-800.webp 800w, ${data.display_url} 1600w`,
      );
    });

    it('strips EXIF and GPS from a geotagged photo and turns it upright', async () => {
      const account = await createAccount(app(), ctx().db);
      const photo = await makeGeotaggedPhoto();
      const original = await sharp(photo).metadata();
      expect(original.exif?.includes('WGS-84')).toBe(true);

      const res = await uploadImage(app(), account.auth, { bytes: photo, filename: 'IMG_1.jpg' });
      expect(res.statusCode).toBe(201);
      const served = await get(res.json().data.display_url);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(served.rawPayload.includes('WGS-84')).toBe(false);
      expect(served.rawPayload.includes('secret holiday')).toBe(false);
      expect(metadata).toMatchObject({ width: 200, height: 300 });
    });

    it('refuses a decompression bomb (30000 x 30000 pixels) with 413 and a clear message', async () => {
      const account = await createAccount(app(), ctx().db);
      const res = await uploadImage(app(), account.auth, {
        bytes: await makePngClaiming(30_000, 30_000),
        filename: 'bomb.png',
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: messages.imageTooManyPixels });
    });

    it('refuses a real 8000 x 7000 picture (56 megapixels) by its pixel count', async () => {
      const account = await createAccount(app(), ctx().db);
      const bytes = await sharp({
        create: { width: 8000, height: 7000, channels: 3, background: 'black' },
      })
        .greyscale()
        .png({ compressionLevel: 1 })
        .toBuffer();
      expect(bytes.length).toBeLessThan(IMAGE_MAX_BYTES);
      const res = await uploadImage(app(), account.auth, { bytes });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: messages.imageTooManyPixels });
    });

    it('refuses a picture over 16384 px on a side before decoding it, with 413 and a clear message', async () => {
      const account = await createAccount(app(), ctx().db);
      const bytes = await sharp({
        create: { width: 1, height: 20_000, channels: 3, background: 'black' },
      })
        .png()
        .toBuffer();
      const res = await uploadImage(app(), account.auth, { bytes, filename: 'strip.png' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: messages.imageSideTooLong });
    });

    it('stores the same picture once, under the same address', async () => {
      const account = await createAccount(app(), ctx().db);
      const bytes = await makeImage('png', { seed: 99 });
      const first = await uploadImage(app(), account.auth, { bytes, filename: 'a.png' });
      const afterFirst = storedFiles(imagesDir);
      const second = await uploadImage(app(), account.auth, { bytes, filename: 'b.png' });
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json().data.display_url).toBe(first.json().data.display_url);
      expect(storedFiles(imagesDir)).toEqual(afterFirst);
      const hash = /([0-9a-f]{64})/.exec(first.json().data.display_url)?.[1] ?? '';
      expect(afterFirst.filter((name) => name.startsWith(hash))).toEqual([
        `${hash}-400.webp`,
        `${hash}-800.webp`,
        `${hash}.webp`,
      ]);
    });

    it('refuses an anonymous upload with 401 and stores nothing', async () => {
      const before = storedFiles(imagesDir);
      const res = await uploadImage(app(), {}, { bytes: await makeImage('png', { seed: 5 }) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.notSignedIn });
      expect(storedFiles(imagesDir)).toEqual(before);
    });

    it('asks for the image in the field `image` of a multipart body', async () => {
      const account = await createAccount(app(), ctx().db);
      const otherField = await uploadImage(
        app(),
        account.auth,
        { bytes: await makeImage('png', { seed: 6 }) },
        'photo',
      );
      expect(otherField.statusCode).toBe(400);
      expect(otherField.json()).toEqual({ message: messages.imageMissing });

      const noFile = await multipart({ title: 'nothing attached' });
      const empty = await app().inject({
        method: 'POST',
        url: '/api/images',
        headers: { ...account.auth, ...noFile.headers },
        payload: noFile.payload,
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ message: messages.imageMissing });

      const json = await app().inject({
        method: 'POST',
        url: '/api/images',
        headers: account.auth,
        payload: { image: 'data:image/png;base64,AAAA' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toEqual({ message: messages.imageMissing });
    });

    it('serves images with their type and a cache lifetime of a year, immutable', async () => {
      const account = await createAccount(app(), ctx().db);
      const res = await uploadImage(app(), account.auth, {
        bytes: await makeImage('gif', { seed: 42 }),
      });
      const served = await get(res.json().data.display_url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    });

    it('serves each image as JPEG too, for e-mail: made on first request, then kept', async () => {
      const account = await createAccount(app(), ctx().db);
      const res = await uploadImage(app(), account.auth, {
        // A picture of its own per database: both suites share the images directory.
        bytes: await makeImage('png', {
          width: 1200,
          height: 900,
          seed: ctx().kind === 'embedded' ? 77 : 78,
        }),
      });
      const displayUrl: string = res.json().data.display_url;
      const copyUrl = emailImageUrl(displayUrl);
      expect(copyUrl).toBe(displayUrl.replace(/\.webp$/, '-800.jpg'));
      const copyName = copyUrl.slice('/images/'.length);
      expect(storedFiles(imagesDir)).not.toContain(copyName);

      const first = await get(copyUrl);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('image/jpeg');
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
      expect(await sharp(first.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: 800,
        height: 600,
      });
      expect(storedFiles(imagesDir)).toContain(copyName);
      const again = await get(copyUrl);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

      // The full image's copy too; a copy of no stored image is a 404.
      const full = await get(displayUrl.replace(/\.webp$/, '.jpg'));
      expect(await sharp(full.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: 1200,
      });
      // And the share card's picture, at the size the listing page's og:image names.
      const card = await get(shareImageUrl(displayUrl)!);
      expect(card.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(card.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        ...SHARE_IMAGE_SIZE,
      });
    });

    it('responds to unknown and malformed image names with a JSON 404, never a file', async () => {
      for (const url of [
        `/images/${'0'.repeat(64)}.webp`,
        `/images/${'0'.repeat(64)}-400.webp`,
        `/images/${'0'.repeat(64)}-800.jpg`,
        `/images/${'0'.repeat(64)}-share.jpg`,
        `/images/${'0'.repeat(64)}-400-share.jpg`,
        `/images/${'0'.repeat(64)}.jpeg`,
        '/images/..%2Fdb.jpg',
        '/images/cover.jpg',
        '/images/..%2Fdb',
        '/images/..%2F..%2Fpackage.json',
        '/images/%2e%2e%2fimages',
        '/images/.hidden.tmp',
        '/images/',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^application\/json/);
        expect(res.json().message, url).toMatch(/^Not found/);
      }
    });

    it('limits each account to 60 uploads an hour (429), without touching other accounts', async () => {
      const busy = await createAccount(app(), ctx().db);
      const bytes = await makeImage('png', { width: 8, height: 8, seed: 3 });
      for (let i = 0; i < 60; i += 1) {
        const res = await uploadImage(app(), busy.auth, { bytes });
        expect(res.statusCode).toBe(201);
      }
      const refused = await uploadImage(app(), busy.auth, { bytes });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: messages.imageUploadLimit });

      const other = await createAccount(app(), ctx().db);
      expect((await uploadImage(app(), other.auth, { bytes })).statusCode).toBe(201);
    });
  },
  { DATA_DIR: dataDir.dir },
);

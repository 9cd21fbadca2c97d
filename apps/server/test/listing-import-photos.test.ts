import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IMPORT_COLUMNS, listingImportMessages as m, messages } from '@elite/shared';
import { properties } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/factories';
import { temporaryDataDir } from './helpers/images';
import { csvFile, importAndWait } from './helpers/listing-import-calls';
import { makePhotoCertificate, startPhotoServer, type PhotoServer } from './helpers/photo-server';
import { describeEachDatabase } from './helpers/test-app';

/*
 * Photos an import names by URL (CONTRACT.md section 15, decision 073): fetched by the server,
 * checked and re-encoded as uploads are, taken once (the same file again is unchanged without a
 * fetch); a photo that cannot be had fails its row alone; never from an address inside unless
 * IMPORT_ALLOW_PRIVATE_HOSTS=1 says so (tests only); a dry run fetches nothing.
 */

const certificate = makePhotoCertificate();
const header = [...IMPORT_COLUMNS];
const row = (key: string, photos: string, extra: Record<string, string> = {}) => ({
  external_id: key,
  property_title: `Photo listing ${key}`,
  location: 'Porto, Portugal',
  price_min: '250000',
  price_max: '260000',
  photos,
  bedrooms: '2',
  ...extra,
});

let photos: PhotoServer;
const data = temporaryDataDir('import-photos');
beforeAll(async () => {
  photos = await startPhotoServer(certificate);
});
afterAll(async () => {
  await photos.close();
  data.remove();
});

describeEachDatabase(
  'photos imported by URL, from a host the test allows',
  (ctx) => {
    let agent: TestAccount;
    beforeAll(async () => {
      agent = await createAccount(ctx().app, ctx().db, { role: 'agent' });
    });
    const photo = (n: number) => `${photos.origin}/photo/${n}.jpg`;
    const listing = async (key: string) =>
      (await ctx().db.select().from(properties).where(eq(properties.externalId, key)))[0];

    it('fetches each photo once, stores it as an upload, and an import again is unchanged', async () => {
      const file = csvFile(header, [
        row('p-1', `${photo(1)}|${photo(2)}`, { floor_plan: photo(3) }),
        row('p-2', `${photo(2)}|/images/${'b'.repeat(64)}.webp`),
      ]);
      const first = await importAndWait(ctx().app, agent.auth, file);
      expect(first).toMatchObject({ status: 'done', created: 2, failed_rows: [] });
      const p1 = (await listing('p-1'))!;
      const stored = /^\/images\/[0-9a-f]{64}\.webp$/;
      expect(p1.photos.map((p) => p.url)).toEqual([
        expect.stringMatching(stored),
        expect.stringMatching(stored),
      ]);
      expect(p1.floorPlan).toMatch(stored);
      // The same photo in two rows is fetched once and is the same image.
      const p2 = (await listing('p-2'))!;
      expect(p2.photos[0]!.url).toBe(p1.photos[1]!.url);
      const image = await ctx().app.inject({ method: 'GET', url: p1.photos[0]!.url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');

      const asked = photos.requests.length;
      const again = await importAndWait(ctx().app, agent.auth, file);
      expect(again).toMatchObject({ unchanged: 2, created: 0, updated: 0, failed_rows: [] });
      expect(photos.requests.length).toBe(asked);
    });

    it('fetches the photos of the rows ahead together, each once', async () => {
      const rows = Array.from({ length: 40 }, (_, i) => row(`many-${i}`, photo(100 + i)));
      // Row 30's photo is missing: it fails alone, and the rows after it still go in.
      rows[29] = row('many-29', `${photos.origin}/missing.jpg?n=29`);
      const asked = photos.requests.length;
      const result = await importAndWait(ctx().app, agent.auth, csvFile(header, rows));
      expect(result).toMatchObject({ status: 'done', created: 39 });
      expect(result.failed_rows).toEqual([
        { row: 30, field: 'photos', message: `${m.photoUnreachable} (HTTP 404)` },
      ]);
      const fetched = photos.requests.slice(asked);
      expect(fetched).toHaveLength(40);
      expect(new Set(fetched).size).toBe(40);
    });

    it('a photo that cannot be had fails its row alone, by field', async () => {
      const result = await importAndWait(
        ctx().app,
        agent.auth,
        csvFile(header, [
          row('q-1', `${photos.origin}/missing.jpg`),
          row('q-2', `${photos.origin}/text.jpg`),
          row('q-3', photo(4), { floor_plan: `http://127.0.0.1:${photos.port}/photo/5.jpg` }),
          row('q-4', photo(6)),
        ]),
      );
      expect(result).toMatchObject({ status: 'done', created: 1 });
      expect(result.failed_rows).toEqual([
        { row: 1, field: 'photos', message: `${m.photoUnreachable} (HTTP 404)` },
        { row: 2, field: 'photos', message: messages.imageTypeNotAccepted },
        { row: 3, field: 'floor_plan', message: messages.imageUrlInvalid },
      ]);
      expect(await listing('q-4')).toBeDefined();
      expect(await listing('q-1')).toBeUndefined();
    });

    it('a dry run fetches nothing', async () => {
      const asked = photos.requests.length;
      const result = await importAndWait(
        ctx().app,
        agent.auth,
        csvFile(header, [row('d-1', photo(7)), row('d-2', 'ftp://elsewhere/photo.jpg')]),
        '?dry_run=1',
      );
      expect(result).toMatchObject({ dry_run: true, created: 1 });
      expect(result.failed_rows).toEqual([
        { row: 2, field: 'photos', message: messages.imageUrlInvalid },
      ]);
      expect(photos.requests.length).toBe(asked);
      expect(await listing('d-1')).toBeUndefined();
    });
  },
  { IMPORT_ALLOW_PRIVATE_HOSTS: '1', DATA_DIR: data.dir },
  { importPhotoCa: certificate.cert },
);

describeEachDatabase(
  'photos imported by URL, as the site runs',
  (ctx) => {
    it('never asks an address inside: loopback, private, link-local or metadata', async () => {
      const agent = await createAccount(ctx().app, ctx().db, { role: 'agent' });
      const asked = photos.requests.length;
      const inside = [
        `${photos.origin}/photo/1.jpg`,
        `https://localhost:${photos.port}/photo/1.jpg`,
        `https://[::1]:${photos.port}/photo/1.jpg`,
        'https://10.0.0.1/photo.jpg',
        'https://192.168.1.10/photo.jpg',
        'https://169.254.169.254/latest/meta-data/',
        'https://[fd00:ec2::254]/latest/meta-data/',
      ];
      const result = await importAndWait(
        ctx().app,
        agent.auth,
        csvFile(
          header,
          inside.map((url, i) => row(`in-${i}`, url)),
        ),
      );
      expect(result).toMatchObject({ status: 'done', created: 0 });
      expect(result.failed_rows).toEqual(
        inside.map((_, i) => ({ row: i + 1, field: 'photos', message: m.photoPrivateAddress })),
      );
      expect(photos.requests.length).toBe(asked);
    });
  },
  { DATA_DIR: data.dir },
  { importPhotoCa: certificate.cert },
);

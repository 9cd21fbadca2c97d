import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createTestApp } from './helpers/test-app';
import { writePmtilesFixture } from './helpers/pmtiles';

/*
 * Issue 36 item 14 (docs/decisions/049): MAP_PMTILES_FILE names an operator's PMTiles archive,
 * served at /map/basemap.pmtiles for the maps to read in byte ranges.
 */
const file = writePmtilesFixture('operator area.pmtiles');
const bytes = fs.readFileSync(file);
const URL = '/map/basemap.pmtiles';
afterAll(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }));

describe('an operator’s PMTiles basemap', () => {
  // With a web build too, whose static files are served beside it.
  const webDist = fs.mkdtempSync(path.join(path.dirname(file), 'web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  let context: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    context = await createTestApp('embedded', { MAP_PMTILES_FILE: file, WEB_DIST: webDist });
  });
  afterAll(() => context.close());
  const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    context.app.inject({ method, url: URL, headers });

  it('tells the web app where the basemap is', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().mapPmtilesUrl).toBe(URL);
  });

  it('serves the header’s bytes as a range: 206 with Content-Range, cacheable', async () => {
    const res = await get({ range: 'bytes=0-126' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-126/${bytes.length}`);
    expect(res.headers['content-length']).toBe('127');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('application/vnd.pmtiles');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['last-modified']).toBeTruthy();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(bytes.subarray(0, 127))).toBe(true);
    expect(res.rawPayload.subarray(0, 7).toString('latin1')).toBe('PMTiles');
  });

  it('serves a range from the middle, and one running past the end up to the end', async () => {
    const tileData = Number(bytes.readBigUInt64LE(56));
    const middle = await get({ range: `bytes=${tileData}-${tileData + 99}` });
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(bytes.subarray(tileData, tileData + 100))).toBe(true);

    // A reader asks for the first 16 kB whatever the file's size.
    const past = await get({ range: `bytes=${bytes.length - 10}-${bytes.length + 16_383}` });
    expect(past.statusCode).toBe(206);
    expect(past.headers['content-range']).toBe(
      `bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(past.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);
  });

  it('refuses a range outside the file, or unreadable, with 416 naming the file’s length', async () => {
    const res = await get({ range: `bytes=${bytes.length}-${bytes.length + 100}` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ message: expect.stringMatching(/range not satisfiable/i) });
    const unreadable = await get({ range: 'bytes=abc' });
    expect(unreadable.statusCode).toBe(416);
    expect(unreadable.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('serves the whole file without a range, HEAD and a revalidation too', async () => {
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const head = await get({}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.body).toBe('');

    const again = await get({ 'if-none-match': String(whole.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 {message} once the file is gone, never a 500', async () => {
    const moved = `${file}.moved`;
    fs.renameSync(file, moved);
    try {
      const res = await get({ range: 'bytes=0-126' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().message).toMatch(/not found/i);
    } finally {
      fs.renameSync(moved, file);
    }
  });

  it('still serves the web app beside it', async () => {
    const res = await context.app.inject({ method: 'GET', url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });
});

describe('without MAP_PMTILES_FILE', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    context = await createTestApp('embedded');
  });
  afterAll(() => context.close());

  it('names no basemap file, and has none at its address', async () => {
    const config = await context.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).not.toHaveProperty('mapPmtilesUrl');
    const res = await context.app.inject({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/i);
  });
});

describe('MAP_PMTILES_FILE at start-up', () => {
  const refused = (value: string) => {
    try {
      loadConfig({ MAP_PMTILES_FILE: value });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error(`MAP_PMTILES_FILE=${value} was accepted`);
  };

  it('takes a PMTiles file by its absolute path; empty is unset', () => {
    expect(loadConfig({ MAP_PMTILES_FILE: file }).mapPmtilesFile).toBe(file);
    expect(loadConfig({ MAP_PMTILES_FILE: ' ' }).mapPmtilesFile).toBeUndefined();
    expect(loadConfig({}).mapPmtilesFile).toBeUndefined();
  });

  it('refuses a missing file, a directory, another kind of file and another version', () => {
    const dir = path.dirname(file);
    expect(refused(path.join(dir, 'none.pmtiles'))).toMatch(/MAP_PMTILES_FILE: no such file/);
    expect(refused(dir)).toMatch(/MAP_PMTILES_FILE: must be a file/);
    const other = path.join(dir, 'tiles.mbtiles');
    fs.writeFileSync(other, 'SQLite format 3\0');
    expect(refused(other)).toMatch(/MAP_PMTILES_FILE: must be a PMTiles archive/);
    const v2 = path.join(dir, 'old.pmtiles');
    fs.writeFileSync(v2, Buffer.concat([Buffer.from('PMTiles'), Buffer.from([2]), bytes]));
    expect(refused(v2)).toMatch(/MAP_PMTILES_FILE: must be a PMTiles archive of version 3/);
  });
});

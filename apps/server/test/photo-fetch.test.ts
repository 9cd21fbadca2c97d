import dns, { type LookupAddress } from 'node:dns';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingImportMessages as m } from '@elite/shared';
import {
  fetchPhoto,
  isPublicAddress,
  type PhotoFetchOptions,
} from '../src/modules/listing-imports/photo-fetch';
import { startPhotoServer, type PhotoServer } from './helpers/photo-server';

/*
 * Photos an import names by URL (CONTRACT.md section 15): only https, only public addresses —
 * literal, behind a DNS name, or reached by a redirect — within the time and size limits.
 */

describe('which addresses are public', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    '100.64.0.1',
    '100.100.100.200',
    '0.0.0.0',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '224.0.0.1',
    '255.255.255.255',
    '2002:7f00:1::1',
    '64:ff9b::a00:1',
    'not an address',
  ])('%s is not', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:93.184.216.34'])(
    '%s is',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('no address of the private, loopback or link-local IPv4 ranges is', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    const inside = fc.oneof(
      fc.tuple(octet, octet, octet).map(([a, b, c]) => `10.${a}.${b}.${c}`),
      fc
        .tuple(fc.integer({ min: 16, max: 31 }), octet, octet)
        .map(([a, b, c]) => `172.${a}.${b}.${c}`),
      fc.tuple(octet, octet).map(([a, b]) => `192.168.${a}.${b}`),
      fc.tuple(octet, octet, octet).map(([a, b, c]) => `127.${a}.${b}.${c}`),
      fc.tuple(octet, octet).map(([a, b]) => `169.254.${a}.${b}`),
    );
    fc.assert(fc.property(inside, (address) => !isPublicAddress(address)));
  });
});

describe('fetching a photo', () => {
  let photos: PhotoServer;
  beforeAll(async () => {
    photos = await startPhotoServer();
  });
  afterAll(() => photos.close());

  /** Names resolved as a DNS server would answer them. */
  const names: Record<string, string[]> = {
    'photos.test': ['127.0.0.1'],
    'inside.test': ['10.1.2.3'],
    'metadata.test': ['169.254.169.254'],
    'mixed.test': ['93.184.216.34', '10.0.0.1'],
  };
  const lookup: PhotoFetchOptions['lookup'] = (host, lookupOptions, done) => {
    // localhost as the machine resolves it (its hosts file: loopback).
    if (host === 'localhost') return dns.lookup(host, lookupOptions, done);
    const found = names[host];
    if (!found) return done(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }), []);
    done(
      null,
      found.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
  /** Only the test server's address is taken for "public". */
  const options = (more: Partial<PhotoFetchOptions> = {}): PhotoFetchOptions => ({
    allowPrivateHosts: false,
    isAllowedAddress: (address) => address === '127.0.0.1',
    extraCa: photos.ca,
    lookup,
    ...more,
  });
  const at = (host: string, path: string) => `https://${host}:${photos.port}${path}`;

  it('takes a photo from an allowed address, by name or redirect', async () => {
    const bytes = await fetchPhoto(at('photos.test', '/photo/1.jpg'), options());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const redirected = at('photos.test', `/redirect?to=${encodeURIComponent('/photo/2.jpg')}`);
    expect((await fetchPhoto(redirected, options())).length).toBeGreaterThan(0);
  });

  it('refuses loopback, private and metadata addresses, literal or by name, before asking', async () => {
    const before = photos.requests.length;
    const strict = { allowPrivateHosts: false, extraCa: photos.ca, lookup };
    for (const url of [
      `${photos.origin}/photo/1.jpg`,
      at('localhost', '/photo/1.jpg'),
      at('[::1]', '/photo/1.jpg'),
      at('[::ffff:127.0.0.1]', '/photo/1.jpg'),
      'https://10.0.0.1/photo.jpg',
      'https://169.254.169.254/latest/meta-data/',
      'https://100.64.0.1/photo.jpg',
      at('inside.test', '/photo/1.jpg'),
      at('metadata.test', '/latest/meta-data/'),
      at('mixed.test', '/photo/1.jpg'),
      at('photos.test', '/photo/1.jpg'),
    ]) {
      await expect(fetchPhoto(url, strict), url).rejects.toThrow(m.photoPrivateAddress);
    }
    expect(photos.requests.length).toBe(before);
  });

  it('checks the address again on every redirect', async () => {
    const via = (to: string) => at('photos.test', `/redirect?to=${encodeURIComponent(to)}`);
    await expect(fetchPhoto(via(at('127.0.0.2', '/photo/1.jpg')), options())).rejects.toThrow(
      m.photoPrivateAddress,
    );
    await expect(fetchPhoto(via(at('inside.test', '/photo/1.jpg')), options())).rejects.toThrow(
      m.photoPrivateAddress,
    );
    await expect(fetchPhoto(via('https://169.254.169.254/'), options())).rejects.toThrow(
      m.photoPrivateAddress,
    );
    await expect(
      fetchPhoto(via(`http://photos.test:${photos.port}/photo/1.jpg`), options()),
    ).rejects.toThrow(m.photoNotHttps);
  });

  it('takes only https addresses', async () => {
    for (const url of [
      `http://photos.test:${photos.port}/photo/1.jpg`,
      `https://user:secret@photos.test:${photos.port}/photo/1.jpg`,
      'ftp://photos.test/photo.jpg',
      'not a url',
    ]) {
      await expect(fetchPhoto(url, options()), url).rejects.toThrow(m.photoNotHttps);
    }
  });

  it('says why a photo cannot be had: missing, unknown name, too large, too slow', async () => {
    await expect(fetchPhoto(at('photos.test', '/missing.jpg'), options())).rejects.toThrow(
      `${m.photoUnreachable} (HTTP 404)`,
    );
    await expect(fetchPhoto(at('nowhere.test', '/a.jpg'), options())).rejects.toThrow(
      m.photoUnreachable,
    );
    await expect(fetchPhoto(at('photos.test', '/big.jpg'), options())).rejects.toThrow(
      m.photoTooLarge,
    );
    await expect(
      fetchPhoto(at('photos.test', '/photo/3.jpg'), options({ maxBytes: 100 })),
    ).rejects.toThrow(m.photoTooLarge);
    await expect(
      fetchPhoto(at('photos.test', '/slow.jpg'), options({ timeoutMs: 200 })),
    ).rejects.toThrow(m.photoTimeout);
  });

  it('trusts only certificates it can verify', async () => {
    await expect(
      fetchPhoto(at('photos.test', '/photo/1.jpg'), options({ extraCa: undefined })),
    ).rejects.toThrow(m.photoUnreachable);
  });
});

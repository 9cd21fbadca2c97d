import dns, { type LookupAddress, type LookupAllOptions } from 'node:dns';
import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import ipaddr from 'ipaddr.js';
import { listingImportMessages as m } from '@elite/shared';

/*
 * Photos an import names by URL, fetched by the server (CONTRACT.md section 15, decision 073):
 * only `https`, only from public addresses — the address checked is the one connected to, after
 * DNS resolution and again on every redirect, so that neither a name resolving to a private
 * address nor a redirect to one reaches inside — at most PHOTO_TIMEOUT_MS and PHOTO_MAX_BYTES.
 */

export const PHOTO_TIMEOUT_MS = 10_000;
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
const MAX_REDIRECTS = 5;

/** A photo that cannot be taken: the message is the failed row's. */
export class PhotoFetchError extends Error {}

type Lookup = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export interface PhotoFetchOptions {
  /** IMPORT_ALLOW_PRIVATE_HOSTS=1: any address (tests that serve photos on loopback). */
  allowPrivateHosts: boolean;
  /** Which addresses may be connected to (isPublicAddress; tests name their own). */
  isAllowedAddress?: (address: string) => boolean;
  /** A certificate authority trusted besides the usual ones (a test's own HTTPS server). */
  extraCa?: string;
  /** How names are resolved (dns.lookup; tests resolve names of their own). */
  lookup?: Lookup;
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * Whether the internet at large routes to `address`: never loopback, private (10/8, 172.16/12,
 * 192.168/16, fc00::/7), link-local (169.254/16 with the clouds' metadata address, fe80::/10),
 * carrier-grade NAT (100.64/10), unspecified, multicast, reserved or documentation ranges, nor an
 * IPv6 form of one (mapped, 6to4, NAT64): ipaddr.js names each range, and only `unicast` passes.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address().range() === 'unicast';
  }
  return parsed.range() === 'unicast';
}

const addressAllowed = (address: string, options: PhotoFetchOptions) =>
  options.allowPrivateHosts || (options.isAllowedAddress ?? isPublicAddress)(address);

function httpsUrl(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new PhotoFetchError(m.photoNotHttps);
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') {
    throw new PhotoFetchError(m.photoNotHttps);
  }
  return url;
}

/** dns.lookup that fails unless every address of the name is public. */
function checkedLookup(options: PhotoFetchOptions) {
  const resolve: Lookup = options.lookup ?? ((host, opts, done) => dns.lookup(host, opts, done));
  return (
    hostname: string,
    lookupOptions: dns.LookupOptions,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    resolve(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(new PhotoFetchError(m.photoUnreachable), []);
      const allowed = addresses.every((a) => addressAllowed(a.address, options));
      if (!allowed || addresses.length === 0) {
        return callback(new PhotoFetchError(m.photoPrivateAddress), []);
      }
      if (lookupOptions.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function request(url: URL, options: PhotoFetchOptions, signal: AbortSignal) {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // A literal address is connected to without a lookup: checked here instead.
  if (net.isIP(host) !== 0 && !addressAllowed(host, options)) {
    throw new PhotoFetchError(m.photoPrivateAddress);
  }
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = https.get(url, {
      lookup: checkedLookup(options),
      signal,
      agent: false,
      headers: { accept: 'image/*', 'user-agent': 'ElitePropertyImport/1.0' },
      ...(options.extraCa && { ca: [...tls.rootCertificates, options.extraCa] }),
    });
    req.on('response', resolve);
    req.on('error', reject);
  });
}

async function body(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    response.destroy();
    throw new PhotoFetchError(m.photoTooLarge);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new PhotoFetchError(m.photoTooLarge);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

async function follow(address: string, options: PhotoFetchOptions, signal: AbortSignal) {
  let url = httpsUrl(address);
  for (let hops = 0; ; hops += 1) {
    const response = await request(url, options, signal);
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.resume();
      if (hops === MAX_REDIRECTS) throw new PhotoFetchError(m.photoUnreachable);
      url = httpsUrl(new URL(location, url).href);
      continue;
    }
    if (response.statusCode !== 200) {
      response.resume();
      throw new PhotoFetchError(`${m.photoUnreachable} (HTTP ${response.statusCode})`);
    }
    return body(response, options.maxBytes ?? PHOTO_MAX_BYTES);
  }
}

/** The bytes of the photo at `address`, or a PhotoFetchError saying why not. */
export async function fetchPhoto(address: string, options: PhotoFetchOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? PHOTO_TIMEOUT_MS);
  try {
    return await follow(address, options, signal);
  } catch (error) {
    if (error instanceof PhotoFetchError) throw error;
    if (signal.aborted) throw new PhotoFetchError(m.photoTimeout);
    // A lookup's refusal reaches here wrapped by the socket: keep its words.
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof PhotoFetchError) throw cause;
    throw new PhotoFetchError(m.photoUnreachable);
  }
}

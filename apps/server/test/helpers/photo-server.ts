import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { makeImage } from './images';

/*
 * A photo host of a test's own (CONTRACT.md section 15: "the test starts itself on loopback"):
 * HTTPS on 127.0.0.1 with a certificate made for the run (its own authority, trusted by the
 * app under test through `importPhotoCa`, or NODE_EXTRA_CA_CERTS for a server process), serving
 * distinct JPEGs, and the bad answers an import must survive. It counts what was asked of it.
 */

export interface PhotoServer {
  /** https://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** The certificate (its own authority), PEM, and the file holding it. */
  ca: string;
  caFile: string;
  /** Every path asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

export interface PhotoCertificate {
  key: string;
  cert: string;
  caFile: string;
  dir: string;
}

/**
 * A self-signed certificate for photos.test, localhost, 127.0.0.1 and 127.0.0.2, made at once
 * (a suite's app options need it before any server starts).
 */
export function makePhotoCertificate(): PhotoCertificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elite-photos-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=photos.test'],
      ...['-addext', 'subjectAltName=DNS:photos.test,DNS:localhost,IP:127.0.0.1,IP:127.0.0.2'],
    ],
    { stdio: 'ignore' },
  );
  return {
    key: fs.readFileSync(key, 'utf8'),
    cert: fs.readFileSync(cert, 'utf8'),
    caFile: cert,
    dir,
  };
}

/**
 * Paths: `/photo/<n>.jpg` a distinct JPEG for each n; `/text.jpg` not an image; `/missing.jpg`
 * 404; `/redirect?to=<url>` a 302 there; `/slow.jpg` never answers; `/big.jpg` declares 20 MB.
 */
export async function startPhotoServer(
  certificate: PhotoCertificate = makePhotoCertificate(),
): Promise<PhotoServer> {
  const { key, cert, caFile, dir } = certificate;
  const requests: string[] = [];
  const photos = new Map<string, Promise<Buffer>>();
  const server = https.createServer({ key, cert }, (req, res) => {
    const url = new URL(req.url ?? '/', 'https://photos.test');
    requests.push(url.pathname);
    const photo = /^\/photo\/(\d+)\.jpg$/.exec(url.pathname);
    if (photo) {
      const seed = Number(photo[1]);
      if (!photos.has(url.pathname)) photos.set(url.pathname, makeImage('jpeg', { seed }));
      void photos.get(url.pathname)!.then((bytes) => {
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length });
        res.end(bytes);
      });
      return;
    }
    if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    } else if (url.pathname === '/text.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end('not a picture at all');
    } else if (url.pathname === '/big.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 20 * 1024 * 1024 });
      res.write(Buffer.alloc(1024));
    } else if (url.pathname !== '/slow.jpg') {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    port,
    ca: cert,
    caFile,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

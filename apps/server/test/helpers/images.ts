import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export type Format = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** A directory of its own for one test file's DATA_DIR; removed by the returned function. */
export function temporaryDataDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `elite-${prefix}-`));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A picture in the given format, its colour varying with `seed` so each one is distinct. */
export function makeImage(
  format: Format,
  options: { width?: number; height?: number; seed?: number } = {},
): Promise<Buffer> {
  const { width = 640, height = 480, seed = 0 } = options;
  const background = { r: (seed * 37) % 256, g: (seed * 91 + 60) % 256, b: 120 };
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG taken "on its side" (EXIF orientation 6) that carries a GPS position and a caption. */
export function makeGeotaggedPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: 'teal' } })
    .withExif({
      IFD0: { ImageDescription: 'our secret holiday home' },
      IFD3: {
        GPSMapDatum: 'WGS-84',
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** A small real PNG whose header claims width x height: a decompression bomb's calling card. */
export async function makePngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'white' } })
    .png()
    .toBuffer();
  // IHDR is the first chunk: length(4) type(4) width(4) height(4) ... crc(4) at offset 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export interface FilePart {
  bytes: Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body exactly as a browser's FormData would send it. */
export async function multipart(
  fields: Record<string, string>,
  files: Record<string, FilePart> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    const blob = new Blob([file.bytes], { type: file.contentType ?? 'application/octet-stream' });
    form.append(name, blob, file.filename ?? 'upload.bin');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** POST /api/images with this file in the field `image`, as the web app does. */
export async function uploadImage(
  app: FastifyInstance,
  auth: Record<string, string>,
  file: FilePart,
  field = 'image',
) {
  const body = await multipart({}, { [field]: file });
  return app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

/** The files stored under a directory, temporary ones aside. */
export function storedFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort();
}

/** What a stored image's address looks like: its content hash, as WebP. */
export const displayUrlPattern = /^\/images\/[0-9a-f]{64}\.webp$/;

/**
 * Sends a multipart upload of `size` bytes over a real loopback connection, producing the
 * bytes only as the server takes them; tells the status and how much the client produced.
 */
export async function streamUpload(port: number, auth: Record<string, string>, size: number) {
  const boundary = 'elite-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="huge.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let produced = 0;
  async function* body() {
    yield head;
    const chunk = Buffer.alloc(64 * 1024, 0xab);
    while (produced < size) {
      produced += chunk.length;
      yield chunk;
    }
    yield tail;
  }
  const response = await new Promise<{ status: number; connection?: string; body: string }>(
    (resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/images',
          headers: {
            ...auth,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': head.length + size + tail.length,
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (part: string) => (text += part));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              body: text,
            }),
          );
          response.on('error', reject);
        },
      );
      // Once the server has responded and hung up, the unsent rest fails to write; that is the point.
      request.on('error', () => undefined);
      Readable.from(body()).pipe(request);
    },
  );
  return { ...response, produced };
}

import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_FULL_WIDTH, IMAGE_VARIANT_WIDTHS, SHARE_IMAGE_SIZE, messages } from '@elite/shared';
import { HttpError, payloadTooLarge, unsupportedMediaType } from '../../lib/errors';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** Decoded size above which an image is refused: a 5 MB file can unpack to gigabytes. */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The longest side an upload may have. Checked from the file's header before anything is
 * decoded: a 190 KB PNG of 1 x 49,000,000 pixels passes the pixel count yet costs libvips 17 s
 * of CPU (issue 36, item 7). A 48-megapixel phone photo is 8064 px wide; a panorama fits too.
 */
export const MAX_IMAGE_SIDE = 16_384;

/**
 * Image work (decoding an upload, a JPEG copy) one job at a time in each process, on one of
 * libvips's threads: it runs on Node's thread pool, which argon2 (sign-in, registration) shares,
 * so a burst of uploads takes at most one of its threads and one core, never all of them.
 */
export const IMAGE_JOBS = 1;
sharp.concurrency(1);

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `job` when fewer than IMAGE_JOBS image jobs are running; the others wait in turn. */
export async function imageJob<T>(job: () => Promise<T>): Promise<T> {
  if (running < IMAGE_JOBS) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await job();
  } finally {
    // The slot goes straight to the next job waiting, if any.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Height cap of stored copies, so a tall strip cannot outgrow WebP's 16383 px limit. */
const HEIGHT_PER_WIDTH = 3;
const WEBP_QUALITY = 80;

const matches = (bytes: Buffer, signature: string | number[], offset = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : signature;
  return (
    bytes.length >= offset + expected.length &&
    expected.every((byte, i) => bytes[offset + i] === byte)
  );
};

/** AVIF is an ISO-BMFF file whose `ftyp` box names the avif (still) or avis (sequence) brand. */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || !matches(bytes, 'ftyp', 4)) return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/** The format by the file's own first bytes; the name and content type are never trusted. */
export function detectImageFormat(bytes: Buffer): ImageFormat | undefined {
  if (matches(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (matches(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (matches(bytes, 'GIF87a') || matches(bytes, 'GIF89a')) return 'gif';
  if (matches(bytes, 'RIFF') && matches(bytes, 'WEBP', 8)) return 'webp';
  if (isAvif(bytes)) return 'avif';
  return undefined;
}

/** What libvips reports for each accepted format (AVIF is a HEIF container). */
const decoderFormat: Record<ImageFormat, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
};

export interface EncodedFile {
  /** `<hash>.webp` for the full image, `<hash>-<width>.webp` for a narrower copy. */
  name: string;
  bytes: Buffer;
}

export interface EncodedImage {
  full: EncodedFile;
  variants: EncodedFile[];
  width: number;
  height: number;
}

const isPixelLimitError = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);

/** Decodes once, at most IMAGE_FULL_WIDTH wide, upright, in sRGB; metadata is left behind. */
async function decode(bytes: Buffer, format: ImageFormat) {
  const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    const metadata = await input.metadata();
    if (metadata.format !== decoderFormat[format]) {
      throw unsupportedMediaType(messages.imageTypeNotAccepted);
    }
    if (metadata.width > MAX_IMAGE_SIDE || metadata.height > MAX_IMAGE_SIDE) {
      throw payloadTooLarge(messages.imageSideTooLong);
    }
    return await input
      .autoOrient()
      .resize({
        width: IMAGE_FULL_WIDTH,
        height: IMAGE_FULL_WIDTH * HEIGHT_PER_WIDTH,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (isPixelLimitError(error)) throw payloadTooLarge(messages.imageTooManyPixels);
    if (error instanceof HttpError) throw error;
    throw unsupportedMediaType(messages.imageUnreadable);
  }
}

/**
 * libvips's WebP effort (0 fastest to 6 smallest): uploads take its default; an import's photos,
 * thousands at once, the faster 2 (measured: 2.3x faster, files about 10% larger; decision 073).
 */
export type WebpEffort = 2 | 4;
export const UPLOAD_WEBP_EFFORT: WebpEffort = 4;
export const IMPORT_WEBP_EFFORT: WebpEffort = 2;

/**
 * Re-encodes an upload to WebP: the full image plus one copy per IMAGE_VARIANT_WIDTHS, all
 * named after the hash of the full image's bytes, so the same picture is stored once.
 */
export function encodeImage(
  bytes: Buffer,
  effort: WebpEffort = UPLOAD_WEBP_EFFORT,
): Promise<EncodedImage> {
  return imageJob(() => encode(bytes, effort));
}

async function encode(bytes: Buffer, effort: WebpEffort): Promise<EncodedImage> {
  const format = detectImageFormat(bytes);
  if (!format) throw unsupportedMediaType(messages.imageTypeNotAccepted);
  const { data: pixels, info } = await decode(bytes, format);
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const fromPixels = () => sharp(pixels, { raw });

  const webp = { quality: WEBP_QUALITY, effort };
  const full = await fromPixels().webp(webp).toBuffer();
  const hash = createHash('sha256').update(full).digest('hex');
  const variants = await Promise.all(
    IMAGE_VARIANT_WIDTHS.map(async (width) => ({
      name: `${hash}-${width}.webp`,
      // A copy at least as wide as the image is the image itself: not encoded twice.
      bytes:
        width >= raw.width
          ? full
          : await fromPixels()
              .resize({ width, height: width * HEIGHT_PER_WIDTH, fit: 'inside' })
              .webp(webp)
              .toBuffer(),
    })),
  );
  return {
    full: { name: `${hash}.webp`, bytes: full },
    variants,
    width: raw.width,
    height: raw.height,
  };
}

/**
 * The JPEG copy of a stored WebP image, for e-mail: transparent parts on white (JPEG has no
 * alpha), no metadata (the WebP has none).
 */
export function jpegCopy(webp: Buffer): Promise<Buffer> {
  return imageJob(() =>
    sharp(webp).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
  );
}

/** The share card's JPEG: the image cropped to SHARE_IMAGE_SIZE around its middle. */
export function shareCardJpeg(webp: Buffer): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE_SIZE;
  return imageJob(() =>
    sharp(webp)
      .resize(width, height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
  );
}

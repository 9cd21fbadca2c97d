/** Uploads above this many bytes are refused with 413 (CONTRACT.md section 4). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The stored full-size image is at most this wide; smaller originals are not enlarged. */
export const IMAGE_FULL_WIDTH = 1600;

/** Narrower copies stored beside every image, for cards and thumbnails. */
export const IMAGE_VARIANT_WIDTHS = [400, 800] as const;

/** The WHATWG URL parser, global in browsers and Node alike (this package's lib names neither). */
interface ParsedUrl {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
}
declare const URL: new (url: string) => ParsedUrl;

/** A stored image's name: `<hash>.webp` (the full image) or `<hash>-<width>.webp` (a copy). */
export const STORED_IMAGE_NAME = /^[0-9a-f]{64}(?:-\d{1,5})?\.webp$/;

/** Where this site serves its stored images. */
export const IMAGE_PATH_PREFIX = '/images/';

/** Characters no URL spells as they are (RFC 3986): blanks, controls, `\`, `"`, a backtick, `<`, `>`. */
const oddCharacter = /[\s\p{Cc}\\"`<>]/u;

/** A path segment that moves within the path (`.`, `..`, also percent-encoded). */
const dotSegment = /^(?:\.|%2e){1,2}$/i;

/**
 * Whether a photo or property image URL may be stored and shown (CONTRACT.md section 2): a
 * path on this site naming a stored image (`/images/<hash>.webp`), or an `https://` URL with a
 * host, no user name or password, no odd characters and no `.` or `..` segment, so that a
 * browser showing it asks for exactly the picture the URL spells.
 */
export function isAcceptableImageUrl(value: string): boolean {
  if (oddCharacter.test(value)) return false;
  if (value.startsWith(IMAGE_PATH_PREFIX)) {
    return STORED_IMAGE_NAME.test(value.slice(IMAGE_PATH_PREFIX.length));
  }
  if (!/^https:\/\//i.test(value)) return false;
  let url: ParsedUrl;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return false;
  // The host and path as written: the parser would take `https:///a` for host `a`, and it has
  // already resolved the path's dot segments away.
  const [, host = '', path = ''] = /^https:\/\/([^/?#]*)([^?#]*)/i.exec(value) ?? [];
  if (!host || host.includes('@')) return false;
  return !path.split('/').some((segment) => dotSegment.test(segment));
}

/**
 * How stored images are named: `/images/<hash>.webp` is the full image and
 * `/images/<hash>-<width>.webp` its copy at each of IMAGE_VARIANT_WIDTHS. The prefix before
 * `images/` may be an origin (an S3 public URL); the naming after it is the same.
 */
const storedImagePattern =
  /^(?<base>(?:https?:\/\/[^/?#]+(?:\/[^?#]*)?)?\/images\/[0-9a-f]{64})\.webp$/;

/**
 * A `srcset` for an image this site stored, built from its display URL alone; undefined for
 * any other URL (an https photo from elsewhere has no narrower copies). Each copy is labelled
 * with its nominal width; an original narrower than that is stored at its own width.
 */
export function imageSrcSet(displayUrl: string): string | undefined {
  const base = storedImagePattern.exec(displayUrl)?.groups?.base;
  if (!base) return undefined;
  return [
    ...IMAGE_VARIANT_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`),
    `${base}.webp ${IMAGE_FULL_WIDTH}w`,
  ].join(', ');
}

/** The width of a listing's picture in an e-mail (a 510-pixel column, sharp on a 1.5x screen). */
export const EMAIL_IMAGE_WIDTH = 800 satisfies (typeof IMAGE_VARIANT_WIDTHS)[number];

/**
 * A stored image's JPEG copy (`<hash>[-<width>].jpg` of `<hash>[-<width>].webp`), which this
 * site makes on first request: some mail clients (Outlook's among them) show no WebP.
 */
export const JPEG_COPY_NAME = /^(?<stem>[0-9a-f]{64}(?:-\d{1,5})?)\.jpg$/;

/** The share card's picture (Open Graph's recommended 1.91:1), cropped from the cover. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A stored image's share-card JPEG (`<hash>-share.jpg`), made on first request like the others. */
export const SHARE_IMAGE_NAME = /^(?<hash>[0-9a-f]{64})-share\.jpg$/;

/**
 * The share card's picture for a listing's cover: for an image this site stored, its
 * SHARE_IMAGE_SIZE JPEG (every crawler reads JPEG, not all read WebP); undefined otherwise.
 */
export function shareImageUrl(displayUrl: string): string | undefined {
  const base = storedImagePattern.exec(displayUrl)?.groups?.base;
  return base && `${base}-share.jpg`;
}

/**
 * The picture to put in an e-mail: for an image this site stored, the path of its JPEG copy at
 * EMAIL_IMAGE_WIDTH on this site (even when the images live in S3: this site makes the copy);
 * any other URL as it is.
 */
export function emailImageUrl(displayUrl: string): string {
  const base = storedImagePattern.exec(displayUrl)?.groups?.base;
  if (!base) return displayUrl;
  const hash = base.slice(base.lastIndexOf('/') + 1);
  return `${IMAGE_PATH_PREFIX}${hash}-${EMAIL_IMAGE_WIDTH}.jpg`;
}

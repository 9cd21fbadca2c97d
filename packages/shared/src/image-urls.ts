/** Uploads above this many bytes are refused with 413 (CONTRACT.md section 4). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The stored full-size image is at most this wide; smaller originals are not enlarged. */
export const IMAGE_FULL_WIDTH = 1600;

/** Narrower copies stored beside every image, for cards and thumbnails. */
export const IMAGE_VARIANT_WIDTHS = [400, 800] as const;

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

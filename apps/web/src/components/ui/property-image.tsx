import { imageSrcSet } from '@elite/shared/image-urls';

interface PropertyImageProps {
  src: string;
  alt: string;
  /** How wide the image is displayed, for the browser to pick a copy (`srcset`). */
  sizes: string;
  className?: string;
  /** Off for the images a page shows first, so they start loading at once. */
  lazy?: boolean;
  /** For the page's largest picture: fetched before other images (not lazy). */
  priority?: boolean;
  /**
   * The picture's proportions (stored photos are 3:2): with them the browser reserves the
   * space before the file arrives, so nothing shifts. CSS classes set the displayed size.
   */
  width?: number;
  height?: number;
}

/** A stored photo with its narrower copies offered, so a card never downloads the full size. */
export function PropertyImage({
  src,
  alt,
  sizes,
  className = '',
  lazy = true,
  priority = false,
  width = 1200,
  height = 800,
}: PropertyImageProps) {
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={lazy && !priority ? 'lazy' : 'eager'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`bg-base-300 max-w-none object-cover ${className}`}
    />
  );
}

/**
 * Starts fetching a page's largest picture as soon as the data naming it arrives, before the
 * page has rendered the <img> (which then finds the file on its way). Picks the same copy as an
 * <img> with the same `sizes` would.
 */
export function preloadPropertyImage(src: string, sizes: string) {
  // On the server the page's HTML carries the <img> itself.
  if (typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  const srcSet = imageSrcSet(src);
  if (srcSet) {
    link.imageSrcset = srcSet;
    link.imageSizes = sizes;
  }
  link.fetchPriority = 'high';
  const done = () => link.remove();
  link.addEventListener('load', done, { once: true });
  link.addEventListener('error', done, { once: true });
  document.head.append(link);
}

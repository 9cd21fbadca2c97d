import { imageSrcSet } from '@elite/shared';

interface PropertyImageProps {
  src: string;
  alt: string;
  /** How wide the image is drawn, for the browser to pick a copy (`srcset`). */
  sizes: string;
  className?: string;
  /** Off for the first image a page shows, so it starts loading at once. */
  lazy?: boolean;
}

/** A stored photo with its narrower copies offered, so a card never downloads the full size. */
export function PropertyImage({
  src,
  alt,
  sizes,
  className = '',
  lazy = true,
}: PropertyImageProps) {
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      className={`bg-base-300 max-w-none object-cover ${className}`}
    />
  );
}

import { Suspense, lazy, useRef, useState, type PointerEvent } from 'react';
import { PropertyImage } from '../../../components/ui/property-image';
import type { LightboxPicture } from './listing-lightbox';
import { DETAIL_IMAGE_SIZES } from './property-card';
import { i18n, useLingui } from '../../../lib/i18n';

const loadLightbox = () => import('./listing-lightbox');
const Lightbox = lazy(loadLightbox);
/** Starts downloading the viewer when the visitor heads for a photo. */
export const preloadLightbox = () => void loadLightbox().catch(() => undefined);

/** A photo's alt text, or "<title>, photo N" when the agent wrote none. */
export const photoAlt = (title: string, alt: string, index: number) =>
  alt.trim() || i18n._('listing.photoAlt', { title, index: index + 1 });

/**
 * The full-screen viewer of a listing's pictures, mounted from its first opening on: opening
 * remembers the control that opened it, and focus goes back there when it closes.
 */
export function useListingLightbox(
  pictures: LightboxPicture[],
  /** The picture shown when the viewer closed. */
  onClosedAt: (index: number) => void,
) {
  const [state, setState] = useState<{ open: boolean; index: number } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const viewed = useRef(0);
  const openAt = (index: number) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    viewed.current = index;
    setState({ open: true, index });
  };
  const element = state && (
    <Suspense fallback={null}>
      <Lightbox
        pictures={pictures}
        index={state.index}
        open={state.open}
        onView={(index) => {
          if (state.open) viewed.current = index;
        }}
        onClose={() => {
          setState({ open: false, index: viewed.current });
          onClosedAt(viewed.current);
        }}
        onClosed={() => opener.current?.focus()}
      />
    </Suspense>
  );
  return { openAt, element };
}

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      className="size-5 rtl:-scale-x-100"
      aria-hidden="true"
    >
      <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

interface ListingGalleryProps {
  title: string;
  photos: { url: string; alt: string }[];
  /** The photo on the cover. */
  current: number;
  onShow: (index: number) => void;
  onOpen: (index: number) => void;
}

/**
 * A listing's photos: the cover large (a button that opens the viewer; swiped on a phone, with
 * its arrows elsewhere) and, from small tablets up, a strip of thumbnails that choose the cover.
 */
export function ListingGallery({ title, photos, current, onShow, onOpen }: ListingGalleryProps) {
  const { _ } = useLingui();
  const swipeStart = useRef<number | null>(null);
  const swiped = useRef(false);
  const total = photos.length;
  const photo = photos[current] ?? photos[0];
  if (!photo) return null;
  const show = (index: number) => onShow((index + total) % total);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (total > 1 && Math.abs(distance) > 40) {
      swiped.current = true;
      // The next photo comes from the end the text runs to: from the right, or the left in Arabic.
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      show(current + ((rtl ? distance > 0 : distance < 0) ? 1 : -1));
    }
  };

  return (
    <section aria-label={_('listing.photos')} className="flex flex-col gap-2">
      <div className="rounded-box bg-base-300 relative overflow-hidden">
        <button
          type="button"
          className="block w-full cursor-zoom-in touch-pan-y focus-visible:outline-offset-[-4px]"
          aria-label={_('listing.openPhoto', { index: current + 1, count: total })}
          aria-haspopup="dialog"
          onPointerEnter={preloadLightbox}
          onFocus={preloadLightbox}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
          onClick={() => {
            if (swiped.current) swiped.current = false;
            else onOpen(current);
          }}
        >
          <PropertyImage
            src={photo.url}
            alt={photoAlt(title, photo.alt, current)}
            sizes={DETAIL_IMAGE_SIZES}
            priority
            className="aspect-[3/2] w-full select-none lg:aspect-[16/9]"
          />
        </button>
        {total > 1 && (
          <>
            <span
              aria-hidden="true"
              className="absolute end-3 bottom-3 rounded bg-black/70 px-2 py-0.5 text-sm font-semibold text-white tabular-nums"
            >
              {current + 1} / {total}
            </span>
            <button
              type="button"
              className="btn btn-circle btn-sm absolute start-3 top-1/2 -translate-y-1/2 border-0 bg-white/90 text-black shadow"
              aria-label={_('listing.previousPhoto')}
              onClick={() => show(current - 1)}
            >
              <Arrow direction="previous" />
            </button>
            <button
              type="button"
              className="btn btn-circle btn-sm absolute end-3 top-1/2 -translate-y-1/2 border-0 bg-white/90 text-black shadow"
              aria-label={_('listing.nextPhoto')}
              onClick={() => show(current + 1)}
            >
              <Arrow direction="next" />
            </button>
          </>
        )}
      </div>
      {total > 1 && (
        <ul
          aria-label={_('listing.thumbnails')}
          className="hidden gap-2 overflow-x-auto p-1 sm:flex"
        >
          {photos.map((thumb, index) => (
            <li key={`${index}-${thumb.url}`} className="shrink-0">
              <button
                type="button"
                className={`rounded-field block overflow-hidden outline-offset-2 ${
                  index === current ? 'ring-primary ring-3' : 'opacity-80 hover:opacity-100'
                }`}
                aria-label={_('listing.showPhoto', { index: index + 1, count: total })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
              >
                <PropertyImage
                  src={thumb.url}
                  alt=""
                  sizes="96px"
                  width={96}
                  height={64}
                  className="aspect-[3/2] w-24"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

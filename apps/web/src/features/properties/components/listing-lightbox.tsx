import 'yet-another-react-lightbox/styles.css';
import './listing-lightbox.css';
import Lightbox, { useLightboxState, type SlideImage } from 'yet-another-react-lightbox';
import { IMAGE_FULL_WIDTH, IMAGE_VARIANT_WIDTHS, imageSrcSet } from '@elite/shared/image-urls';
import { useLingui } from '../../../lib/i18n';

/** A picture the lightbox shows, and what its count says of it ("Photo 3 of 8", "Floor plan"). */
export interface LightboxPicture {
  url: string;
  alt: string;
  label: string;
}

/** Stored photos are 3:2; the lightbox needs each copy's size to pick one. */
function slideOf(picture: LightboxPicture): SlideImage {
  const srcSet = imageSrcSet(picture.url);
  if (!srcSet) return { src: picture.url, alt: picture.alt };
  const urls = srcSet.split(', ').map((entry) => entry.split(' ')[0] ?? '');
  const widths = [...IMAGE_VARIANT_WIDTHS, IMAGE_FULL_WIDTH];
  return {
    src: picture.url,
    alt: picture.alt,
    srcSet: urls.map((src, i) => {
      const width = widths[i] ?? IMAGE_FULL_WIDTH;
      return { src, width, height: Math.round((width * 2) / 3) };
    }),
  };
}

function PictureCount({ pictures }: { pictures: LightboxPicture[] }) {
  const { currentIndex } = useLightboxState();
  return (
    <p
      aria-live="polite"
      className="absolute start-4 top-4 z-10 rounded bg-black/70 px-3 py-1 text-sm font-semibold text-white"
    >
      {pictures[currentIndex]?.label}
    </p>
  );
}

interface ListingLightboxProps {
  pictures: LightboxPicture[];
  index: number;
  open: boolean;
  onClose: () => void;
  /** After the closing animation: where focus goes back. */
  onClosed: () => void;
  onView: (index: number) => void;
}

/**
 * The full-screen photo viewer (yet-another-react-lightbox: swipe, arrow keys, Escape). Its own
 * chunk, with its CSS: downloaded when a visitor first opens a photo.
 */
export default function ListingLightbox({
  pictures,
  index,
  open,
  onClose,
  onClosed,
  onView,
}: ListingLightboxProps) {
  const { _ } = useLingui();
  const photos = _('listing.photos');
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={pictures.map(slideOf)}
      carousel={{ finite: pictures.length < 3 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Lightbox: photos,
        Carousel: photos,
        'Photo gallery': photos,
        Previous: _('listing.previousPhoto'),
        Next: _('listing.nextPhoto'),
        Close: _('common.close'),
        Slide: _('listing.lightboxSlide'),
        // The lightbox fills in its own placeholders.
        '{index} of {total}': _('listing.lightboxSlideOf', { index: '{index}', total: '{total}' }),
      }}
      on={{ view: ({ index: current }) => onView(current), exited: onClosed }}
      render={{ controls: () => <PictureCount pictures={pictures} /> }}
    />
  );
}

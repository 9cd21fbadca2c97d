import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { MAX_PHOTO_ALT } from '@elite/shared';
import { imageSrcSet } from '@elite/shared/image-urls';
import { translateShared, useLingui } from '../../../../lib/i18n';
import type { GalleryItem } from './use-gallery';

interface GalleryPhotoProps {
  item: GalleryItem;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  onRetry: () => void;
  onAlt: (alt: string) => void;
}

/** One photo of the gallery: its picture, place, alt text, progress or error, and its actions. */
export function GalleryPhoto({
  item,
  index,
  count,
  onMove,
  onRemove,
  onRetry,
  onAlt,
}: GalleryPhotoProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.key });
  const { _ } = useLingui();
  const number = index + 1;
  const percent = item.progress === null ? 0 : Math.round(item.progress * 100);
  const altId = `${item.key}-alt`;
  const src = item.url ?? item.preview;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={
        index === 0 ? _('agent.photoCoverName', { number }) : _('agent.photoName', { number })
      }
      className={`border-base-300 bg-base-100 rounded-box flex flex-col gap-2 border p-2 ${
        isDragging ? 'relative z-10 shadow-lg' : ''
      } ${item.error ? 'border-error' : ''}`}
    >
      <div className="bg-base-200 rounded-box relative aspect-[4/3] overflow-hidden">
        {src ? (
          <img
            src={src}
            srcSet={item.url ? imageSrcSet(item.url) : undefined}
            sizes="240px"
            alt=""
            className="size-full object-cover"
          />
        ) : null}
        <span className="badge badge-neutral absolute start-1 top-1">
          {index === 0 ? _('agent.cover') : number}
        </span>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="btn btn-circle btn-sm absolute end-1 top-1 cursor-grab touch-none"
          aria-label={_('agent.dragPhoto', { number })}
          {...attributes}
          {...listeners}
        >
          <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
            <circle cx="9" cy="6" r="1.5" />
            <circle cx="15" cy="6" r="1.5" />
            <circle cx="9" cy="12" r="1.5" />
            <circle cx="15" cy="12" r="1.5" />
            <circle cx="9" cy="18" r="1.5" />
            <circle cx="15" cy="18" r="1.5" />
          </svg>
        </button>
      </div>
      {item.name && (
        <p className="truncate text-xs" title={item.name}>
          {item.name}
        </p>
      )}
      {item.progress !== null && (
        <progress
          className="progress progress-primary w-full"
          value={percent}
          max={100}
          aria-label={
            item.name
              ? _('agent.uploadingPhoto', { name: item.name })
              : _('agent.uploadingPhotoNumber', { number })
          }
        />
      )}
      {item.error && (
        <p className="text-error text-sm" role="alert">
          {translateShared(item.error)}
        </p>
      )}
      <label htmlFor={altId} className="text-sm font-medium">
        {_('agent.altText', { number })}
      </label>
      <input
        id={altId}
        className="input input-sm w-full"
        value={item.alt}
        maxLength={MAX_PHOTO_ALT}
        placeholder={_('agent.altPlaceholder')}
        onChange={(event) => onAlt(event.target.value)}
      />
      <div className="flex flex-wrap gap-1">
        <button
          type="button"
          className="btn btn-xs"
          disabled={index === 0}
          aria-label={_('agent.moveEarlierLabel', { number })}
          onClick={() => onMove(index - 1)}
        >
          {_('agent.moveEarlier')}
        </button>
        <button
          type="button"
          className="btn btn-xs"
          disabled={index === count - 1}
          aria-label={_('agent.moveLaterLabel', { number })}
          onClick={() => onMove(index + 1)}
        >
          {_('agent.moveLater')}
        </button>
        {index > 0 && (
          <button
            type="button"
            className="btn btn-xs"
            aria-label={_('agent.makeCoverLabel', { number })}
            onClick={() => onMove(0)}
          >
            {_('agent.makeCover')}
          </button>
        )}
        {item.error && item.file && (
          <button
            type="button"
            className="btn btn-xs"
            aria-label={_('agent.retryLabel', { number })}
            onClick={onRetry}
          >
            {_('agent.retry')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-xs btn-error btn-outline"
          aria-label={_('agent.removeLabel', { number })}
          onClick={onRemove}
        >
          {_('agent.remove')}
        </button>
      </div>
    </li>
  );
}

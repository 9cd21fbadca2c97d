import { useId } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Announcements, DragEndEvent } from '@dnd-kit/core';
import {
  SortableContext,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { useDropzone } from 'react-dropzone';
import { MAX_PHOTOS } from '@elite/shared';
import { intlLocale, translateShared, useLingui } from '../../../../lib/i18n';
import { GalleryPhoto } from './gallery-photo';
import type { Gallery } from './use-gallery';

interface GalleryUploaderProps {
  gallery: Gallery;
  /** The gallery's error (none uploaded, one failed, the server's refusal). */
  error?: string;
  /** The file button's id, to focus it when the gallery is what stops the form. */
  inputId: string;
}

/**
 * The listing's photos: several files at once (dropped or chosen), each uploaded with its own
 * progress; reordered by dragging or with the buttons; the first is the cover
 * (docs/decisions/025).
 */
export function GalleryUploader({ gallery, error, inputId }: GalleryUploaderProps) {
  const { items, notice, addFiles, move, remove, retry, setAlt } = gallery;
  const { _ } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  const full = items.length >= MAX_PHOTOS;
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'image/*': [] },
    multiple: true,
    noClick: true,
    noKeyboard: true,
    disabled: full,
    // Files of the wrong type are still added, so their error shows by them.
    onDrop: (accepted, rejected) => addFiles([...accepted, ...rejected.map((r) => r.file)]),
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (key: string | number) => items.findIndex((item) => item.key === key) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => _('agent.dragStart', { number: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? _('agent.dragOver', { number: position(active.id), position: position(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? _('agent.dragEnd', { number: position(active.id), position: position(over.id) })
        : _('agent.dragDropped', { number: position(active.id) }),
    onDragCancel: ({ active }) => _('agent.dragCancel', { number: position(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(String(active.id), position(over.id) - 1);
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        {...getRootProps({
          className: `rounded-box flex flex-col items-center gap-2 border-2 border-dashed p-4 text-center ${
            isDragActive ? 'border-primary bg-primary/10' : 'border-base-300'
          } ${error ? 'border-error' : ''}`,
        })}
      >
        <label htmlFor={inputId} className="font-medium">
          {_('agent.propertyImages')}
        </label>
        <p id={`${id}-hint`} className="text-base-content/70 text-sm">
          {_('agent.photosHint', { max: MAX_PHOTOS.toLocaleString(intlLocale()) })}
        </p>
        <input
          {...getInputProps({
            id: inputId,
            // react-dropzone hides its input, takes it out of the tab order and names it "file
            // upload"; here it is the file button itself, named by its label.
            style: undefined,
            'aria-label': undefined,
            tabIndex: 0,
            className: `file-input w-full max-w-sm ${error ? 'file-input-error' : ''}`,
            'aria-describedby': error ? errorId : `${id}-hint`,
            'aria-invalid': error ? true : undefined,
          })}
        />
      </div>
      {error && (
        <p id={errorId} className="text-error text-sm">
          {translateShared(error)}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {notice}
      </p>
      {items.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements }}
        >
          <SortableContext items={items.map((item) => item.key)} strategy={rectSortingStrategy}>
            <ol
              className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3"
              aria-label={_('agent.photos')}
            >
              {items.map((item, index) => (
                <GalleryPhoto
                  key={item.key}
                  item={item}
                  index={index}
                  count={items.length}
                  onMove={(to) => move(item.key, to)}
                  onRemove={() => remove(item.key)}
                  onRetry={() => retry(item.key)}
                  onAlt={(alt) => setAlt(item.key, alt)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { IMAGE_MAX_BYTES } from '@elite/shared/image-urls';
import { MAX_PHOTOS } from '@elite/shared';
import type { Photo } from '@elite/shared';
import { errorMessage } from '../../../../lib/api-client';
import { i18n } from '../../../../lib/i18n';
import { uploadImage } from '../../../../lib/upload-image';

/** One photo of the gallery: stored (a URL), uploading (a share sent) or failed (an error). */
export interface GalleryItem {
  /** Stable identity for React and for dragging. */
  key: string;
  /** The stored image's URL, once uploaded (or loaded with the listing). */
  url: string | null;
  /** A local preview of a chosen file, while it has no URL yet. */
  preview: string | null;
  alt: string;
  /** The share sent, from 0 to 1, while uploading; null otherwise. */
  progress: number | null;
  error: string | null;
  /** The chosen file, kept to retry a failed upload. */
  file: File | null;
  /** The chosen file's name, to tell the agent which photo is which; none for stored photos. */
  name: string;
}

let counter = 0;
const nextKey = () => `photo-${(counter += 1)}`;

function fromPhoto(photo: Photo): GalleryItem {
  // A stored photo's file name is a hash, of no use to the agent.
  const name = '';
  return {
    key: nextKey(),
    url: photo.url,
    preview: null,
    alt: photo.alt,
    progress: null,
    error: null,
    file: null,
    name,
  };
}

/** A file the server would refuse, checked before sending it (CONTRACT.md section 4). */
function fileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return `${file.name} is not an image file`;
  if (file.size > IMAGE_MAX_BYTES) return `${file.name} is larger than 5 MB`;
  return null;
}

/**
 * The gallery of the listing form: photos in order (the first is the cover), each uploaded
 * through POST /api/images as soon as it is added, with its own progress and error.
 */
export function useGallery(initial: readonly Photo[] = []) {
  const [items, setItems] = useState<GalleryItem[]>(() => initial.map(fromPhoto));
  const [notice, setNotice] = useState('');
  const mounted = useRef(true);
  const itemsRef = useRef(items);
  // The handlers read the list as last rendered (they run after the commit).
  useLayoutEffect(() => {
    itemsRef.current = items;
  }, [items]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const item of itemsRef.current) if (item.preview) URL.revokeObjectURL(item.preview);
    };
  }, []);

  const update = useCallback((key: string, change: Partial<GalleryItem>) => {
    if (!mounted.current) return;
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const send = useCallback(
    (key: string, file: File) => {
      update(key, { progress: 0, error: null });
      uploadImage(file, { onProgress: (progress) => update(key, { progress }) }).then(
        (url) => update(key, { url, progress: null }),
        (error: unknown) => update(key, { progress: null, error: errorMessage(error) }),
      );
    },
    [update],
  );

  /** Adds files (from the button or a drop), up to the limit; each starts uploading. */
  const addFiles = useCallback(
    (files: readonly File[]) => {
      const room = MAX_PHOTOS - itemsRef.current.length;
      const taken = files.slice(0, Math.max(room, 0));
      const added = taken.map((file): GalleryItem => {
        const problem = fileProblem(file);
        return {
          key: nextKey(),
          url: null,
          preview: problem ? null : URL.createObjectURL(file),
          alt: '',
          progress: problem ? null : 0,
          error: problem,
          file: problem ? null : file,
          name: file.name,
        };
      });
      setItems((list) => [...list, ...added]);
      for (const item of added) if (item.file) send(item.key, item.file);
      const skipped = files.length - taken.length;
      setNotice(
        skipped > 0
          ? i18n._('agent.photosSkipped', { max: MAX_PHOTOS, skipped })
          : i18n._('agent.photosAdded', { count: added.length }),
      );
    },
    [send],
  );

  const retry = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((entry) => entry.key === key);
      if (item?.file) send(key, item.file);
    },
    [send],
  );

  const remove = useCallback((key: string) => {
    const index = itemsRef.current.findIndex((entry) => entry.key === key);
    const item = itemsRef.current[index];
    if (!item) return;
    if (item.preview) URL.revokeObjectURL(item.preview);
    setItems((list) => list.filter((entry) => entry.key !== key));
    setNotice(i18n._('agent.photoRemoved', { number: index + 1 }));
  }, []);

  /** Moves a photo to a new place (0 is the cover), announcing where it went. */
  const move = useCallback((key: string, to: number) => {
    const list = itemsRef.current;
    const from = list.findIndex((entry) => entry.key === key);
    if (from < 0 || to < 0 || to >= list.length || from === to) return;
    const next = [...list];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    setItems(next);
    setNotice(
      to === 0
        ? i18n._('agent.photoIsCover', { number: from + 1 })
        : i18n._('agent.photoMoved', { number: from + 1, position: to + 1, total: list.length }),
    );
  }, []);

  const setAlt = useCallback((key: string, alt: string) => update(key, { alt }), [update]);

  return { items, notice, addFiles, retry, remove, move, setAlt };
}

export type Gallery = ReturnType<typeof useGallery>;

/** Why the gallery cannot be sent yet, if it cannot; else its photos, the cover first. */
export function galleryPhotos(
  items: readonly GalleryItem[],
): { photos: Photo[] } | { error: string } {
  if (items.length === 0) return { error: i18n._('agent.imageRequired') };
  if (items.some((item) => item.progress !== null)) {
    return { error: i18n._('agent.waitUploads') };
  }
  if (items.some((item) => item.url === null)) {
    return { error: i18n._('agent.failedUploads') };
  }
  return { photos: items.map((item) => ({ url: item.url ?? '', alt: item.alt.trim() })) };
}

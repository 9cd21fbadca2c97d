import { useCallback, useEffect, useId, useState } from 'react';
import type { ChangeEvent, ComponentProps } from 'react';
import { imageSrcSet } from '@elite/shared/image-urls';
import { intlLocale, useLingui } from '../../lib/i18n';
import { uploadImage } from '../../lib/upload-image';
import type { UploadOptions } from '../../lib/upload-image';
import { FieldNote, fieldNoteId } from './text-field';

type ImageFieldProps = Omit<ComponentProps<'input'>, 'type' | 'accept'> & {
  label: string;
  /** Shown under the field and announced with it: a validation error or the server's refusal. */
  error?: string;
  hint?: string;
  /** The image in use now (on an update form); shown until a new file is chosen. */
  currentImage?: string | null;
  /** The share of the upload sent, from 0 to 1, while the form uploads the file; null otherwise. */
  progress?: number | null;
};

/**
 * A labelled image file input with a preview of the chosen file (or the current image) and the
 * upload's progress. It only picks the file: the form uploads it when submitted (`useImageUpload`).
 * Accepts react-hook-form's `register()` props.
 */
export function ImageField({
  label,
  error,
  hint,
  currentImage,
  progress = null,
  id,
  className = '',
  onChange,
  ...inputProps
}: ImageFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const progressId = `${inputId}-progress`;
  const describedBy =
    [fieldNoteId(inputId, { hint, error }), progress !== null ? progressId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  const [preview, setPreview] = useState<string | null>(null);
  // Each preview URL holds the file in memory until revoked: when replaced, and on leaving.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.item(0);
    setPreview(file?.type.startsWith('image/') ? URL.createObjectURL(file) : null);
    onChange?.(event);
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);
  const { _, i18n } = useLingui();
  // English reads "Current profile image"; other languages keep the label's own capitals.
  const lowerLabel = i18n.locale === 'en' ? label.toLowerCase() : label;

  return (
    <div className="fieldset w-full py-1">
      <label htmlFor={inputId} className="fieldset-legend pb-1 text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <div className="border-base-300 bg-base-200 rounded-box flex size-20 shrink-0 items-center justify-center overflow-hidden border sm:size-24">
          {preview ? (
            <img
              src={preview}
              alt={_('common.imagePreview', { label: lowerLabel })}
              className="size-full object-cover"
              // A file the browser cannot display (the server will say why) shows no broken image.
              onError={() => setPreview(null)}
            />
          ) : currentImage ? (
            <img
              src={currentImage}
              srcSet={imageSrcSet(currentImage)}
              sizes="96px"
              width={96}
              height={96}
              alt={_('common.imageCurrent', { label: lowerLabel })}
              className="size-full object-cover"
            />
          ) : (
            <svg
              viewBox="0 0 24 24"
              className="text-base-content/40 size-8"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              aria-hidden="true"
            >
              <rect x="3" y="4" width="18" height="16" rx="2" />
              <circle cx="9" cy="10" r="2" />
              <path d="m21 16-5-5-9 9" />
            </svg>
          )}
        </div>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className={`file-input w-full min-w-0 ${error ? 'file-input-error' : ''} ${className}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={choose}
          {...inputProps}
        />
      </div>
      {progress !== null && (
        <div id={progressId} className="flex items-center gap-2 pt-1">
          <progress
            className="progress progress-primary w-full"
            value={percent}
            max={100}
            aria-label={_('common.imageUploading', { label: lowerLabel })}
          />
          <span className="text-sm tabular-nums" aria-live="polite">
            {new Intl.NumberFormat(intlLocale(), { style: 'percent' }).format(percent / 100)}
          </span>
        </div>
      )}
      <FieldNote inputId={inputId} hint={hint} error={error} />
    </div>
  );
}

/**
 * Uploads a form's image when the form is submitted, tracking the progress for `ImageField`.
 * `upload` rejects with the server's message when the file is refused.
 */
export function useImageUpload() {
  const [progress, setProgress] = useState<number | null>(null);

  /** Wraps any upload (such as one inside a sign-up) so its progress shows on the field. */
  const track = useCallback(
    async <T,>(run: (options: Required<Pick<UploadOptions, 'onProgress'>>) => Promise<T>) => {
      setProgress(0);
      try {
        return await run({ onProgress: setProgress });
      } finally {
        setProgress(null);
      }
    },
    [],
  );

  const upload = useCallback(
    (file: File, signal?: AbortSignal) =>
      track((options) => uploadImage(file, { ...options, signal })),
    [track],
  );

  return { progress, upload, track };
}

import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '@elite/shared/image-urls';
import { i18n } from './i18n';

/**
 * A field's name for its error texts: a text, or a function that reads it in the page's locale
 * (such as `() => i18n._('auth.photo')`), called when the form is checked.
 */
export type ImageLabel = string | (() => string);

const labelText = (label: ImageLabel) => (typeof label === 'function' ? label() : label);

/** The error texts, read in the page's locale when the form is checked. */
const required = (label: ImageLabel) => i18n._('common.imageRequired', { label: labelText(label) });
const notImage = (label: ImageLabel) => i18n._('common.imageNotImage', { label: labelText(label) });

/** The chosen file, if any, checked as the server will (an image, 5 MB at most: CONTRACT.md section 4). */
function checkedImage(
  files: FileList | undefined,
  label: ImageLabel,
  isRequired: boolean,
  ctx: z.RefinementCtx,
): File | undefined {
  const file = files?.item(0) ?? undefined;
  if (!file) {
    if (isRequired) ctx.addIssue({ code: 'custom', message: required(label) });
    return undefined;
  }
  if (!file.type.startsWith('image/')) {
    ctx.addIssue({ code: 'custom', message: notImage(label) });
  } else if (file.size > IMAGE_MAX_BYTES) {
    ctx.addIssue({
      code: 'custom',
      message: i18n._('common.imageTooBig', { label: labelText(label) }),
    });
  }
  return file;
}

/**
 * A required image picked in a file input (react-hook-form gives a FileList); the form's value
 * becomes the chosen File. `label` starts the error texts, e.g. "Profile image is required".
 */
export function imageFileSchema(label: ImageLabel) {
  return z
    .custom<FileList>((value) => value instanceof FileList, { error: () => required(label) })
    .transform((files, ctx) => checkedImage(files, label, true, ctx) ?? z.NEVER);
}

/**
 * An image that replaces a current one: none chosen (undefined, or an empty FileList) keeps
 * the current image; a chosen file is checked like `imageFileSchema`.
 */
export function replacementImageFileSchema(label: ImageLabel) {
  return z
    .custom<FileList | undefined>(
      (value) => value === undefined || value === null || value instanceof FileList,
      { error: () => notImage(label) },
    )
    .transform((files, ctx) => checkedImage(files ?? undefined, label, false, ctx));
}

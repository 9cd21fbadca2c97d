import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '@elite/shared/image-urls';

/** The chosen file, if any, checked as the server will (an image, 5 MB at most: CONTRACT.md section 4). */
function checkedImage(
  files: FileList | undefined,
  label: string,
  required: boolean,
  ctx: z.RefinementCtx,
): File | undefined {
  const file = files?.item(0) ?? undefined;
  if (!file) {
    if (required) ctx.addIssue({ code: 'custom', message: `${label} is required` });
    return undefined;
  }
  if (!file.type.startsWith('image/')) {
    ctx.addIssue({ code: 'custom', message: `${label} must be an image file` });
  } else if (file.size > IMAGE_MAX_BYTES) {
    ctx.addIssue({ code: 'custom', message: `${label} must be at most 5 MB` });
  }
  return file;
}

/**
 * A required image picked in a file input (react-hook-form gives a FileList); the form's value
 * becomes the chosen File. `label` starts the error texts, e.g. "Profile image is required".
 */
export function imageFileSchema(label: string) {
  return z
    .custom<FileList>((value) => value instanceof FileList, `${label} is required`)
    .transform((files, ctx) => checkedImage(files, label, true, ctx) ?? z.NEVER);
}

/**
 * An image that replaces a current one: none chosen (undefined, or an empty FileList) keeps
 * the current image; a chosen file is checked like `imageFileSchema`.
 */
export function replacementImageFileSchema(label: string) {
  return z
    .custom<FileList | undefined>(
      (value) => value === undefined || value === null || value instanceof FileList,
      `${label} must be an image file`,
    )
    .transform((files, ctx) => checkedImage(files ?? undefined, label, false, ctx));
}

import { z } from 'zod';

/** The server refuses larger uploads (CONTRACT.md section 4). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * A required image picked in a file input (react-hook-form gives a FileList); the form's value
 * becomes the chosen File. `label` starts the error texts, e.g. "Profile image is required".
 */
export function imageFileSchema(label: string) {
  return z
    .custom<FileList>((value) => value instanceof FileList, `${label} is required`)
    .transform((files, ctx) => {
      const file = files.item(0);
      if (!file) {
        ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return z.NEVER;
      }
      if (!file.type.startsWith('image/')) {
        ctx.addIssue({ code: 'custom', message: `${label} must be an image file` });
        return z.NEVER;
      }
      if (file.size > MAX_IMAGE_BYTES) {
        ctx.addIssue({ code: 'custom', message: `${label} must be at most 5 MB` });
        return z.NEVER;
      }
      return file;
    });
}

import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '@elite/shared/image-urls';
import { messages } from '@elite/shared/messages';
import { currentLocale, translateShared } from './i18n';
import {
  API_BASE,
  ApiError,
  unexpectedAnswerMessage,
  unreachableMessage,
  parseJson,
  readToken,
  errorFromResponse,
} from './api-client';

const uploadedImageSchema = z.object({ data: z.object({ display_url: z.string() }) });

export interface UploadOptions {
  /** Called with the share of the file sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/images (signed in, multipart field `image`): stores a profile or property image and
 * returns its URL. XMLHttpRequest rather than fetch, because fetch reports no upload progress.
 * A refused file rejects with the server's message (413 too large, 415 not an image, 429 too many).
 */
export function uploadImage(
  file: File,
  { onProgress, signal }: UploadOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/images`);
    xhr.setRequestHeader('Accept', 'application/json');
    // A refused file's message in the page's language (CONTRACT.md section 11).
    xhr.setRequestHeader('Accept-Language', currentLocale());
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      settle();
      const data = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromResponse(xhr.status, xhr.statusText, data, { sentToken: token !== null }));
        return;
      }
      const parsed = uploadedImageSchema.safeParse(data);
      if (!parsed.success) {
        console.error('Unexpected response from POST /images', parsed.error);
        reject(new ApiError(xhr.status, unexpectedAnswerMessage()));
        return;
      }
      onProgress?.(1);
      resolve(parsed.data.data.display_url);
    });
    xhr.addEventListener('error', () => {
      settle();
      // A server refusing an oversized upload may close the connection before responding.
      reject(
        file.size > IMAGE_MAX_BYTES
          ? new ApiError(413, translateShared(messages.imageTooLarge))
          : new ApiError(0, unreachableMessage()),
      );
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'));
    });

    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

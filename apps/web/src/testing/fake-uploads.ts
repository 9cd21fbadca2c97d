import { vi } from 'vitest';
import type { UploadOptions } from '../lib/upload-image';

/** Each upload the form starts: its file, its progress callback, and how the test settles it. */
export interface Upload {
  file: File;
  progress: (fraction: number) => void;
  resolve: (url: string) => void;
  reject: (error: Error) => void;
}
export const uploads: Upload[] = [];

/** Stands in for lib/upload-image's uploadImage (each test file mocks the module with it). */
export const fakeUploadImage = vi.fn(
  (file: File, options: UploadOptions = {}) =>
    new Promise<string>((resolve, reject) => {
      uploads.push({ file, progress: (f) => options.onProgress?.(f), resolve, reject });
    }),
);

import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { makePngClaiming } from '../../../test/helpers/images';
import { encodeImage, imageJob } from './processing';
import { openJpegCopy } from './service';
import type { ImageStorage } from './storage';

/** Images in memory, counting what is written. */
function memoryStorage() {
  const objects = new Map<string, Buffer>();
  const puts: string[] = [];
  const storage: ImageStorage = {
    async put(name, bytes) {
      puts.push(name);
      objects.set(name, bytes);
    },
    async exists(name) {
      return objects.has(name);
    },
    async get(name) {
      const bytes = objects.get(name);
      return bytes && { body: Readable.from([bytes]), size: bytes.length };
    },
    publicUrl: (name) => `/images/${name}`,
  };
  return { storage, objects, puts };
}

describe('image work', () => {
  it('refuses a 1 x 49,000,000 PNG by its header, before decoding it (413)', async () => {
    await expect(encodeImage(await makePngClaiming(1, 49_000_000))).rejects.toMatchObject({
      statusCode: 413,
      message: messages.imageSideTooLong,
    });
  });

  it('runs one image job at a time; the others wait their turn', async () => {
    let running = 0;
    let most = 0;
    const job = () =>
      imageJob(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
        return running;
      });
    await Promise.all([job(), job(), job(), job()]);
    expect(most).toBe(1);
  });

  it('converts a JPEG copy once for requests that ask for it at the same time', async () => {
    const { storage, objects, puts } = memoryStorage();
    const stem = 'a'.repeat(64);
    objects.set(
      `${stem}.webp`,
      await sharp({ create: { width: 40, height: 30, channels: 3, background: 'red' } })
        .webp()
        .toBuffer(),
    );
    const copies = await Promise.all(
      Array.from({ length: 5 }, () => openJpegCopy(storage, `${stem}.jpg`)),
    );
    expect(puts).toEqual([`${stem}.jpg`]);
    for (const copy of copies) expect(copy?.size).toBe(objects.get(`${stem}.jpg`)!.length);
    // Later requests read the kept copy; a copy of no image is none.
    expect((await openJpegCopy(storage, `${stem}.jpg`))?.size).toBeGreaterThan(0);
    expect(puts).toHaveLength(1);
    expect(await openJpegCopy(storage, `${'b'.repeat(64)}.jpg`)).toBeUndefined();
  });
});

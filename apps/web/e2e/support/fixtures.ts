import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** A small PNG on disk, for file inputs. */
export async function pngFile(name = 'photo.png', color = '#3366cc'): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'elite-fixture-')), name);
  await sharp({ create: { width: 240, height: 240, channels: 3, background: color } })
    .png()
    .toFile(file);
  return file;
}

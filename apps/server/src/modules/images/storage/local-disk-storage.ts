import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { servedImageUrl, type ImageStorage, type StoredImage } from './image-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Images as files under one directory (DATA_DIR/images by default). */
export class LocalDiskStorage implements ImageStorage {
  constructor(private readonly dir: string) {}

  private pathOf(name: string) {
    return path.join(this.dir, name);
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    await fsp.mkdir(this.dir, { recursive: true });
    // Written aside and renamed, so a reader never sees half a file and a crash leaves no stub.
    const temporary = this.pathOf(`.${name}.${randomBytes(6).toString('hex')}.tmp`);
    await fsp.writeFile(temporary, bytes);
    await fsp.rename(temporary, this.pathOf(name));
  }

  async exists(name: string): Promise<boolean> {
    try {
      await fsp.access(this.pathOf(name));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async get(name: string): Promise<StoredImage | undefined> {
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(this.pathOf(name), 'r');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  publicUrl(name: string): string {
    return servedImageUrl(name);
  }
}

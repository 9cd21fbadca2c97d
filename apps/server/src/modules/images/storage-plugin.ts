import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createImageStorage, type ImageStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    imageStorage: ImageStorage;
  }
}

/** Where uploaded images are kept: an S3-compatible store when configured, else DATA_DIR/images. */
export default fp(
  async function storagePlugin(app: FastifyInstance, opts: { config: Config }) {
    const storage = await createImageStorage(opts.config);
    app.decorate('imageStorage', storage);
    app.addHook('onClose', async () => storage.close?.());
  },
  { name: 'storage' },
);

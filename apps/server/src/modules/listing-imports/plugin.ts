import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '@elite/shared/locales';
import type { PhotoFetchOptions } from './photo-fetch';
import { ImportWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker that applies listing imports row by row (started by app.ts). */
    importWorker: ImportWorker;
  }
}

/** Listing imports' background worker (CONTRACT.md section 15, docs/decisions/071). */
export default fp(
  async function importsPlugin(
    app: FastifyInstance,
    opts: { locales: readonly Locale[]; photoFetch: PhotoFetchOptions },
  ) {
    app.decorate(
      'importWorker',
      new ImportWorker({
        db: app.db,
        log: app.log.child({ module: 'imports' }),
        locales: opts.locales,
        storage: app.imageStorage,
        photoFetch: opts.photoFetch,
      }),
    );
  },
  { name: 'imports', dependencies: ['db', 'storage'] },
);

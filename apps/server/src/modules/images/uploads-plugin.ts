import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { Config } from '../../config';
import { multipartLimits } from './upload-form';
import { InProcessUploadQuota, SharedUploadQuota, type UploadQuota } from './upload-quota';

declare module 'fastify' {
  interface FastifyInstance {
    uploadQuota: UploadQuota;
  }
}

/** Multipart bodies with the upload limits, and the per-uploader upload quota. */
export default fp(
  async function uploadsPlugin(app: FastifyInstance, opts: { config: Config }) {
    await app.register(multipart, { limits: multipartLimits });
    // With REDIS_URL every server process counts against the same allowance.
    const quota: UploadQuota = opts.config.redisUrl
      ? new SharedUploadQuota(app.counters)
      : new InProcessUploadQuota();
    app.decorate('uploadQuota', quota);
  },
  { name: 'uploads', dependencies: ['rate-limits'] },
);

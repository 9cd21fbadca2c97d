import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { multipartLimits } from '../modules/images/upload-form';
import { InProcessUploadQuota, type UploadQuota } from '../modules/images/upload-quota';

declare module 'fastify' {
  interface FastifyInstance {
    uploadQuota: UploadQuota;
  }
}

/** Multipart bodies with the upload limits, and the per-uploader upload quota. */
export default fp(
  async function uploadsPlugin(app: FastifyInstance) {
    await app.register(multipart, { limits: multipartLimits });
    app.decorate('uploadQuota', new InProcessUploadQuota());
  },
  { name: 'uploads' },
);

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, imageUploadResultSchema, messages } from '@elite/shared';
import { badRequest, notFound, unsupportedMediaType } from '../../lib/errors';
import { requireSignedIn, signedIn } from '../../plugins/auth';
import * as images from './service';
import { IMAGE_CACHE_CONTROL, IMAGE_CONTENT_TYPE, JPEG_CONTENT_TYPE } from './storage';
import { closeUnreadUpload, readUploadForm } from './upload-form';
import { refusals } from '../../lib/route-schemas';

/** POST /api/images: the image hosting of CONTRACT.md section 4. Registered under /api. */
export const imageUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/images',
    {
      onRequest: requireSignedIn,
      onSend: closeUnreadUpload,
      schema: {
        tags: ['images'],
        operationId: 'uploadImage',
        summary: 'Upload a picture',
        description:
          'A multipart form with one file in the field `image` (JPEG, PNG, WebP, GIF or AVIF, at most 10 MB) is stored re-encoded as WebP; the answer gives its URL and sizes. 60 uploads an hour per account.',
        consumes: ['multipart/form-data'],
        response: {
          201: imageUploadResultSchema,
          ...refusals(400, 401, 413, 415),
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      await images.takeUploadQuota(app.uploadQuota, `account:${user.id}`);
      if (!request.isMultipart()) throw unsupportedMediaType(messages.imageMissing);
      const { image } = await readUploadForm(request);
      if (!image) throw badRequest(messages.imageMissing);
      const data = await images.storeImage(app.imageStorage, image);
      request.log.info({ userId: user.id, url: data.display_url }, 'image uploaded');
      return reply.status(201).send({ data });
    },
  );
};

/** GET /images/:name: stored images, cached for good since a name never changes. At the root. */
export const imageServingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/:name',
    {
      schema: {
        tags: ['images'],
        operationId: 'getImage',
        summary: 'Download a stored picture',
        description:
          'A picture uploaded to this site, as WebP; cached for a year (its name is its content hash).',
        params: z.object({ name: z.string().max(100) }),
        response: {
          200: z.unknown().describe('The WebP image, or its JPEG copy for e-mail (`<name>.jpg`)'),
          ...refusals(404),
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const jpeg = name.endsWith('.jpg');
      const image = jpeg
        ? await images.openJpegCopy(app.imageStorage, name)
        : await images.openImage(app.imageStorage, name);
      if (!image) throw notFound(messages.notFound);
      if (image.size !== undefined) reply.header('content-length', image.size);
      return reply
        .type(jpeg ? JPEG_CONTENT_TYPE : IMAGE_CONTENT_TYPE)
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(image.body);
    },
  );
};

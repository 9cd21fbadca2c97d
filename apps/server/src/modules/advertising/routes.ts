import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  advertiseBodySchema,
  advertisedPropertySchema,
  deletedSchema,
  errorSchema,
  idSchema,
  insertedSchema,
  ruleMessages,
} from '@elite/shared';
import { recordId } from '../../lib/ids';
import { requireRole } from '../../plugins/auth';
import { errorResponses } from '../../lib/route-schemas';
import { auditActor } from '../audit/service';
import * as service from './service';

const tags = ['advertising'];

const advertisingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/advertiseProperty',
    {
      config: { publicCache: true },
      schema: { tags, response: { 200: z.array(advertisedPropertySchema) } },
    },
    async () => service.listAdvertised(app.db),
  );

  app.post(
    '/advertiseProperty',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        body: advertiseBodySchema,
        response: {
          201: insertedSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const propertyId = recordId(request.body.property_id ?? request.body._id, 'Property');
      const id = await service.advertise(app.db, auditActor(request), propertyId);
      await app.publicChanges.publish({ kind: 'advertising' });
      return reply.status(201).send({ insertedId: id, message: ruleMessages.advertised });
    },
  );

  // Takes a listing off the home page; a public change, so the home page's grid drops it at once.
  app.delete(
    '/advertiseProperty/:propertyId',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        params: z.object({ propertyId: idSchema }),
        response: { 200: deletedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const deleted = await service.unadvertise(
        app.db,
        auditActor(request),
        recordId(request.params.propertyId, 'Property'),
      );
      if (deleted > 0) await app.publicChanges.publish({ kind: 'advertising' });
      return { deletedCount: deleted };
    },
  );
};

export default advertisingRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  advertiseBodySchema,
  advertisedPropertySchema,
  deletedSchema,
  idSchema,
  insertedSchema,
  ruleMessages,
} from '@elite/shared';
import { recordId } from '../../lib/ids';
import { requireRole } from '../../plugins/auth';
import { refusals } from '../../lib/route-schemas';
import { auditActor } from '../audit/service';
import * as service from './service';

const tags = ['advertising'];

const advertisingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/advertiseProperty',
    {
      config: { publicCache: true },
      schema: {
        tags,
        operationId: 'listAdvertisedProperties',
        summary: 'Advertised listings',
        description: 'The verified listings an admin chose for the home page.',
        response: { 200: z.array(advertisedPropertySchema) },
      },
    },
    async () => service.listAdvertised(app.db),
  );

  app.post(
    '/advertiseProperty',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        operationId: 'advertiseProperty',
        summary: 'Advertise a listing',
        description: 'An admin puts a verified listing on the home page, once.',
        body: advertiseBodySchema,
        response: { 201: insertedSchema, ...refusals(400, 401, 403, 404, 409) },
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
        operationId: 'stopAdvertisingProperty',
        summary: 'Stop advertising a listing',
        description: 'An admin takes a listing off the home page.',
        params: z.object({ propertyId: idSchema }),
        response: { 200: deletedSchema, ...refusals(400, 401, 403, 404) },
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

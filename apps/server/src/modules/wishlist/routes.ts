import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedSchema,
  emailParamsSchema,
  idParamsSchema,
  insertedSchema,
  wishlistBodySchema,
  wishlistEntrySchema,
} from '@elite/shared';
import { recordId } from '../../lib/ids';
import { ownEmailOrAdmin, requireSignedIn, signedIn } from '../../plugins/auth';
import * as service from './service';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses;
const tags = ['wishlist'];

const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  // SPEC.md's client posts a copy of the property plus wish_property_id and email; only the
  // id is read, the owner is the signed-in account.
  app.post(
    '/property/wishlist',
    {
      onRequest: requireSignedIn,
      schema: { tags, body: wishlistBodySchema, response: { 201: insertedSchema, ...errors } },
    },
    async (request, reply) => {
      const id = await service.addToWishlist(
        app.db,
        signedIn(request).user,
        recordId(request.body.wish_property_id, 'Property'),
      );
      // No message on success: SPEC.md's client shows any message as an error.
      return reply.status(201).send({ insertedId: id });
    },
  );

  app.get(
    '/property/wishList/:email',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        params: emailParamsSchema,
        response: { 200: z.array(wishlistEntrySchema), ...errors },
      },
    },
    async (request) => {
      const email = ownEmailOrAdmin(signedIn(request).user, request.params.email);
      return service.listWishlist(app.db, email);
    },
  );

  app.delete(
    '/property/wishlist/:id',
    {
      onRequest: requireSignedIn,
      schema: { tags, params: idParamsSchema, response: { 200: deletedSchema, ...errors } },
    },
    async (request) => ({
      deletedCount: await service.removeFromWishlist(
        app.db,
        signedIn(request).user,
        recordId(request.params.id, 'Wishlist entry'),
      ),
    }),
  );

  app.get(
    '/offerProperty/wishList/:id',
    {
      onRequest: requireSignedIn,
      schema: { tags, params: idParamsSchema, response: { 200: wishlistEntrySchema, ...errors } },
    },
    async (request) =>
      service.getOwnEntry(
        app.db,
        signedIn(request).user,
        recordId(request.params.id, 'Wishlist entry'),
      ),
  );
};

export default wishlistRoutes;

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
import { refusals } from '../../lib/route-schemas';

const tags = ['wishlist'];

const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  // SPEC.md's client posts a copy of the property plus wish_property_id and email; only the
  // id is read, the owner is the signed-in account.
  app.post(
    '/property/wishlist',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'addToWishlist',
        summary: 'Add a listing to my wishlist',
        description: 'A user keeps a verified listing in their wishlist, once.',
        body: wishlistBodySchema,
        response: { 201: insertedSchema, ...refusals(400, 401, 403, 404, 409) },
      },
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
        operationId: 'listWishlist',
        summary: 'List a wishlist',
        description:
          'The listings in a user’s wishlist: the caller’s own, or anyone’s for an admin.',
        params: emailParamsSchema,
        response: { 200: z.array(wishlistEntrySchema), ...refusals(400, 401, 403, 404) },
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
      schema: {
        tags,
        operationId: 'removeFromWishlist',
        summary: 'Remove a wishlist entry',
        description: 'The owner removes an entry from their wishlist.',
        params: idParamsSchema,
        response: { 200: deletedSchema, ...refusals(400, 401, 403, 404) },
      },
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
      schema: {
        tags,
        operationId: 'getWishlistEntry',
        summary: 'Read a wishlist entry',
        description: 'One entry of the caller’s wishlist, to make an offer on its listing.',
        params: idParamsSchema,
        response: { 200: wishlistEntrySchema, ...refusals(400, 401, 403, 404) },
      },
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

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedSchema,
  emailParamsSchema,
  idParamsSchema,
  idSchema,
  insertedSchema,
  messages,
  optionalPageQuerySchema,
  reviewBodySchema,
  reviewSchema,
} from '@elite/shared';
import { recordId } from '../../lib/ids';
import { ownEmailOrAdmin, requireRole, requireSignedIn, signedIn } from '../../plugins/auth';
import { auditActor } from '../audit/service';
import * as service from './service';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses;
const tags = ['reviews'];
const reviewList = z.array(reviewSchema);

/**
 * GET /api/property's paging; without either, the answer SPEC.md's client reads (the newest 12
 * for the home page, every review of a listing). `X-Total-Count` gives the total either way.
 */

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/allReviews',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: optionalPageQuerySchema,
        response: { 200: reviewList, ...errors },
      },
    },
    async (request, reply) => {
      const { total, reviews } = await service.listLatestPublicReviews(app.db, request.query);
      reply.header('x-total-count', String(total));
      return reviews;
    },
  );

  app.get(
    '/allReview',
    {
      onRequest: requireRole('admin'),
      schema: { tags, response: { 200: reviewList, ...errors } },
    },
    async () => service.listAllReviews(app.db),
  );

  app.get(
    '/reviews/:propertyId',
    {
      config: {
        publicCache: true,
        publicCacheListing: (request) =>
          String((request.params as { propertyId: string }).propertyId).toLowerCase(),
      },
      schema: {
        tags,
        params: z.object({ propertyId: idSchema }),
        querystring: optionalPageQuerySchema,
        response: { 200: reviewList, ...errors },
      },
    },
    async (request, reply) => {
      const propertyId = recordId(request.params.propertyId, 'Property');
      const { total, reviews } = await service.listPropertyReviews(
        app.db,
        propertyId,
        request.query,
      );
      reply.header('x-total-count', String(total));
      return reviews;
    },
  );

  // SPEC.md's client sends the reviewer and property fields too; only the property id and
  // the description are read.
  app.post(
    '/review',
    {
      onRequest: requireSignedIn,
      schema: { tags, body: reviewBodySchema, response: { 201: insertedSchema, ...errors } },
    },
    async (request, reply) => {
      const propertyId = recordId(request.body.property_id, 'Property');
      const id = await service.postReview(
        app.db,
        signedIn(request).user,
        propertyId,
        request.body.review_description,
      );
      await app.publicChanges.publish({ kind: 'reviews', propertyId });
      return reply.status(201).send({ insertedId: id, message: messages.reviewThanks });
    },
  );

  // The same read at a path of its own (issue 24): `/myReview/:email` differs from
  // `/myReview/:id` only by its parameter's name; the old path is kept, deprecated.
  for (const path of ['/myReview/:email', '/reviewsBy/:email']) {
    app.get(
      path,
      {
        onRequest: requireSignedIn,
        schema: { tags, params: emailParamsSchema, response: { 200: reviewList, ...errors } },
      },
      async (request) => {
        const email = ownEmailOrAdmin(signedIn(request).user, request.params.email);
        return service.listReviewerReviews(app.db, email);
      },
    );
  }

  app.delete(
    '/myReview/:id',
    {
      onRequest: requireSignedIn,
      schema: { tags, params: idParamsSchema, response: { 200: deletedSchema, ...errors } },
    },
    async (request) => {
      const id = recordId(request.params.id, 'Review');
      const listing = await service.reviewedListing(app.db, id);
      const deleted = await service.removeReview(
        app.db,
        auditActor(request),
        signedIn(request).user,
        id,
      );
      if (listing && deleted > 0) {
        await app.publicChanges.publish({ kind: 'reviews', propertyId: listing });
      }
      return { deletedCount: deleted };
    },
  );
};

export default reviewRoutes;

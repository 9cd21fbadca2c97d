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
import { refusals, type OperationWords } from '../../lib/route-schemas';

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
        operationId: 'listLatestReviews',
        summary: 'Latest reviews',
        description: 'The most recent reviews of verified listings, for the home page.',
        querystring: optionalPageQuerySchema,
        response: { 200: reviewList, ...refusals(400) },
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
      schema: {
        tags,
        operationId: 'listAllReviews',
        summary: 'List every review',
        description: 'Every review, for an admin’s moderation.',
        response: { 200: reviewList, ...refusals(401, 403) },
      },
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
        operationId: 'listPropertyReviews',
        summary: 'Reviews of a listing',
        description: 'The reviews of one listing, newest first.',
        params: z.object({ propertyId: idSchema }),
        querystring: optionalPageQuerySchema,
        response: { 200: reviewList, ...refusals(400, 404) },
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
      schema: {
        tags,
        operationId: 'addReview',
        summary: 'Review a listing',
        description: 'A signed-in user writes a review of a verified listing.',
        body: reviewBodySchema,
        response: { 201: insertedSchema, ...refusals(400, 401, 403, 404) },
      },
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
  const reviewerReads: [string, OperationWords][] = [
    [
      '/myReview/:email',
      {
        operationId: 'listMyReviewsLegacy',
        summary: 'List a user’s reviews (old path)',
        description:
          'Kept for SPEC.md’s client. The segment is the reviewer’s e-mail; use `GET /api/reviewsBy/{email}`.',
        deprecated: true,
      },
    ],
    [
      '/reviewsBy/:email',
      {
        operationId: 'listReviewsBy',
        summary: 'List a user’s reviews',
        description: 'The reviews a user wrote: the caller’s own, or anyone’s for an admin.',
      },
    ],
  ];
  for (const [path, words] of reviewerReads) {
    app.get(
      path,
      {
        onRequest: requireSignedIn,
        schema: {
          tags,
          ...words,
          params: emailParamsSchema,
          response: { 200: reviewList, ...refusals(400, 401, 403, 404) },
        },
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
      schema: {
        tags,
        operationId: 'deleteReview',
        summary: 'Delete a review',
        description: 'Its author (or an admin) deletes a review.',
        params: idParamsSchema,
        response: { 200: deletedSchema, ...refusals(400, 401, 403, 404) },
      },
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

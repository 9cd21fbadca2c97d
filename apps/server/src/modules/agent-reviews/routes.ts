import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentReviewBodySchema,
  agentReviewModerationSchema,
  agentReviewSchema,
  deletedSchema,
  idParamsSchema,
  insertedSchema,
  messages,
  optionalPageQuerySchema,
} from '@elite/shared';
import { knownRecordId } from '../../lib/ids';
import { refusals } from '../../lib/route-schemas';
import { requireRole, requireSignedIn, signedIn } from '../../plugins/auth';
import { agencyMessages } from '../agencies/messages';
import { auditActor } from '../audit/service';
import { agentReviewMessages } from './messages';
import * as service from './service';

const tags = ['reviews'];

/**
 * Agent reviews (CONTRACT.md section 14). None of these answers is cached, but the agent's
 * server-rendered pages (and the listing pages showing the agent's rating) are: a review added or
 * deleted is a change of the agent's.
 */
const agentReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/agents/:id/reviews',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'addAgentReview',
        summary: 'Review an agent',
        description:
          'A buyer rates an agent (`rating`, a whole number from 1 to 5) with a `comment` (plain text, up to 2,000 characters): only after the agent confirmed a viewing of theirs or answered an offer of theirs (403 otherwise, and for the agent themself), once per agent (409). An unknown agent, or one marked as fraud: 404.',
        params: idParamsSchema,
        body: agentReviewBodySchema,
        response: { 201: insertedSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const agentId = knownRecordId(request.params.id, agencyMessages.agentNotFound);
      const id = await service.postAgentReview(
        app.db,
        signedIn(request).user,
        agentId,
        request.body,
      );
      await app.publicChanges.publish({ kind: 'agent', id: agentId });
      return reply.status(201).send({ insertedId: id, message: messages.reviewThanks });
    },
  );

  app.get(
    '/agents/:id/reviews',
    {
      schema: {
        tags,
        operationId: 'listAgentReviews',
        summary: 'An agent’s reviews',
        description:
          'An agent’s reviews, newest first, a page at a time (`page`, `limit`; the first 12 by default); `X-Total-Count` gives the total. An unknown agent, or one marked as fraud: 404.',
        params: idParamsSchema,
        querystring: optionalPageQuerySchema,
        response: { 200: z.array(agentReviewSchema), ...refusals(400, 404) },
      },
    },
    async (request, reply) => {
      const agentId = knownRecordId(request.params.id, agencyMessages.agentNotFound);
      const { total, reviews } = await service.listAgentReviews(app.db, agentId, request.query);
      reply.header('x-total-count', String(total));
      return reviews;
    },
  );

  app.get(
    '/agent-reviews',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        operationId: 'listAllAgentReviews',
        summary: 'List every agent review',
        description:
          'Every agent review, newest first, with the reviewer’s e-mail and the agent’s name, for an admin’s moderation.',
        response: { 200: z.array(agentReviewModerationSchema), ...refusals(401, 403) },
      },
    },
    () => service.listAllAgentReviews(app.db),
  );

  app.delete(
    '/agent-reviews/:id',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'deleteAgentReview',
        summary: 'Delete an agent review',
        description:
          'An admin deletes any agent review (kept in the audit log), its author their own; anyone else: 403.',
        params: idParamsSchema,
        response: { 200: deletedSchema, ...refusals(401, 403, 404) },
      },
    },
    async (request) => {
      const id = knownRecordId(request.params.id, agentReviewMessages.reviewNotFound);
      const agentId = await service.removeAgentReview(
        app.db,
        auditActor(request),
        signedIn(request).user,
        id,
      );
      await app.publicChanges.publish({ kind: 'agent', id: agentId });
      return { deletedCount: 1 };
    },
  );
};

export default agentReviewRoutes;

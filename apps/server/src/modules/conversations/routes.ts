import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockBodySchema,
  conversationMessageSchema,
  conversationMessages,
  conversationSummarySchema,
  errorSchema,
  idParamsSchema,
  insertedSchema,
  modifiedSchema,
  reportedConversationSchema,
  sendMessageSchema,
  startConversationSchema,
  unreadCountSchema,
} from '@elite/shared';
import { notFound } from '../../lib/errors';
import { recordId } from '../../lib/ids';
import { errorResponses } from '../../lib/route-schemas';
import { requireRole, requireSignedIn, signedIn } from '../../plugins/auth';
import * as service from './service';

const errors = { ...errorResponses, 429: errorSchema };
const tags = ['conversations'];

/** A conversation id from the path; a malformed one is as unknown as a missing one. */
function idOf(id: string): string {
  try {
    return recordId(id);
  } catch {
    throw notFound(conversationMessages.conversationNotFound);
  }
}

/** Conversations between buyers and listings' agents (CONTRACT.md section 8). */
const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/conversations',
    {
      onRequest: requireSignedIn,
      schema: { tags, body: startConversationSchema, response: { 201: insertedSchema, ...errors } },
    },
    async (request, reply) => {
      const id = await service.startConversation(
        app.db,
        app.notify,
        signedIn(request).user,
        recordId(request.body.property_id, 'Property'),
        request.body.message,
      );
      return reply.status(201).send({ insertedId: id, message: conversationMessages.messageSent });
    },
  );

  app.get(
    '/conversations',
    {
      onRequest: requireSignedIn,
      schema: { tags, response: { 200: z.array(conversationSummarySchema), ...errors } },
    },
    async (request) => service.listConversations(app.db, signedIn(request).user),
  );

  app.get(
    '/conversations/unread',
    {
      onRequest: requireSignedIn,
      schema: { tags, response: { 200: unreadCountSchema, ...errors } },
    },
    async (request) => ({ count: await service.countUnread(app.db, signedIn(request).user) }),
  );

  app.get(
    '/conversations/:id/messages',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: z.array(conversationMessageSchema), ...errors },
      },
    },
    async (request) =>
      service.readThread(app.db, app.notify, signedIn(request).user, idOf(request.params.id)),
  );

  app.post(
    '/conversations/:id/messages',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        params: idParamsSchema,
        body: sendMessageSchema,
        response: { 201: insertedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await service.reply(
        app.db,
        app.notify,
        signedIn(request).user,
        idOf(request.params.id),
        request.body.message,
      );
      return reply.status(201).send({ insertedId: id, message: conversationMessages.messageSent });
    },
  );

  app.post(
    '/conversations/:id/block',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        params: idParamsSchema,
        body: blockBodySchema,
        response: { 200: modifiedSchema, ...errors },
      },
    },
    async (request) => ({
      modifiedCount: await service.setBlocked(
        app.db,
        signedIn(request).user,
        idOf(request.params.id),
        request.body.blocked,
      ),
    }),
  );

  app.post(
    '/conversations/:id/report',
    {
      onRequest: requireSignedIn,
      schema: { tags, params: idParamsSchema, response: { 200: modifiedSchema, ...errors } },
    },
    async (request) => ({
      modifiedCount: await service.report(app.db, signedIn(request).user, idOf(request.params.id)),
    }),
  );

  app.get(
    '/admin/conversations',
    {
      onRequest: requireRole('admin'),
      schema: { tags, response: { 200: z.array(reportedConversationSchema), ...errors } },
    },
    async () => service.listReported(app.db),
  );
};

export default conversationRoutes;

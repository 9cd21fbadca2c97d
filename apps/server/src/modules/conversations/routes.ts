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
import { refusals } from '../../lib/route-schemas';
import { requireRole, requireSignedIn, signedIn } from '../../plugins/auth';
import * as service from './service';

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
      schema: {
        tags,
        operationId: 'startConversation',
        summary: 'Write to a listing’s agent',
        description:
          'A buyer starts (or continues) the conversation about a listing with its agent. 30 messages per 10 minutes per account.',
        body: startConversationSchema,
        response: { 201: insertedSchema, ...refusals(400, 401, 403, 404, 409), 429: errorSchema },
      },
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
      schema: {
        tags,
        operationId: 'listConversations',
        summary: 'List my conversations',
        description: 'The caller’s conversations, newest activity first, with their unread counts.',
        response: { 200: z.array(conversationSummarySchema), ...refusals(401), 429: errorSchema },
      },
    },
    async (request) => service.listConversations(app.db, signedIn(request).user),
  );

  app.get(
    '/conversations/unread',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'countUnreadMessages',
        summary: 'Count my unread messages',
        description: 'The number of messages to the caller not read yet, for the badge.',
        response: { 200: unreadCountSchema, ...refusals(401), 429: errorSchema },
      },
    },
    async (request) => ({ count: await service.countUnread(app.db, signedIn(request).user) }),
  );

  app.get(
    '/conversations/:id/messages',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'listConversationMessages',
        summary: 'Read a conversation',
        description: 'The messages of one conversation of the caller; reading marks them read.',
        params: idParamsSchema,
        response: {
          200: z.array(conversationMessageSchema),
          ...refusals(400, 401, 403, 404),
          429: errorSchema,
        },
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
        operationId: 'replyToConversation',
        summary: 'Reply in a conversation',
        description: 'A participant writes in a conversation, unless the other has blocked them.',
        params: idParamsSchema,
        body: sendMessageSchema,
        response: { 201: insertedSchema, ...refusals(400, 401, 403, 404, 409), 429: errorSchema },
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
        operationId: 'blockConversation',
        summary: 'Block or unblock the other participant',
        description:
          'A participant stops (or allows again) messages from the other in this conversation.',
        params: idParamsSchema,
        body: blockBodySchema,
        response: { 200: modifiedSchema, ...refusals(400, 401, 403, 404), 429: errorSchema },
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
      schema: {
        tags,
        operationId: 'reportConversation',
        summary: 'Report a conversation',
        description: 'A participant reports a conversation to the admins.',
        params: idParamsSchema,
        response: { 200: modifiedSchema, ...refusals(400, 401, 403, 404, 409), 429: errorSchema },
      },
    },
    async (request) => ({
      modifiedCount: await service.report(app.db, signedIn(request).user, idOf(request.params.id)),
    }),
  );

  app.get(
    '/admin/conversations',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        operationId: 'listReportedConversations',
        summary: 'List reported conversations',
        description: 'The reported conversations with their messages, for an admin.',
        response: {
          200: z.array(reportedConversationSchema),
          ...refusals(401, 403),
          429: errorSchema,
        },
      },
    },
    async () => service.listReported(app.db),
  );
};

export default conversationRoutes;

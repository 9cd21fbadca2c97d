import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationMessages,
  errorSchema,
  idParamsSchema,
  insertedSchema,
  modifiedSchema,
  viewingMoveSchema,
  viewingRequestSchema,
  viewingSchema,
} from '@elite/shared';
import type { Config } from '../../config';
import { notFound } from '../../lib/errors';
import { recordId } from '../../lib/ids';
import { refusals } from '../../lib/route-schemas';
import { localeOf } from '../../plugins/api-locale';
import { requireSignedIn, signedIn } from '../../plugins/auth';
import * as service from './service';

const tags = ['viewings'];

/** A viewing id from the path; a malformed one is as unknown as a missing one. */
function idOf(id: string): string {
  try {
    return recordId(id);
  } catch {
    throw notFound(conversationMessages.viewingNotFound);
  }
}

/** Viewing requests and their answers (CONTRACT.md section 8). */
const viewingRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/viewings',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'requestViewing',
        summary: 'Ask for a viewing',
        description:
          'A buyer asks the agent for a viewing of a verified listing at a time. 10 requests an hour per account.',
        body: viewingRequestSchema,
        response: { 201: insertedSchema, ...refusals(400, 401, 403, 404, 409), 429: errorSchema },
      },
    },
    async (request, reply) => {
      const id = await service.requestViewing(app.db, app.notify, signedIn(request).user, {
        propertyId: recordId(request.body.property_id, 'Property'),
        start: request.body.start,
        note: request.body.note,
      });
      return reply
        .status(201)
        .send({ insertedId: id, message: conversationMessages.viewingRequested });
    },
  );

  app.get(
    '/viewings',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'listViewings',
        summary: 'List my viewings',
        description: 'The viewings the caller asked for or was asked for, soonest first.',
        response: { 200: z.array(viewingSchema), ...refusals(401), 429: errorSchema },
      },
    },
    async (request) => service.listViewings(app.db, signedIn(request).user),
  );

  app.patch(
    '/viewings/:id',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'answerViewing',
        summary: 'Confirm, decline or cancel a viewing',
        description:
          'The agent confirms or declines a requested viewing; either participant cancels one.',
        params: idParamsSchema,
        body: viewingMoveSchema,
        response: { 200: modifiedSchema, ...refusals(400, 401, 403, 404, 409), 429: errorSchema },
      },
    },
    async (request) => ({
      modifiedCount: await service.moveViewing(
        app.db,
        app.notify,
        signedIn(request).user,
        idOf(request.params.id),
        request.body.status,
      ),
    }),
  );

  // An RFC 5545 file for the buyer's or the agent's calendar.
  app.get(
    '/viewings/:id/calendar.ics',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'getViewingCalendarEvent',
        summary: 'A viewing as a calendar event',
        description: 'An iCalendar file of a confirmed viewing, for a participant’s calendar.',
        params: idParamsSchema,
        response: {
          200: z.string().describe('An RFC 5545 calendar (text/calendar)'),
          ...refusals(400, 401, 403, 404, 409),
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const text = await service.viewingCalendarFile(
        app.db,
        signedIn(request).user,
        idOf(request.params.id),
        config.publicUrl,
        { locale: localeOf(request, config.locales), offered: config.locales },
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="viewing.ics"')
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  );
};

export default viewingRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedSchema,
  errorSchema,
  idParamsSchema,
  insertedSchema,
  modifiedSchema,
  openHouseInputSchema,
  openHouseSchema,
} from '@elite/shared';
import type { Config } from '../../config';
import { notFound } from '../../lib/errors';
import { recordId } from '../../lib/ids';
import { refusals } from '../../lib/route-schemas';
import { localeOf } from '../../plugins/api-locale';
import { requireSignedIn, signedIn } from '../../plugins/auth';
import { openHouseMessages } from './messages';
import * as service from './service';

const tags = ['open houses'];

/** An open house id from the path; a malformed one is as unknown as a missing one. */
function idOf(id: string): string {
  try {
    return recordId(id);
  } catch {
    throw notFound(openHouseMessages.notFound);
  }
}

/** Open houses (CONTRACT.md section 13, RESO OpenHouse). */
const openHouseRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  /** Said after a change of a listing's open houses: cached answers of it go, the index hears. */
  const changed = (propertyId: string) =>
    app.publicChanges.publish({ kind: 'listing', id: propertyId });

  app.post(
    '/property/:id/open-houses',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'addOpenHouse',
        summary: 'Add an open house',
        description:
          'The listing’s agent adds a time the home is open to visit: `start` in the future and at most 90 days ahead, `end` after it and at most 12 hours later, at most 20 upcoming per listing (409 beyond). Only on a verified listing: one waiting for review or rejected, or sold, is a 409; another agent’s (or an admin) a 403; a listing the caller may not see a 404. The instant saved searches the listing matches get an `open_house` alert.',
        params: idParamsSchema,
        body: openHouseInputSchema,
        response: { 201: insertedSchema, ...refusals(400, 401, 403, 404, 409), 429: errorSchema },
      },
    },
    async (request, reply) => {
      const propertyId = recordId(request.params.id, 'Property');
      const id = await service.addOpenHouse(
        app.db,
        app.notify,
        signedIn(request).user,
        propertyId,
        request.body,
      );
      await changed(propertyId);
      return reply.status(201).send({ insertedId: id });
    },
  );

  app.get(
    '/property/:id/open-houses',
    {
      schema: {
        tags,
        operationId: 'listOpenHouses',
        summary: 'A listing’s open houses',
        description:
          'The open houses not yet over, soonest first, to whoever may see the listing; `attending` says whether the caller said they come (false signed out).',
        params: idParamsSchema,
        response: { 200: z.array(openHouseSchema), ...refusals(400, 404), 429: errorSchema },
      },
    },
    async (request, reply) => {
      const propertyId = recordId(request.params.id, 'Property');
      const list = await service.listOpenHouses(app.db, request.session?.user, propertyId);
      // `attending` is the caller's: never from a shared cache.
      reply.header('cache-control', 'private, no-store');
      return list;
    },
  );

  app.delete(
    '/open-houses/:id',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'deleteOpenHouse',
        summary: 'Cancel an open house',
        description:
          'The listing’s agent cancels an open house; those who said they come get an e-mail.',
        params: idParamsSchema,
        response: { 200: deletedSchema, ...refusals(401, 403, 404), 429: errorSchema },
      },
    },
    async (request) => {
      const { deletedCount, propertyId } = await service.deleteOpenHouse(
        app.db,
        app.notify,
        signedIn(request).user,
        idOf(request.params.id),
      );
      if (deletedCount > 0) await changed(propertyId);
      return { deletedCount };
    },
  );

  app.post(
    '/open-houses/:id/attend',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'attendOpenHouse',
        summary: 'Say one comes to an open house',
        description:
          'The caller says they come (1; 0 when they already had) and gets an e-mail with the calendar file, then a reminder the day before. One that is over, of a listing no longer verified, or the listing’s own agent: 409.',
        params: idParamsSchema,
        response: { 200: modifiedSchema, ...refusals(401, 404, 409), 429: errorSchema },
      },
    },
    async (request) => ({
      modifiedCount: await service.attend(
        app.db,
        app.notify,
        signedIn(request).user,
        idOf(request.params.id),
      ),
    }),
  );

  app.delete(
    '/open-houses/:id/attend',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'unattendOpenHouse',
        summary: 'No longer come to an open house',
        description: 'The caller no longer comes (1; 0 when they had not said they would).',
        params: idParamsSchema,
        response: { 200: modifiedSchema, ...refusals(401, 404), 429: errorSchema },
      },
    },
    async (request) => ({
      modifiedCount: await service.unattend(
        app.db,
        signedIn(request).user,
        idOf(request.params.id),
      ),
    }),
  );

  app.get(
    '/open-houses/:id/calendar.ics',
    {
      schema: {
        tags,
        operationId: 'getOpenHouseCalendarEvent',
        summary: 'An open house as a calendar event',
        description:
          'An iCalendar (RFC 5545) file of the open house, to whoever may see its listing.',
        params: idParamsSchema,
        response: {
          200: z.string().describe('An RFC 5545 calendar (text/calendar)'),
          ...refusals(404),
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const text = await service.openHouseCalendarFile(
        app.db,
        request.session?.user,
        idOf(request.params.id),
        config.publicUrl,
        { locale: localeOf(request, config.locales), offered: config.locales },
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="open-house.ics"')
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  );
};

export default openHouseRoutes;

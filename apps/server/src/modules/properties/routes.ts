import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@elite/shared/locales';
import { z } from 'zod';
import {
  deletedSchema,
  emailParamsSchema,
  idParamsSchema,
  insertedSchema,
  messages,
  moderationBodySchema,
  PAGE_SIZE_DEFAULT,
  modifiedSchema,
  propertyInputSchema,
  propertyDetailSchema,
  optionalPageQuerySchema,
  propertySchema,
} from '@elite/shared';
import { recordId } from '../../lib/ids';
import { ownEmailOrAdmin, requireRole, signedIn } from '../../plugins/auth';
import { auditActor } from '../audit/service';
import * as service from './service';
import { refusals } from '../../lib/route-schemas';

const tags = ['properties'];

/**
 * A listing's page comes in versions: its agent and admins see a change waiting for review
 * (service.getProperty), never kept; so each agent and the admins get hits of their own, and
 * everyone else shares the public one.
 */
const staffVariant = {
  header: 'authorization',
  of: (request: FastifyRequest) => {
    const user = request.session?.user;
    if (user?.role === 'admin') return 'admin';
    return user?.role === 'agent' ? `agent ${user.id}` : '';
  },
};

const propertyRoutes: FastifyPluginAsyncZod<{ locales?: Locale[] }> = async (app, opts) => {
  const offered = opts.locales ?? ['en'];
  /** Says that a listing changed, once its transaction has committed, if it did. */
  const changed = async (id: string, count: number) => {
    if (count > 0) await app.publicChanges.publish({ kind: 'listing', id });
    return count;
  };

  app.get(
    '/property/:id',
    {
      config: {
        publicCache: true,
        publicCacheVariant: staffVariant,
        publicCacheListing: (request) =>
          String((request.params as { id: string }).id).toLowerCase(),
      },
      schema: {
        tags,
        operationId: 'getProperty',
        summary: 'Read a listing',
        description:
          'A verified listing for anyone, with its price history; a pending or rejected one only for its agent and admins (404 for everyone else), who also see a change waiting for review, as pending, where everyone else sees the version last verified. The token is optional.',
        // Anyone may call it; a bearer token, if sent, may show more.
        security: [{}, { bearer: [] }],
        params: idParamsSchema,
        response: { 200: propertyDetailSchema, ...refusals(400, 404) },
      },
    },
    async (request) => {
      const { property, isPublic } = await service.getProperty(
        app.db,
        recordId(request.params.id, 'Property'),
        request.session?.user,
      );
      // A listing hidden from the public is shown only to its agent and admins: never kept.
      if (!isPublic) request.skipPublicCache = true;
      return property;
    },
  );

  app.post(
    '/property',
    {
      onRequest: requireRole('agent'),
      schema: {
        tags,
        operationId: 'addProperty',
        summary: 'Add a listing',
        description:
          'An agent adds a listing; it waits for an admin’s verification (pending). Fraud agents are refused. A listing is for sale unless `listing_type` is `rent`: then `price_range` is the rent per `rent_period` (`month` unless sent) and the rental facts may be sent; a rental fact sent for a sale listing is a 400 naming it.',
        body: propertyInputSchema,
        response: { 201: insertedSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const id = await service.addProperty(app.db, signedIn(request).user, request.body, offered);
      await changed(id, 1);
      return reply.status(201).send({ insertedId: id, message: messages.propertyAdded });
    },
  );

  app.put(
    '/property/:id',
    {
      onRequest: requireRole('agent'),
      schema: {
        tags,
        operationId: 'updateProperty',
        summary: 'Change a listing',
        description:
          'Its agent changes a listing, which goes back to pending for verification; a verified listing stays public as last verified until an admin verifies the change. A fact or rental fact left out keeps its value and `null` clears it; switching `listing_type` to `sale` clears the rental facts.',
        params: idParamsSchema,
        body: propertyInputSchema,
        response: { 200: modifiedSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'Property');
      const modified = await service.updateProperty(
        app.db,
        signedIn(request).user,
        id,
        request.body,
        offered,
      );
      return { modifiedCount: await changed(id, modified) };
    },
  );

  app.patch(
    '/property/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        operationId: 'moderateProperty',
        summary: 'Verify or reject a listing',
        description:
          'An admin decides on a pending listing, or on the change waiting on a verified one, once: verifying makes the change public; rejecting it keeps the version last verified.',
        params: idParamsSchema,
        body: moderationBodySchema,
        response: { 200: modifiedSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'Property');
      const modified = await service.moderate(
        app.db,
        app.alerts,
        app.notify,
        auditActor(request),
        id,
        request.body.status,
      );
      return { modifiedCount: await changed(id, modified) };
    },
  );

  app.delete(
    '/property/:id',
    {
      onRequest: requireRole('agent'),
      schema: {
        tags,
        operationId: 'deleteProperty',
        summary: 'Delete a listing',
        description: 'Its agent (or an admin) deletes a listing that has no sale.',
        params: idParamsSchema,
        response: { 200: deletedSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'Property');
      const deleted = await service.removeProperty(app.db, signedIn(request).user, id);
      return { deletedCount: await changed(id, deleted) };
    },
  );

  // Manage Properties' pages: `?page=&limit=` (both optional; without either, every listing, as
  // SPEC.md's client reads it). `X-Total-Count` gives the total either way.
  app.get(
    '/allProperty',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        operationId: 'listAllProperties',
        summary: 'List every listing',
        description: 'Every listing whatever its status, for an admin’s moderation.',
        querystring: optionalPageQuerySchema,
        response: { 200: z.array(propertySchema), ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const all = await service.listAllProperties(app.db);
      reply.header('x-total-count', String(all.length));
      const { page, limit } = request.query;
      if (page === undefined && limit === undefined) return all;
      const size = limit ?? PAGE_SIZE_DEFAULT;
      const start = ((page ?? 1) - 1) * size;
      return all.slice(start, start + size);
    },
  );

  app.get(
    '/myAddedProperty/:email',
    {
      onRequest: requireRole('agent', 'admin'),
      schema: {
        tags,
        operationId: 'listAgentProperties',
        summary: 'List an agent’s listings',
        description:
          'The listings an agent added, any status: the agent’s own, or anyone’s for an admin.',
        params: emailParamsSchema,
        response: { 200: z.array(propertySchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const email = ownEmailOrAdmin(signedIn(request).user, request.params.email);
      return service.listAgentProperties(app.db, email);
    },
  );
};

export default propertyRoutes;

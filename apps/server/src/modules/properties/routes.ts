import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedSchema,
  emailParamsSchema,
  errorSchema,
  idParamsSchema,
  insertedSchema,
  messages,
  moderationBodySchema,
  PAGE_SIZE_DEFAULT,
  modifiedSchema,
  propertyInputSchema,
  propertyDetailSchema,
  optionalPageQuerySchema,
  propertyListQuerySchema,
  propertyMapQuerySchema,
  propertyMapSchema,
  propertySchema,
} from '@elite/shared';
import type { Config } from '../../config';
import { recordId } from '../../lib/ids';
import { ownEmailOrAdmin, requireRole, signedIn } from '../../plugins/auth';
import { auditActor } from '../audit/service';
import * as service from './service';
import { TotalsCache } from './totals-cache';
import { SearchIndexKeeper } from './search-index-keeper';
import { loadChangedListings } from './search-repository';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses;
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

const propertyRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Totals of the list per search, until the next public change.
  const totals = new TotalsCache();
  // The searches with filters and the map, in memory (docs/decisions/040); built once the
  // server is ready, then patched by each public change (docs/decisions/050).
  const searchIndex = config.searchIndex
    ? new SearchIndexKeeper({
        load: (signal) => service.loadSearchColumns(app.db, signal),
        reload: (which) => loadChangedListings(app.db, which),
        seq: async () => app.publicChanges.current(),
        log: app.log,
      })
    : undefined;
  if (searchIndex) {
    app.publicChanges.subscribe((change, seq) => searchIndex.changed(change, seq));
    app.publicChanges.onResync(() => void searchIndex.rebuild());
    app.addHook('onReady', async () => {
      void searchIndex.rebuild();
    });
    app.addHook('onClose', () => searchIndex.close());
  }
  /** Says that a listing changed, once its transaction has committed, if it did. */
  const changed = async (id: string, count: number) => {
    if (count > 0) await app.publicChanges.publish({ kind: 'listing', id });
    return count;
  };

  /** The number of public changes a reader may know of, as the totals and the index read it. */
  const changesNow = async () => {
    const seq = await app.publicChanges.current();
    return { seq, generation: seq === undefined ? undefined : String(seq) };
  };

  app.get(
    '/property',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: propertyListQuerySchema,
        response: { 200: z.array(propertySchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { seq, generation } = await changesNow();
      const { properties, total, estimated, indexed } = await service.listProperties(
        app.db,
        { totals, generation, index: searchIndex?.current(seq) },
        request.query,
      );
      reply.header('x-total-count', String(total));
      if (estimated) reply.header('x-total-count-estimated', 'true');
      reply.header('x-search-index', indexed ? 'hit' : 'miss');
      return properties;
    },
  );

  // Before /property/:id, so that "map" is never read as an id.
  app.get(
    '/property/map',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: propertyMapQuerySchema,
        response: { 200: propertyMapSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const index = searchIndex?.current((await changesNow()).seq);
      const { map, indexed } = await service.mapProperties(app.db, index, request.query);
      // Whether the search index answered (docs/decisions/040), as x-cache says of the cache.
      return reply.header('x-search-index', indexed ? 'hit' : 'miss').send(map);
    },
  );

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
        params: idParamsSchema,
        response: { 200: propertyDetailSchema, ...errors },
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
      schema: { tags, body: propertyInputSchema, response: { 201: insertedSchema, ...errors } },
    },
    async (request, reply) => {
      const id = await service.addProperty(app.db, signedIn(request).user, request.body);
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
        params: idParamsSchema,
        body: propertyInputSchema,
        response: { 200: modifiedSchema, ...errors },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'Property');
      const modified = await service.updateProperty(
        app.db,
        signedIn(request).user,
        id,
        request.body,
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
        params: idParamsSchema,
        body: moderationBodySchema,
        response: { 200: modifiedSchema, ...errors },
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
      schema: { tags, params: idParamsSchema, response: { 200: deletedSchema, ...errors } },
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
        querystring: optionalPageQuerySchema,
        response: { 200: z.array(propertySchema), ...errors },
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
        params: emailParamsSchema,
        response: { 200: z.array(propertySchema), ...errors },
      },
    },
    async (request) => {
      const email = ownEmailOrAdmin(signedIn(request).user, request.params.email);
      return service.listAgentProperties(app.db, email);
    },
  );
};

export default propertyRoutes;

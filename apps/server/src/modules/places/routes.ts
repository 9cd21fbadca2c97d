import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeSearchQuerySchema, placesInViewQuerySchema, placesSchema } from '@elite/shared';
import * as service from './service';

/** The gazetteer doesn't change while the server runs: browsers may keep its answers a day. */
const CACHE = 'public, max-age=86400';

/**
 * The offline gazetteer (docs/decisions/048): labels for the maps' own basemap, and the place a
 * typed location names. Public: it tells nothing about the site's data.
 */
const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places',
    {
      schema: {
        tags: ['places'],
        querystring: placesInViewQuerySchema,
        response: { 200: placesSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return { places: await service.placesInView(request.query) };
    },
  );

  app.get(
    '/places/search',
    {
      schema: {
        tags: ['places'],
        querystring: placeSearchQuerySchema,
        response: { 200: placesSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return { places: await service.searchPlaces(request.query.q) };
    },
  );
};

export default placeRoutes;

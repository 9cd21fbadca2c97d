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
        operationId: 'listPlacesInView',
        summary: 'Places to label on a map',
        description:
          'The largest towns in a view (`bbox` west,south,east,north; west above east crosses the antimeridian) whose labels do not overlap at `zoom`, largest first, from GeoNames’ towns of 1,000 people and more. For the maps’ own basemap.',
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
        operationId: 'searchPlaces',
        summary: 'Find a typed place',
        description:
          'Towns named by a typed location (`q`, e.g. `Lisbon, Portugal`), best first: a part naming a town, those in the country or state the other parts name first, then the most populous. Empty when nothing matches.',
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

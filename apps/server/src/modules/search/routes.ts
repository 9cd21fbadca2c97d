import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  propertyListQuerySchema,
  propertyMapQuerySchema,
  propertyMapSchema,
  propertySchema,
} from '@elite/shared';
import type { Config } from '../../config';
import { refusals } from '../../lib/route-schemas';
import { SearchIndexKeeper } from './memory-index/keeper';
import * as service from './service';
import { TotalsCache } from './totals-cache';

const tags = ['properties'];

/**
 * The public search: the list with its filters and the map. Fastify matches `/property/map`
 * before the listing's `/property/:id` (a static path wins over a parameter).
 */
const searchRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Totals of the list per search, until the next public change.
  const totals = new TotalsCache();
  // The searches with filters and the map, in memory (docs/decisions/040); built once the
  // server is ready, then patched by each public change (docs/decisions/050).
  const searchIndex = config.searchIndex
    ? new SearchIndexKeeper({
        load: (signal) => service.loadSearchColumns(app.db, signal),
        reload: (which) => service.loadChangedListings(app.db, which),
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
        operationId: 'listVerifiedProperties',
        summary: 'Search verified listings',
        description:
          'A page of the verified listings, filtered by location and the search filters, sorted by price or date. `X-Total-Count` gives the number of matches (an estimate above 10,000, then with `X-Total-Count-Estimated: true`); `X-Search-Index: hit` says that the in-memory search index answered, `miss` the database.',
        querystring: propertyListQuerySchema,
        response: { 200: z.array(propertySchema), ...refusals(400) },
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

  app.get(
    '/property/map',
    {
      config: { publicCache: true },
      schema: {
        tags,
        operationId: 'mapVerifiedProperties',
        summary: 'Verified listings on a map',
        description:
          'The matching verified listings with coordinates, as points and clusters for the map’s bounds and zoom. `X-Search-Index` as for the list.',
        querystring: propertyMapQuerySchema,
        response: { 200: propertyMapSchema, ...refusals(400) },
      },
    },
    async (request, reply) => {
      const index = searchIndex?.current((await changesNow()).seq);
      const { map, indexed } = await service.mapProperties(app.db, index, request.query);
      // Whether the search index answered (docs/decisions/040), as x-cache says of the cache.
      return reply.header('x-search-index', indexed ? 'hit' : 'miss').send(map);
    },
  );
};

export default searchRoutes;

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  propertyListQuerySchema,
  propertyMapQuerySchema,
  propertyMapSchema,
  propertySchema,
} from '@elite/shared';
import type { Config } from '../../config';
import type { PublicChange } from '../../lib/public-changes';
import { refusals } from '../../lib/route-schemas';
import { matchesSearch, type ListingFacts, type ListedSearch } from './filters';
import { SearchIndexKeeper } from './memory-index/keeper';
import * as service from './service';
import { TotalsCache } from './totals-cache';

const tags = ['properties'];

/**
 * A search with `open_house` (an open house starting within N days) is not kept in the response
 * cache: its answer changes with the clock, when an open house starts (and leaves the window) or
 * comes within N days (and enters it), moments no public change marks. A cached answer would be
 * dropped by the next change of a listing it matches, but not at those moments; a short life
 * would still serve a listing whose open house has begun. Uncached, the index answers it
 * (a scan of the few listings with open houses), or the database.
 */
function uncachedByTheClock(request: FastifyRequest<{ Querystring: { open_house?: number } }>) {
  if (request.query.open_house !== undefined) request.skipPublicCache = true;
}

/**
 * How long a search waits for a listing's change to be patched into the index (a few
 * milliseconds, the listing read again) before the database answers it instead.
 */
const INDEX_WAIT_MS = 500;

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
  /**
   * Hears each public change: the index is patched, then the cached searches the listing
   * matched before or matches now are dropped, and no other (docs/decisions/056). Changes of
   * every listing (an agent's, an account's) move the searches' version on instead.
   */
  app.publicChanges.subscribe(async (change: PublicChange, seq: number) => {
    const id = change.kind === 'listing' ? change.id : undefined;
    const before = id === undefined ? undefined : searchIndex?.holding(seq - 1)?.factsOf(id);
    await searchIndex?.changed(change, seq);
    if (id === undefined) return;
    const after = searchIndex?.holding(seq)?.factsOf(id);
    if (before === undefined || after === undefined) {
      // Without an index that held the listing before and after, which searches it touched
      // is not known: all are dropped.
      app.dropCachedSearches(() => true);
      return;
    }
    const facts = [before, after].filter((f): f is ListingFacts => f !== null);
    app.dropCachedSearches((query) => facts.some((f) => matchesSearch(f, query as ListedSearch)));
  });
  if (searchIndex) {
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
      config: { publicCache: true, publicCacheSearch: true },
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
      uncachedByTheClock(request);
      const { seq, generation } = await changesNow();
      const { properties, total, estimated, indexed } = await service.listProperties(
        app.db,
        { totals, generation, index: await searchIndex?.at(seq, INDEX_WAIT_MS) },
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
      config: { publicCache: true, publicCacheSearch: true },
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
      uncachedByTheClock(request);
      const index = await searchIndex?.at((await changesNow()).seq, INDEX_WAIT_MS);
      const { map, indexed } = await service.mapProperties(app.db, index, request.query);
      // Whether the search index answered (docs/decisions/040), as x-cache says of the cache.
      return reply.header('x-search-index', indexed ? 'hit' : 'miss').send(map);
    },
  );
};

export default searchRoutes;

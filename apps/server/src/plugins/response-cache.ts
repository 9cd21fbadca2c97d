import zlib from 'node:zlib';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config';
import { PublicChanges } from '../lib/public-changes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GET responses that are the same for every caller may be served from the response cache. */
    publicCache?: boolean;
    /**
     * For a public response that comes in a few versions: which one this request gets (kept
     * apart in the cache, and named in Vary). The server-rendered pages vary by a cookie.
     */
    publicCacheVariant?: { header: string; of(request: FastifyRequest): string };
    /**
     * The query parameters the response depends on, for a route without a querystring schema
     * (a server-rendered page); a route with one uses its schema's names, a route with neither
     * none. Other parameters are left out of the cache key.
     */
    publicCacheQuery?: readonly string[];
    /**
     * For the answers of one listing (its detail, its reviews): which listing. They are dropped
     * when that listing changes; every other public answer when anything public changes.
     */
    publicCacheListing?(request: FastifyRequest): string;
    /**
     * For a search's answers (the list, the map): kept with the request's validated query, and
     * dropped by `dropCachedSearches` when a listing's change may touch them; other changes of
     * one listing leave them (docs/decisions/056).
     */
    publicCacheSearch?: boolean;
  }
  interface FastifyInstance {
    /**
     * The services that change what the public sees say so here, after their transaction
     * (docs/decisions/050); the cache, the list's totals and the search index follow.
     */
    publicChanges: PublicChanges;
    /**
     * The generation of public lists now (moved on by every public change), or undefined when
     * it cannot be known. Kept with RESPONSE_CACHE=off too, for the list's totals.
     */
    publicDataGeneration(): Promise<string | undefined>;
    /**
     * Says that anything public may have changed: for listings written to the database another
     * way (a script, a test's bulk insert), so that no cache keeps them out.
     */
    publicDataChanged(): Promise<void>;
    /**
     * Drops the cached search answers whose query `affected` says a change touches (called by
     * the search module for each listing's change, before the change's writer hears back).
     */
    dropCachedSearches(affected: (query: unknown) => boolean): void;
  }
  interface FastifyRequest {
    /** Set by a handler whose response depends on the caller after all (not stored). */
    skipPublicCache?: boolean;
    publicCacheKey?: string;
    /** What a hit of `publicCacheKey` will add to the kept headers. */
    publicCacheHitHeaders?: Record<string, string>;
    /** For a search's answer: the number of drops when it began (kept only if none came). */
    publicCacheDrops?: number;
  }
}

interface CachedResponse {
  /** The body as bytes: a hit sends them as they are (no encoding of the text per request). */
  body: Buffer;
  /** Every header a hit sets (the kept ones, X-Cache and Vary), in one object made once. */
  headers: Record<string, string>;
  /** The body compressed once per encoding, so a hit costs no compression work. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** A search's answer: the validated query it answers. */
  search?: unknown;
}

type Encoding = 'br' | 'gzip';

/** The encoding this request prefers among those we cache (brotli first, as browsers send). */
function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const accept = request.headers['accept-encoding'];
  if (typeof accept !== 'string') return undefined;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

/** Small responses are not worth compressing (the compress plugin agrees: same threshold). */
export const COMPRESS_THRESHOLD = 1024;

function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
      })
    : zlib.gzipSync(body, { level: 6 });
}

/** Headers a cached response carries along with its body. */
const keptHeaders = ['content-type', 'cache-control', 'x-total-count', 'x-total-count-estimated'];
/** The names of a querystring schema's fields (zod objects, through pipes), if it has any. */
export function queryNames(schema: unknown): string[] | undefined {
  let current = schema as { shape?: unknown; in?: unknown; def?: { innerType?: unknown } };
  for (let depth = 0; current && depth < 8; depth++) {
    if (typeof current.shape === 'object' && current.shape !== null) {
      return Object.keys(current.shape);
    }
    current = (current.in ?? current.def?.innerType) as typeof current;
  }
  return undefined;
}

/**
 * The part of a URL a cached response depends on: its path, then the parameters of `names`
 * only, in the order of `names` (sorted), each with all its values in the order sent. A
 * parameter no route reads (`?utm=1`, `?x=<random>`) makes no new entry: unknown parameters
 * cannot fill the cache with copies or make every request a miss. Without `names` (a schema we
 * cannot read) every parameter counts, sorted by name.
 */
export function cacheKeyOf(url: string, names: readonly string[] | undefined): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const path = url.slice(0, at);
  if (names?.length === 0) return path;
  const params = new URLSearchParams(url.slice(at + 1));
  let kept: URLSearchParams;
  if (names === undefined) {
    params.sort();
    kept = params;
  } else {
    kept = new URLSearchParams();
    for (const name of names) for (const value of params.getAll(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return query === '' ? path : `${path}?${query}`;
}

/**
 * Serves public GET responses from memory. Cache keys carry the version of what the answer
 * holds (lib/public-changes.ts): a public change moves the lists' version on, and a listing's
 * own; a sign-in or a wishlist entry moves nothing.
 */
export default fp(
  async function responseCache(app: FastifyInstance, opts: { config: Config }) {
    const changes = new PublicChanges(app.log);
    await changes.start(opts.config);
    app.addHook('onClose', () => changes.stop());
    app.decorate('publicChanges', changes);
    app.decorate('publicDataGeneration', async () => changes.version());
    app.decorate('publicDataChanged', () => changes.publish({ kind: 'everything' }));

    const enabled = opts.config.responseCache;
    const cache = new LRUCache<string, CachedResponse>({
      max: 5000,
      maxSize: 64 * 1024 * 1024,
      // The compressed copies are a fraction of the body; count them in roughly.
      sizeCalculation: (cached) => Math.ceil(cached.body.length * 1.5) + 64,
      // Listings carry days_on_market, which moves on with time and not with a write: a kept
      // answer is at most this much behind the clock.
      ttl: 5 * 60 * 1000,
    });

    /** Searches dropped so far: an answer begun before a drop may hold what was dropped. */
    let searchDrops = 0;
    app.decorate('dropCachedSearches', (affected: (query: unknown) => boolean) => {
      searchDrops++;
      const gone: string[] = [];
      cache.forEach((cached, key) => {
        if (cached.search !== undefined && affected(cached.search)) gone.push(key);
      });
      for (const key of gone) cache.delete(key);
    });

    /** The hook of one public route: serves a hit, or marks the response to be kept. */
    function cacheHook(route: RouteOptions): onRequestHookHandler {
      const variant = route.config?.publicCacheVariant;
      const listing = route.config?.publicCacheListing;
      const search = route.config?.publicCacheSearch === true;
      const schema = route.schema?.querystring;
      const names = schema
        ? queryNames(schema)?.sort()
        : [...(route.config?.publicCacheQuery ?? [])].sort();
      const vary = variant ? `accept-encoding, ${variant.header}` : 'accept-encoding';
      const hitHeaders = { 'x-cache': 'hit', vary };

      /** Responds from the cache if it holds this URL at `current`; otherwise marks it to be kept. */
      function serve(request: FastifyRequest, reply: FastifyReply, current: string | undefined) {
        if (current === undefined) return;
        const url = cacheKeyOf(request.url, names);
        const key = variant ? `${current}|${url}|${variant.of(request)}` : `${current}|${url}`;
        const hit = cache.get(key);
        if (!hit) {
          request.publicCacheKey = key;
          request.publicCacheHitHeaders = hitHeaders;
          if (search) request.publicCacheDrops = searchDrops;
          return;
        }
        reply.headers(hit.headers);
        const encoding = acceptedEncoding(request);
        if (!encoding || hit.body.length < COMPRESS_THRESHOLD) return reply.send(hit.body);
        const encoded = (hit.encoded[encoding] ??= encode(hit.body, encoding));
        return reply.header('content-encoding', encoding).send(encoded);
      }

      // A plain hook, not async: a hit must cost as little as can be.
      return function publicCache(request, reply, done) {
        if (request.method !== 'GET') return done();
        const current = search ? changes.searchVersion() : changes.version(listing?.(request));
        if (typeof current === 'string' || current === undefined) {
          // Known at once (one process): a hit is sent here, and Fastify skips the handler.
          if (!serve(request, reply, current)) done();
          return;
        }
        current.then((value) => {
          if (!serve(request, reply, value)) done();
        }, done);
      };
    }

    // On the public routes only, ahead of their own hooks (as a hook of the app's would run):
    // every other request pays nothing for the cache on its way in.
    if (enabled) {
      app.addHook('onRoute', (route) => {
        if (!route.config?.publicCache) return;
        route.onRequest = [cacheHook(route), ...[route.onRequest ?? []].flat()];
      });
    }

    app.addHook('onSend', (request, reply, payload, done) => {
      const key = request.publicCacheKey;
      const drops = request.publicCacheDrops;
      if (
        key &&
        reply.statusCode === 200 &&
        !request.skipPublicCache &&
        typeof payload === 'string'
      ) {
        reply.header('x-cache', 'miss');
        // A search answered while a listing's change was being heard may miss it: not kept.
        if (drops !== undefined && drops !== searchDrops) return done(null, payload);
        const headers: Record<string, string> = {};
        for (const name of keptHeaders) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        Object.assign(headers, request.publicCacheHitHeaders);
        const search = drops === undefined ? undefined : request.query;
        cache.set(key, { body: Buffer.from(payload), headers, encoded: {}, search });
      }
      done(null, payload);
    });
  },
  { name: 'response-cache', dependencies: ['auth'] },
);

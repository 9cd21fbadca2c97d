import zlib from 'node:zlib';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Config } from '../config';

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
  }
  interface FastifyInstance {
    /**
     * The generation of public data now, or undefined when it cannot be known. Kept up to date
     * with RESPONSE_CACHE=off too, for caches of derived data (the list's totals).
     */
    publicDataGeneration(): Promise<string | undefined>;
    /**
     * Moves the generation on, as an acknowledged API write does: for listings written to the
     * database another way (a script, a test's bulk insert), so that no cache keeps them out.
     */
    publicDataChanged(): Promise<void>;
  }
  interface FastifyRequest {
    /** Set by a handler whose response depends on the caller after all (not stored). */
    skipPublicCache?: boolean;
    publicCacheKey?: string;
    /** What a hit of `publicCacheKey` will add to the kept headers. */
    publicCacheHitHeaders?: Record<string, string>;
  }
}

interface CachedResponse {
  /** The body as bytes: a hit sends them as they are (no encoding of the text per request). */
  body: Buffer;
  /** Every header a hit sets (the kept ones, X-Cache and Vary), in one object made once. */
  headers: Record<string, string>;
  /** The body compressed once per encoding, so a hit costs no compression work. */
  encoded: Partial<Record<Encoding, Buffer>>;
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
const CHANNEL = 'elite_public_cache';
const REDIS_KEY = 'elite:public-cache:generation';

/**
 * The generation of public data. Every acknowledged write bumps it before its response
 * leaves, and cache keys carry it, so no reader is served a response older than a write
 * it could have seen. Across processes the generation lives in Redis (REDIS_URL); with
 * PostgreSQL alone, other processes hear of writes through LISTEN/NOTIFY.
 */
class Generation {
  private local = 0;
  /** `local` as the string cache keys carry, made once per change rather than per request. */
  private localKey = '0';
  private redis: Redis | undefined;
  private listener: pg.Client | undefined;
  private notifier: pg.Pool | undefined;

  async start(config: Config, log: FastifyInstance['log']) {
    if (config.redisUrl) {
      this.redis = new Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      });
      this.redis.on('error', (error) => log.warn({ err: error }, 'response cache: redis error'));
      return;
    }
    if (config.databaseUrl) {
      this.listener = new pg.Client({ connectionString: config.databaseUrl });
      this.listener.on('error', (error) =>
        log.warn({ err: error }, 'response cache: listener error'),
      );
      this.listener.on('notification', () => this.advance());
      await this.listener.connect();
      await this.listener.query(`listen ${CHANNEL}`);
      this.notifier = new pg.Pool({ connectionString: config.databaseUrl, max: 1 });
      this.notifier.on('error', () => undefined);
    }
  }

  /**
   * The current generation, or undefined when it cannot be known (then nothing is cached). In
   * one process, or with LISTEN/NOTIFY, it is known at once; Redis is asked.
   */
  current(): string | undefined | Promise<string | undefined> {
    if (!this.redis) return this.localKey;
    return this.redis.get(REDIS_KEY).then(
      (value) => value ?? '0',
      () => undefined,
    );
  }

  private advance() {
    this.local += 1;
    this.localKey = String(this.local);
  }

  async bump(): Promise<void> {
    this.advance();
    if (this.redis) {
      await this.redis.incr(REDIS_KEY).catch(() => undefined);
    } else if (this.notifier) {
      await this.notifier.query(`notify ${CHANNEL}`).catch(() => undefined);
    }
  }

  async stop() {
    this.redis?.disconnect();
    await this.listener?.end().catch(() => undefined);
    await this.notifier?.end().catch(() => undefined);
  }
}

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

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/** Serves public GET responses from memory; any successful write under /api invalidates them. */
export default fp(
  async function responseCache(app: FastifyInstance, opts: { config: Config }) {
    const generation = new Generation();
    await generation.start(opts.config, app.log);
    app.addHook('onClose', () => generation.stop());
    app.decorate('publicDataGeneration', async () => generation.current());
    app.decorate('publicDataChanged', () => generation.bump());

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

    /** The hook of one public route: serves a hit, or marks the response to be kept. */
    function cacheHook(route: RouteOptions): onRequestHookHandler {
      const variant = route.config?.publicCacheVariant;
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
        const current = generation.current();
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
      if (isWrite(request.method)) {
        if (reply.statusCode < 400 && request.url.startsWith('/api/')) {
          generation.bump().then(() => done(null, payload), done);
          return;
        }
        return done(null, payload);
      }
      const key = request.publicCacheKey;
      if (
        key &&
        reply.statusCode === 200 &&
        !request.skipPublicCache &&
        typeof payload === 'string'
      ) {
        const headers: Record<string, string> = {};
        for (const name of keptHeaders) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        Object.assign(headers, request.publicCacheHitHeaders);
        cache.set(key, { body: Buffer.from(payload), headers, encoded: {} });
        reply.header('x-cache', 'miss');
      }
      done(null, payload);
    });
  },
  { name: 'response-cache', dependencies: ['auth'] },
);

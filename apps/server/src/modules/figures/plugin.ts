import type { FastifyInstance, FastifyRequest, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { hasSignedInHint } from '@elite/shared/session';
import type { Config } from '../../config';
import { isRecordId } from '../../lib/ids';
import { isInternalRequest } from '../../lib/internal-requests';
import { FigureCounter } from './counter';
import figureRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Listing views and searches counted in memory; `flush()` writes them now. */
    figures: FigureCounter;
  }
}

/** A listing's details (the API) and its server-rendered page, under any locale's prefix. */
const LISTING_DETAIL = '/api/property/:id';
const LISTING_PAGE = /^(\/[^/]+)?\/property\/:id$/;
/** The listing searches: the list with its filters, and the map. */
const SEARCHES = new Set(['/api/property', '/api/property/map']);

const answered = (request: FastifyRequest, statusCode: number) =>
  request.method === 'GET' &&
  statusCode >= 200 &&
  statusCode < 300 &&
  // The server's own reads (a page's rendering reads the listing) are not a visitor's.
  !isInternalRequest(request);

/**
 * Listing figures (CONTRACT.md section 14): counts listing views and searches in a hook that
 * sees every answer of those routes, the response cache's too (its hits skip the handler), once
 * the answer is sent; and the figures' routes under /api.
 */
export default fp(
  async function figuresPlugin(app: FastifyInstance, opts: { config: Config; now?: () => Date }) {
    const now = opts.now ?? (() => new Date());
    const counter = new FigureCounter(app.db, app.log.child({ module: 'figures' }), now);
    app.decorate('figures', counter);
    app.addHook('onReady', async () => counter.start());
    app.addHook('onClose', () => counter.stop());

    const countView: onResponseHookHandler = (request, reply, done) => {
      const { id } = request.params as { id?: string };
      const user = request.session?.user;
      if (answered(request, reply.statusCode) && id && isRecordId(id) && user?.role !== 'admin') {
        // A page asked for by a browser that holds a sign-in does not say whose: its API read,
        // which carries the token, counts it.
        const page = request.routeOptions.url !== LISTING_DETAIL;
        if (!page || !hasSignedInHint(request.headers.cookie)) {
          const userAgent = request.headers['user-agent'] ?? '';
          const viewer = user?.role === 'agent' ? user.id : null;
          counter.view(id.toLowerCase(), request.ip, userAgent, viewer);
        }
      }
      done();
    };
    const countSearch: onResponseHookHandler = (request, reply, done) => {
      if (answered(request, reply.statusCode)) counter.search();
      done();
    };
    // On those routes only: every other answer pays nothing.
    app.addHook('onRoute', (route) => {
      const counted =
        route.url === LISTING_DETAIL ||
        (LISTING_PAGE.test(route.url) && !route.url.startsWith('/api/'))
          ? opts.config.listingFigures && countView
          : SEARCHES.has(route.url) && countSearch;
      if (counted) route.onResponse = [...[route.onResponse ?? []].flat(), counted];
    });

    await app.register(figureRoutes, { prefix: '/api', now });
  },
  { name: 'figures', dependencies: ['db', 'auth'] },
);

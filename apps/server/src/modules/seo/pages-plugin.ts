import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  LightMyRequestResponse,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { messages, type Property } from '@elite/shared';
import { hasSignedInHint, SIGNED_IN_HINT_COOKIE } from '@elite/shared/session';
import type { Render, RenderedPage } from '@elite/shared/server-render';
import type { Locale } from '@elite/shared/locales';
import { internalRequestHeaders } from '../../lib/internal-requests';
import { findListingPage, type ListingPage } from './service';
import { placeOfUrl, withPageLocale } from './page-locale';
import { withListingHead, type SiteSettings } from './share-meta';
import { findProfilePage, profileKindOf, withProfileHead } from './profile-pages';

/** What apps/web/src/entry-server.tsx exports (built to apps/web/dist-ssr/entry-server.js). */
interface ServerEntry {
  createRenderer(send: typeof fetch): Render;
  /** Whether the web app's route table has a page at this path (not its "Page not found"). */
  isKnownPage(pathname: string): boolean;
}

/**
 * Pages the renderer has something for: / and /allProperty rendered; a public listing's page rendered
 * for a browser with the signed-in hint, otherwise its picture's preload (the renderer agrees;
 * it has nothing for any other).
 */
const SERVER_RENDERED_ROUTES = [
  '/',
  '/allProperty',
  '/property/:id',
  // An agent's and an agency's public pages (CONTRACT.md section 14; profile-pages.ts).
  '/agents/:id',
  '/agencies/:id',
];
/**
 * The query parameters each server-rendered page reads (apps/web: property-search.ts
 * `readSearch`, the list's `view`, a listing's `contact`): the response cache keys a page by
 * these only, so that other parameters do not make copies of it. A parameter a page starts to
 * read must be named here.
 */
const PAGE_QUERY: Record<string, readonly string[]> = {
  '/': [],
  '/allProperty': [
    'location',
    'sortBy',
    'page',
    'minPrice',
    'maxPrice',
    'beds',
    'baths',
    'type',
    'minArea',
    'maxArea',
    'bbox',
    'polygon',
    'view',
  ],
  '/property/:id': ['contact'],
  // The listings' page, and on an agent's page the reviews' (features/agencies).
  '/agents/:id': ['page', 'reviews'],
  '/agencies/:id': ['page'],
};
/**
 * A server-rendered page comes in two versions: for a browser that holds a sign-in token (its hint cookie
 * says so, never who) the account corner is rendered as a sign-in being checked, not as Login.
 */
const signedInVariant = {
  header: 'cookie',
  of: (request: FastifyRequest) =>
    hasSignedInHint(request.headers.cookie) ? SIGNED_IN_HINT_COOKIE : '',
};
const ROOT_ELEMENT = '<div id="root"></div>';

export interface WebPluginOptions {
  root: string | undefined;
  /** For a listing's page: its share card's URLs and texts; PUBLIC_LISTINGS adds its JSON-LD. */
  site?: SiteSettings & { publicListings: boolean };
  /** SITE_LOCALES: the default locale's pages at SPEC.md's paths, the others' under /{locale}. */
  locales?: Locale[];
}

/**
 * The API reads of the page view being served, by URL: its head (the listing's share card) and
 * its rendering read `/api/property/{id}` once between them.
 */
const pageReads = new AsyncLocalStorage<Map<string, Promise<LightMyRequestResponse>>>();

/**
 * `fetch` served by the app itself: a rendered page's reads take the API's own path (once per
 * page view and URL).
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    if (init?.method && init.method !== 'GET')
      throw new Error('A page is server-rendered from reads only');
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const reads = pageReads.getStore();
    let read = reads?.get(url);
    if (!read) {
      read = app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json', ...internalRequestHeaders },
      });
      reads?.set(url, read);
    }
    const response = await read;
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const body = response.rawPayload;
    // A view of the same bytes (no copy), typed as a fetch body is.
    return new Response(
      body.length > 0
        ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length)
        : null,
      {
        status: response.statusCode,
        headers,
      },
    );
  };
}

/**
 * Serves the built SPA: hashed assets cached forever, index.html for every client route, and
 * for any other path too, with status 404 (the app shows its "Page not found"). Unknown /api
 * and /images paths stay JSON 404s.
 *
 * The home page, All Property and (for a browser holding a token) a public listing's page come
 * already server-rendered when the web build has its server part
 * (docs/decisions/012), kept in the response cache like the API's public reads; any failure to
 * render one falls back to the plain index.html, which the browser renders itself.
 */
export default fp(
  async function webPlugin(app: FastifyInstance, opts: WebPluginOptions) {
    const { root, site } = opts;
    const locales = opts.locales ?? ['en'];
    const publicUrl = site?.publicUrl ?? '';
    const placeOf = (request: FastifyRequest) => placeOfUrl(request.url, locales);
    const indexFile = root ? path.join(root, 'index.html') : undefined;
    const hasBuild = indexFile !== undefined && fs.existsSync(indexFile);

    if (hasBuild && root) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        wildcard: false,
        index: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    // Browsers ask for /favicon.ico where a document names no icon (an image opened alone, an
    // API response): the app's icon, rather than a 404.
    if (hasBuild && root && fs.existsSync(path.join(root, 'favicon.svg'))) {
      app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
        reply.redirect('/favicon.svg', 301),
      );
    }

    // Pages are checked again on every visit (their code's file names change with each build).
    const asPage = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const shell = hasBuild && indexFile ? fs.readFileSync(indexFile, 'utf8') : '';
    const sendShell = (request: FastifyRequest, reply: FastifyReply) =>
      asPage(reply).send(
        withPageLocale(shell, placeOf(request), locales, publicUrl, site?.siteName),
      );

    const serverEntry =
      hasBuild && root ? path.join(root, '..', 'dist-ssr', 'entry-server.js') : '';
    const hasServerEntry = serverEntry !== '' && fs.existsSync(serverEntry);
    // Loaded on the first page asked for, so start-up does not wait for React's server code.
    let entry: Promise<ServerEntry> | undefined;
    const loadEntry = () =>
      (entry ??= import(pathToFileURL(serverEntry).href) as Promise<ServerEntry>);

    if (indexFile && hasServerEntry) {
      const template = fs.readFileSync(indexFile, 'utf8');
      if (!template.includes(ROOT_ELEMENT)) throw new Error(`${indexFile} has no ${ROOT_ELEMENT}`);
      // A server-rendered page needs its code only to become interactive (hydration): the code is fetched at low
      // priority, after the pictures in view (the largest of which is the page's largest paint).
      const serverRenderedTemplate = template
        .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
        .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
      const pageHtml = ({ html, state, head }: RenderedPage) =>
        (html ? serverRenderedTemplate : template)
          // Replacer functions: the page holds listing and review text, in which `$&`, `$'` or
          // `` $` `` would otherwise be read as replacement patterns and corrupt the page.
          .replace('</head>', () => `${head}</head>`)
          .replace(ROOT_ELEMENT, () =>
            html ? `<div id="root">${html}</div>${state}` : ROOT_ELEMENT,
          );
      const send = inProcessFetch(app);
      let renderer: Promise<Render> | undefined;
      const render = async (request: FastifyRequest) => {
        renderer ??= loadEntry().then((loaded) => loaded.createRenderer(send));
        const { locale, base } = placeOf(request);
        return (await renderer)(request.url, {
          signedIn: hasSignedInHint(request.headers.cookie),
          locale,
          base,
        });
      };

      /**
       * The page rendered, or null when the renderer has none or failed (logged): the shell sent
       * instead is not kept in the response cache.
       */
      const renderedOrNone = async (request: FastifyRequest): Promise<RenderedPage | null> => {
        let page: RenderedPage | null = null;
        try {
          page = await render(request);
        } catch (error) {
          request.log.error({ err: error }, 'could not render the page on the server');
        }
        if (!page) request.skipPublicCache = true;
        return page;
      };

      /*
       * A listing's page: a 404 when no listing has the id; for a public listing, its share card
       * (and with PUBLIC_LISTINGS=1 its JSON-LD) whoever asks, even while the page asks for a
       * sign-in (CONTRACT.md section 10); for one the public may not see, nothing of it.
       */
      const listingOf = async (request: FastifyRequest): Promise<ListingPage | undefined> => {
        const { id } = request.params as { id?: string };
        if (!site || id === undefined) return undefined;
        // The API's answer, as the page's rendering reads it (the same URL: the same read).
        return findListingPage(app.db, id, async () => {
          const response = await send(`/api/property/${encodeURIComponent(id)}`);
          if (response.status === 404) return undefined;
          if (!response.ok) throw new Error(`GET /api/property/${id} answered ${response.status}`);
          return (await response.json()) as Property;
        });
      };

      const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
        const profileKind = profileKindOf(request.routeOptions.url);
        if (profileKind) return serveProfilePage(request, reply, profileKind);
        const listing = await listingOf(request);
        if (listing?.kind === 'missing') {
          request.skipPublicCache = true;
          return sendShell(request, reply.code(404));
        }
        const page = await renderedOrNone(request);
        if (!page && listing?.kind !== 'public') return sendShell(request, reply);
        let html = withPageLocale(
          page ? pageHtml(page) : template,
          placeOf(request),
          locales,
          publicUrl,
          site?.siteName,
        );
        if (listing?.kind === 'public' && site) {
          const { locale, base } = placeOf(request);
          html = withListingHead(html, listing.listing, site, {
            structuredData: site.publicListings,
            place: { locale, base },
          });
        }
        return asPage(reply).header('vary', signedInVariant.header).send(html);
      };
      /*
       * An agent's or an agency's page (CONTRACT.md section 14): a 404 when there is none (or the
       * agent is not one buyers may see), otherwise rendered with its head and JSON-LD.
       */
      const serveProfilePage = async (
        request: FastifyRequest,
        reply: FastifyReply,
        kind: 'agent' | 'agency',
      ) => {
        const { id = '' } = request.params as { id?: string };
        const profile = await findProfilePage(kind, id, send);
        if (!profile) {
          request.skipPublicCache = true;
          return sendShell(request, reply.code(404));
        }
        const page = await renderedOrNone(request);
        const place = placeOf(request);
        let html = withPageLocale(
          page ? pageHtml(page) : template,
          place,
          locales,
          publicUrl,
          site?.siteName,
        );
        if (site) html = withProfileHead(html, profile, site, place);
        return asPage(reply).header('vary', signedInVariant.header).send(html);
      };

      // The same pages under each other offered locale's prefix (/es, /es/allProperty, ...).
      const prefixes = ['', ...locales.slice(1).map((locale) => `/${locale}`)];
      for (const [prefix, url] of prefixes.flatMap((prefix) =>
        SERVER_RENDERED_ROUTES.map((route) => [prefix, route] as const),
      )) {
        app.get(
          prefix && url === '/' ? prefix : `${prefix}${url}`,
          {
            config: {
              publicCache: true,
              publicCacheVariant: signedInVariant,
              publicCacheQuery: PAGE_QUERY[url] ?? [],
            },
            schema: { hide: true },
          },
          // Each page view has its own reads (`pageReads`).
          (request, reply) => pageReads.run(new Map(), () => servePage(request, reply)),
        );
      }
    }

    /*
     * Whether the web app has a page at this path, from its own route table (the server part of
     * its build): a path it does not know gets its "Page not found" with status 404, so that
     * search engines and monitors see it. Without that part every path is taken for a page.
     */
    const isKnownPage = async (request: FastifyRequest, pathname: string) => {
      if (!hasServerEntry) return true;
      try {
        return (await loadEntry()).isKnownPage(pathname);
      } catch (error) {
        request.log.error({ err: error }, "could not read the web app's route table");
        return true;
      }
    };

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi =
        pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/images/');
      if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
        if (!(await isKnownPage(request, placeOf(request).path))) reply.code(404);
        return sendShell(request, reply);
      }
      return reply
        .status(404)
        .send({ message: `${messages.notFound}: ${request.method} ${pathname}` });
    });
  },
  { name: 'web' },
);

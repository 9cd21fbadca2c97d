import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import { messages } from '@elite/shared';
import type { Config } from '../config';
import { badRequest } from '../lib/errors';

const stripeScripts = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const stripeFrames = [...stripeScripts, 'https://hooks.stripe.com'];
/**
 * The players a listing's tour plays in after a click (CONTRACT.md section 13): YouTube's
 * privacy-enhanced host, Vimeo's and Matterport's, and no other.
 */
export const TOUR_FRAMES = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://my.matterport.com',
];

/**
 * The Content-Security-Policy of the web app: no inline script or style anywhere (the built
 * index.html has none; the toasts' styles are in the app's stylesheet), Stripe.js only in Stripe
 * mode, tours' players (TOUR_FRAMES) in frames, never framed.
 */
export function contentSecurityPolicy(config: Pick<Config, 'payments' | 'publicUrl'>) {
  const stripe = config.payments === 'stripe';
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", ...(stripe ? stripeScripts : [])],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'"],
      // Listing photos may be any https:// URL (CONTRACT.md section 2); previews are blob: URLs.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
      frameSrc: [...TOUR_FRAMES, ...(stripe ? stripeFrames : [])],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      ...(config.publicUrl.startsWith('https://') && { upgradeInsecureRequests: [] }),
    },
  };
}

/** Swagger UI (/api/docs) styles its page inline; its scripts are still files of this site. */
const docsPolicy = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** The page headers an API response keeps: what applies to any response, not only a page. */
const API_KEPT = [
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

/**
 * The headers of an API response (OWASP REST Security Cheat Sheet, "Security headers"), from the
 * pages' `pageHeaders`: JSON is never a document, so its policy lets it load nothing and be
 * framed nowhere; nosniff, no framing, no referrer, same-origin readers and HSTS (over https)
 * as the pages have them. API responses carry personal data: no shared or browser cache keeps
 * them, unless a route says otherwise (it sets its own cache-control later, which wins). The
 * pages' document-only headers (COOP, Origin-Agent-Cluster, Permissions-Policy,
 * X-XSS-Protection, ...) govern a page and its scripts, which a JSON body never is: leaving them
 * off spares every API response their bytes and their checks (docs/decisions/041). A route that
 * answers with a page (the alert e-mails' unsubscribe page) sets that page's own policy.
 */
export function apiHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = API_KEPT.filter((name) => name in pageHeaders).map((name) => [
    name,
    pageHeaders[name]!,
  ]);
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...Object.fromEntries(kept),
    'cache-control': 'no-store',
  };
}

/**
 * The origin form (`/path?query`) of a request target. HTTP/1.1 lets a client send the absolute
 * form (`POST http://host/api/... HTTP/1.1`, RFC 9112 section 3.2.2), which the router routes by
 * its path; every check that looks at `request.url` (API headers, write limits, cache
 * invalidation, the JSON 404) must see that same path, so the server rewrites the target before
 * routing (Fastify's `rewriteUrl`). The authority in the target is dropped, as the Host header is
 * never used to route. A target that is neither form is left for the router to refuse.
 */
export function originForm(url: string): string {
  if (url.charCodeAt(0) === 47) return url;
  const authority = /^https?:\/\/[^/?#]+/i.exec(url);
  if (!authority) return url;
  const rest = url.slice(authority[0].length);
  if (rest.includes('#')) return url;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Whether any string (key or value) in the input holds a NUL, which PostgreSQL cannot store. */
export function containsNul(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * The headers helmet sets, worked out once. Our options hold no per-request value (no nonce), so
 * every response gets the same set; @fastify/helmet would rebuild helmet's middleware on every
 * request, which cost about a seventh of a cached response's time.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of a response to this URL. */
    securityHeadersFor(url: string): Record<string, string>;
  }
}

const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const isImage = (url: string) => url.startsWith('/images/');

/** Headers a page of another origin may read: the list's total, a limit's wait. */
export const CORS_EXPOSED_HEADERS = ['X-Total-Count', 'X-Total-Count-Estimated', 'Retry-After'];

/**
 * Security headers on every response (OWASP ASVS V3.4): CSP, nosniff, no framing, no referrer,
 * HSTS when the site is served over HTTPS; NUL characters refused in any input. CORS only for the
 * exact origins of CORS_ORIGINS (none by default): they may call the API (preflight included,
 * never with credentials: tokens travel in the Authorization header) and show /images/.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { config: Config }) {
    const https = opts.config.publicUrl.startsWith('https://');
    const common = {
      ...securityHeaders({
        contentSecurityPolicy: contentSecurityPolicy(opts.config),
        // Allows a social sign-in popup of this site to report back to the page that opened it.
        crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
        referrerPolicy: { policy: 'no-referrer' },
        strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
        xFrameOptions: { action: 'deny' },
      }),
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    };
    const api = apiHeaders(common);
    const docs = { ...common, 'content-security-policy': docsPolicy };
    // Pictures are public: any page, and a webmail showing an alert e-mail, may show them (an
    // <img> is a no-cors request: CORP decides, and same-origin would break the e-mail's photo).
    const corsOrigins = opts.config.corsOrigins;
    const images = { ...common, 'cross-origin-resource-policy': 'cross-origin' };

    const headersFor = (url: string) =>
      isDocs(url) ? docs : url.startsWith('/api/') ? api : isImage(url) ? images : common;
    // For responses sent before any hook runs (error-handler.ts, frameworkErrors).
    app.decorate('securityHeadersFor', headersFor);
    // Set before anything else runs, so that refusals and errors carry them too. Plain (not
    // async) hooks: they run on every request.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headersFor(request.url));
      done();
    });
    if (corsOrigins.length > 0) {
      await app.register(cors, {
        origin: corsOrigins,
        credentials: false,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['Authorization', 'Content-Type'],
        exposedHeaders: CORS_EXPOSED_HEADERS,
        maxAge: 600,
      });
    }
    // Text with a NUL is bad input (400) everywhere, rather than a database error (500).
    app.addHook('preHandler', (request, _reply, done) => {
      if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
        done(badRequest(messages.nulCharacter));
        return;
      }
      done();
    });
  },
  { name: 'security' },
);

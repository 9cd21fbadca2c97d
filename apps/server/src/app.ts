import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { configureMoney } from '@elite/shared/money';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import responseCachePlugin, { COMPRESS_THRESHOLD } from './plugins/response-cache';
import rateLimitsPlugin, { defaultRateLimits, type RateLimitSettings } from './plugins/rate-limits';
import securityPlugin, { originForm } from './plugins/security';
import connectionsPlugin from './plugins/connections';
import docsPlugin from './plugins/docs';
import errorHandler, { frameworkErrors } from './plugins/error-handler';
import apiLocalePlugin from './plugins/api-locale';
import { AccessLogController } from './lib/access-log';
import { logSerializers } from './lib/log-serializers';
import { lazyRequestLogger } from './lib/request-logger';
import advertisingRoutes from './modules/advertising/routes';
import alertsPlugin from './modules/saved-searches/plugin';
import identityPlugin from './modules/identity/plugin';
import { authenticate } from './modules/identity/service';
import storagePlugin from './modules/images/storage-plugin';
import uploadsPlugin from './modules/images/uploads-plugin';
import mailPlugin from './modules/mail/plugin';
import paymentsPlugin from './modules/payments/plugin';
import pagesPlugin from './modules/seo/pages-plugin';
import identityRoutes from './modules/identity/routes';
import { signInCodeCheck } from './modules/identity/sign-in-code';
import oauthRoutes from './modules/oauth/routes';
import paymentRoutes from './modules/payments/routes';
import { imageServingRoutes, imageUploadRoutes } from './modules/images/routes';
import newsletterRoutes from './modules/newsletter/routes';
import propertyRoutes from './modules/properties/routes';
import searchRoutes from './modules/search/routes';
import placeRoutes from './modules/places/routes';
import { basemapFileRoutes } from './modules/map/routes';
import systemRoutes from './modules/system/routes';
import userRoutes from './modules/users/routes';
import reviewRoutes from './modules/reviews/routes';
import seoRoutes from './modules/seo/routes';
import saleRoutes from './modules/sales/routes';
import offerRoutes from './modules/offers/routes';
import wishlistRoutes from './modules/wishlist/routes';
import conversationRoutes from './modules/conversations/routes';
import viewingRoutes from './modules/viewings/routes';
import openHouseRoutes from './modules/open-houses/routes';
import agencyRoutes from './modules/agencies/routes';
import figuresPlugin from './modules/figures/plugin';
import agentReviewRoutes from './modules/agent-reviews/routes';
import listingReportRoutes from './modules/listing-reports/routes';
import apiClientRoutes from './modules/reso/client-routes';
import resoRoutes from './modules/reso/routes';
import listingImportRoutes from './modules/listing-imports/routes';
import importsPlugin from './modules/listing-imports/plugin';
import agencyListingRoutes from './modules/agencies/listing-routes';
import savedSearchRoutes from './modules/saved-searches/routes';
import privacyRoutes from './modules/privacy/routes';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /**
   * Where the default logger writes: the server passes stdout written asynchronously
   * (server.ts), tests a stream they read back; stdout written synchronously when unset.
   */
  logStream?: DestinationStream;
  /** Abuse limits other than the defaults (tests that must not trip them). */
  rateLimits?: Partial<RateLimitSettings>;
  /** The clock of the saved-search alerts (tests move it for the daily digest). */
  now?: () => Date;
  /** A certificate authority imports trust besides the usual ones (a test's HTTPS server). */
  importPhotoCa?: string;
}

const secretKeys = ['password', 'token', 'cardNumber', 'cvc', 'clientSecret'];

/** Never log a credential, even by accident. */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  ...secretKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** Builds the whole application; nothing listens here (see server.ts). */
export async function buildApp({
  config,
  database,
  logger,
  logStream,
  rateLimits,
  now,
  importPhotoCa,
}: BuildOptions) {
  // Every price of this process in the site's currency (CURRENCY): e-mails, share cards, JSON-LD,
  // card payments.
  configureMoney({ currency: config.currency });
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: logRedactPaths,
      serializers: logSerializers,
      ...(logStream && { stream: logStream }),
    },
    // One access line per request instead of Fastify's two (lib/access-log.ts).
    logController: new AccessLogController(),
    // Each request's logger is made when something logs through it (lib/request-logger.ts).
    childLoggerFactory: lazyRequestLogger,
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    // A socket idle this long is closed (slow-loris), as is one whose headers take longer.
    connectionTimeout: 60_000,
    // Half-sent requests are answered 408 and closed after HEADERS_TIMEOUT_MS, looked for
    // often enough for that to hold (Node looks every 30 s by default); plugins/connections.ts
    // caps the connections open at once.
    http: {
      headersTimeout: config.connections.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(
        1000,
        Math.ceil(config.connections.headersTimeoutMs / 2),
      ),
    },
    frameworkErrors,
    // An absolute-form target (`http://host/api/...`) becomes `/api/...` before routing, so
    // that every check by path sees the path that was routed (plugins/security.ts).
    rewriteUrl: (request) => originForm(request.url ?? '/'),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  // Ahead of every hook that may answer (limits, auth, the cache): their messages are translated.
  await app.register(apiLocalePlugin, { locales: config.locales });
  await app.register(connectionsPlugin, { config });
  await app.register(securityPlugin, { config });
  await app.register(dbPlugin, { handle: database });
  // Before auth, so that a flood is refused before any token is looked up.
  // A code e-mailed to the owner lets a sign-in past the account-wide slow-down (decision 052).
  await app.register(rateLimitsPlugin, {
    config,
    settings: rateLimits,
    signInCode: signInCodeCheck(() => app.db),
  });
  await app.register(authPlugin, { authenticate });
  await app.register(responseCachePlugin, { config });
  // After the cache, whose onSend keeps the uncompressed response; hits bring their own compressed copy.
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // A body already in memory up to 64 kB (a list page is 11-45 kB) is compressed in
    // one call: on this plugin's default for two cores (8 kB) such a page went through a zlib
    // stream of its own, which cost more CPU than the compression itself (docs/decisions/038).
    syncThreshold: 64 * 1024,
    // Quality 4 and a 256 kB window: an uncached list response (a few kB) compresses in a quarter
    // less time than at quality 5, for a few bytes more (bench/).
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
  await app.register(docsPlugin, { siteName: config.siteName, publicUrl: config.publicUrl });
  await app.register(storagePlugin, { config });
  await app.register(uploadsPlugin, { config });
  await app.register(paymentsPlugin, { config });
  await app.register(mailPlugin, { config });
  await app.register(alertsPlugin, { config, ...(now && { now }) });
  await app.register(identityPlugin);
  await app.register(importsPlugin, {
    locales: config.locales,
    photoFetch: { allowPrivateHosts: config.importAllowPrivateHosts, extraCa: importPhotoCa },
  });
  // Before every route: listing views and searches are counted as their answers go out.
  await app.register(figuresPlugin, { config, ...(now && { now }) });
  // Background work (STYLE.md): the modules make their workers, the app starts them once ready
  // (after the mail module's onReady, which reads the unsubscribe links' key) and stops them.
  const workers = [app.mailWorker, app.alertWorker, app.sessionSweeper, app.importWorker];
  app.addHook('onReady', async () => {
    for (const worker of workers) worker.start();
  });
  app.addHook('onClose', async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
  });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { config });
      await api.register(identityRoutes, { config });
      await api.register(oauthRoutes, { config });
      await api.register(imageUploadRoutes);
      await api.register(userRoutes);
      await api.register(propertyRoutes, { locales: config.locales });
      await api.register(searchRoutes, { config });
      await api.register(placeRoutes);
      await api.register(wishlistRoutes);
      await api.register(offerRoutes, { config });
      await api.register(saleRoutes);
      await api.register(paymentRoutes, { config });
      await api.register(reviewRoutes);
      await api.register(advertisingRoutes);
      await api.register(newsletterRoutes);
      await api.register(conversationRoutes);
      await api.register(viewingRoutes, { config });
      await api.register(openHouseRoutes, { config });
      await api.register(agencyRoutes);
      await api.register(agentReviewRoutes);
      await api.register(listingReportRoutes);
      await api.register(apiClientRoutes);
      await api.register(listingImportRoutes);
      await api.register(agencyListingRoutes);
      await api.register(savedSearchRoutes, { siteName: config.siteName });
      await api.register(privacyRoutes);
    },
    { prefix: '/api' },
  );
  // The RESO Web API (CONTRACT.md section 15): its own prefix, answers and 404s (decision 072).
  await app.register(resoRoutes, {
    prefix: '/reso',
    areaUnit: config.areaUnit,
    publicUrl: config.publicUrl,
    limit: { ...defaultRateLimits, ...rateLimits }.resoPerClient,
    ...(now && { now }),
  });

  await app.register(imageServingRoutes);
  if (config.mapPmtilesFile) await basemapFileRoutes(app, { file: config.mapPmtilesFile });
  await app.register(seoRoutes, { config });
  await app.register(pagesPlugin, {
    root: config.webDist,
    site: {
      publicUrl: config.publicUrl,
      siteName: config.siteName,
      areaUnit: config.areaUnit,
      publicListings: config.publicListings,
    },
    locales: config.locales,
  });
  return app;
}

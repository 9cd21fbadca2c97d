import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import paymentsPlugin from './plugins/payments';
import docsPlugin from './plugins/docs';
import errorHandler from './plugins/error-handler';
import storagePlugin from './plugins/storage';
import uploadsPlugin from './plugins/uploads';
import webPlugin from './plugins/web';
import { logSerializers } from './lib/log-serializers';
import advertisingRoutes from './modules/advertising/routes';
import identityRoutes from './modules/identity/routes';
import oauthRoutes from './modules/oauth/routes';
import paymentRoutes from './modules/payments/routes';
import { imageServingRoutes, imageUploadRoutes } from './modules/images/routes';
import newsletterRoutes from './modules/newsletter/routes';
import propertyRoutes from './modules/properties/routes';
import systemRoutes from './modules/system/routes';
import userRoutes from './modules/users/routes';
import reviewRoutes from './modules/reviews/routes';
import saleRoutes from './modules/sales/routes';
import offerRoutes from './modules/offers/routes';
import wishlistRoutes from './modules/wishlist/routes';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/** Never log a credential, even by accident. */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.token',
  '*.cardNumber',
];

/** Builds the whole application; nothing listens here (see server.ts). */
export async function buildApp({ config, database, logger }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: logRedactPaths,
      serializers: logSerializers,
    },
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(dbPlugin, { handle: database });
  await app.register(authPlugin);
  await app.register(docsPlugin, { siteName: config.siteName });
  await app.register(storagePlugin, { config });
  await app.register(uploadsPlugin);
  await app.register(paymentsPlugin, { config });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { config });
      await api.register(identityRoutes);
      await api.register(oauthRoutes, { config });
      await api.register(imageUploadRoutes);
      await api.register(userRoutes);
      await api.register(propertyRoutes);
      await api.register(wishlistRoutes);
      await api.register(offerRoutes);
      await api.register(saleRoutes);
      await api.register(paymentRoutes);
      await api.register(reviewRoutes);
      await api.register(advertisingRoutes);
      await api.register(newsletterRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(imageServingRoutes);
  await app.register(webPlugin, { root: config.webDist });
  return app;
}

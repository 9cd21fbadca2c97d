import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, publicConfigSchema } from '@elite/shared';
import type { Config } from '../../config';
import { PMTILES_URL } from '../map/routes';

/** Liveness and what this server offers the web app (CONTRACT.md section 2). */
const systemRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/config',
    { schema: { tags: ['system'], response: { 200: publicConfigSchema } } },
    async () => ({
      siteName: config.siteName,
      payments: config.payments,
      reservationDepositPercent: config.reservationDepositPercent,
      ...(config.payments === 'stripe' && config.stripe.publishableKey
        ? { stripePublishableKey: config.stripe.publishableKey }
        : {}),
      providers: { google: config.google !== undefined, facebook: config.facebook !== undefined },
      areaUnit: config.areaUnit,
      mapTileUrl: config.map?.tileUrl ?? null,
      mapAttribution: config.map?.attribution ?? null,
      ...(config.mapPmtilesFile ? { mapPmtilesUrl: PMTILES_URL } : {}),
      publicListings: config.publicListings,
    }),
  );
};

export default systemRoutes;

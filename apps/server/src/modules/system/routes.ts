import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, publicConfigSchema } from '@elite/shared';
import type { Config } from '../../config';
import { PMTILES_URL } from '../map/routes';

/** Liveness and what this server offers the web app (CONTRACT.md section 2). */
const systemRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        summary: 'Check that the server is up',
        description:
          'Answers `{status: "ok"}` while the server and its database answer; for load balancers.',
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        operationId: 'getPublicConfig',
        summary: 'Read the public configuration',
        description:
          'The site name, payment mode, map tiles, area unit and deposit percent a client needs.',
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({
      siteName: config.siteName,
      ...(config.contactEmail ? { contactEmail: config.contactEmail } : {}),
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
      locales: config.locales,
      currency: config.currency,
    }),
  );
};

export default systemRoutes;

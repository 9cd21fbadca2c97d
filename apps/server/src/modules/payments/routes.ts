import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedSchema,
  idParamsSchema,
  insertedSchema,
  modifiedSchema,
  paymentIntentBodySchema,
  paymentIntentSchema,
  paymentMessages,
  saleBodySchema,
  saleUpdateBodySchema,
  sandboxConfirmBodySchema,
  sandboxConfirmResultSchema,
} from '@elite/shared';
import type { Config } from '../../config';
import { notFound, unauthorized } from '../../lib/errors';
import { recordId } from '../../lib/ids';
import { requireSignedIn, signedIn } from '../../plugins/auth';
import { StripeProcessor } from './stripe-processor';
import * as service from './service';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses;
const tags = ['payments'];

/** Card payments and the exactly-once sale (CONTRACT.md section 5). */
const paymentRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const depositPercent = config.reservationDepositPercent;

  app.post(
    '/create-payment-intent',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        body: paymentIntentBodySchema,
        response: { 200: paymentIntentSchema, ...errors },
      },
    },
    async (request) =>
      service.createPaymentIntent(
        app.db,
        app.payments,
        signedIn(request).user,
        recordId(request.body.offerId, 'Offer'),
        request.body.price,
        depositPercent,
      ),
  );

  app.post(
    '/soldProperty',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        body: saleBodySchema,
        response: { 200: insertedSchema, 201: insertedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sale = await service.recordPaidSale(
        app.db,
        app.notify,
        app.payments,
        signedIn(request).user,
        recordId(request.body.offerId, 'Offer'),
        request.body.transactionId,
        depositPercent,
        app.publicChanges,
      );
      return reply.status(sale.created ? 201 : 200).send({ insertedId: sale.saleId });
    },
  );

  app.patch(
    '/soldProperty/:id',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        params: idParamsSchema,
        body: saleUpdateBodySchema,
        response: { 200: modifiedSchema, ...errors },
      },
    },
    async (request) =>
      service.confirmRecordedSale(
        app.db,
        signedIn(request).user,
        recordId(request.params.id, 'Offer'),
        request.body.transactionId,
      ),
  );

  app.delete(
    '/soldProperty/:id',
    {
      onRequest: requireSignedIn,
      schema: { tags, params: idParamsSchema, response: { 200: deletedSchema, ...errors } },
    },
    async (request) => ({
      deletedCount: await service.removeOwnWishlistEntry(
        app.db,
        signedIn(request).user,
        recordId(request.params.id, 'Property'),
      ),
    }),
  );

  app.post(
    '/payments/sandbox/confirm',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        body: sandboxConfirmBodySchema,
        response: {
          200: sandboxConfirmResultSchema,
          402: z.object({ error: z.object({ message: z.string() }) }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      if (app.payments.kind !== 'sandbox') throw notFound(paymentMessages.sandboxOnly);
      const { clientSecret, ...card } = request.body;
      const result = await service.confirmSandboxPayment(
        app.db,
        app.notify,
        signedIn(request).user,
        clientSecret,
        card,
        depositPercent,
        app.publicChanges,
      );
      if (!result.ok) return reply.status(402).send({ error: { message: result.message } });
      return { paymentIntent: result.intent };
    },
  );

  // Stripe signs the exact bytes it sends, so this route reads the body raw.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/payments/stripe/webhook',
      {
        schema: {
          tags,
          headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
          response: { 200: z.object({ received: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        const processor = app.payments;
        if (!(processor instanceof StripeProcessor)) throw notFound(paymentMessages.stripeOnly);
        const signature = request.headers['stripe-signature'];
        if (Array.isArray(signature)) throw unauthorized(paymentMessages.badSignature);
        const raw = request.body;
        if (!signature || !Buffer.isBuffer(raw)) throw unauthorized(paymentMessages.badSignature);
        let event;
        try {
          event = processor.constructEvent(raw, signature);
        } catch {
          throw unauthorized(paymentMessages.badSignature);
        }
        const outcome = await service.handleStripeEvent(
          app.db,
          app.notify,
          processor,
          event,
          request.log,
          depositPercent,
          app.publicChanges,
        );
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
        return { received: true as const };
      },
    );
  });
};

export default paymentRoutes;

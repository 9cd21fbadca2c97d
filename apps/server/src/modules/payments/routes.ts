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
import { refusals } from '../../lib/route-schemas';

const tags = ['payments'];

/** Card payments and the exactly-once sale (CONTRACT.md section 5). */
const paymentRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // What the card pays (CONTRACT.md sections 5 and 12).
  const rules = {
    depositPercent: config.reservationDepositPercent,
    holdingDepositWeeks: config.holdingDepositWeeks,
  };

  app.post(
    '/create-payment-intent',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'createPaymentIntent',
        summary: 'Start paying for an offer',
        description:
          'For the buyer’s accepted offer: the amount comes from the stored offer, a `price` sent must match it (for an application, the card pays the holding deposit). Answers the client secret of the payment.',
        body: paymentIntentBodySchema,
        response: { 200: paymentIntentSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.createPaymentIntent(
        app.db,
        app.payments,
        signedIn(request).user,
        recordId(request.body.offerId, 'Offer'),
        request.body.price,
        rules,
      ),
  );

  app.post(
    '/soldProperty',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'recordSale',
        summary: 'Record a paid offer as a sale',
        description:
          'After the card payment succeeded, the buyer records the sale; the server checks the payment with the processor. Idempotent per payment.',
        body: saleBodySchema,
        response: {
          200: insertedSchema,
          201: insertedSchema,
          ...refusals(400, 401, 403, 404, 409),
        },
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
        rules,
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
        operationId: 'markOfferBought',
        summary: 'Mark a paid offer as bought',
        description:
          'SPEC.md’s client marks the offer bought after recording the sale; answers whether anything changed.',
        params: idParamsSchema,
        body: saleUpdateBodySchema,
        response: { 200: modifiedSchema, ...refusals(400, 401, 403, 404, 409) },
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
      schema: {
        tags,
        operationId: 'removeBoughtFromWishlist',
        summary: 'Remove a bought listing from the wishlist',
        description: 'SPEC.md’s client removes the wishlist entry of a bought listing.',
        params: idParamsSchema,
        response: { 200: deletedSchema, ...refusals(400, 401, 403, 404) },
      },
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
        operationId: 'confirmSandboxPayment',
        summary: 'Pay with a sandbox test card',
        description:
          'In sandbox payment mode, charges a test card for a payment started with createPaymentIntent (402 when the card is declined).',
        body: sandboxConfirmBodySchema,
        response: {
          200: sandboxConfirmResultSchema,
          402: z.object({ error: z.object({ message: z.string() }) }),
          ...refusals(400, 401, 403, 404, 409),
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
        rules,
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
          operationId: 'receiveStripeEvent',
          summary: 'Receive a Stripe event',
          description:
            'Stripe’s signed events about payments; only Stripe calls it (the signature is checked). 404 when the site is not in Stripe mode.',
          headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
          // No bearer token: the signature is the permission, and a wrong one is a 401.
          response: { 200: z.object({ received: z.literal(true) }), ...refusals(400, 401, 404) },
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
          rules,
          app.publicChanges,
        );
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
        return { received: true as const };
      },
    );
  });
};

export default paymentRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedSchema,
  emailParamsSchema,
  errorSchema,
  idParamsSchema,
  insertedSchema,
  modifiedSchema,
  paymentIntentBodySchema,
  paymentIntentSchema,
  ruleMessages,
  saleBodySchema,
  saleSchema,
  saleUpdateBodySchema,
  totalAmountSchema,
} from '@elite/shared';
import { HttpError } from '../../lib/errors';
import { ownEmailOrAdmin, requireRole, requireSignedIn, signedIn } from '../../plugins/auth';
import * as repo from './repository';
import { toSale } from './service';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
const tags = ['sales'];

/** Card payments have an issue of their own (CONTRACT.md section 5); until then these calls say so. */
const paymentsNotReady = { 501: errorSchema };
async function notReady(): Promise<never> {
  throw new HttpError(501, ruleMessages.paymentsNotReady);
}

const saleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mySoldProperty/:email',
    {
      onRequest: requireRole('agent', 'admin'),
      schema: {
        tags,
        params: emailParamsSchema,
        response: { 200: z.array(saleSchema), ...errors },
      },
    },
    async (request) => {
      const email = ownEmailOrAdmin(signedIn(request).user, request.params.email);
      return (await repo.listAgentSales(app.db, email)).map(toSale);
    },
  );

  app.get(
    '/totalAmount/:email',
    {
      onRequest: requireRole('agent', 'admin'),
      schema: { tags, params: emailParamsSchema, response: { 200: totalAmountSchema, ...errors } },
    },
    async (request) => {
      const email = ownEmailOrAdmin(signedIn(request).user, request.params.email);
      return { price: await repo.totalSold(app.db, email) };
    },
  );

  app.post(
    '/create-payment-intent',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        body: paymentIntentBodySchema,
        response: { 200: paymentIntentSchema, ...errors, ...paymentsNotReady },
      },
    },
    notReady,
  );

  app.post(
    '/soldProperty',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        body: saleBodySchema,
        response: { 201: insertedSchema, ...errors, ...paymentsNotReady },
      },
    },
    notReady,
  );

  app.patch(
    '/soldProperty/:id',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        params: idParamsSchema,
        body: saleUpdateBodySchema,
        response: { 200: modifiedSchema, ...errors, ...paymentsNotReady },
      },
    },
    notReady,
  );

  app.delete(
    '/soldProperty/:id',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: deletedSchema, ...errors, ...paymentsNotReady },
      },
    },
    notReady,
  );
};

export default saleRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailParamsSchema,
  idParamsSchema,
  insertedSchema,
  messages,
  modifiedSchema,
  offerBodySchema,
  offerDecisionSchema,
  offerSchema,
  payableOfferSchema,
  type Offer,
} from '@elite/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { recordId } from '../../lib/ids';
import { ownEmailOrAdmin, requireRole, requireSignedIn, signedIn } from '../../plugins/auth';
import * as service from './service';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses;
const tags = ['offers'];

const offerRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // SPEC.md's client sends the whole offer; only the property id and the price are read,
  // the buyer is the signed-in account and the status starts pending.
  app.post(
    '/propertyOffer',
    {
      onRequest: requireSignedIn,
      schema: { tags, body: offerBodySchema, response: { 201: insertedSchema, ...errors } },
    },
    async (request, reply) => {
      const id = await service.makeOffer(
        app.db,
        app.notify,
        signedIn(request).user,
        recordId(request.body.offer_property_id, 'Property'),
        request.body.offered_price,
      );
      return reply.status(201).send({ insertedId: id, message: messages.offerSaved });
    },
  );

  // The offers of one account, by e-mail: the caller's own, or anyone's for an admin.
  const offerList = (
    path: string,
    onRequest: typeof requireSignedIn,
    list: (db: Database, email: string) => Promise<Offer[]>,
  ) =>
    app.get(
      path,
      {
        onRequest,
        schema: {
          tags,
          params: emailParamsSchema,
          response: { 200: z.array(offerSchema), ...errors },
        },
      },
      async (request) =>
        list(app.db, ownEmailOrAdmin(signedIn(request).user, request.params.email)),
    );

  offerList('/propertyOffer/:email', requireSignedIn, service.listBuyerOffers);

  app.get(
    '/propertyOffer/payable/:id',
    {
      onRequest: requireSignedIn,
      schema: { tags, params: idParamsSchema, response: { 200: payableOfferSchema, ...errors } },
    },
    async (request) =>
      service.getPayableOffer(
        app.db,
        signedIn(request).user,
        recordId(request.params.id, 'Offer'),
        config.reservationDepositPercent,
      ),
  );

  offerList('/requestedProperty/:email', requireRole('agent', 'admin'), service.listAgentOffers);

  app.patch(
    '/requestProperty/:id',
    {
      onRequest: requireRole('agent'),
      schema: {
        tags,
        params: idParamsSchema,
        body: offerDecisionSchema,
        response: { 200: modifiedSchema, ...errors },
      },
    },
    async (request) => ({
      modifiedCount: await service.answerOffer(
        app.db,
        app.notify,
        signedIn(request).user,
        recordId(request.params.id, 'Offer'),
        request.body.status,
      ),
    }),
  );
};

export default offerRoutes;

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
import { refusals, type OperationWords } from '../../lib/route-schemas';

const tags = ['offers'];

const offerRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // SPEC.md's client sends the whole offer; only the property id and the price are read,
  // the buyer is the signed-in account and the status starts pending.
  app.post(
    '/propertyOffer',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'makeOffer',
        summary: 'Make an offer',
        description:
          'A buyer offers a price within a verified listing’s range; it starts pending. One open offer per listing and buyer. On a home to rent it is an application: the rent, with `move_in` and `term_months` (both required) and an optional `message`.',
        body: offerBodySchema,
        response: { 201: insertedSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const id = await service.makeOffer(
        app.db,
        app.notify,
        signedIn(request).user,
        recordId(request.body.offer_property_id, 'Property'),
        request.body.offered_price,
        request.body,
      );
      return reply.status(201).send({ insertedId: id, message: messages.offerSaved });
    },
  );

  // The offers of one account, by e-mail: the caller's own, or anyone's for an admin.
  const offerList = (
    path: string,
    onRequest: typeof requireSignedIn,
    list: (db: Database, email: string) => Promise<Offer[]>,
    facts: OperationWords,
  ) =>
    app.get(
      path,
      {
        onRequest,
        schema: {
          tags,
          ...facts,
          params: emailParamsSchema,
          response: { 200: z.array(offerSchema), ...refusals(400, 401, 403, 404) },
        },
      },
      async (request) =>
        list(app.db, ownEmailOrAdmin(signedIn(request).user, request.params.email)),
    );

  offerList('/propertyOffer/:email', requireSignedIn, service.listBuyerOffers, {
    operationId: 'listBuyerOffers',
    summary: 'List a buyer’s offers',
    description:
      'The offers a buyer made, with their status: the caller’s own, or anyone’s for an admin.',
  });

  app.get(
    '/propertyOffer/payable/:id',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'getPayableOffer',
        summary: 'Read an offer to pay',
        description:
          'An accepted offer of the caller, with the amount the card pays (the price, or a reservation deposit above the card cap; for an application, the holding deposit).',
        params: idParamsSchema,
        response: { 200: payableOfferSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.getPayableOffer(
        app.db,
        signedIn(request).user,
        recordId(request.params.id, 'Offer'),
        {
          depositPercent: config.reservationDepositPercent,
          holdingDepositWeeks: config.holdingDepositWeeks,
        },
      ),
  );

  offerList('/requestedProperty/:email', requireRole('agent', 'admin'), service.listAgentOffers, {
    operationId: 'listOffersOnAgentProperties',
    summary: 'List the offers on an agent’s listings',
    description:
      'The offers buyers made on an agent’s listings: the agent’s own, or anyone’s for an admin.',
  });

  app.patch(
    '/requestProperty/:id',
    {
      onRequest: requireRole('agent'),
      schema: {
        tags,
        operationId: 'answerOffer',
        summary: 'Accept or reject an offer',
        description:
          'The listing’s agent accepts or rejects a pending offer; accepting one rejects the others on the listing.',
        params: idParamsSchema,
        body: offerDecisionSchema,
        response: { 200: modifiedSchema, ...refusals(400, 401, 403, 404, 409) },
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

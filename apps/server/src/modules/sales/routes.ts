import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailParamsSchema, saleSchema, totalAmountSchema } from '@elite/shared';
import { ownEmailOrAdmin, requireRole, signedIn } from '../../plugins/auth';
import * as service from './service';
import { refusals } from '../../lib/route-schemas';

const tags = ['sales'];

const saleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mySoldProperty/:email',
    {
      onRequest: requireRole('agent', 'admin'),
      schema: {
        tags,
        operationId: 'listAgentSales',
        summary: 'List an agent’s sales',
        description:
          'The completed sales and lets of an agent’s listings: the agent’s own, or anyone’s for an admin.',
        params: emailParamsSchema,
        response: { 200: z.array(saleSchema), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const email = ownEmailOrAdmin(signedIn(request).user, request.params.email);
      return service.listAgentSales(app.db, email);
    },
  );

  app.get(
    '/totalAmount/:email',
    {
      onRequest: requireRole('agent', 'admin'),
      schema: {
        tags,
        operationId: 'getAgentSalesTotal',
        summary: 'Total of an agent’s sales',
        description:
          'The sum of the sold prices of an agent’s listings; a let adds what was paid (its holding deposit).',
        params: emailParamsSchema,
        response: { 200: totalAmountSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const email = ownEmailOrAdmin(signedIn(request).user, request.params.email);
      return { price: await service.totalSold(app.db, email) };
    },
  );
};

export default saleRoutes;

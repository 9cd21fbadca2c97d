import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailParamsSchema, saleSchema, totalAmountSchema } from '@elite/shared';
import { ownEmailOrAdmin, requireRole, signedIn } from '../../plugins/auth';
import * as service from './service';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses;
const tags = ['sales'];

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
      return service.listAgentSales(app.db, email);
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
      return { price: await service.totalSold(app.db, email) };
    },
  );
};

export default saleRoutes;

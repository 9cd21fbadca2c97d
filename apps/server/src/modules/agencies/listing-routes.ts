import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, optionalPageQuerySchema, propertySchema } from '@elite/shared';
import { knownRecordId } from '../../lib/ids';
import { refusals } from '../../lib/route-schemas';
import { agencyMessages } from './messages';
import * as service from './listing-service';

const tags = ['agencies'];

/**
 * The listings of an agent's and an agency's public pages (CONTRACT.md section 14): anyone's to
 * read, the same cards and `X-Total-Count` as GET /api/property. Kept in the response cache
 * like the list: every public change (a listing's, an agent's, an agency's) moves it on.
 */
const agencyListingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agents/:id/listings',
    {
      config: { publicCache: true },
      schema: {
        tags,
        operationId: 'listAgentListings',
        summary: 'An agent’s listings',
        description:
          'A page (`page`, `limit`: 12 by default) of the verified listings buyers see of an agent, newest first, as GET /api/property answers them; `X-Total-Count` gives how many there are. An unknown agent, or one marked as fraud: 404.',
        params: idParamsSchema,
        querystring: optionalPageQuerySchema,
        response: { 200: z.array(propertySchema), ...refusals(400, 404) },
      },
    },
    async (request, reply) => {
      const id = knownRecordId(request.params.id, agencyMessages.agentNotFound);
      const { properties, total } = await service.agentListings(app.db, id, request.query);
      reply.header('x-total-count', String(total));
      return properties;
    },
  );

  app.get(
    '/agencies/:id/listings',
    {
      config: { publicCache: true },
      schema: {
        tags,
        operationId: 'listAgencyListings',
        summary: 'An agency’s listings',
        description:
          'A page (`page`, `limit`: 12 by default) of the verified listings buyers see of the agency’s agents, newest first, as GET /api/property answers them; `X-Total-Count` gives how many there are. An unknown agency: 404.',
        params: idParamsSchema,
        querystring: optionalPageQuerySchema,
        response: { 200: z.array(propertySchema), ...refusals(400, 404) },
      },
    },
    async (request, reply) => {
      const id = knownRecordId(request.params.id, agencyMessages.agencyNotFound);
      const { properties, total } = await service.agencyListings(app.db, id, request.query);
      reply.header('x-total-count', String(total));
      return properties;
    },
  );
};

export default agencyListingRoutes;

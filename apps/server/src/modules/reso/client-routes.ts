import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiClientBodySchema,
  apiClientCreatedSchema,
  apiClientSchema,
  idParamsSchema,
} from '@elite/shared';
import { knownRecordId } from '../../lib/ids';
import { refusals } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import { auditActor } from '../audit/service';
import * as clients from './clients';
import { resoMessages } from './messages';

const tags = ['api clients'];

/**
 * The RESO Web API's clients (CONTRACT.md section 15), an admin's: create one (its secret is
 * shown once), list them, revoke one.
 */
const apiClientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api-clients',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        operationId: 'createApiClient',
        summary: 'Create an API client',
        description:
          'An admin creates an OAuth2 client of the RESO Web API (`/reso/odata`) by `name` (plain text, 1 to 100 characters). The answer holds its `client_id` and `client_secret`: the secret is shown this once (only its hash is kept). Audited.',
        body: apiClientBodySchema,
        response: { 201: apiClientCreatedSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await clients.createApiClient(app.db, auditActor(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api-clients',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        operationId: 'listApiClients',
        summary: 'List API clients',
        description:
          'Every API client of the RESO Web API for an admin, newest first, revoked ones included (`revokedAt`); never a secret.',
        response: { 200: z.array(apiClientSchema), ...refusals(401, 403) },
      },
    },
    () => clients.listApiClients(app.db),
  );

  app.delete(
    '/api-clients/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        operationId: 'revokeApiClient',
        summary: 'Revoke an API client',
        description:
          'An admin revokes an API client: its access tokens stop at once and it gets no new one. Unknown or already revoked: 404. Audited.',
        params: idParamsSchema,
        response: { 204: z.null(), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = knownRecordId(request.params.id, resoMessages.clientNotFound);
      await clients.revokeApiClient(app.db, auditActor(request), id);
      return reply.status(204).send(null);
    },
  );
};

export default apiClientRoutes;

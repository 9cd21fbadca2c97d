import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agencyAssignmentSchema,
  agencyInputSchema,
  agencyPatchSchema,
  agencySchema,
  agentSchema,
  deletedSchema,
  idParamsSchema,
  insertedSchema,
  modifiedSchema,
} from '@elite/shared';
import { knownRecordId, recordId } from '../../lib/ids';
import { refusals } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth';
import { auditActor } from '../audit/service';
import { agencyMessages } from './messages';
import { agentsOfAgency, publishAgencyChange } from './listing-service';
import * as service from './service';

const tags = ['agencies'];

/** Agencies and agents' public pages (CONTRACT.md section 14). */
const agencyRoutes: FastifyPluginAsyncZod = async (app) => {
  // The agent and agency pages show agencies: a change of one, or of who is in one, is a
  // public change of the agency and of each agent whose page shows it.
  app.post(
    '/agencies',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        operationId: 'createAgency',
        summary: 'Add an agency',
        description:
          'An admin adds an agency: `name` (1-120 characters) and, each optional, `logo` (an image URL), `address`, `phone`, `email` and `website` (https).',
        body: agencyInputSchema,
        response: { 201: insertedSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const id = await service.createAgency(app.db, auditActor(request), request.body);
      return reply.status(201).send({ insertedId: id });
    },
  );

  app.patch(
    '/agencies/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        operationId: 'updateAgency',
        summary: 'Change an agency',
        description:
          'An admin changes any of an agency’s fields; one left out is kept, `null` (or an empty text) clears an optional one.',
        params: idParamsSchema,
        body: agencyPatchSchema,
        response: { 200: modifiedSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = knownRecordId(request.params.id, agencyMessages.agencyNotFound);
      const modifiedCount = await service.updateAgency(
        app.db,
        auditActor(request),
        id,
        request.body,
      );
      await publishAgencyChange(app.publicChanges, id, await agentsOfAgency(app.db, id));
      return { modifiedCount };
    },
  );

  app.delete(
    '/agencies/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        operationId: 'deleteAgency',
        summary: 'Delete an agency',
        description: 'An admin deletes an agency; its agents stay, without an agency.',
        params: idParamsSchema,
        response: { 200: deletedSchema, ...refusals(401, 403, 404) },
      },
    },
    async (request) => {
      const id = knownRecordId(request.params.id, agencyMessages.agencyNotFound);
      // Its agents stay, without it: their pages change too.
      const agents = await agentsOfAgency(app.db, id);
      const deletedCount = await service.deleteAgency(app.db, auditActor(request), id);
      await publishAgencyChange(app.publicChanges, id, agents);
      return { deletedCount };
    },
  );

  app.get(
    '/agencies',
    {
      schema: {
        tags,
        operationId: 'listAgencies',
        summary: 'The agencies',
        description:
          'Every agency by name, with its agents (those not marked as fraud) and how many listings buyers see of theirs.',
        response: { 200: z.array(agencySchema) },
      },
    },
    () => service.listAgencies(app.db),
  );

  app.get(
    '/agencies/:id',
    {
      schema: {
        tags,
        operationId: 'getAgency',
        summary: 'An agency',
        description: 'An agency with its agents and how many listings buyers see of theirs.',
        params: idParamsSchema,
        response: { 200: agencySchema, ...refusals(404) },
      },
    },
    (request) =>
      service.getAgency(app.db, knownRecordId(request.params.id, agencyMessages.agencyNotFound)),
  );

  app.patch(
    '/user/:id/agency',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        operationId: 'setAgentAgency',
        summary: 'Put an agent in an agency',
        description:
          'An admin puts an agent in an agency (`agency_id`), or in none (`null`); an agent is in one agency at most. An account that is not an agent: 409; an unknown agency: 404. `modifiedCount` is 0 when the agent was already there.',
        params: idParamsSchema,
        body: agencyAssignmentSchema,
        response: { 200: modifiedSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const userId = recordId(request.params.id, 'User');
      const modifiedCount = await service.assignAgency(
        app.db,
        auditActor(request),
        userId,
        request.body.agency_id?.toLowerCase() ?? null,
      );
      if (modifiedCount > 0) await publishAgencyChange(app.publicChanges, undefined, [userId]);
      return { modifiedCount };
    },
  );

  app.get(
    '/agents/:id',
    {
      schema: {
        tags,
        operationId: 'getAgent',
        summary: 'An agent’s public page',
        description:
          'An agent’s profile (bio, phone, languages), agency, how many listings buyers see, sales in the last 12 months, and rating (`null` without reviews). Any other account, or an agent marked as fraud: 404.',
        params: idParamsSchema,
        response: { 200: agentSchema, ...refusals(404) },
      },
    },
    (request) =>
      service.getAgent(app.db, knownRecordId(request.params.id, agencyMessages.agentNotFound)),
  );
};

export default agencyRoutes;

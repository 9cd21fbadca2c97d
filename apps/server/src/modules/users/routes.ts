import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedSchema,
  emailParamsSchema,
  fraudBodySchema,
  idParamsSchema,
  modifiedSchema,
  roleChangeSchema,
  roleStatusSchema,
  saveUserBodySchema,
  userRecordSchema,
} from '@elite/shared';
import { recordId } from '../../lib/ids';
import { ownEmailOrAdmin, requireRole, requireSignedIn, signedIn } from '../../plugins/auth';
import { auditActor } from '../audit/service';
import { loadChangedListings } from '../properties/search-repository';
import * as service from './service';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses;
const tags = ['users'];

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // SPEC.md's client registers the signed-in user here; the account already exists, and
  // role and status are never taken from the body.
  app.post(
    '/users',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        body: saveUserBodySchema.nullish(),
        response: {
          200: z.object({ message: z.string(), insertedId: z.null(), user: userRecordSchema }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      if (request.body?.email) ownEmailOrAdmin({ ...user, role: 'user' }, request.body.email);
      return { message: 'user already exists', insertedId: null, user: service.toUserRecord(user) };
    },
  );

  // The same read at a path of its own (issue 24): `/user/:email` differs from `/user/:id`
  // only by its parameter's name, which OpenAPI forbids; the old path is kept, deprecated.
  for (const path of ['/user/:email', '/userByEmail/:email']) {
    app.get(
      path,
      {
        onRequest: requireSignedIn,
        schema: {
          tags,
          params: emailParamsSchema,
          response: { 200: roleStatusSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = signedIn(request);
        return service.getRoleStatus(app.db, user, ownEmailOrAdmin(user, request.params.email));
      },
    );
  }

  app.get(
    '/allUser',
    {
      onRequest: requireRole('admin'),
      schema: { tags, response: { 200: z.array(userRecordSchema), ...errors } },
    },
    async () => service.listUsers(app.db),
  );

  app.patch(
    '/user/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        params: idParamsSchema,
        body: roleChangeSchema,
        response: { 200: modifiedSchema, ...errors },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'User');
      const modified = await service.changeRole(app.db, auditActor(request), id, request.body.role);
      // An agent's listings are shown with their agent: a public change.
      if (modified > 0) await app.publicChanges.publish({ kind: 'agent', id });
      return { modifiedCount: modified };
    },
  );

  app.delete(
    '/user/:id',
    {
      onRequest: requireRole('admin'),
      schema: { tags, params: idParamsSchema, response: { 200: deletedSchema, ...errors } },
    },
    async (request) => {
      const id = recordId(request.params.id, 'User');
      // Read before the account goes: its listings then have no agent to be found by.
      const { ids: listings } = await loadChangedListings(app.db, { ids: [], agentId: id });
      const deleted = await service.deleteUser(app.db, auditActor(request), id);
      await app.publicChanges.publish({ kind: 'agent', id, listings });
      return { deletedCount: deleted };
    },
  );

  app.patch(
    '/fraudUser/:email',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        params: emailParamsSchema,
        body: fraudBodySchema.nullish(),
        response: { 200: modifiedSchema, ...errors },
      },
    },
    async (request) => {
      const email = request.params.email.trim().toLowerCase();
      const modified = await service.markFraud(app.db, app.notify, auditActor(request), email);
      // The agent's listings leave the public list.
      const agent = await service.userIdByEmail(app.db, email);
      if (agent) await app.publicChanges.publish({ kind: 'agent', id: agent });
      return { modifiedCount: modified };
    },
  );
};

export default userRoutes;

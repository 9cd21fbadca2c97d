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
import { listingIdsOfAgent } from '../properties/service';
import * as service from './service';
import { refusals, type OperationWords } from '../../lib/route-schemas';

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
        operationId: 'saveUser',
        summary: 'Save the signed-in user',
        description:
          'SPEC.md’s client posts its user after signing in; the stored account is answered unchanged (role and status come from the server).',
        body: saveUserBodySchema.nullish(),
        response: {
          200: z.object({ message: z.string(), insertedId: z.null(), user: userRecordSchema }),
          ...refusals(400, 401),
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
  const emailReads: [string, OperationWords][] = [
    [
      '/user/:email',
      {
        operationId: 'getUserByEmailLegacy',
        summary: 'Read an account by e-mail (old path)',
        description:
          'Kept for SPEC.md’s client. The segment is the account’s e-mail; use `GET /api/userByEmail/{email}`.',
        deprecated: true,
      },
    ],
    [
      '/userByEmail/:email',
      {
        operationId: 'getUserByEmail',
        summary: 'Read an account by e-mail',
        description:
          'The role and status of the caller’s own account, or of anyone’s for an admin.',
      },
    ],
  ];
  for (const [path, words] of emailReads) {
    app.get(
      path,
      {
        onRequest: requireSignedIn,
        schema: {
          tags,
          ...words,
          params: emailParamsSchema,
          response: { 200: roleStatusSchema, ...refusals(400, 401, 403, 404) },
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
      schema: {
        tags,
        operationId: 'listUsers',
        summary: 'List all accounts',
        description: 'Every account with its role and status, for an admin.',
        response: { 200: z.array(userRecordSchema), ...refusals(401, 403) },
      },
    },
    async () => service.listUsers(app.db),
  );

  app.patch(
    '/user/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        operationId: 'changeUserRole',
        summary: 'Change an account’s role',
        description: 'An admin makes an account a user, agent or admin.',
        params: idParamsSchema,
        body: roleChangeSchema,
        response: { 200: modifiedSchema, ...refusals(400, 401, 403, 404, 409) },
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
      schema: {
        tags,
        operationId: 'deleteUser',
        summary: 'Delete an account',
        description: 'An admin deletes an account; its sessions end at once.',
        params: idParamsSchema,
        response: { 200: deletedSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'User');
      // Read before the account goes: its listings then have no agent to be found by.
      const listings = await listingIdsOfAgent(app.db, id);
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
        operationId: 'markAgentFraud',
        summary: 'Mark an agent as fraud',
        description:
          'An admin marks an agent as fraud: their listings leave the site and they can no longer change them.',
        params: emailParamsSchema,
        body: fraudBodySchema.nullish(),
        response: { 200: modifiedSchema, ...refusals(400, 401, 403, 404, 409) },
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

import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDeletionBodySchema,
  accountDeletionCheckSchema,
  accountExportSchema,
  deletedSchema,
  exportFileName,
  FRESH_SIGN_IN_MINUTES,
} from '@elite/shared';
import { refusals } from '../../lib/route-schemas';
import { requireSignedIn, signedIn } from '../../plugins/auth';
import { auditActor } from '../audit/service';
import { listingIdsOfAgent } from '../properties/service';
import * as service from './service';

const tags = ['identity'];

/**
 * "Take my data and leave" (CONTRACT.md section 16): the signed-in person's own data and
 * account, so only `/me` exists; nobody reads or deletes another's here.
 */
const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/me/export',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'exportMyData',
        summary: 'Download everything the site holds about me',
        description:
          'One JSON file (`Content-Disposition: attachment`) of the signed-in account: the account, its sign-ins (never a token), wishlist, reviews, offers, card payments (never a card or client secret), purchases and sales, conversations and their messages, viewings, blocks, saved searches, notifications, an agent’s listings, agent reviews, open houses, the e-mails sent (what and when) and admin actions. Each list’s records are keyed `_id`; another person appears only as the app shows them (a name, never an e-mail the app does not show). Written as it is read, a section at a time.',
        response: { 200: accountExportSchema, ...refusals(401) },
      },
    },
    async (request, reply) => {
      const session = signedIn(request);
      const now = new Date();
      const chunks = await service.exportDocument(app.db, service.exportCaller(session), now);
      const stream = Readable.from(chunks);
      stream.on('error', (error) => request.log.error({ err: error }, 'data export failed'));
      return (
        reply
          .type('application/json; charset=utf-8')
          .header('cache-control', 'no-store')
          .header(
            'content-disposition',
            `attachment; filename="${exportFileName(now.toISOString().slice(0, 10))}"`,
          )
          // The schema's JSON, as a stream of its text (never serialized whole).
          .send(stream as never)
      );
    },
  );

  app.get(
    '/auth/me/deletion',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'getAccountDeletionRequirements',
        summary: 'What deleting my account asks for',
        description: `\`password_required\`: the account has a password, which \`DELETE /api/auth/me\` asks for; otherwise (an account that signs in only with Google or Facebook) the current sign-in must be at most ${FRESH_SIGN_IN_MINUTES} minutes old, which \`recent_sign_in\` says.`,
        response: { 200: accountDeletionCheckSchema, ...refusals(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.deletionCheck(app.db, signedIn(request));
    },
  );

  app.delete(
    '/auth/me',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'deleteMyAccount',
        summary: 'Delete my account',
        description: `Deletes the signed-in account as an admin’s delete does: every token dies at once, e-mails not yet sent to it are dropped, an agent’s unsold listings leave the site, and sales stay for the other party with the person’s name replaced ("Former buyer", "Former agent"). Confirmed with \`password\` (400 when missing or wrong), or, for an account without one, by a sign-in within the last ${FRESH_SIGN_IN_MINUTES} minutes (403: sign in again). An admin cannot delete themself (409).`,
        body: accountDeletionBodySchema.nullish(),
        response: { 200: deletedSchema, ...refusals(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const session = signedIn(request);
      const { id } = session.user;
      // Read before the account goes: its listings then have no agent to be found by.
      const listings = await listingIdsOfAgent(app.db, id);
      await service.deleteOwnAccount(app.db, auditActor(request), session, request.body);
      await app.publicChanges.publish({ kind: 'agent', id, listings });
      request.log.info({ userId: id, ip: request.ip }, 'account deleted by its owner');
      return { deletedCount: 1 };
    },
  );
};

export default privacyRoutes;

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSavedSearchSchema,
  deletedSchema,
  errorSchema,
  idParamsSchema,
  insertedSchema,
  markNotificationsReadSchema,
  modifiedSchema,
  notificationSchema,
  savedSearchMessages,
  savedSearchSchema,
  unreadCountSchema,
  updateSavedSearchSchema,
} from '@elite/shared';
import { badRequest, notFound } from '../../lib/errors';
import { isRecordId, recordId } from '../../lib/ids';
import { errorResponses } from '../../lib/route-schemas';
import { requireSignedIn, signedIn } from '../../plugins/auth';
import {
  UNSUBSCRIBE_PAGE_POLICY,
  unsubscribePage,
  type UnsubscribeOutcome,
} from './unsubscribe-page';
import * as service from './service';

const tags = ['saved searches'];
const errors = { ...errorResponses, 429: errorSchema };

/** A saved search's id from the path; a malformed one is as unknown as a missing one. */
function idOf(id: string): string {
  try {
    return recordId(id);
  } catch {
    throw notFound(savedSearchMessages.notFound);
  }
}

const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const unsubscribeQuerySchema = z.object({
  token: z.string({ error: 'token is required' }).max(4000, 'token is too long'),
});

/** A browser following the e-mail's link gets a page; an API client `{message}`. */
function wantsPage(request: FastifyRequest): boolean {
  return /text\/html/.test(request.headers.accept ?? '');
}

/** Saved searches, their notifications and unsubscribe links (CONTRACT.md section 9). */
const savedSearchRoutes: FastifyPluginAsyncZod<{ siteName: string }> = async (
  app,
  { siteName },
) => {
  app.post(
    '/saved-searches',
    {
      onRequest: requireSignedIn,
      schema: { tags, body: createSavedSearchSchema, response: { 201: insertedSchema, ...errors } },
    },
    async (request, reply) => {
      const id = await service.createSavedSearch(app.db, signedIn(request).user.id, request.body);
      return reply.status(201).send({ insertedId: id, message: savedSearchMessages.saved });
    },
  );

  app.get(
    '/saved-searches',
    {
      onRequest: requireSignedIn,
      schema: { tags, response: { 200: z.array(savedSearchSchema), ...errors } },
    },
    async (request) => service.listSavedSearches(app.db, signedIn(request).user.id),
  );

  app.patch(
    '/saved-searches/:id',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateSavedSearchSchema,
        response: { 200: modifiedSchema, ...errors },
      },
    },
    async (request) => ({
      modifiedCount: await service.updateSavedSearch(
        app.db,
        signedIn(request).user.id,
        idOf(request.params.id),
        request.body,
      ),
    }),
  );

  app.delete(
    '/saved-searches/:id',
    {
      onRequest: requireSignedIn,
      schema: { tags, params: idParamsSchema, response: { 200: deletedSchema, ...errors } },
    },
    async (request) => ({
      deletedCount: await service.deleteSavedSearch(
        app.db,
        signedIn(request).user.id,
        idOf(request.params.id),
      ),
    }),
  );

  // The link of an alert e-mail: no sign-in, the signed token is the permission. Opening it
  // (GET) asks to confirm and changes nothing, since mail scanners open links too; the page's
  // button, or a mail client's RFC 8058 one-click, POSTs to the same address to turn alerts off.
  type UnsubscribeRequest = FastifyRequest<{ Querystring: { token: string } }>;
  const answer = (
    request: UnsubscribeRequest,
    reply: FastifyReply,
    names: string[] | undefined,
    ok: (names: string) => { message: string; outcome: UnsubscribeOutcome },
  ) => {
    const { message, outcome } = names?.length
      ? ok(names.join('", "'))
      : {
          message: savedSearchMessages.unsubscribeInvalid,
          outcome: { kind: 'invalid' } as const,
        };
    const status = outcome.kind === 'invalid' ? 400 : 200;
    reply.header('cache-control', 'no-store');
    if (wantsPage(request)) {
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', UNSUBSCRIBE_PAGE_POLICY)
        .send(unsubscribePage(siteName, message, outcome));
    }
    if (status !== 200) throw badRequest(message);
    return reply.send({ message });
  };
  const confirmUnsubscribe = async (request: UnsubscribeRequest, reply: FastifyReply) => {
    const { token } = request.query;
    const names = await service.unsubscribeTargets(app.db, app.unsubscribeTokens, token);
    return answer(request, reply, names, (list) => ({
      message: savedSearchMessages.unsubscribeConfirm(list),
      outcome: {
        kind: 'confirm',
        action: `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
        button: savedSearchMessages.unsubscribeButton,
      },
    }));
  };
  const unsubscribe = async (request: UnsubscribeRequest, reply: FastifyReply) => {
    const names = await service.unsubscribe(app.db, app.unsubscribeTokens, request.query.token);
    return answer(request, reply, names, (list) => ({
      message: savedSearchMessages.unsubscribed(list),
      outcome: { kind: 'done' },
    }));
  };
  const unsubscribeSchema = {
    tags,
    querystring: unsubscribeQuerySchema,
    response: { 200: errorSchema, 400: errorSchema, 429: errorSchema },
  };
  await app.register(async (links) => {
    // RFC 8058's one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` as a
    // form to the List-Unsubscribe address. The token is in the address; the form says nothing more.
    links.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, undefined),
    );
    links.get('/saved-searches/unsubscribe', { schema: unsubscribeSchema }, confirmUnsubscribe);
    links.post('/saved-searches/unsubscribe', { schema: unsubscribeSchema }, unsubscribe);
  });

  app.get(
    '/notifications',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        querystring: notificationsQuerySchema,
        response: { 200: z.array(notificationSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { total, notifications } = await service.listNotifications(
        app.db,
        signedIn(request).user.id,
        request.query,
      );
      reply.header('x-total-count', String(total));
      return notifications;
    },
  );

  app.get(
    '/notifications/unread',
    {
      onRequest: requireSignedIn,
      schema: { tags, response: { 200: unreadCountSchema, ...errors } },
    },
    async (request) => ({ count: await service.countUnread(app.db, signedIn(request).user.id) }),
  );

  app.post(
    '/notifications/read',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        body: markNotificationsReadSchema,
        response: { 200: modifiedSchema, ...errors },
      },
    },
    async (request) => ({
      modifiedCount: await service.markRead(
        app.db,
        signedIn(request).user.id,
        // An id that is not a notification's cannot be one of mine: nothing to mark.
        request.body.ids?.filter((id) => isRecordId(id)).map((id) => id.toLowerCase()),
        new Date(),
      ),
    }),
  );
};

export default savedSearchRoutes;

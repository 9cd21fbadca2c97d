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
import { refusals } from '../../lib/route-schemas';
import { requireSignedIn, signedIn } from '../../plugins/auth';
import {
  UNSUBSCRIBE_PAGE_POLICY,
  unsubscribePage,
  type UnsubscribeOutcome,
} from './unsubscribe-page';
import * as service from './service';

const tags = ['saved searches'];

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
      schema: {
        tags,
        operationId: 'createSavedSearch',
        summary: 'Save a search',
        description:
          'Keeps the caller’s search (the filters of GET /api/property, a map view or a drawn area) under a name, with alerts `instant`, `daily` or `off`. At most 20 per account (409 beyond).',
        body: createSavedSearchSchema,
        response: { 201: insertedSchema, ...refusals(400, 401, 409), 429: errorSchema },
      },
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
      schema: {
        tags,
        operationId: 'listSavedSearches',
        summary: 'List my saved searches',
        description:
          'The caller’s saved searches, oldest first; `query` is the search as the address bar of All Property holds it.',
        response: { 200: z.array(savedSearchSchema), ...refusals(401), 429: errorSchema },
      },
    },
    async (request) => service.listSavedSearches(app.db, signedIn(request).user.id),
  );

  app.patch(
    '/saved-searches/:id',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'updateSavedSearch',
        summary: 'Rename a saved search or change its alerts',
        description:
          'Changes the name or the frequency of one of the caller’s saved searches; another account’s is a 404.',
        params: idParamsSchema,
        body: updateSavedSearchSchema,
        response: { 200: modifiedSchema, ...refusals(400, 401, 404), 429: errorSchema },
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
      schema: {
        tags,
        operationId: 'deleteSavedSearch',
        summary: 'Delete a saved search',
        description:
          'Deletes one of the caller’s saved searches and its notifications; another account’s is a 404.',
        params: idParamsSchema,
        response: { 200: deletedSchema, ...refusals(400, 401, 404), 429: errorSchema },
      },
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
    response: { 200: errorSchema, ...refusals(400), 429: errorSchema },
  };
  await app.register(async (links) => {
    // RFC 8058's one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` as a
    // form to the List-Unsubscribe address. The token is in the address; the form says nothing more.
    links.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, undefined),
    );
    links.get(
      '/saved-searches/unsubscribe',
      {
        schema: {
          ...unsubscribeSchema,
          operationId: 'unsubscribeSavedSearch',
          summary: 'Ask to turn a saved search’s alerts off (e-mail link)',
          description:
            'No sign-in: the signed token of an alert e-mail names its saved searches. Changes nothing (mail scanners open links too): it answers the question to confirm; a browser (Accept: text/html) gets a page with a button that POSTs to the same address. A bad token is a 400.',
        },
      },
      confirmUnsubscribe,
    );
    links.post(
      '/saved-searches/unsubscribe',
      {
        schema: {
          ...unsubscribeSchema,
          operationId: 'unsubscribeSavedSearchOneClick',
          summary: 'Turn a saved search’s alerts off (one-click)',
          description:
            'Turns the alerts of the token’s saved searches off: the confirmation page’s button, or RFC 8058 one-click as a mail client posts it to the List-Unsubscribe address (List-Unsubscribe-Post). A browser gets a page saying so; a bad token is a 400.',
        },
      },
      unsubscribe,
    );
  });

  app.get(
    '/notifications',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'listNotifications',
        summary: 'List my notifications',
        description:
          'New listings and price drops that matched the caller’s saved searches (`kind` `new_listing`, `price_drop`), and an agent’s notices of an admin’s decision (`listing_verified`, `listing_rejected`: its listing, no saved search and no price; `account_marked_fraud`: no listing either, `property_*` null), newest first, paged (`page`, `limit` up to 100).',
        querystring: notificationsQuerySchema,
        response: { 200: z.array(notificationSchema), ...refusals(400, 401), 429: errorSchema },
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
      schema: {
        tags,
        operationId: 'countUnreadNotifications',
        summary: 'Count my unread notifications',
        description:
          'How many of the caller’s notifications are unread, alerts and agent’s notices alike (the bell’s count).',
        response: { 200: unreadCountSchema, ...refusals(401), 429: errorSchema },
      },
    },
    async (request) => ({ count: await service.countUnread(app.db, signedIn(request).user.id) }),
  );

  app.post(
    '/notifications/read',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'markNotificationsRead',
        summary: 'Mark notifications read',
        description:
          'Marks the listed notifications of the caller read, or all of them without `ids`.',
        body: markNotificationsReadSchema,
        response: { 200: modifiedSchema, ...refusals(400, 401), 429: errorSchema },
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

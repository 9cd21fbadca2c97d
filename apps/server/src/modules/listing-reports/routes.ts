import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  idParamsSchema,
  insertedSchema,
  listingReportBodySchema,
  listingReportResolutionSchema,
  listingReportSchema,
  optionalPageQuerySchema,
} from '@elite/shared';
import { knownRecordId, recordId } from '../../lib/ids';
import { refusals } from '../../lib/route-schemas';
import { localeOf } from '../../plugins/api-locale';
import { requireRole } from '../../plugins/auth';
import { auditActor } from '../audit/service';
import { listingReportMessages } from './messages';
import * as service from './service';

const tags = ['listing reports'];

/**
 * Listing reports (CONTRACT.md section 16). Nothing here changes what the public sees: a report
 * is between its reporter and the admins (an admin who agrees acts on the listing as usual).
 */
const listingReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/property/:id/reports',
    {
      schema: {
        tags,
        operationId: 'reportListing',
        summary: 'Report a listing',
        description:
          'Anyone reports a listing the public can see (404 otherwise): `reason` (misleading, fraud, discriminatory, duplicate or other), `details` in plain text (up to 2,000 characters; at least 10 when the reason is other) and, when not signed in, the reporter’s `email` (400 without one; a signed-in reporter is their account and an `email` sent is ignored). The listing’s own agent: 403. Again while the same reporter’s report of it is open: 409. At most 10 reports an hour per account, or per address when not signed in (429 with `Retry-After`).',
        security: [{}, { bearer: [] }],
        params: idParamsSchema,
        body: listingReportBodySchema,
        response: { 201: insertedSchema, ...refusals(400, 403, 404, 409), 429: errorSchema },
      },
    },
    async (request, reply) => {
      const id = await service.reportListing(
        app.db,
        { user: request.session?.user, locale: localeOf(request) },
        recordId(request.params.id, 'Property'),
        request.body,
      );
      return reply.status(201).send({ insertedId: id });
    },
  );

  app.get(
    '/listing-reports',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        operationId: 'listListingReports',
        summary: 'List listing reports',
        description:
          'Every listing report for an admin, open ones first and then the newest, with its reporter (name and e-mail of an account, the e-mail of a visitor) and the listing’s `_id` and title; a page at a time (`page`, `limit`; the first 12 by default), `X-Total-Count` giving the total.',
        querystring: optionalPageQuerySchema,
        response: { 200: z.array(listingReportSchema), ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { total, reports } = await service.listListingReports(app.db, request.query);
      reply.header('x-total-count', String(total));
      return reports;
    },
  );

  app.patch(
    '/listing-reports/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        operationId: 'resolveListingReport',
        summary: 'Resolve a listing report',
        description:
          'An admin resolves an open report with a `note` (plain text, up to 2,000 characters), kept in the audit log; the reporter is e-mailed the outcome with the note, in their language. A resolved report: 409 (of two admins at once, one resolves it). Answers the report as it now is.',
        params: idParamsSchema,
        body: listingReportResolutionSchema,
        response: { 200: listingReportSchema, ...refusals(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      service.resolveListingReport(
        app.db,
        app.notify,
        auditActor(request),
        knownRecordId(request.params.id, listingReportMessages.reportNotFound),
        request.body,
      ),
  );
};

export default listingReportRoutes;

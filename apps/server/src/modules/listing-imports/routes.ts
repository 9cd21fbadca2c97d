import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exportQuerySchema,
  idParamsSchema,
  importQuerySchema,
  importStartedSchema,
  listingImportMessages,
  listingImportSchema,
} from '@elite/shared';
import { knownRecordId } from '../../lib/ids';
import { refusals } from '../../lib/route-schemas';
import { requireRole, signedIn } from '../../plugins/auth';
import { closeUnreadUpload } from '../images/upload-form';
import { exportCsv, exportJson, templateCsv } from './export';
import { readImportFile } from './file';
import * as service from './service';
import { readImportUpload } from './upload';

const tags = ['listing imports'];
const staff = requireRole('agent', 'admin');

/** Listings in and out (CONTRACT.md section 15): import files, their progress, and exports. */
const listingImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/imports/template.csv',
    {
      schema: {
        tags,
        operationId: 'getImportTemplate',
        summary: 'Download the import file’s columns',
        description:
          'The header row of an import file (CSV): the create API’s listing fields by name, `price_min` and `price_max` for the range, `rooms` and `translations` as JSON text, lists joined with `|`, photos as URLs; an admin’s file adds `agent_email`.',
        security: [{}],
        response: { 200: z.string().describe('The CSV header row') },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="listings-template.csv"')
        .send(templateCsv(false)),
  );

  app.get(
    '/property/export',
    {
      onRequest: staff,
      schema: {
        tags,
        operationId: 'exportListings',
        summary: 'Export listings',
        description:
          'The caller’s live listings (an admin’s: every one, with `agent_email`), as their agent sees them, in the import file’s columns (`format=csv`, the default, or `json`), streamed: the file imports back unchanged.',
        querystring: exportQuerySchema,
        response: { 200: z.string().describe('CSV or JSON'), ...refusals(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const json = request.query.format === 'json';
      const body = json ? await exportJson(app.db, user) : await exportCsv(app.db, user);
      body.on('error', (error) => request.log.error({ err: error }, 'listing export failed'));
      return (
        reply
          .type(json ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="listings.${json ? 'json' : 'csv'}"`)
          // Text as a stream (never serialized whole).
          .send(body as never)
      );
    },
  );

  app.post(
    '/imports',
    {
      onRequest: staff,
      onSend: closeUnreadUpload,
      schema: {
        tags,
        operationId: 'startListingImport',
        summary: 'Import listings',
        description:
          'A multipart form with a CSV or JSON file in the field `file` (415 for another type; at most 20 MB and 5,000 rows: 413), in the columns of GET /api/imports/template.csv (an unknown column: 400). An agent imports their own listings; an admin’s rows name their agent in `agent_email`. Answers 202 with the import’s id: the rows are applied in the background, each as the create or update API would (by `external_id`), a bad row failing alone. `dry_run=1` checks every row and writes nothing.',
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: { 202: importStartedSchema, ...refusals(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const { bytes, kind } = await readImportUpload(request);
      const rows = readImportFile(bytes, kind, user.role === 'admin');
      const dryRun = request.query.dry_run === '1' || request.query.dry_run === 'true';
      const importId = await service.startImport(app.db, user, rows, dryRun);
      app.importWorker.nudge();
      return reply.status(202).send({ importId });
    },
  );

  app.get(
    '/imports/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        operationId: 'getListingImport',
        summary: 'Read an import’s progress',
        description:
          'An import’s status (queued, running, done or failed), its rows, how many are processed, created, updated and unchanged, and each failed row with its 1-based data row, field and message. Only for the agent or admin who started it (404 for anyone else).',
        params: idParamsSchema,
        response: { 200: listingImportSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.getImport(
        app.db,
        signedIn(request).user,
        knownRecordId(request.params.id, listingImportMessages.importNotFound),
      ),
  );
};

export default listingImportRoutes;

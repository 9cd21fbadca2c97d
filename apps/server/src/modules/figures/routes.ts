import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  figuresRangeQuerySchema,
  idParamsSchema,
  listingFiguresSchema,
  siteFiguresSchema,
} from '@elite/shared';
import { recordId } from '../../lib/ids';
import { refusals } from '../../lib/route-schemas';
import { requireRole, requireSignedIn, signedIn } from '../../plugins/auth';
import * as service from './service';

const tags = ['figures'];

const RANGE =
  '`from` and `to` are UTC days (YYYY-MM-DD), both included: the last 30 days ending today when left out, at most 366 days (400 above, or when `from` is after `to`). Every day of the range is answered, oldest first, with zeros where nothing happened.';

/** Listing and site figures (CONTRACT.md section 14). */
const figureRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  app.get(
    '/property/:id/stats',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        operationId: 'getListingFigures',
        summary: 'A listing’s figures',
        description: `For the listing’s agent and the admins (403 for anyone else): each day’s \`views\` (visitors other than its agent and the admins who saw its page or its details, each once a day), \`wishlisted\` (wishlist entries added), \`contacts\` (conversations started about it), \`viewings\` (viewing requests made) and \`offers\` (offers made). Views are written in batches every couple of seconds, so today’s may lag that much behind. ${RANGE}`,
        params: idParamsSchema,
        querystring: figuresRangeQuerySchema,
        response: { 200: listingFiguresSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = recordId(request.params.id, 'Property');
      const range = service.dayRange(request.query, now());
      return service.listingFigures(app.db, signedIn(request).user, id, range);
    },
  );

  app.get(
    '/stats',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        operationId: 'getSiteFigures',
        summary: 'The site’s figures',
        description: `For the admins: each day’s \`new_listings\` (listings added), \`new_users\` (accounts made), \`searches\` (listing searches answered: the list and the map; written in batches every couple of seconds), \`offers\` (offers and rental applications made), \`sales\` (sales and lets paid) and \`sales_amount\` (what they came to in the site’s currency, CURRENCY, as a number with cents: a sale’s price, a let’s holding deposit paid). ${RANGE}`,
        querystring: figuresRangeQuerySchema,
        response: { 200: siteFiguresSchema, ...refusals(400, 401, 403) },
      },
    },
    (request) => service.siteFigures(app.db, service.dayRange(request.query, now())),
  );
};

export default figureRoutes;

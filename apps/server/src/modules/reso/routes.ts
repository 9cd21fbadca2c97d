import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  limitMessages,
  oauthErrorSchema,
  odataDocumentSchema,
  odataErrorSchema,
  odataQuerySchema,
  resoTokenBodySchema,
  resoTokenSchema,
  errorSchema,
} from '@elite/shared';
import type { Limit } from '../../plugins/rate-limits';
import * as clients from './clients';
import { ODataError } from './odata-error';
import { resoResources } from './resources';
import * as service from './service';

const tags = ['reso web api'];

export interface ResoOptions {
  areaUnit: string;
  publicUrl: string;
  /** Requests per client to /reso/odata. */
  limit: Limit;
  now?: () => Date;
}

/** OData's error format; a refusal of the whole site (a NUL character, a flood) is `{message}`. */
const refusal = z.union([odataErrorSchema, errorSchema]);
const odataRefusals = { 400: refusal, 401: refusal, 404: refusal, 429: refusal };

/**
 * The RESO Web API Core 2.0.0, read-only (CONTRACT.md section 15): OAuth2 client credentials at
 * /reso/token, the OData service at /reso/odata (decision 072).
 */
const resoRoutes: FastifyPluginAsyncZod<ResoOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const resources = resoResources(opts);
  const base = `${opts.publicUrl.replace(/\/$/, '')}/reso/odata`;

  // RFC 6749 section 4.4.2: the token request is a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // Every answer of the service says its OData version (RESO Web API Core 2.2.1).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/reso/odata')) reply.header('odata-version', '4.0');
  });

  const sendError = (reply: FastifyReply, error: ODataError) => {
    if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer realm="reso"');
    return reply.status(error.statusCode).send(error.body);
  };

  /** The bearer token's client, counted against its limit; an OData 401 or 429 otherwise. */
  async function caller(request: FastifyRequest, reply: FastifyReply) {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const clientId = match ? await clients.clientOfToken(app.db, match[1]!, now()) : undefined;
    if (!clientId) {
      return sendError(
        reply,
        new ODataError(401, 'A valid access token of an API client is required'),
      );
    }
    const state = await app.counters
      .hit(`reso-client:${clientId}`, { windowMs: opts.limit.windowMs })
      .catch(() => undefined);
    if (state && state.count > opts.limit.max) {
      reply.header('retry-after', Math.max(1, Math.ceil(state.resetInMs / 1000)));
      return sendError(reply, new ODataError(429, limitMessages.tooManyRequests));
    }
    return undefined;
  }

  app.post(
    '/token',
    {
      schema: {
        tags,
        operationId: 'resoToken',
        summary: 'Take an access token (OAuth2 client credentials)',
        description:
          'RFC 6749 section 4.4: `grant_type=client_credentials` as a form, the client’s `client_id` and `client_secret` by HTTP Basic or in the form (not both). Answers a bearer token for /reso/odata, good for an hour (`expires_in`) while the client is not revoked. Errors as RFC 6749 section 5.2: `invalid_client` (401), `unsupported_grant_type` or `invalid_request` (400).',
        security: [{}],
        consumes: ['application/x-www-form-urlencoded'],
        body: resoTokenBodySchema,
        response: {
          200: resoTokenSchema,
          400: z.union([oauthErrorSchema, errorSchema]),
          401: oauthErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const result = await service.token(
        app.db,
        request.headers.authorization,
        request.body,
        now(),
      );
      if ('error' in result) {
        if (result.status === 401) reply.header('www-authenticate', 'Basic realm="reso"');
        return reply
          .status(result.status)
          .send({ error: result.error, error_description: result.description });
      }
      return result;
    },
  );

  const documentSchema = (summary: string, operationId: string, description: string) => ({
    tags,
    operationId,
    summary,
    description,
    security: [{ bearer: [] }],
    querystring: odataQuerySchema,
    response: { 200: odataDocumentSchema, ...odataRefusals },
  });

  app.get(
    '/odata',
    {
      schema: documentSchema(
        'The OData service document',
        'resoServiceDocument',
        'The entity sets this service serves: Property, Member, Office, Media, OpenHouse. A bearer token from /reso/token is required (401 otherwise, in OData’s JSON error format); each client may make a limited number of requests a minute (429 with Retry-After).',
      ),
    },
    async (request, reply) =>
      (await caller(request, reply)) ?? service.serviceDocument(base, [...resources.values()]),
  );

  app.get(
    '/odata/$metadata',
    {
      schema: {
        ...documentSchema(
          'The OData metadata (EDMX XML)',
          'resoMetadata',
          'The entity types of the resources with their RESO Data Dictionary 2.0 names and types, and the enumerations, as OData CSDL XML.',
        ),
        response: { 200: z.string(), ...odataRefusals },
      },
    },
    async (request, reply) => {
      const refused = await caller(request, reply);
      if (refused) return refused;
      return reply.type('application/xml').send(service.metadata([...resources.values()]));
    },
  );

  app.get(
    '/odata/:resource',
    {
      schema: {
        ...documentSchema(
          'A resource: a page of it, or one entity by key',
          'resoResource',
          "A collection (`/reso/odata/Property`) with `$select`, `$filter` (eq ne gt ge lt le, and or not, has for enumerations, any/all on collections), `$orderby`, `$top` (at most 1,000; 100 by default), `$skip` and `$count`; or one entity by its key (`/reso/odata/Property('key')`). Property serves verified listings (StandardStatus Active) and sold or let ones (Closed), nothing else. 400 for an unknown field or a bad expression, 404 for an unknown resource or key.",
        ),
        params: z.object({ resource: z.string() }),
      },
    },
    async (request, reply) => {
      const refused = await caller(request, reply);
      if (refused) return refused;
      try {
        const answer = await service.resource(
          app.db,
          base,
          resources,
          request.params.resource,
          request.query,
        );
        // Sent as text: a page of up to 1,000 entities, built by the allow-list of field-map.ts,
        // gains nothing from the response schema's check but its cost (the schema documents it).
        const plain: FastifyReply = reply;
        return plain.type('application/json; charset=utf-8').send(JSON.stringify(answer));
      } catch (error) {
        if (error instanceof ODataError) return sendError(reply, error);
        throw error;
      }
    },
  );

  // Anything else under /reso: an OData 404, never the web app's page.
  app.setNotFoundHandler((request, reply) => {
    reply.header('odata-version', '4.0');
    return sendError(reply, new ODataError(404, `No such resource: ${request.url.split('?')[0]}`));
  });
};

export default resoRoutes;

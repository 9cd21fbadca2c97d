import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { completeDocument, type Access } from '../openapi/document';

const toOpenApiPath = (url: string) => url.replaceAll(/:(\w+)/g, '{$1}');

/** Who may call a route, read from the guard it runs first (plugins/auth.ts). */
function accessOf(route: RouteOptions): Access {
  const hooks = [route.onRequest ?? []].flat() as { name?: string }[];
  if (hooks.some((hook) => hook.name === 'roleGuard')) return 'role';
  if (hooks.some((hook) => hook.name === 'requireSignedIn')) return 'signedIn';
  return 'public';
}

/**
 * OpenAPI 3.1 generated from the routes' schemas, where each route states its operationId, words
 * and statuses, and completed with what holds for every route (openapi/document.ts): browsable
 * at /api/docs, served at /api/openapi.json.
 */
export default fp(
  async function docsPlugin(app: FastifyInstance, opts: { siteName: string; publicUrl: string }) {
    const access = new Map<string, Access>();
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        access.set(`${method} ${toOpenApiPath(route.url)}`, accessOf(route));
      }
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${opts.siteName} API`,
          version: '1.0.0',
          description:
            'The API of the web app, for any client. Sign in (`signIn`, `registerAccount`) for a bearer token and send it as `Authorization: Bearer <token>`. Errors are `{message}`.',
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: (document) => {
        const { openapiObject } = document as unknown as {
          openapiObject: Parameters<typeof completeDocument>[0];
        };
        return completeDocument(openapiObject, {
          publicUrl: opts.publicUrl,
          access: (key) => access.get(key) ?? 'public',
        }) as never;
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    // A stable address for the document, to generate clients from (README).
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'docs' },
);

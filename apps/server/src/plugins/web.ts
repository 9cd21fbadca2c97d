import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { messages } from '@elite/shared';

/**
 * Serves the built SPA: hashed assets cached forever, index.html for every client route.
 * Unknown /api and /images paths stay JSON 404s.
 */
export default fp(
  async function webPlugin(app: FastifyInstance, opts: { root: string | undefined }) {
    const root = opts.root;
    const indexFile = root ? path.join(root, 'index.html') : undefined;
    const hasBuild = indexFile !== undefined && fs.existsSync(indexFile);

    if (hasBuild && root) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        wildcard: false,
        index: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi =
        pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/images/');
      if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .sendFile('index.html');
      }
      return reply
        .status(404)
        .send({ message: `${messages.notFound}: ${request.method} ${pathname}` });
    });
  },
  { name: 'web' },
);

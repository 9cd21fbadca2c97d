import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '@elite/shared';

/** Where the operator's PMTiles basemap is served (docs/decisions/049). */
export const PMTILES_URL = '/map/basemap.pmtiles';

/**
 * An operator may replace the file (a newer extract): browsers keep it an hour, then ask again
 * with its ETag. A PMTiles reader checks the ETag of every range it reads, and starts over
 * from the header when the file has changed.
 */
const CACHE = 'public, max-age=3600';

/**
 * GET (and HEAD) /map/basemap.pmtiles: the operator's file, read by the maps in byte ranges
 * (206 with Content-Range; 416 for a range outside the file), with ETag and Last-Modified.
 * @fastify/send does the ranges and conditional requests. Registered only when the file is set.
 */
export async function basemapFileRoutes(app: FastifyInstance, opts: { file: string }) {
  const root = path.dirname(opts.file);
  const name = path.basename(opts.file);
  // Its own scope: this `sendFile` reads from the file's directory, the web app's from its build.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root,
      serve: false,
      acceptRanges: true,
      etag: true,
      lastModified: true,
      cacheControl: false,
      // Its own type (send would call it application/octet-stream), set with the cache's
      // header on the file's answer only: an error stays JSON.
      contentType: false,
      setHeaders(reply) {
        reply.header('content-type', 'application/vnd.pmtiles').header('cache-control', CACHE);
      },
      dotfiles: 'allow',
    });
    // An error is not kept by any cache (a cache keys by URL, not by range); a 416 names the
    // file's length, so that a reader can ask again for a range inside it.
    scope.addHook('onSend', async (_request, reply) => {
      if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
      if (reply.statusCode === 416) {
        const size = await fs.promises.stat(opts.file).then(
          (stat) => stat.size,
          () => undefined,
        );
        if (size !== undefined) reply.header('content-range', `bytes */${size}`);
      }
    });
    scope.get(PMTILES_URL, { schema: { hide: true } }, async (request, reply) => {
      // The file removed or moved while the server runs: the API's 404, not @fastify/static's.
      const present = await fs.promises.stat(opts.file).then(
        (stat) => stat.isFile(),
        () => false,
      );
      if (!present) {
        return reply
          .code(404)
          .send({ message: `${messages.notFound}: ${request.method} ${PMTILES_URL}` });
      }
      return reply.sendFile(name, root);
    });
  });
}

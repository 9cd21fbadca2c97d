import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { profilePaths } from './profile-repository';
import * as service from './service';
import { robotsTxt, sitemapXml } from './sitemap';

/**
 * /sitemap.xml and /robots.txt for search engines (CONTRACT.md section 10). The sitemap lists
 * the listings' pages (and the agents' and agencies') only with PUBLIC_LISTINGS=1 (otherwise they ask for a sign-in), streamed
 * as the listings are read a page at a time.
 */
const seoRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const listings = config.publicListings ? service.sitemapListings(app.db) : [];
    // The agents' and agencies' pages (CONTRACT.md section 14), with the listings' pages.
    const profiles = config.publicListings ? profilePaths(app.db) : [];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(Readable.from(sitemapXml(config.publicUrl, listings, config.locales, profiles)));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(config.publicUrl)),
  );
};

export default seoRoutes;

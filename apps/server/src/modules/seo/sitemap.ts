import type { SitemapListing } from './repository';
import { escapeHtml } from '../../lib/html';
import { listingUrl } from './share-meta';

/*
 * /sitemap.xml and /robots.txt (CONTRACT.md section 10), as pure functions of the site's URL
 * and the listings: the sitemap is produced a piece at a time, as the listings are read.
 */

const url = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;

/** The sitemap in pieces: the home page, All Property, then each listing's page. */
export async function* sitemapXml(
  publicUrl: string,
  listings: AsyncIterable<SitemapListing> | Iterable<SitemapListing>,
): AsyncGenerator<string> {
  yield (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    url(`${publicUrl}/`) +
    url(`${publicUrl}/allProperty`)
  );
  let chunk = '';
  for await (const listing of listings) {
    chunk += url(listingUrl(publicUrl, listing.id), listing.updatedAt);
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    // The signed-in dashboard: nothing there for a search engine. Paths are case-sensitive
    // (RFC 9309), and the app's links spell it three ways.
    'Disallow: /dashboard',
    'Disallow: /dashBoard',
    'Disallow: /Dashboard',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

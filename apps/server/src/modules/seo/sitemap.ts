import type { SitemapListing } from './repository';
import { escapeHtml } from '../../lib/html';
import { pathInLocale, type Locale } from '@elite/shared/locales';
import { listingUrl } from './share-meta';

/*
 * /sitemap.xml and /robots.txt (CONTRACT.md section 10), as pure functions of the site's URL
 * and the listings: the sitemap is produced a piece at a time, as the listings are read.
 */

const entry = (loc: string, lastmod?: Date, alternates = '') =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternates}</url>\n`;

/**
 * A page's entries: one per offered locale (CONTRACT.md section 11), each naming the page in
 * every locale and x-default (the default locale's); with one locale, the page alone.
 */
function pageEntries(
  publicUrl: string,
  path: string,
  locales: readonly Locale[],
  lastmod?: Date,
): string {
  const at = (locale: Locale) => `${publicUrl}${pathInLocale(path, locale, locales)}`;
  if (locales.length < 2) return entry(at(locales[0] ?? 'en'), lastmod);
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`;
  const alternates =
    locales.map((locale) => link(locale, at(locale))).join('') +
    link('x-default', at(locales[0] ?? 'en'));
  return locales.map((locale) => entry(at(locale), lastmod, alternates)).join('');
}

/**
 * The sitemap in pieces: the home page, All Property, the privacy notice and the accessibility
 * statement (CONTRACT.md section 16), each listing's page, then the other pages given by path
 * (the agents' and agencies': CONTRACT.md section 14).
 */
export async function* sitemapXml(
  publicUrl: string,
  listings: AsyncIterable<SitemapListing> | Iterable<SitemapListing>,
  locales: readonly Locale[] = ['en'],
  pages: AsyncIterable<string> | Iterable<string> = [],
): AsyncGenerator<string> {
  const xhtml = locales.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  yield (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n` +
    ['/', '/allProperty', '/privacy', '/accessibility']
      .map((path) => pageEntries(publicUrl, path, locales))
      .join('')
  );
  let chunk = '';
  for await (const listing of listings) {
    const path = listingUrl('', listing.id);
    chunk += pageEntries(publicUrl, path, locales, listing.updatedAt);
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  for await (const path of pages) chunk += pageEntries(publicUrl, path, locales);
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

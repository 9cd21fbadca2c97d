import {
  isRightToLeft,
  pathInLocale,
  placeOfPath,
  type Locale,
  type PagePlace,
} from '@elite/shared/locales';
import { escapeHtml } from '../../lib/html';
import { translate } from '../../lib/i18n';

/*
 * Every page the server sends says its language (CONTRACT.md section 11): `<html lang dir>`,
 * `data-base` for a page under a locale's prefix (the web app's router works inside it), and,
 * when the site offers more than one locale, the same page's address in each (`hreflang`) and
 * `x-default` (the default locale's). Pure functions of the page's address and the site's locales.
 */

/** The page's place (locale, prefix, path inside it) from the request's URL. */
export function placeOfUrl(
  url: string,
  offered: readonly Locale[],
): PagePlace & { search: string } {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  return { ...placeOfPath(pathname, offered), search: queryAt === -1 ? '' : url.slice(queryAt) };
}

/** `<link rel="alternate" hreflang>` for each offered locale and x-default; none for one locale. */
export function alternateLinks(
  place: PagePlace & { search: string },
  offered: readonly Locale[],
  publicUrl: string,
): string {
  if (offered.length < 2) return '';
  const href = (locale: Locale) =>
    escapeHtml(`${publicUrl}${pathInLocale(place.path, locale, offered)}${place.search}`);
  const links = offered.map(
    (locale) => `<link rel="alternate" hreflang="${locale}" href="${href(locale)}">`,
  );
  const fallback = offered[0];
  if (fallback) links.push(`<link rel="alternate" hreflang="x-default" href="${href(fallback)}">`);
  return links.join('');
}

/**
 * The page's `<html>` attributes and alternates written into a page's HTML; in another locale
 * than English, its title and description in that locale too (the web app's own are English).
 */
export function withPageLocale(
  html: string,
  place: PagePlace & { search: string },
  offered: readonly Locale[],
  publicUrl: string,
  siteName = 'Elite Property',
): string {
  const dir = isRightToLeft(place.locale) ? 'rtl' : 'ltr';
  const base = place.base ? ` data-base="${place.base}"` : '';
  // The web build's own page is in English, left to right: an English page keeps it as it is.
  const ownTag = place.locale === 'en' && !place.base;
  const texts =
    place.locale === 'en'
      ? html
      : html
          .replace(
            /<title>[^<]*<\/title>/,
            () =>
              `<title>${escapeHtml(translate(place.locale, 'pages.title', { siteName }))}</title>`,
          )
          .replace(
            /(<meta\s+name="description"\s+content=")[^"]*"/,
            (_whole, start: string) =>
              `${start}${escapeHtml(translate(place.locale, 'pages.description', { siteName }))}"`,
          );
  return texts
    .replace(/<html\b([^>]*)>/i, (tag: string, attributes: string) => {
      if (ownTag) return tag;
      const others = attributes.replace(/\s(?:lang|dir|data-base)="[^"]*"/gi, '');
      return `<html lang="${place.locale}" dir="${dir}"${base}${others}>`;
    })
    .replace('</head>', () => `${alternateLinks(place, offered, publicUrl)}</head>`);
}

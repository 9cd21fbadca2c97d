/**
 * The languages the product ships (CONTRACT.md section 11). A site offers some of them
 * (SITE_LOCALES, the first its default); every text exists in each (the catalogues of
 * apps/web/src/locales and apps/server/src/locales, kept complete by locales.test.ts).
 */
export const SHIPPED_LOCALES = ['en', 'es', 'fr', 'de', 'ar'] as const;
export type Locale = (typeof SHIPPED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each locale's name in its own language: what the language switcher lists. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ar: 'العربية',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SHIPPED_LOCALES as readonly string[]).includes(value);
}

/** Whether a locale is written right to left. */
export function isRightToLeft(locale: Locale): boolean {
  return locale === 'ar';
}

/**
 * The best of `offered` for an Accept-Language header, as HTTP negotiates it (RFC 9110 12.5.4,
 * basic filtering): languages by q-value (ties in the header's order), a regional tag matching
 * its language (`es-MX` → `es`), `*` any, `q=0` never; else `fallback`.
 */
export function negotiateLocale(
  header: string | undefined,
  offered: readonly Locale[],
  fallback: Locale,
): Locale {
  if (!header) return fallback;
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params
        .map((p) => p.trim().match(/^q=([01](?:\.\d{0,3})?)$/i))
        .find((m) => m !== null);
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q[1]) : 1, order };
    })
    .filter((range) => range.tag !== '' && range.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranges) {
    if (tag === '*') return fallback;
    const language = tag.split('-')[0];
    const match = offered.find((locale) => locale === tag || locale === language);
    if (match) return match;
  }
  return fallback;
}

/**
 * Reads SITE_LOCALES: comma-separated shipped locales, the first the default. Throws a message
 * naming what is wrong (the server's configuration check shows it).
 */
export function parseSiteLocales(value: string | undefined): Locale[] {
  if (value === undefined || value.trim() === '') return [DEFAULT_LOCALE];
  const locales = value.split(',').map((part) => part.trim().toLowerCase());
  const unknown = locales.filter((locale) => !isLocale(locale));
  if (unknown.length > 0) {
    throw new Error(
      `${unknown.join(', ')}: not a shipped locale (one of ${SHIPPED_LOCALES.join(', ')})`,
    );
  }
  if (new Set(locales).size !== locales.length) throw new Error('lists a locale twice');
  return locales as Locale[];
}

/**
 * The tag `Intl` formats a locale's numbers, money and dates with. `en` is American English
 * (SPEC.md's `$1,250,000`); Arabic keeps Latin digits, as the region's property portals do, so
 * that prices, areas and phone numbers read the same on the map, the listing and the phone.
 */
export const INTL_LOCALES: Record<Locale, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  ar: 'ar-u-nu-latn',
};

/** Where a page's path puts it: its locale, the prefix of that locale's pages and the path in it. */
export interface PagePlace {
  locale: Locale;
  /** `/es` for a page under /es/…; empty for the default locale's pages, which have none. */
  base: string;
  /** The path without the prefix (`/allProperty` for `/es/allProperty`). */
  path: string;
}

/**
 * The default locale (the first offered) keeps SPEC.md's paths; every other offered locale has
 * the same pages under `/{locale}/…` (CONTRACT.md section 11).
 */
export function placeOfPath(pathname: string, offered: readonly Locale[]): PagePlace {
  const fallback = offered[0] ?? DEFAULT_LOCALE;
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const prefix = match?.[1];
  if (prefix && prefix !== fallback && isLocale(prefix) && offered.includes(prefix)) {
    return { locale: prefix, base: `/${prefix}`, path: pathname.slice(3) || '/' };
  }
  return { locale: fallback, base: '', path: pathname };
}

/** A page's address in another locale: `/allProperty` in `es` is `/es/allProperty`. */
export function pathInLocale(path: string, locale: Locale, offered: readonly Locale[]): string {
  const inside = path.startsWith('/') ? path : `/${path}`;
  if (locale === (offered[0] ?? DEFAULT_LOCALE)) return inside;
  return inside === '/' ? `/${locale}` : `/${locale}${inside}`;
}

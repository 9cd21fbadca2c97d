import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '@elite/shared/locales';

/**
 * Zod's own messages (`Invalid input: expected string, received number`), for the issues our
 * schemas leave to zod, in another locale: zod's error map of that locale run again on the issue
 * (zod's configuration is global, so a request's language is applied here, per answer).
 */
type LocaleError = (issue: never) => string | { message: string } | undefined | null;

const errorMaps: Partial<Record<Locale, () => { localeError: LocaleError }>> = {
  en: z.locales.en,
  es: z.locales.es,
  fr: z.locales.fr,
  de: z.locales.de,
  ar: z.locales.ar,
};
const made = new Map<Locale, LocaleError>();

function errorMap(locale: Locale): LocaleError | undefined {
  const known = made.get(locale);
  if (known) return known;
  const make = errorMaps[locale];
  if (!make) return undefined;
  const map = make().localeError;
  made.set(locale, map);
  return map;
}

/** A value of the type zod's message says it received, so that the message can be made again. */
const received: Record<string, unknown> = {
  number: 0,
  string: '',
  boolean: false,
  null: null,
  array: [],
  object: {},
  undefined: undefined,
  NaN: Number.NaN,
  bigint: 0n,
};

function text(result: ReturnType<LocaleError>): string | undefined {
  if (typeof result === 'string') return result;
  return result?.message;
}

/**
 * `message` in `locale` when it is zod's own English message for `issue` (the fields of the
 * issue a validation error keeps: its code and params); undefined when it is not (our schemas'
 * own messages are translated from the catalogue instead).
 */
export function translateZodMessage(
  locale: Locale,
  issue: { keyword?: string; params?: Record<string, unknown> },
  message: string,
): string | undefined {
  if (locale === DEFAULT_LOCALE || !issue.keyword) return undefined;
  const english = errorMap('en');
  const local = errorMap(locale);
  if (!english || !local) return undefined;
  const kind = /received (\w+)$/.exec(message)?.[1];
  const base = { ...issue.params, code: issue.keyword, path: [] };
  const full = kind !== undefined && kind in received ? { ...base, input: received[kind] } : base;
  if (text(english(full as never)) !== message) return undefined;
  return text(local(full as never));
}

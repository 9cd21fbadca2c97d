import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@elite/shared/locales';

/*
 * The web app's texts as a visitor reads them in a locale, found by their English: the journeys
 * in other languages say what they look for in English, and read it in the page's language from
 * the catalogues the app is built from (apps/web/src/locales).
 */
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/locales');

const catalogues = new Map<Locale, Record<string, string>>();

function catalogue(locale: Locale): Record<string, string> {
  let merged = catalogues.get(locale);
  if (!merged) {
    merged = {};
    const dir = path.join(localesDir, locale);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      Object.assign(merged, JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    }
    catalogues.set(locale, merged);
  }
  return merged;
}

/** The message `key` in `locale`, its `{placeholders}` filled from `values`. */
export function textOf(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const message = catalogue(locale)[key];
  if (message === undefined) throw new Error(`No ${key} in the ${locale} catalogue`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The text that reads `english` in English, in `locale` (the first key whose English message is
 * exactly that text, preferring `part`'s keys).
 */
export function textIn(locale: Locale, english: string, part?: string): string {
  const keys = Object.entries(catalogue('en'))
    .filter(([, message]) => message === english)
    .map(([key]) => key)
    .sort((a, b) => Number(b.startsWith(`${part}.`)) - Number(a.startsWith(`${part}.`)));
  const key = keys[0];
  if (key === undefined) throw new Error(`No English message reads "${english}"`);
  return textOf(locale, key);
}

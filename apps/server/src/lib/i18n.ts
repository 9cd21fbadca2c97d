import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, SHIPPED_LOCALES, type Locale } from '@elite/shared/locales';
import { serverRoot } from '../paths';

/**
 * The server's texts in every shipped locale (CONTRACT.md section 11, docs/decisions/058): API
 * messages, e-mails and their subjects, calendar files, server-rendered heads and share cards.
 * One catalogue per locale, a folder of ICU messages split by subject
 * (`src/locales/{locale}/{part}.json`, every key of `part.json` starting with `part.`), read
 * once a process and compiled by Lingui's message compiler. locales.test.ts fails on a key
 * missing in a locale, a key no code uses, or placeholders that differ from English.
 */
export const serverLocalesFolder = path.join(serverRoot, 'src/locales');

export type Catalogue = Record<string, string>;

/** A locale's catalogue: its parts merged. */
export function readCatalogue(folder: string, locale: Locale): Catalogue {
  const dir = path.join(folder, locale);
  const catalogue: Catalogue = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    Object.assign(catalogue, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Catalogue);
  }
  return catalogue;
}

let loaded: Map<Locale, I18n> | undefined;

function load(): Map<Locale, I18n> {
  if (loaded) return loaded;
  const byLocale = new Map<Locale, I18n>();
  for (const locale of SHIPPED_LOCALES) {
    const catalogue = readCatalogue(serverLocalesFolder, locale);
    const compiled = Object.fromEntries(
      Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)]),
    );
    byLocale.set(locale, setupI18n({ locale, messages: { [locale]: compiled } }));
  }
  loaded = byLocale;
  return loaded;
}

/** The message `key` in `locale`, its placeholders filled from `values`. */
export function translate(locale: Locale, key: string, values?: Record<string, unknown>): string {
  const i18n = load().get(locale) ?? load().get(DEFAULT_LOCALE);
  return i18n ? i18n._(key, values) : key;
}

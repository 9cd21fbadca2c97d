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

interface Loaded {
  byLocale: Map<Locale, I18n>;
  /** The default locale's messages that have no placeholder, text → key. */
  keyOfEnglish: Map<string, string>;
}

let loaded: Loaded | undefined;

function load(): Loaded {
  if (loaded) return loaded;
  const byLocale = new Map<Locale, I18n>();
  const keyOfEnglish = new Map<string, string>();
  for (const locale of SHIPPED_LOCALES) {
    const catalogue = readCatalogue(serverLocalesFolder, locale);
    const compiled = Object.fromEntries(
      Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)]),
    );
    byLocale.set(locale, setupI18n({ locale, messages: { [locale]: compiled } }));
    if (locale === DEFAULT_LOCALE) {
      for (const [key, message] of Object.entries(catalogue)) {
        if (!message.includes('{') && !keyOfEnglish.has(message)) keyOfEnglish.set(message, key);
      }
    }
  }
  loaded = { byLocale, keyOfEnglish };
  return loaded;
}

/** The message `key` in `locale`, its placeholders filled from `values`. */
export function translate(locale: Locale, key: string, values?: Record<string, unknown>): string {
  const i18n = load().byLocale.get(locale) ?? load().byLocale.get(DEFAULT_LOCALE);
  return i18n ? i18n._(key, values) : key;
}

/**
 * An English text the code produced (SPEC.md's texts are thrown as they are written, in
 * @elite/shared/messages), in `locale`: the catalogue's message whose English is that text;
 * the text itself when no message is (a text only the default locale has, or one with values
 * filled in).
 */
export function translateEnglish(locale: Locale, text: string): string {
  if (locale === DEFAULT_LOCALE) return text;
  const key = load().keyOfEnglish.get(text);
  return key === undefined ? text : translate(locale, key);
}
